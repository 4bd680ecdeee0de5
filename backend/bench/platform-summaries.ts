/**
 * The platform runs measure a shop in its steady state, where every store that was ever listed
 * cold has its listing summary (written when a cold listing first finds none, see
 * catalogue/summary/): the summaries missing in the bench database are written before the run,
 * by the same command an operator runs after a bulk import (`npm run catalogue:summaries`).
 */
import { Pool } from 'pg';
import { summariseStores } from '../catalogue/summary/summarise-stores';

export async function summarisePlatform(url: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 2 });
  const started = Date.now();
  try {
    const { written, stores } = await summariseStores(pool, {
      progress: (done, total) => {
        if (done % 100 === 0) console.log(`  listing summaries: ${done} of ${total} stores`);
      },
    });
    console.log(`Listing summaries: ${written} of ${stores} stores written (${Date.now() - started} ms).`);
  } finally {
    await pool.end();
  }
}

import 'reflect-metadata';
import { Pool } from 'pg';
import { summariseStores } from '../../catalogue/summary/summarise-stores';
import { loadConfig } from '../../config/config';
import { runCommand } from './cli-database';

/**
 * `npm run catalogue:summaries [store id ...]`: writes the listing summary of every store (or of
 * the given ones) whose summary is missing or out of date (see catalogue/summary/).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('Set DATABASE_URL to the database whose stores to summarise.');
  const storeIds = process.argv.slice(2).map(Number).filter(Number.isInteger);
  const pool = new Pool({ connectionString: config.databaseUrl, max: 2 });
  try {
    const started = Date.now();
    const { written, stores } = await summariseStores(pool, {
      storeIds: storeIds.length ? storeIds : undefined,
      progress: (done, total) => {
        if (done % 50 === 0 || done === total) console.log(`${done} of ${total} stores`);
      },
    });
    console.log(
      `Listing summaries: ${written} written, ${stores - written} already current, ${Date.now() - started} ms.`,
    );
    return 0;
  } finally {
    await pool.end();
  }
}

runCommand(main);

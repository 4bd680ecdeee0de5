import 'reflect-metadata';
import { ConfigError, loadConfig } from '../../config/config';
import { seedDemoData } from '../demo-data';
import { seedLargeCatalogue } from '../demo-data/catalogue/seed-large';
import { runCommand, withMigratedDatabase } from './cli-database';
import { createProgress } from './progress';

const USAGE = 'Usage: npm run seed [-- --items N]   (N: total items over the two demo stores, e.g. 50000)';

/** `--items 50000` or `--items=50000`; undefined when absent. */
export function parseItems(args: string[]): number | undefined {
  const i = args.findIndex((a) => a === '--items' || a.startsWith('--items='));
  if (i === -1) return undefined;
  const raw = args[i].includes('=') ? args[i].split('=')[1] : args[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 2_000_000)
    throw new Error(`--items must be a whole number between 1 and 2000000 (got "${raw ?? ''}").\n${USAGE}`);
  return n;
}

/**
 * `npm run seed`: migrates DATABASE_URL (or the embedded PostgreSQL) and loads the demo data set;
 * with `--items N` it then grows the two demo stores to N items for the benchmark, showing its progress.
 */
async function main(): Promise<number> {
  let config;
  let items: number | undefined;
  try {
    config = loadConfig();
    items = parseItems(process.argv.slice(2));
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return e instanceof ConfigError || e instanceof Error ? 1 : 2;
  }
  const log = (m: string) => console.log(m);
  return withMigratedDatabase(config, log, 'Seeding failed:', async (ds) => {
    await seedDemoData(ds, { log });
    if (items) {
      const progress = await createProgress('Large catalogue', log);
      const result = await seedLargeCatalogue(ds, items, (done, total) => progress.update(done, total));
      progress.stop();
      log(
        result.after > result.before
          ? `The demo stores now hold ${result.after} items.`
          : `The demo stores already hold ${result.before} items (asked for ${items}).`,
      );
    }
    log('Demo data ready.');
  });
}

if (require.main === module) runCommand(main);

import 'reflect-metadata';
import { ConfigError, loadConfig } from '../../config/config';
import { openDatabase } from '../bootstrap';
import { migrate } from '../data-source';

/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded PostgreSQL
 * under DATA_DIR/postgres when it is unset. Loads no demo data (that is `npm run seed`).
 */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
  const log = (m: string) => console.log(m);
  const db = await openDatabase(config, log);
  try {
    const ran = await migrate(db.url);
    console.log(ran.length ? `Applied migrations: ${ran.join(', ')}` : 'The database schema is up to date.');
    return 0;
  } catch (e) {
    console.error('Migration failed:', e instanceof Error ? e.message : e);
    return 1;
  } finally {
    await db.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);

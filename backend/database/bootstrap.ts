import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { dataSourceOptions, migrate } from './data-source';
import { seedDemoData } from './demo-data';
import { EmbeddedOptions, startEmbeddedPostgres } from './embedded';

export interface PreparedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL, or an embedded PostgreSQL under .data/postgres when it is unset. */
export async function openDatabase(
  config: AppConfig,
  log: (m: string) => void,
  options: EmbeddedOptions = {},
): Promise<PreparedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  const db = await startEmbeddedPostgres(join(config.dataDir, 'postgres'), log, options);
  log(`Embedded PostgreSQL running (data in ${join(config.dataDir, 'postgres')}).`);
  return { url: db.url, embedded: true, stop: () => db.stop() };
}

/** Runs pending migrations, then loads the demo data when configured (idempotent). */
export async function migrateAndSeed(config: AppConfig, url: string, log: (m: string) => void): Promise<void> {
  const ran = await migrate(url);
  if (ran.length) log(`Applied migrations: ${ran.join(', ')}`);
  if (!config.demoData) return;
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  try {
    await seedDemoData(ds, { log });
  } finally {
    await ds.destroy();
  }
}

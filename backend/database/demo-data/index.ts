import { DataSource } from 'typeorm';
import { seedAccounts } from './seed-accounts';

export interface SeedOptions {
  log?: (message: string) => void;
}

/**
 * Loads the demo data set, each step idempotent: a second run keeps existing rows. Feature
 * folders add their step here (catalogue, web configuration, orders...).
 */
export async function seedDemoData(ds: DataSource, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  await seedAccounts(ds);
  log('Demo stores and accounts ready.');
}

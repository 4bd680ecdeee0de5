import { DataSource } from 'typeorm';
import { refreshCatalogueStatistics } from '../../common/db/catalogue-statistics';
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
  await (await import('./catalogue/seed-catalogue')).seedCatalogue(ds, log); // catalogue, web config, attribute lists (before orders)
  await (await import('./selling-rules/seed-selling-rules')).seedSellingRules(ds, log); // shipping, deposits, delivery, hours
  await (await import('./promotions/seed-promotions')).seedPromotions(ds, log); // case discount, spirits sale, WELCOME10
  await (await import('./pending/seed-pending')).seedPendingItems(ds, log); // super-admin review queue (after the catalogue)
  await (await import('./search/seed-search-synonyms')).seedSearchSynonyms(ds, log); // storefront search synonyms
  await (await import('./orders/seed-orders')).seedDemoOrders(ds, log); // demo orders for the dashboard and order desk (after the catalogue)
  await refreshCatalogueStatistics(ds); // the planner's row counts (mapping suggestions use the trigram index)
}

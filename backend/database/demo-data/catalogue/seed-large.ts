/**
 * The large catalogue for the benchmark (`npm run seed -- --items 50000`): generated wines and
 * beers added to the master list and carried by both demo stores until the two stores hold the
 * requested number of items. Additive and idempotent: nothing happens once there are enough.
 */
import { refreshCatalogueStatistics } from '../../../common/db/catalogue-statistics';
import { localDate } from '../../../domain/store-time';
import { STORE_PROFILES, storeAssortment } from './assortment';
import { Queryable } from './bulk-insert';
import { BENCH_FIRST_NUMBER, buildBenchMaster } from './master';
import { insertMaster, insertStoreItems } from './seed-catalogue';

const BATCH_ROWS = 4000;

export async function countDemoStoreItems(db: Queryable): Promise<number> {
  const [row] = await db.query(
    `SELECT count(*)::int AS n FROM inventory_item i JOIN store s ON s.id = i.store_id WHERE s.web_url IN ('northside', 'harbor')`,
  );
  return row.n;
}

export async function seedLargeCatalogue(
  db: Queryable,
  items: number,
  progress: (done: number, total: number) => void = () => {},
): Promise<{ before: number; after: number }> {
  const stores: { id: number; web_url: string; time_zone: string }[] = await db.query(
    `SELECT id, web_url, time_zone FROM store WHERE web_url IN ('northside', 'harbor') ORDER BY id`,
  );
  if (stores.length !== 2) throw new Error('The demo stores are missing: run the demo seed first.');
  const before = await countDemoStoreItems(db);
  let count = before;
  progress(count, items);
  const [{ last }] = await db.query(
    `SELECT coalesce(max(item_number::bigint), $1::bigint - 1) AS last FROM beverage WHERE item_number ~ '^[0-9]{7}$' AND item_number::bigint >= $1`,
    [BENCH_FIRST_NUMBER],
  );
  let next = Number(last) + 1;
  while (count < items) {
    const rows = Math.min(BATCH_ROWS, Math.ceil((items - count) / 2));
    const lot = Math.floor((next - BENCH_FIRST_NUMBER) / BATCH_ROWS) + 1;
    const master = buildBenchMaster(rows, lot, next);
    const ids = await insertMaster(db, master);
    for (const store of stores) {
      const today = localDate(store.time_zone);
      const assortment = storeAssortment(STORE_PROFILES[store.web_url], master, today, { carryAll: true });
      await insertStoreItems(db, store.id, assortment, ids, (n) => {
        count += n;
        progress(Math.min(count, items), items);
      });
    }
    next = Math.max(...master.map((m) => Number(m.itemNumber))) + 1;
  }
  await db.query('ANALYZE beverage, inventory_item, image');
  await refreshCatalogueStatistics(db); // also when the loader does not own the tables
  return { before, after: count };
}

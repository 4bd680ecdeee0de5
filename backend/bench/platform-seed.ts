/**
 * The platform-size catalogue (`npm run bench -- --stores 1000 --items-per-store 5000`): a shared
 * master list of generated wines and beers, and stores `p0001`, `p0002`... each carrying its own
 * pick of it with its own prices, stock and sales. Each store is added in one transaction (the
 * store row and one COPY of its items), so the seeding is additive and can be resumed: a later run
 * with more stores only adds the missing ones.
 */
import { Client } from 'pg';
import { createProgress } from '../database/cli/progress';
import { storeAssortment, StoreProfile } from '../database/demo-data/catalogue/assortment';
import { buildBenchMaster } from '../database/demo-data/catalogue/master';
import { MasterRow } from '../database/demo-data/catalogue/master-row';
import { insertMaster, ITEM_COLUMNS } from '../database/demo-data/catalogue/seed-catalogue';
import { hash32 } from '../database/demo-data/catalogue/text';
import { DEFAULT_TIME_ZONE, localDate } from '../domain/store-time';
import { copyRows } from './pg-copy';

/** Master numbers of the platform catalogue (apart from the demo and the 50,000-item bench). */
const PLATFORM_FIRST_NUMBER = 7_000_000;

export const platformStoreUrl = (n: number) => `p${String(n).padStart(4, '0')}`;

const ITEM_COPY_COLUMNS = ['store_id', ...ITEM_COLUMNS.map(([name]) => name), 'beverage_id', 'created_date'];

/** The master rows shared by the platform stores, inserted once (about four times a store's size). */
async function platformMaster(
  client: Client,
  itemsPerStore: number,
): Promise<{ rows: MasterRow[]; ids: Map<string, number> }> {
  const wanted = Math.max(20_000, itemsPerStore * 4);
  const rows = buildBenchMaster(wanted, 9000, PLATFORM_FIRST_NUMBER);
  const numbers = rows.map((r) => r.itemNumber);
  const existing = await client.query(`SELECT id, item_number FROM beverage WHERE item_number = ANY($1::text[])`, [
    numbers,
  ]);
  const ids = new Map<string, number>(existing.rows.map((r) => [r.item_number as string, Number(r.id)]));
  const missing = rows.filter((r) => !ids.has(r.itemNumber));
  if (missing.length) {
    const db = { query: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows };
    for (const [n, id] of await insertMaster(db, missing)) ids.set(n, id);
  }
  return { rows, ids };
}

/** One store's items: its own pick of the master list, exactly `count` of them. */
function storeItems(n: number, master: MasterRow[], count: number, today: string) {
  const url = platformStoreUrl(n);
  const profile: StoreProfile = {
    webUrl: url,
    carry: 1,
    priceFactor: 0.9 + (hash32(url) % 200) / 1000,
    itemNumber: (m) => m,
    privateLabel: url,
  };
  const picked = master
    .map((m) => ({ m, k: hash32(`${url}|${m.itemNumber}`) }))
    .sort((a, b) => a.k - b.k)
    .slice(0, Math.ceil(count / 1.05))
    .map((x) => x.m)
    .sort((a, b) => Number(a.itemNumber) - Number(b.itemNumber));
  const rows = storeAssortment(profile, picked, today, { carryAll: true });
  for (let extra = picked.length; rows.length < count; extra++) {
    rows.push(
      ...storeAssortment(profile, [master[(hash32(`${url}|${extra}`) >>> 0) % master.length]], today, {
        carryAll: true,
      }),
    );
    const seen = new Set<string>();
    for (let i = rows.length - 1; i >= 0; i--)
      if (seen.has(rows[i].itemNumber)) rows.splice(i, 1);
      else seen.add(rows[i].itemNumber);
  }
  return rows.slice(0, count);
}

/** Adds platform stores until there are `stores` of them, each with `itemsPerStore` items. */
export async function seedPlatform(url: string, stores: number, itemsPerStore: number): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const have = Number(
      (await client.query(`SELECT count(*) AS n FROM store WHERE web_url ~ '^p[0-9]{4}$'`)).rows[0].n,
    );
    if (have >= stores) {
      console.log(`Platform ready: ${have} stores.`);
      return;
    }
    const master = await platformMaster(client, itemsPerStore);
    const today = localDate(DEFAULT_TIME_ZONE);
    const progress = await createProgress('Seeding stores', (m) => console.log(m));
    const total = stores * itemsPerStore;
    progress.update(have * itemsPerStore, total);
    const now = Date.now();
    for (let n = have + 1; n <= stores; n++) {
      const items = storeItems(n, master.rows, itemsPerStore, today);
      await client.query('BEGIN');
      const tax = (5 + (hash32(`tax${n}`) % 400) / 100).toFixed(2);
      const [{ id }] = (
        await client.query(
          `INSERT INTO store (name, web_url, sales_tax_percent) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
          [`Platform Store ${String(n).padStart(4, '0')}`, platformStoreUrl(n), tax],
        )
      ).rows;
      await copyRows(
        client,
        'inventory_item',
        ITEM_COPY_COLUMNS,
        items.map((r) => [
          id,
          ...ITEM_COLUMNS.map(([, , get]) => get(r)),
          r.beverageItemNumber ? (master.ids.get(r.beverageItemNumber) ?? null) : null,
          new Date(now - r.createdDaysAgo * 86_400_000 - (Number(r.itemNumber.slice(-4)) || 0) * 1000).toISOString(),
        ]),
      );
      await client.query('COMMIT');
      progress.update(n * itemsPerStore, total);
    }
    progress.stop();
    await client.query('ANALYZE store, beverage, inventory_item');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}

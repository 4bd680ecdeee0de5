/**
 * Demo review queue (super-admin mapping screens): per demo store, items its POS "sent" that are
 * not mapped yet, written the way stores write them (see backend/matching/store-noise.ts):
 * - some carry a barcode of a master product (the suggestion says 'same UPC and size'),
 * - some only a name and size (the suggestion is a name match),
 * - the store's own private-label products and one new wine match nothing (Save As New Product).
 * Idempotent: a store that has any pending item (open or decided) is left alone. Needs the master
 * catalogue: run after the catalogue step.
 */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { normaliseGtin } from '../../../domain/gtin';
import { parseSizeMl } from '../../../domain/size';
import { noisyName, noisySize, noisyUpc, seededRandom } from '../../../matching/store-noise';
import { PendingItem } from '../../../pending/pending-item.entity';
import { STORE_PROFILES } from '../catalogue/assortment';
import { IOWA_CSV } from '../catalogue/iowa';

const WITH_UPC = 5;
const NAME_ONLY = 3;

interface IowaRaw {
  'Item Number': string;
  'Item Description': string;
  UPC: string;
  'State Bottle Retail': string;
}

/** A shelf price from the state's retail price: 30 % margin, ending in .99. */
function shelfCents(retail: string): number {
  const dollars = Math.max(1, Math.round(Number(retail) * 1.3));
  return dollars * 100 - 1;
}

type Profile = (typeof STORE_PROFILES)[string];
type StoreRow = { id: number; web_url: string };

let iowaRows: Map<string, IowaRaw> | undefined;

/** The state's price list by item number, read once. */
function iowaByNumber(): Map<string, IowaRaw> {
  iowaRows ??= new Map(
    (parse(readFileSync(IOWA_CSV), { columns: true, skip_empty_lines: true }) as IowaRaw[]).map((r) => [
      r['Item Number'],
      r,
    ]),
  );
  return iowaRows;
}

/**
 * Iowa spirits the store does not carry yet (a new line from the store's POS), written as the store
 * writes them: the first WITH_UPC with a (noisy) barcode, the next NAME_ONLY with a name and size only.
 * null when the master catalogue is not loaded yet.
 */
async function newFromPos(ds: DataSource, store: StoreRow, profile: Profile): Promise<Partial<PendingItem>[] | null> {
  const masters: Array<{ id: number; item_number: string; size_ml: number }> = await ds.query(
    `SELECT b.id, b.item_number, b.size_ml FROM beverage b
      WHERE b.gtin IS NOT NULL AND b.size_ml IS NOT NULL AND b.item_number ~ '^[0-9]{1,6}$' AND b.pack_type = 'Bottle'
        AND NOT EXISTS (SELECT 1 FROM inventory_item i WHERE i.store_id = $1 AND i.beverage_id = b.id)
      ORDER BY b.id LIMIT 3000`,
    [store.id],
  );
  if (!masters.length) return null; // no master catalogue yet
  const iowa = iowaByNumber();
  const rnd = seededRandom(store.id * 7919 + 17);
  const rows: Partial<PendingItem>[] = [];
  const taken = new Set<string>();
  while (rows.length < WITH_UPC + NAME_ONLY && taken.size < masters.length) {
    const m = masters[Math.floor(rnd() * masters.length)];
    const raw = iowa.get(m.item_number);
    const itemNumber = profile.itemNumber(m.item_number);
    if (!raw || taken.has(itemNumber)) continue;
    taken.add(itemNumber);
    const onShelf = await ds.query('SELECT 1 FROM inventory_item WHERE store_id = $1 AND item_number = $2', [
      store.id,
      itemNumber,
    ]);
    if (onShelf.length) continue;
    const withUpc = rows.length < WITH_UPC;
    let upc = withUpc ? noisyUpc(raw.UPC, rnd) : '';
    if (withUpc && !upc) upc = raw.UPC.replace(/^0+/, '');
    const size = noisySize(m.size_ml, rnd);
    rows.push({
      storeId: store.id,
      itemNumber,
      upc,
      gtin: normaliseGtin(upc),
      itemName: noisyName(raw['Item Description'], rnd),
      size,
      sizeMl: parseSizeMl(size),
      mainCategory: 'LIQUOR',
      unitPriceCents: shelfCents(raw['State Bottle Retail']),
      availableToSell: 6 + Math.floor(rnd() * 42),
      source: 'csv',
    });
  }
  return rows;
}

/** The store's own products, already on its shelf but not mapped to the master catalogue. */
async function ownProducts(ds: DataSource, store: StoreRow): Promise<Partial<PendingItem>[]> {
  const ownItems: Array<{
    id: number;
    item_number: string;
    item_description: string;
    size_description: string;
    unit_price_cents: number;
    available_to_sell: number;
    main_category: string;
    sub_category: string;
    brand: string;
    country_of_origin: string;
    item_vintage: string;
    type_of_grape: string;
  }> = await ds.query('SELECT * FROM inventory_item WHERE store_id = $1 AND beverage_id IS NULL ORDER BY id LIMIT 2', [
    store.id,
  ]);
  return ownItems.map((i) => ({
    storeId: store.id,
    itemNumber: i.item_number,
    itemName: i.item_description.toUpperCase(),
    size: i.size_description,
    sizeMl: parseSizeMl(i.size_description),
    mainCategory: i.main_category,
    subCategory: i.sub_category,
    brand: i.brand,
    country: i.country_of_origin,
    vintage: i.item_vintage,
    typeOfGrape: i.type_of_grape,
    unitPriceCents: i.unit_price_cents,
    availableToSell: i.available_to_sell,
    inventoryItemId: i.id,
    source: 'csv' as const,
  }));
}

/** A wine new to the master catalogue, asked for by the store. */
function newWine(store: StoreRow, profile: Profile): Partial<PendingItem> {
  return {
    storeId: store.id,
    itemNumber: profile.itemNumber('995001'),
    itemName: 'Tablas Creek Patelin de Tablas Rouge',
    vintage: '2021',
    size: '750ML',
    sizeMl: 750,
    mainCategory: 'Wine',
    subCategory: 'Red Blend',
    brand: 'Tablas Creek',
    country: 'United States',
    state: 'California',
    typeOfGrape: 'Grenache, Syrah, Mourvedre',
    abv: 14.2,
    unitPriceCents: 2999,
    availableToSell: 12,
    source: 'request',
  };
}

export async function seedPendingItems(ds: DataSource, log: (m: string) => void = () => {}): Promise<void> {
  const stores: StoreRow[] = await ds.query('SELECT id, web_url FROM store ORDER BY id');
  for (const store of stores) {
    const profile = STORE_PROFILES[store.web_url];
    if (!profile) continue;
    if ((await ds.query('SELECT 1 FROM pending_item WHERE store_id = $1 LIMIT 1', [store.id])).length) continue;
    const fromPos = await newFromPos(ds, store, profile);
    if (!fromPos) continue;
    const rows = [...fromPos, ...(await ownProducts(ds, store)), newWine(store, profile)];
    await ds.getRepository(PendingItem).insert(rows);
    log(`Demo review queue for ${store.web_url}: ${rows.length} pending items.`);
  }
}

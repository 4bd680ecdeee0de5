/**
 * Reads one store's items (joined with their master beverages) for the in-memory catalogue: in
 * chunks (keyset on id) so only a few thousand raw rows exist at a time, as arrays rather than
 * objects, and with repeated short texts (sizes, pack types, brands, countries, dates) shared.
 */
import { orderFields } from './catalogue-snapshot';
import { ItemRow } from './catalogue-product';
import { MASTER_COLUMNS, MasterBeverage, MasterCache, masterFromRow } from './master-cache';
import type { ArrayQueryable } from './array-queryable';

export const CHUNK_ROWS = 5000;

const COLUMNS = [
  'i.id',
  'i.item_number',
  'i.item_description',
  'i.size_description',
  'i.pack_type',
  'i.pack_quantity',
  'i.case_quantity',
  'i.unit_price_cents',
  'i.pack_price_cents',
  'i.case_price_cents',
  'i.unit_sale_price_cents',
  'i.pack_sale_price_cents',
  'i.case_sale_price_cents',
  'i.date_sale_starts::text',
  'i.date_sale_ends::text',
  'i.sales_tax_percent::float8',
  'i.available_to_sell',
  'i.is_available',
  'i.brand',
  'i.country_of_origin',
  'i.item_vintage',
  'i.type_of_grape',
  'i.main_category',
  'i.sub_category',
  'i.image_hash',
  'i.beverage_id',
  '(extract(epoch FROM i.created_date) * 1000)::float8',
];
/** Where the master's columns (MASTER_COLUMNS after the id) start in a row read with them. */
const MASTER_AT = COLUMNS.length;
/** The item's columns, then the master beverage's (without its id, which is i.beverage_id). */
const WITH_MASTER = [...COLUMNS, ...MASTER_COLUMNS.slice(1)];

/**
 * A store's items ($1) meeting `where` (over i and b), in id order: with the master's columns, or
 * (`itemsOnly`) the item's alone, their masters then coming from a MasterCache. PostgreSQL leaves
 * the join out when nothing reads b.
 */
export const itemsSql = (where: string, limit = '', itemsOnly = false) => `
  SELECT ${(itemsOnly ? COLUMNS : WITH_MASTER).join(', ')}
    FROM inventory_item i
    LEFT JOIN beverage b ON b.id = i.beverage_id
   WHERE i.store_id = $1 AND ${where}
   ORDER BY i.id ${limit}`;

/** One chunk of a store's items after `afterId`, in id order; columns as in itemsSql. */
export const CATALOGUE_SQL = itemsSql('i.id > $2', `LIMIT ${CHUNK_ROWS}`);
const CATALOGUE_ITEMS_SQL = itemsSql('i.id > $2', `LIMIT ${CHUNK_ROWS}`, true);

/** Shares equal strings (one copy of '750 ml', 'Bottle', 'United States'... for the whole store). */
export class Interner {
  private readonly pool = new Map<string, string>();
  get = (s: string | null): string => {
    if (s === null || s === undefined) return '';
    const hit = this.pool.get(s);
    if (hit !== undefined) return hit;
    this.pool.set(s, s);
    return s;
  };
}

/**
 * An item from its row: read with its master's columns, or (`masters` given) with the master
 * beverage looked up there by i.beverage_id.
 */
export function toItemRow(r: unknown[], intern: Interner['get'], masters?: Map<number, MasterBeverage>): ItemRow {
  const v = r as any[];
  const s = (i: number) => (v[i] === null ? '' : String(v[i]));
  const bev: MasterBeverage | null = masters
    ? v[25] === null
      ? null
      : (masters.get(Number(v[25])) ?? null)
    : v[25] === null || v[MASTER_AT] === null
      ? null
      : masterFromRow(v, MASTER_AT, intern);
  const row: ItemRow = {
    id: v[0],
    itemNumber: v[1],
    itemDescription: s(2),
    sizeDescription: intern(v[3] || bev?.size || ''),
    packType: intern(v[4]),
    packQuantity: v[5],
    caseQuantity: v[6],
    unitPriceCents: v[7],
    packPriceCents: v[8],
    casePriceCents: v[9],
    unitSalePriceCents: v[10],
    packSalePriceCents: v[11],
    caseSalePriceCents: v[12],
    dateSaleStarts: v[13] === null ? null : intern(v[13]),
    dateSaleEnds: v[14] === null ? null : intern(v[14]),
    salesTaxPercent: v[15] === null ? null : Number(v[15]),
    availableToSell: v[16],
    isAvailable: v[17],
    brand: intern(v[18]),
    countryOfOrigin: intern(v[19]),
    itemVintage: intern(v[20]),
    typeOfGrape: intern(v[21]),
    mainCategory: intern(v[22]),
    subCategory: intern(v[23]),
    imageHash: v[24],
    beverageId: v[25],
    createdMs: Number(v[26]),
    order: undefined!,
    bev,
  };
  row.order = orderFields(row, intern(v[3]), row.bev);
  return row;
}

/** Some of a store's items (those a change notification named). */
export async function loadItemsById(
  pool: ArrayQueryable,
  storeId: number,
  ids: number[],
  masters?: MasterCache,
): Promise<ItemRow[]> {
  if (!ids.length) return [];
  return loadItemsWhere(pool, storeId, 'i.id = ANY($2::int[])', [ids], masters);
}

/** The master beverages of item rows read without them (itemsSql's `itemsOnly`). */
function mastersOf(pool: ArrayQueryable, rows: unknown[][], masters: MasterCache) {
  const ids: number[] = [];
  for (const r of rows) if (r[25] !== null) ids.push(Number(r[25]));
  return masters.load(pool, ids);
}

/**
 * A store's items meeting a condition over i (inventory_item) and b (beverage); values from $2.
 * With `masters`, the master beverages' texts come from that cache (read once for every store).
 */
export async function loadItemsWhere(
  pool: ArrayQueryable,
  storeId: number,
  where: string,
  values: unknown[],
  masters?: MasterCache,
): Promise<ItemRow[]> {
  const text = itemsSql(where, '', !!masters);
  const { rows } = await pool.query({ text, values: [storeId, ...values], rowMode: 'array' });
  const bevs = masters ? await mastersOf(pool, rows, masters) : undefined;
  const intern = new Interner().get;
  return rows.map((r) => toItemRow(r, intern, bevs));
}

/** All of a store's items, read chunk by chunk (masters: as for loadItemsWhere). */
export async function loadStoreItems(pool: ArrayQueryable, storeId: number, masters?: MasterCache): Promise<ItemRow[]> {
  const intern = new Interner().get;
  const out: ItemRow[] = [];
  let after = 0;
  for (;;) {
    const text = masters ? CATALOGUE_ITEMS_SQL : CATALOGUE_SQL;
    const { rows } = await pool.query({ text, values: [storeId, after], rowMode: 'array' });
    const bevs = masters ? await mastersOf(pool, rows, masters) : undefined;
    for (const r of rows) out.push(toItemRow(r, intern, bevs));
    if (rows.length < CHUNK_ROWS) return out;
    after = out[out.length - 1].id;
  }
}

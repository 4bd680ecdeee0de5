/**
 * Reads one store's items (joined with their master beverages) for the in-memory catalogue: in
 * chunks (keyset on id) so only a few thousand raw rows exist at a time, as arrays rather than
 * objects, and with repeated short texts (sizes, pack types, brands, countries, dates) shared.
 */
import { ItemRow, orderFields } from './catalogue-snapshot';

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
  'b.item_name',
  'b.main_category',
  'b.sub_category_1',
  'b.final_category',
  'b.size',
  'b.brand',
  'b.country',
  'b.state',
  'b.vintage',
  'b.type_of_grape',
  'b.sub_region_one',
  'b.sub_region_two',
  'b.abv::float8',
  'b.winery',
  'b.primary_desc',
  'b.tasting_notes',
  'b.special_rating',
  'b.image_hash',
];

/** A store's items ($1) meeting `where` (over i and b), in id order; columns as in COLUMNS. */
export const itemsSql = (where: string, limit = '') => `
  SELECT ${COLUMNS.join(', ')}
    FROM inventory_item i
    LEFT JOIN beverage b ON b.id = i.beverage_id
   WHERE i.store_id = $1 AND ${where}
   ORDER BY i.id ${limit}`;

/** One chunk of a store's items after `afterId`, in id order; columns as in COLUMNS. */
export const CATALOGUE_SQL = itemsSql('i.id > $2', `LIMIT ${CHUNK_ROWS}`);

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

export function toItemRow(r: unknown[], intern: Interner['get']): ItemRow {
  const v = r as any[];
  const s = (i: number) => (v[i] === null ? '' : String(v[i]));
  const row: ItemRow = {
    id: v[0],
    itemNumber: v[1],
    itemDescription: s(2),
    sizeDescription: intern(v[3] || v[31] || ''),
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
    salesTaxPercent: Number(v[15]) || 0,
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
    bev:
      v[25] === null || v[27] === null
        ? null
        : {
            itemName: s(27),
            mainCategory: intern(v[28]),
            subCategory1: intern(v[29]),
            finalCategory: intern(v[30]),
            size: intern(v[31]),
            brand: intern(v[32]),
            country: intern(v[33]),
            state: intern(v[34]),
            vintage: intern(v[35]),
            typeOfGrape: intern(v[36]),
            subRegionOne: intern(v[37]),
            subRegionTwo: intern(v[38]),
            abv: v[39] === null ? null : Number(v[39]),
            winery: intern(v[40]),
            primaryDesc: s(41),
            tastingNotes: s(42),
            specialRating: intern(v[43]),
            imageHash: v[44],
          },
  };
  row.order = orderFields(row, intern(v[3]), row.bev);
  return row;
}

export interface ArrayQueryable {
  query(config: { text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}

/** Some of a store's items (those a change notification named). */
export async function loadItemsById(pool: ArrayQueryable, storeId: number, ids: number[]): Promise<ItemRow[]> {
  if (!ids.length) return [];
  return loadItemsWhere(pool, storeId, 'i.id = ANY($2::int[])', [ids]);
}

/** A store's items meeting a condition over i (inventory_item) and b (beverage); values from $2. */
export async function loadItemsWhere(
  pool: ArrayQueryable,
  storeId: number,
  where: string,
  values: unknown[],
): Promise<ItemRow[]> {
  const { rows } = await pool.query({ text: itemsSql(where), values: [storeId, ...values], rowMode: 'array' });
  const intern = new Interner().get;
  return rows.map((r) => toItemRow(r, intern));
}

/** All of a store's items, read chunk by chunk. */
export async function loadStoreItems(pool: ArrayQueryable, storeId: number): Promise<ItemRow[]> {
  const intern = new Interner().get;
  const out: ItemRow[] = [];
  let after = 0;
  for (;;) {
    const { rows } = await pool.query({ text: CATALOGUE_SQL, values: [storeId, after], rowMode: 'array' });
    for (const r of rows) out.push(toItemRow(r, intern));
    if (rows.length < CHUNK_ROWS) return out;
    after = out[out.length - 1].id;
  }
}

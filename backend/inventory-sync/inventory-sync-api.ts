import { BadRequestException } from '@nestjs/common';
import type { ColumnMapping, SyncField } from '../domain/csv-mapping';

/**
 * PUT /storeinventory/UpdateAllBeverage speaks spec 3 'Store inventory item' names. Each one the
 * sync reads maps to a sync field; the JSON item becomes a record keyed by these names, read with
 * the same rules as a CSV row.
 */
export const API_FIELDS: Record<string, SyncField> = {
  itemNumber: 'itemNumber',
  upc: 'upc',
  itemDescription: 'itemDescription',
  sizeDescriptionWeight: 'size',
  packQuantity: 'packQuantity',
  caseQuantity: 'caseQuantity',
  itemUnitPrice: 'price',
  itemUnitSalePrice: 'salePrice',
  dateSaleStarts: 'saleStarts',
  dateSaleEnds: 'saleEnds',
  availableToSell: 'quantityOnHand',
  salesTax: 'taxPercent',
  brand: 'brand',
  mainCategory: 'category',
  itemVintage: 'vintage',
};

/** Spec fields a sync does not change (descriptive content comes from the master catalogue). */
const IGNORED = new Set(['packType', 'typeOfGrape', 'countryOfOrigin', 'imageBlob', 'imageUrl', 'id']);

/** Prices a sync cannot set separately: said plainly rather than dropped without a word. */
const REFUSED: Record<string, string> = {
  itemPackPrice: 'itemPackPrice is not synced: send the selling price of each item number as itemUnitPrice.',
  itemWarmCasePrice: 'itemWarmCasePrice is not synced: send the selling price of each item number as itemUnitPrice.',
};

export const MAX_API_ITEMS = 10_000;

/** One item as the OpenAPI document shows it: the fields above, each text or a number. */
const API_ITEM_SCHEMA = {
  type: 'object',
  properties: Object.fromEntries(
    Object.keys(API_FIELDS).map((k) => [k, { oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true }]),
  ),
  required: ['itemNumber'],
};

/** The body's schema: one item or a list of at most MAX_API_ITEMS. */
export const API_BODY_SCHEMA = {
  oneOf: [API_ITEM_SCHEMA, { type: 'array', items: API_ITEM_SCHEMA, maxItems: MAX_API_ITEMS }],
};

/** The body (one item or a list) as records plus the mapping that reads them. */
export function apiRecords(body: unknown): { records: Array<Record<string, string>>; mapping: ColumnMapping } {
  const items = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : null;
  if (!items || items.length === 0) throw new BadRequestException('Send an item or a list of items.');
  if (items.length > MAX_API_ITEMS) throw new BadRequestException(`Send at most ${MAX_API_ITEMS} items per call.`);
  const used = new Set<string>();
  const records = items.map((item, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item))
      throw new BadRequestException(`Item ${index + 1} must be an object.`);
    const record: Record<string, string> = {};
    for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
      if (REFUSED[key]) throw new BadRequestException(REFUSED[key]);
      if (IGNORED.has(key)) continue;
      if (!API_FIELDS[key]) throw new BadRequestException(`Unknown field: ${key}.`);
      if (value !== null && value !== undefined && typeof value !== 'string' && typeof value !== 'number') {
        throw new BadRequestException(`Item ${index + 1}: ${key} must be text or a number.`);
      }
      record[key] = value == null ? '' : String(value);
      used.add(key);
    }
    return record;
  });
  const mapping: ColumnMapping = {};
  for (const key of used) mapping[API_FIELDS[key]] = key;
  return { records, mapping };
}

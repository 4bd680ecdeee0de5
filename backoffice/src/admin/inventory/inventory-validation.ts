import type { EditableInventoryFields } from '@domain/api/admin-inventory';
import { isWholeCents } from '@domain/money';

/** The edit form's values: the API's editable fields, any of them possibly blank. */
export type EditableInventory = { [K in keyof EditableInventoryFields]?: EditableInventoryFields[K] | null };

export const EDITABLE_FIELDS: Array<keyof EditableInventory> = [
  'itemUnitPrice',
  'itemPackPrice',
  'itemWarmCasePrice',
  'itemUnitSalePrice',
  'packSalePrice',
  'itemCaseSalePrice',
  'dateSaleStarts',
  'dateSaleEnds',
  'availableToSell',
  'isAvailable',
  'salesTax',
];

const MONEY_FIELDS: Array<keyof EditableInventory> = [
  'itemUnitPrice',
  'itemPackPrice',
  'itemWarmCasePrice',
  'itemUnitSalePrice',
  'packSalePrice',
  'itemCaseSalePrice',
];
const SALE_PAIRS: Array<[keyof EditableInventory, keyof EditableInventory, string]> = [
  ['itemUnitSalePrice', 'itemUnitPrice', 'Sale price must be below the regular price.'],
  ['packSalePrice', 'itemPackPrice', 'Pack sale price must be below the regular price.'],
  ['itemCaseSalePrice', 'itemWarmCasePrice', 'Case sale price must be below the regular price.'],
];

/**
 * What is wrong with the sale window, if anything: a sale price needs an end date, and the window
 * cannot end before it starts. Reported on the end date's field.
 */
function saleWindowProblem(v: EditableInventory): string | null {
  const anySale = SALE_PAIRS.some(([sale]) => Number(v[sale] ?? 0) > 0);
  if (anySale && !v.dateSaleEnds) return 'Set a sale end date for the sale price to apply.';
  if (v.dateSaleStarts && v.dateSaleEnds && v.dateSaleStarts > v.dateSaleEnds)
    return 'The sale cannot end before it starts.';
  return null;
}

/**
 * The edit page's checks, the same as the server's (which has the last word): amounts with at
 * most two decimals, a sale price below its regular price, a sale end date when a sale price is
 * set, and a window that does not end before it starts.
 */
export function validateInventory(v: EditableInventory): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of MONEY_FIELDS) {
    const n = v[f] as number | null | undefined;
    if (n === null || n === undefined || (n as unknown) === '') continue;
    if (n < 0) errors[f] = 'Cannot be negative.';
    else if (!isWholeCents(n)) errors[f] = 'At most 2 decimals.';
    else if (n > 100000) errors[f] = 'Too large.';
  }
  for (const [sale, regular, message] of SALE_PAIRS) {
    const s = Number(v[sale] ?? 0);
    const r = Number(v[regular] ?? 0);
    if (!errors[sale] && s > 0 && r > 0 && s >= r) errors[sale] = message;
  }
  const saleWindow = saleWindowProblem(v);
  if (saleWindow) errors.dateSaleEnds = saleWindow;
  const stock = v.availableToSell;
  if (stock === null || stock === undefined || (stock as unknown) === '') errors.availableToSell = 'Required.';
  else if (!Number.isInteger(Number(stock)) || Number(stock) < 0) errors.availableToSell = 'A whole number, 0 or more.';
  const tax = v.salesTax;
  if (tax !== null && tax !== undefined && (tax as unknown) !== '' && (Number(tax) < 0 || Number(tax) > 100))
    errors.salesTax = 'Between 0 and 100.';
  return errors;
}

/** Only the editable fields go back to the server (it refuses unknown ones); blanks become 0 / null. */
export function editablePayload(record: EditableInventory): EditableInventory {
  const out: Record<string, unknown> = {};
  for (const f of EDITABLE_FIELDS) {
    const v = record[f];
    if (f === 'dateSaleStarts' || f === 'dateSaleEnds') out[f] = v ? String(v).slice(0, 10) : null;
    else if (f === 'isAvailable') out[f] = !!v;
    else out[f] = v === null || v === undefined || (v as unknown) === '' ? 0 : Number(v);
  }
  return out as EditableInventory;
}

import type { EditableInventoryFields } from '@domain/api/admin-inventory';
import { isWholeCents } from '@domain/money';
import { saleProblems } from '@domain/sale-window';

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
/** Each sale price with the regular price it cuts, as the sale window rule names them. */
const SALE_PAIRS: Array<[keyof EditableInventory, keyof EditableInventory, string]> = [
  ['itemUnitSalePrice', 'itemUnitPrice', 'Sale price'],
  ['packSalePrice', 'itemPackPrice', 'Pack sale price'],
  ['itemCaseSalePrice', 'itemWarmCasePrice', 'Case sale price'],
];

/**
 * The edit page's checks, the sale window through the same rule as the server's (domain/sale-window.ts; the server has the last word): amounts with at
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
  const sale = saleProblems({
    prices: SALE_PAIRS.map(([sale, regular, label]) => ({
      label,
      sale: Number(v[sale] ?? 0),
      regular: Number(v[regular] ?? 0),
    })),
    starts: v.dateSaleStarts || null,
    ends: v.dateSaleEnds || null,
  });
  SALE_PAIRS.forEach(([field], i) => {
    const problem = sale.prices[i];
    if (problem && !errors[field]) errors[field] = problem;
  });
  if (sale.dates) errors.dateSaleEnds = sale.dates;
  const stock = v.availableToSell;
  if (stock === null || stock === undefined || (stock as unknown) === '') errors.availableToSell = 'Required.';
  else if (!Number.isInteger(Number(stock)) || Number(stock) < 0) errors.availableToSell = 'A whole number, 0 or more.';
  const tax = v.salesTax;
  if (tax !== null && tax !== undefined && (tax as unknown) !== '' && (Number(tax) < 0 || Number(tax) > 100))
    errors.salesTax = 'Between 0 and 100.';
  return errors;
}

/**
 * Only the editable fields go back to the server (it refuses unknown ones); blanks become 0 / null
 * (a blank tax is null: the store's rate, never 0, which means tax exempt).
 */
export function editablePayload(record: EditableInventory): EditableInventory {
  const out: Record<string, unknown> = {};
  for (const f of EDITABLE_FIELDS) {
    const v = record[f];
    if (f === 'dateSaleStarts' || f === 'dateSaleEnds') out[f] = v ? String(v).slice(0, 10) : null;
    else if (f === 'isAvailable') out[f] = !!v;
    else if (f === 'salesTax') out[f] = v === null || v === undefined || (v as unknown) === '' ? null : Number(v);
    else out[f] = v === null || v === undefined || (v as unknown) === '' ? 0 : Number(v);
  }
  return out as EditableInventory;
}

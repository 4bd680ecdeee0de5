import { priceFieldFor, RowResult, SyncRow } from '../domain/csv-mapping';
import { normaliseGtin } from '../domain/gtin';
import type { ImportRejection } from './inventory-sync-import.entity';
import type { PricedItem } from '../domain/pricing';

/** The fields of a store item an import reads and may change. */
export interface SyncItem extends PricedItem {
  id: number;
  itemNumber: string;
  upc: string;
  itemDescription: string;
  dateSaleStarts: string | null;
  dateSaleEnds: string | null;
  availableToSell: number;
  salesTaxPercent: number;
}

export interface ItemUpdate {
  line: number;
  before: SyncItem;
  after: SyncItem;
}

export interface SyncPlan {
  total: number;
  updates: ItemUpdate[];
  unchanged: number;
  /** New item numbers, for the super-admin review queue. */
  queue: SyncRow[];
  rejections: ImportRejection[];
}

const PRICE = { unit: 'unitPriceCents', pack: 'packPriceCents', case: 'casePriceCents' } as const;
const SALE = { unit: 'unitSalePriceCents', pack: 'packSalePriceCents', case: 'caseSalePriceCents' } as const;
const CHANGEABLE: Array<keyof SyncItem> = [
  ...Object.values(PRICE),
  ...Object.values(SALE),
  'dateSaleStarts',
  'dateSaleEnds',
  'availableToSell',
  'salesTaxPercent',
];

/**
 * Decides what an import does, row by row, without writing anything (the preview shows it; apply
 * writes it). Known item numbers update price, sale, stock and tax; a row without an item number is
 * matched by its UPC; unknown item numbers go to the review queue. `reserved` holds the units of
 * each item held by open web orders: the POS does not know them yet, so they are not for sale again.
 */
export function planSync(
  results: RowResult[],
  existing: SyncItem[],
  reserved: ReadonlyMap<number, number> = new Map(),
): SyncPlan {
  const byNumber = new Map(existing.map((i) => [i.itemNumber, i]));
  const byGtin = new Map<string, SyncItem[]>();
  for (const item of existing) {
    const gtin = normaliseGtin(item.upc);
    if (gtin) byGtin.set(gtin, [...(byGtin.get(gtin) ?? []), item]);
  }
  const plan: SyncPlan = { total: results.length, updates: [], unchanged: 0, queue: [], rejections: [] };
  const firstLine = new Map<string, number>();
  const reject = (line: number, itemNumber: string, reason: string) =>
    plan.rejections.push({ line, itemNumber, reason });

  for (const result of results) {
    if (!result.ok) {
      reject(result.line, result.itemNumber, result.reason);
      continue;
    }
    const row = result.row;
    let item = row.itemNumber ? byNumber.get(row.itemNumber) : undefined;
    if (!row.itemNumber && row.gtin) {
      const matches = byGtin.get(row.gtin) ?? [];
      if (matches.length > 1) {
        reject(
          row.line,
          '',
          `UPC ${row.upc} matches ${matches.length} items (${matches.map((m) => m.itemNumber).join(', ')}); add the item number.`,
        );
        continue;
      }
      item = matches[0];
      if (!item) {
        reject(row.line, '', `UPC ${row.upc} is not in your inventory, and a new item needs an item number.`);
        continue;
      }
    }
    const key = item ? `item:${item.id}` : `new:${row.itemNumber}`;
    const seen = firstLine.get(key);
    if (seen !== undefined) {
      reject(
        row.line,
        row.itemNumber || item?.itemNumber || '',
        `Item ${row.itemNumber || item?.itemNumber} appears more than once (first on line ${seen}).`,
      );
      continue;
    }
    firstLine.set(key, row.line);

    if (!item) {
      if (!row.itemDescription) {
        reject(
          row.line,
          row.itemNumber,
          `Item number ${row.itemNumber} is not in your inventory, and a new item needs a description.`,
        );
        continue;
      }
      plan.queue.push(row);
      continue;
    }

    const after: SyncItem = { ...item };
    const field = priceFieldFor(item);
    if (row.priceCents !== undefined) after[PRICE[field]] = row.priceCents;
    if (row.salePriceCents !== undefined) after[SALE[field]] = row.salePriceCents;
    if (row.saleStarts !== undefined) after.dateSaleStarts = row.saleStarts;
    if (row.saleEnds !== undefined) after.dateSaleEnds = row.saleEnds;
    if (row.quantityOnHand !== undefined)
      after.availableToSell = Math.max(0, row.quantityOnHand - (reserved.get(item.id) ?? 0));
    if (row.taxPercent !== undefined) after.salesTaxPercent = row.taxPercent;
    const sale = after[SALE[field]];
    if (sale > 0 && sale >= after[PRICE[field]] && (row.priceCents !== undefined || row.salePriceCents !== undefined)) {
      reject(row.line, item.itemNumber, 'Sale price must be below the price.');
      continue;
    }
    if (after.dateSaleStarts && after.dateSaleEnds && after.dateSaleStarts > after.dateSaleEnds) {
      reject(row.line, item.itemNumber, 'Sale start is after the sale end.');
      continue;
    }
    if (CHANGEABLE.some((k) => after[k] !== item[k])) plan.updates.push({ line: row.line, before: item, after });
    else plan.unchanged++;
  }
  plan.rejections.sort((a, b) => a.line - b.line);
  return plan;
}

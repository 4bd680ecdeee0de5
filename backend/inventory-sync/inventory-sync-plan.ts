import { priceFieldFor, RowResult, SyncRow } from '../domain/csv-mapping';
import { normaliseGtin } from '../domain/gtin';
import { itemSaleTerms, saleWindowProblem } from '../domain/sale-window';
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
  /** null: the store's rate; 0: tax exempt. */
  salesTaxPercent: number | null;
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

type Reject = (line: number, itemNumber: string, reason: string) => void;

/** The store's items by item number and by normalised UPC (one UPC may name several items). */
class ItemIndex {
  private readonly byNumber: Map<string, SyncItem>;
  private readonly byGtin = new Map<string, SyncItem[]>();

  constructor(existing: SyncItem[]) {
    this.byNumber = new Map(existing.map((i) => [i.itemNumber, i]));
    for (const item of existing) {
      const gtin = normaliseGtin(item.upc);
      if (gtin) this.byGtin.set(gtin, [...(this.byGtin.get(gtin) ?? []), item]);
    }
  }

  /**
   * The row's item: by its item number, else by its UPC when it has no item number. undefined for a
   * new item number; null when the row was rejected (an unknown or ambiguous UPC).
   */
  find(row: SyncRow, reject: Reject): SyncItem | undefined | null {
    if (row.itemNumber || !row.gtin) return row.itemNumber ? this.byNumber.get(row.itemNumber) : undefined;
    const matches = this.byGtin.get(row.gtin) ?? [];
    if (matches.length > 1) {
      const numbers = matches.map((m) => m.itemNumber).join(', ');
      reject(row.line, '', `UPC ${row.upc} matches ${matches.length} items (${numbers}); add the item number.`);
      return null;
    }
    if (!matches[0])
      reject(row.line, '', `UPC ${row.upc} is not in your inventory, and a new item needs an item number.`);
    return matches[0] ?? null;
  }
}

/**
 * The item as the row leaves it: its price and sale go to the price field spec 4 price selection
 * reads; stock is what the POS counts less the units open web orders hold.
 */
function applyRow(item: SyncItem, row: SyncRow, reservedUnits: number): SyncItem {
  const after: SyncItem = { ...item };
  const field = priceFieldFor(item);
  if (row.priceCents !== undefined) after[PRICE[field]] = row.priceCents;
  if (row.salePriceCents !== undefined) after[SALE[field]] = row.salePriceCents;
  if (row.saleStarts !== undefined) after.dateSaleStarts = row.saleStarts;
  if (row.saleEnds !== undefined) after.dateSaleEnds = row.saleEnds;
  if (row.quantityOnHand !== undefined) after.availableToSell = Math.max(0, row.quantityOnHand - reservedUnits);
  if (row.taxPercent !== undefined) after.salesTaxPercent = row.taxPercent;
  return after;
}

/** The sale window rule (domain/sale-window.ts) on the item as the row leaves it. */
function saleProblem(row: SyncRow, after: SyncItem, today: string): string | null {
  const saleEdited = [row.salePriceCents, row.saleStarts, row.saleEnds].some((v) => v !== undefined);
  return saleWindowProblem(itemSaleTerms(after), saleEdited ? { saleEdited } : { saleEdited, today });
}

/**
 * Decides what an import does, row by row, without writing anything (the preview shows it; apply
 * writes it). Known item numbers update price, sale, stock and tax; a row without an item number is
 * matched by its UPC; unknown item numbers go to the review queue. `reserved` holds the units of
 * each item held by open web orders: the POS does not know them yet, so they are not for sale again.
 * `today` is the store's, for the sale window rule.
 */
export function planSync(
  results: RowResult[],
  existing: SyncItem[],
  today: string,
  reserved: ReadonlyMap<number, number> = new Map(),
): SyncPlan {
  const items = new ItemIndex(existing);
  const plan: SyncPlan = { total: results.length, updates: [], unchanged: 0, queue: [], rejections: [] };
  const firstLine = new Map<string, number>();
  const reject: Reject = (line, itemNumber, reason) => plan.rejections.push({ line, itemNumber, reason });

  for (const result of results) {
    if (!result.ok) {
      reject(result.line, result.itemNumber, result.reason);
      continue;
    }
    const row = result.row;
    const item = items.find(row, reject);
    if (item === null) continue;
    const number = row.itemNumber || item?.itemNumber || '';
    const key = item ? `item:${item.id}` : `new:${row.itemNumber}`;
    const seen = firstLine.get(key);
    if (seen !== undefined) {
      reject(row.line, number, `Item ${number} appears more than once (first on line ${seen}).`);
      continue;
    }
    firstLine.set(key, row.line);
    if (!item) {
      if (row.itemDescription) plan.queue.push(row);
      else
        reject(row.line, number, `Item number ${number} is not in your inventory, and a new item needs a description.`);
      continue;
    }
    const after = applyRow(item, row, reserved.get(item.id) ?? 0);
    const problem = saleProblem(row, after, today);
    if (problem) reject(row.line, item.itemNumber, problem);
    else if (CHANGEABLE.some((k) => after[k] !== item[k])) plan.updates.push({ line: row.line, before: item, after });
    else plan.unchanged++;
  }
  plan.rejections.sort((a, b) => a.line - b.line);
  return plan;
}

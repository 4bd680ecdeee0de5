/**
 * The sale window rule, in one place for every way a sale is set: the product edit screen (its
 * form and its server check), the CSV sync (each row as read, then the plan against the item).
 * Spec 4 "On sale": an item is on sale while dateSaleEnds is set and is today or later
 * (pricing.ts isOnSale), so:
 * - a sale price must be below the regular price it cuts (when both are set);
 * - a sale price needs an end date, without one it would never apply;
 * - the sale cannot end before it starts.
 * A change that sets the sale (a sale price or date) is held to all three. A change that leaves the
 * sale alone (a new regular price, stock) is held to the first only while the sale has not ended,
 * so an expired sale's old price never blocks a later price cut.
 * Pure: amounts in any one unit (cents or dollars), dates 'YYYY-MM-DD'.
 */
import type { PricedItem, SaleWindow } from './pricing';

export const SALE_NEEDS_END = 'Set a sale end date for the sale price to apply.';
export const SALE_ENDS_BEFORE_START = 'The sale cannot end before it starts.';

/** One sale price with the regular price it cuts (0 = not set), and its name in messages. */
export interface SalePrice {
  label: string;
  sale: number;
  regular: number;
}

export interface SaleTerms {
  prices: readonly SalePrice[];
  starts?: string | null;
  /**
   * null: no end date. undefined: not known here (a CSV row that leaves the item's end date alone);
   * the end-date need is then judged later, against the item.
   */
  ends?: string | null;
}

/** What the change does to the sale; `today` (the store's) is needed only when the sale is left alone. */
export type SaleChange = { saleEdited: true } | { saleEdited: false; today: string };

export interface SaleProblems {
  /** One per `terms.prices`, in order: the price's problem or null. */
  prices: Array<string | null>;
  /** The window's problem (no end date, ends before it starts) or null. */
  dates: string | null;
}

/** True when the sale has an end date that is still today or later (it may not have started yet). */
export function saleNotOver(ends: string | null | undefined, today: string): boolean {
  return !!ends && String(ends).slice(0, 10) >= today;
}

function priceProblem(p: SalePrice): string | null {
  return p.sale > 0 && p.regular > 0 && p.sale >= p.regular ? `${p.label} must be below the regular price.` : null;
}

function datesProblem(terms: SaleTerms): string | null {
  if (terms.ends === null && terms.prices.some((p) => p.sale > 0)) return SALE_NEEDS_END;
  if (terms.starts && terms.ends && terms.starts > terms.ends) return SALE_ENDS_BEFORE_START;
  return null;
}

/** Every problem, placed: a form shows each beside its field. */
export function saleProblems(terms: SaleTerms, change: SaleChange = { saleEdited: true }): SaleProblems {
  if (!change.saleEdited) {
    const live = saleNotOver(terms.ends, change.today);
    return { prices: terms.prices.map((p) => (live ? priceProblem(p) : null)), dates: null };
  }
  return { prices: terms.prices.map(priceProblem), dates: datesProblem(terms) };
}

/** The first thing wrong with a sale, or null. */
export function saleWindowProblem(terms: SaleTerms, change: SaleChange = { saleEdited: true }): string | null {
  const found = saleProblems(terms, change);
  return found.prices.find((p) => p !== null) ?? found.dates;
}

/** A store item's three sale prices (unit, pack, case) with their regular prices, and its window. */
export function itemSaleTerms(item: PricedItem & SaleWindow): SaleTerms {
  return {
    prices: [
      { label: 'Sale price', sale: item.unitSalePriceCents, regular: item.unitPriceCents },
      { label: 'Pack sale price', sale: item.packSalePriceCents, regular: item.packPriceCents },
      { label: 'Case sale price', sale: item.caseSalePriceCents, regular: item.casePriceCents },
    ],
    starts: item.dateSaleStarts ? String(item.dateSaleStarts).slice(0, 10) : null,
    ends: item.dateSaleEnds ? String(item.dateSaleEnds).slice(0, 10) : null,
  };
}

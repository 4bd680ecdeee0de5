/**
 * The discount step of the quote. Promotions (a later issue) will supply one that returns cents off
 * per line; until then no line is discounted. Deposits are never discounted.
 */
export interface DiscountableLine {
  itemNumber: string;
  category: string;
  quantity: number;
  priceCents: number;
  lineTotalCents: number;
}

export interface DiscountResult {
  /** Cents off per item number (missing: 0). */
  lineCents: ReadonlyMap<string, number>;
}

export type DiscountStep = (lines: readonly DiscountableLine[]) => DiscountResult;

/** No promotion applies. */
export const NO_DISCOUNTS: DiscountStep = () => ({ lineCents: new Map() });

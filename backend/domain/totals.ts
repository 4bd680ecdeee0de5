import { roundCents } from './money';

/** A priced line: unit price in cents, quantity, sales tax percent (spec 3 Cart line). */
export interface PricedLine {
  priceCents: number;
  quantity: number;
  salesTaxPercent: number;
}

/** Spec 9: tax per line = price x quantity x salesTax / 100, rounded per line (half up). */
export function lineTaxCents(line: PricedLine): number {
  return roundCents((line.priceCents * line.quantity * line.salesTaxPercent) / 100);
}

export function lineTotalCents(line: PricedLine): number {
  return line.priceCents * line.quantity;
}

export interface CartTotals {
  subtotalCents: number;
  taxCents: number;
  /** Spec 9: cart total = subtotal + tax. */
  totalCents: number;
}

export function cartTotals(lines: PricedLine[]): CartTotals {
  const subtotalCents = lines.reduce((s, l) => s + lineTotalCents(l), 0);
  const taxCents = lines.reduce((s, l) => s + lineTaxCents(l), 0);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/**
 * The tax percent of one line: no percent of its own (null) means the store's percent
 * (GET /storeinventory/SalesTax); any percent the item holds is its own, 0 meaning tax exempt.
 * The catalogue's salesTax, the cart line, the quote and the order all use this rule.
 */
export function effectiveTaxPercent(itemPercent: number | null | undefined, storePercent: number): number {
  return itemPercent === null || itemPercent === undefined || Number.isNaN(itemPercent) ? storePercent : itemPercent;
}

/**
 * Spec 9 order figures, in integer cents. Pure; the server prices the order with it and the checkout
 * page shows the same numbers. Tax per line comes from totals.ts (one rule for cart and order).
 */
import { roundCents } from './money';
import { lineTaxCents, lineTotalCents, type PricedLine } from './totals';

export type OrderType = 'delivery' | 'shipping' | 'pickup';
export const ORDER_TYPES: readonly OrderType[] = ['delivery', 'shipping', 'pickup'];

/** The card hold is the total plus this share (spec 9: total plus 20 percent). */
export const HOLD_MARKUP_PERCENT = 20;

export interface OrderTotals {
  subtotalCents: number;
  /** 0 unless the order type is shipping. */
  shippingCents: number;
  taxCents: number;
  /** items + shipping (shipping type only) + tax. */
  totalCents: number;
  /** total + 20 %, rounded to the cent: what the card is authorized for. */
  holdCents: number;
}

/** Spec 9: the card hold amount, total plus 20 %, rounded half up to the cent. */
export function holdAmountCents(totalCents: number): number {
  return roundCents((totalCents * (100 + HOLD_MARKUP_PERCENT)) / 100);
}

/** Spec 9: order total = items + shipping (shipping order type only) + tax. */
export function orderTotals(
  lines: ReadonlyArray<PricedLine>,
  orderType: OrderType,
  shippingCostCents = 0,
): OrderTotals {
  const subtotalCents = lines.reduce((s, l) => s + lineTotalCents(l), 0);
  const taxCents = lines.reduce((s, l) => s + lineTaxCents(l), 0);
  const shippingCents = orderType === 'shipping' ? Math.max(0, Math.round(shippingCostCents)) : 0;
  const totalCents = subtotalCents + shippingCents + taxCents;
  return { subtotalCents, shippingCents, taxCents, totalCents, holdCents: holdAmountCents(totalCents) };
}

/**
 * The tax percent of one line: the item's own percent when the store set one, else the store's
 * percent (GET /storeinventory/SalesTax). The cart line's salesTax must use the same rule.
 */
export function effectiveTaxPercent(itemPercent: number | null | undefined, storePercent: number): number {
  return itemPercent && itemPercent > 0 ? itemPercent : storePercent;
}

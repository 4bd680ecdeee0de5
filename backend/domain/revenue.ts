/**
 * Revenue, in integer cents, pure: the one place that says what an order earned the store.
 *
 * - Revenue is the goods after promotions (subtotal minus discounts), net of refunds. Sales tax,
 *   bottle deposits and shipping or delivery fees are not revenue: they are collected for someone
 *   else or cover a cost, and are shown apart.
 * - A refund gives back money of every part of the order (goods, tax, deposit, fee) and a free
 *   amount names none, so the goods part of what was refunded is the refund's share of the order
 *   in proportion to what the order charged for goods: refunded x goods / total, rounded half up.
 *   A refund of the whole total takes all the goods back, so a fully refunded order earned nothing.
 * - A declined or cancelled order sold nothing, nor did a fully refunded one: neither counts as an
 *   order nor in the average.
 * - The payment's status after refunds: Refunded when all that was captured went back, Partially
 *   refunded when some did.
 *
 * `REVENUE_SQL` is the same rule for statements that add up many orders; the property test of
 * revenue.spec.ts and the dashboard's e2e test hold the two forms to the same answers.
 */
import type { TransactionStatus } from './api/orders';
import { STOPPED_STATUSES, type OrderStatus } from './order-status';

/** An order's amounts as stored, and the sum of its refunds. */
export interface OrderAmounts {
  /** Goods before promotions. */
  subtotalCents: number;
  discountCents: number;
  depositCents: number;
  /** The shipping cost or the delivery fee. */
  shippingCents: number;
  salesTaxCents: number;
  totalCents: number;
  /** All refunds of the order together. */
  refundedCents: number;
}

export interface OrderRevenue {
  /** Goods after promotions, before refunds. */
  goodsCents: number;
  /** The goods part of the refunds. */
  refundedGoodsCents: number;
  /** Revenue: goods after promotions, net of refunds. */
  revenueCents: number;
  /** Shown apart, never in revenue. */
  salesTaxCents: number;
  depositCents: number;
  feesCents: number;
  refundedCents: number;
  /** What the customer paid and kept paid: the total minus refunds. */
  netPaidCents: number;
  fullyRefunded: boolean;
}

/** True when refunds gave back the whole order (a 0-total order is never "refunded"). */
export function isFullyRefunded(totalCents: number, refundedCents: number): boolean {
  return refundedCents > 0 && refundedCents >= totalCents;
}

/** The goods part of `refundedCents` given back on an order of `goodsCents` goods and `totalCents` in all. */
export function refundedGoodsCents(goodsCents: number, totalCents: number, refundedCents: number): number {
  if (refundedCents <= 0 || goodsCents <= 0 || totalCents <= 0) return 0;
  if (refundedCents >= totalCents) return goodsCents;
  // round(refunded x goods / total) half up, in integers (no binary fractions).
  return Math.floor((2 * refundedCents * goodsCents + totalCents) / (2 * totalCents));
}

/**
 * What one order earned (revenue) and the parts shown apart. A declined or cancelled order (its
 * status given) sold nothing: its revenue is 0.
 */
export function orderRevenue(o: OrderAmounts, status?: OrderStatus): OrderRevenue {
  const stopped = status !== undefined && STOPPED_STATUSES.includes(status);
  const goodsCents = stopped ? 0 : Math.max(0, o.subtotalCents - o.discountCents);
  const refunded = Math.max(0, o.refundedCents);
  const refundedGoods = refundedGoodsCents(goodsCents, o.totalCents, refunded);
  return {
    goodsCents,
    refundedGoodsCents: refundedGoods,
    revenueCents: goodsCents - refundedGoods,
    salesTaxCents: o.salesTaxCents,
    depositCents: o.depositCents,
    feesCents: o.shippingCents,
    refundedCents: refunded,
    netPaidCents: stopped ? 0 : Math.max(0, o.totalCents - refunded),
    fullyRefunded: isFullyRefunded(o.totalCents, refunded),
  };
}

/** The payment's status once refunds are counted: Captured, Partially refunded or Refunded. */
export function paymentStatusAfterRefunds(capturedCents: number, refundedCents: number): TransactionStatus {
  if (refundedCents <= 0) return 'Captured';
  return refundedCents >= capturedCents ? 'Refunded' : 'Partially refunded';
}

/**
 * The rule in SQL over `customer_order` aliased `o`: `join` adds the order's refunds as
 * `refund.cents` (put it after the FROM), the others are expressions that read it.
 */
export const REVENUE_SQL = {
  join: `CROSS JOIN LATERAL (SELECT COALESCE(sum(r.amount_cents), 0)::bigint AS cents
           FROM order_refund r WHERE r.order_id = o.id) AS refund`,
  fullyRefunded: `(refund.cents > 0 AND refund.cents >= o.total_cents)`,
  revenueCents: `(CASE
      WHEN refund.cents <= 0 OR o.total_cents <= 0 OR o.subtotal_cents - o.discount_cents <= 0
        THEN GREATEST(o.subtotal_cents - o.discount_cents, 0)
      WHEN refund.cents >= o.total_cents THEN 0
      ELSE (o.subtotal_cents - o.discount_cents)
        - (2 * refund.cents * (o.subtotal_cents - o.discount_cents)::bigint + o.total_cents) / (2 * o.total_cents::bigint)
    END)`,
  netPaidCents: `GREATEST(o.total_cents - refund.cents, 0)`,
} as const;

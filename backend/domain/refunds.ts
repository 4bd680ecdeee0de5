/**
 * Refund arithmetic, in integer cents, pure: the one place
 * that says what a refund of order lines gives back and whether a refund may be given.
 *
 * - A refund is given after capture only: the order is Complete (capture happens there) and its
 *   payment is 'captured' or 'partially_refunded'.
 * - A line gives back what the customer paid for it: its DISCOUNTED goods (price x quantity minus
 *   the line's promotion cents, which include its share of an order-level promotion) plus its tax
 *   (already on the discounted amount) plus its bottle deposit. Refunding some units gives back a
 *   cumulative share, so the parts of a line always add up to the whole line, to the cent, however
 *   it is split. Lines taken out of the order (Declined, Cancelled) were never charged.
 * - A free amount (goodwill, a broken bottle the customer keeps) is any whole number of cents.
 * - 'Everything left' gives back all that is left to refund (shipping or delivery fee included)
 *   and counts every unrefunded unit as refunded.
 * - No refund is above what was captured minus what was refunded already; none is 0 or negative.
 */
import { formatDollars, roundCents } from './money';
import type { OrderStatus } from './order-status';
import type { PaymentStatus } from './api/orders';

/** Orders in these statuses may be refunded (their payment was captured on completion). */
export const REFUNDABLE_ORDER_STATUSES: readonly OrderStatus[] = ['Complete'];
/** Payments in these statuses have something captured that is not all refunded. */
export const REFUNDABLE_PAYMENT_STATUSES: readonly PaymentStatus[] = ['captured', 'partially_refunded'];

/** An order line as the refund sees it: what was charged for it and how much of it is refunded. */
export interface RefundableLine {
  orderItemId: number;
  productName: string;
  /** Units on the line. */
  quantity: number;
  /** Unit price paid (the sale price while on sale), before promotions. */
  priceCents: number;
  /** Promotion cents off the whole line. */
  discountCents: number;
  /** Sales tax of the whole line (on its discounted amount). */
  taxCents: number;
  /** Bottle deposit of the whole line. */
  depositCents: number;
  /** False for a line taken out of the order (never charged). */
  charged: boolean;
  /** Units of this line refunded by earlier refunds. */
  refundedQuantity: number;
}

export interface RefundablePayment {
  capturedCents: number;
  refundedCents: number;
}

export type RefundRequest =
  | { kind: 'lines'; lines: ReadonlyArray<{ orderItemId: number; quantity: number }> }
  | { kind: 'amount'; amountCents: number }
  | { kind: 'full' };

export interface PlannedLine {
  orderItemId: number;
  quantity: number;
  amountCents: number;
}

export type RefundPlan =
  | { ok: true; amountCents: number; lines: PlannedLine[] }
  /** 400: the request itself is wrong; 409: it does not fit what is left on the order. */
  | { ok: false; status: 400 | 409; message: string };

/** What the customer paid for the whole line: discounted goods + tax + deposit (never negative). */
export function lineChargedCents(
  l: Pick<RefundableLine, 'quantity' | 'priceCents' | 'discountCents' | 'taxCents' | 'depositCents'>,
): number {
  const goods = Math.max(0, l.priceCents * l.quantity - l.discountCents);
  return goods + Math.max(0, l.taxCents) + Math.max(0, l.depositCents);
}

/**
 * What `units` more units of a line give back when `l.refundedQuantity` are refunded already: the
 * difference of the cumulative shares, so all the parts add up to lineChargedCents exactly.
 */
export function unitsRefundCents(l: RefundableLine, units: number): number {
  const total = lineChargedCents(l);
  const share = (n: number) => (n >= l.quantity ? total : roundCents((total * n) / l.quantity));
  return share(l.refundedQuantity + units) - share(l.refundedQuantity);
}

/** Cents still refundable on a payment (0 when all is refunded). */
export function refundableCents(p: RefundablePayment): number {
  return Math.max(0, p.capturedCents - p.refundedCents);
}

/** Why an order cannot be refunded at all (status, payment), or null when it can. */
export function refundRefusal(orderStatus: OrderStatus, payment: { status: PaymentStatus } | null): string | null {
  if (!REFUNDABLE_ORDER_STATUSES.includes(orderStatus) || !payment)
    return `Only a completed order can be refunded (its payment is captured on completion); this order is ${orderStatus}.`;
  if (!REFUNDABLE_PAYMENT_STATUSES.includes(payment.status))
    return payment.status === 'refunded'
      ? 'This order is already refunded in full.'
      : `This order's payment is ${payment.status.replace('_', ' ')} and cannot be refunded.`;
  return null;
}

/** The refund a request asks for, checked against the order's lines and what is left on its payment. */
export function planRefund(
  lines: readonly RefundableLine[],
  payment: RefundablePayment,
  request: RefundRequest,
): RefundPlan {
  const left = refundableCents(payment);
  if (left <= 0) return conflict('Nothing is left to refund on this order.');
  if (request.kind === 'amount') {
    const cents = request.amountCents;
    if (!Number.isInteger(cents) || cents <= 0) return bad('The amount to refund must be above $0.00.');
    if (cents > left) return tooMuch(cents, left);
    return { ok: true, amountCents: cents, lines: [] };
  }
  if (request.kind === 'full') {
    const planned = lines
      .filter((l) => l.charged && l.refundedQuantity < l.quantity)
      .map((l) => {
        const quantity = l.quantity - l.refundedQuantity;
        return { orderItemId: l.orderItemId, quantity, amountCents: unitsRefundCents(l, quantity) };
      });
    return { ok: true, amountCents: left, lines: planned };
  }
  if (!request.lines.length) return bad('Choose at least one line to refund.');
  const planned: PlannedLine[] = [];
  for (const r of request.lines) {
    const line = lines.find((l) => l.orderItemId === r.orderItemId);
    if (!line) return bad(`Order line ${r.orderItemId} is not on this order.`);
    if (planned.some((p) => p.orderItemId === r.orderItemId))
      return bad(`Order line ${r.orderItemId} is listed twice.`);
    if (!Number.isInteger(r.quantity) || r.quantity < 1)
      return bad(`The quantity to refund of ${line.productName} must be a whole number of at least 1.`);
    if (!line.charged) return conflict(`${line.productName} was taken out of the order and not charged.`);
    const open = line.quantity - line.refundedQuantity;
    if (r.quantity > open)
      return conflict(
        open === 0
          ? `${line.productName} is already refunded.`
          : `Only ${open} of ${line.productName} ${open === 1 ? 'is' : 'are'} left to refund.`,
      );
    planned.push({
      orderItemId: line.orderItemId,
      quantity: r.quantity,
      amountCents: unitsRefundCents(line, r.quantity),
    });
  }
  const cents = planned.reduce((s, p) => s + p.amountCents, 0);
  if (cents <= 0) return bad('These lines cost nothing: there is nothing to refund for them.');
  if (cents > left) return tooMuch(cents, left);
  return { ok: true, amountCents: cents, lines: planned };
}

/** Units of each line refunded by earlier refunds (from their recorded lines). */
export function refundedQuantities(
  refunds: ReadonlyArray<{ refundedLines: ReadonlyArray<{ orderItemId: number; quantity: number }> }>,
): Map<number, number> {
  const done = new Map<number, number>();
  for (const r of refunds)
    for (const l of r.refundedLines ?? []) done.set(l.orderItemId, (done.get(l.orderItemId) ?? 0) + l.quantity);
  return done;
}

function bad(message: string): RefundPlan {
  return { ok: false, status: 400, message };
}
function conflict(message: string): RefundPlan {
  return { ok: false, status: 409, message };
}
function tooMuch(cents: number, left: number): RefundPlan {
  return conflict(
    `The refund of ${formatDollars(cents)} exceeds the ${formatDollars(left)} left to refund on this order.`,
  );
}

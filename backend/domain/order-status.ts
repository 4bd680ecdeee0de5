/**
 * The order workflow as data (decisions.md): Received -> Accepted -> (Ready for pickup | Out for
 * delivery | Shipped) -> Complete, and Received/Accepted -> Declined or Cancelled. The server asks
 * this table before every status change; the back office reads it to offer only the allowed moves.
 * Pure: no framework imports.
 */
import type { OrderType } from './order-totals';

export const ORDER_STATUSES = [
  'Received',
  'Accepted',
  'Ready for pickup',
  'Out for delivery',
  'Shipped',
  'Complete',
  'Declined',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who asks for a change: store staff (admin, super-admin) or the customer who placed the order. */
export type Actor = 'staff' | 'customer';

/** Conditions that must hold before the move. */
export type TransitionGuard = 'idCheckRecorded';
/** What the server does as part of the move, in the same transaction. */
export type TransitionEffect = 'capturePayment' | 'voidPayment' | 'restoreStock';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  /** Who may make it. */
  by: readonly Actor[];
  /** Only for these order types (all types when absent). */
  orderTypes?: readonly OrderType[];
  guards?: readonly TransitionGuard[];
  effects?: readonly TransitionEffect[];
}

const STOP: Pick<OrderTransition, 'effects'> = { effects: ['voidPayment', 'restoreStock'] };

/** Every allowed move. Anything not listed is refused. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'Received', to: 'Accepted', by: ['staff'] },
  { from: 'Received', to: 'Declined', by: ['staff'], ...STOP },
  { from: 'Received', to: 'Cancelled', by: ['staff', 'customer'], ...STOP },
  { from: 'Accepted', to: 'Ready for pickup', by: ['staff'], orderTypes: ['pickup'] },
  { from: 'Accepted', to: 'Out for delivery', by: ['staff'], orderTypes: ['delivery'] },
  { from: 'Accepted', to: 'Shipped', by: ['staff'], orderTypes: ['shipping'] },
  { from: 'Accepted', to: 'Declined', by: ['staff'], ...STOP },
  { from: 'Accepted', to: 'Cancelled', by: ['staff'], ...STOP },
  // A 21+ ID check is recorded by staff at the door or the counter (decisions.md: Age).
  {
    from: 'Ready for pickup',
    to: 'Complete',
    by: ['staff'],
    orderTypes: ['pickup'],
    guards: ['idCheckRecorded'],
    effects: ['capturePayment'],
  },
  {
    from: 'Out for delivery',
    to: 'Complete',
    by: ['staff'],
    orderTypes: ['delivery'],
    guards: ['idCheckRecorded'],
    effects: ['capturePayment'],
  },
  // The carrier collects the 21+ signature for shipped orders.
  { from: 'Shipped', to: 'Complete', by: ['staff'], orderTypes: ['shipping'], effects: ['capturePayment'] },
];

/** Statuses after which nothing changes any more. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['Complete', 'Declined', 'Cancelled'];

/** The order history filter (spec 4): Processing is everything between Received and the end. */
export const HISTORY_STATUS_FILTERS = ['Received', 'Processing', 'Complete'] as const;
export type HistoryStatusFilter = (typeof HISTORY_STATUS_FILTERS)[number];
export const PROCESSING_STATUSES: readonly OrderStatus[] = [
  'Accepted',
  'Ready for pickup',
  'Out for delivery',
  'Shipped',
];

export function statusesForHistoryFilter(filter: HistoryStatusFilter): readonly OrderStatus[] {
  if (filter === 'Processing') return PROCESSING_STATUSES;
  return [filter];
}

/**
 * Reads a status as people type it ('complete', 'READY_FOR_PICKUP', 'out-for-delivery'); null when
 * it names no status.
 */
export function parseOrderStatus(value: unknown): OrderStatus | null {
  if (typeof value !== 'string') return null;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (key === 'canceled') return 'Cancelled';
  if (key === 'completed') return 'Complete';
  return ORDER_STATUSES.find((s) => s.toLowerCase().replace(/\s+/g, '') === key) ?? null;
}

export interface TransitionContext {
  orderType: OrderType;
  actor: Actor;
  /** True once staff recorded the customer's ID check on this order. */
  idCheckRecorded: boolean;
}

export type TransitionDecision = { ok: true; transition: OrderTransition } | { ok: false; reason: string };

/** May an order of this type move from `from` to `to` for this actor? The refusal says why. */
export function decideTransition(from: OrderStatus, to: OrderStatus, ctx: TransitionContext): TransitionDecision {
  if (from === to) return { ok: false, reason: `The order is already ${to}.` };
  if (FINAL_STATUSES.includes(from)) return { ok: false, reason: `The order is ${from} and can no longer change.` };
  const transition = ORDER_TRANSITIONS.find(
    (t) => t.from === from && t.to === to && (!t.orderTypes || t.orderTypes.includes(ctx.orderType)),
  );
  if (!transition) return { ok: false, reason: `A ${ctx.orderType} order cannot go from ${from} to ${to}.` };
  if (!transition.by.includes(ctx.actor)) {
    return {
      ok: false,
      reason:
        ctx.actor === 'customer' ? 'Only the store can make this change.' : `Only the customer can make this change.`,
    };
  }
  if (transition.guards?.includes('idCheckRecorded') && !ctx.idCheckRecorded) {
    return { ok: false, reason: 'Record the customer\u2019s 21+ ID check before completing this order.' };
  }
  return { ok: true, transition };
}

/** The statuses this actor may move an order of this type to next (for buttons in the back office). */
export function nextStatuses(from: OrderStatus, orderType: OrderType, actor: Actor = 'staff'): OrderStatus[] {
  return ORDER_TRANSITIONS.filter(
    (t) => t.from === from && t.by.includes(actor) && (!t.orderTypes || t.orderTypes.includes(orderType)),
  ).map((t) => t.to);
}

/**
 * Item statuses follow their order. An item may also leave the order on its own (the store cannot
 * supply it, or the customer drops it) while the order is still Received or Accepted.
 */
export function decideItemTransition(orderStatus: OrderStatus, from: OrderStatus, to: OrderStatus): TransitionDecision {
  if (from === to) return { ok: false, reason: `The item is already ${to}.` };
  if (FINAL_STATUSES.includes(from)) return { ok: false, reason: `The item is ${from} and can no longer change.` };
  if (to === 'Declined' || to === 'Cancelled') {
    if (orderStatus !== 'Received' && orderStatus !== 'Accepted') {
      return {
        ok: false,
        reason: `Items can be removed only while the order is Received or Accepted (it is ${orderStatus}).`,
      };
    }
    return { ok: true, transition: { from, to, by: ['staff'], effects: ['restoreStock'] } };
  }
  return { ok: false, reason: 'An item moves with its order; change the order status instead.' };
}

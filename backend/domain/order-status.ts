/**
 * The order workflow as data: Received -> Accepted -> (Ready for pickup | Out for
 * delivery | Shipped) -> Complete, and Received/Accepted -> Declined or Cancelled. Each move names
 * its guards (what must hold) and its effects (what the server does, in this order, in the same
 * transaction as the status change). The server asks this table before every status change, from
 * every entry point; the back office reads it to offer only the allowed moves.
 * Pure: no framework imports.
 */
import type { OrderType } from './order-type';

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

/**
 * Conditions that must hold before the move: the customer's 21+ ID check is on record; a reason
 * is given (the customer is told why).
 */
export type TransitionGuard = 'idCheckRecorded' | 'reasonGiven';
/**
 * What the server does as part of the move, in the listed order, in the same transaction:
 * put the items' stock back, void or capture the card hold, recompute the order's totals (an item
 * left it), write the status history (who, when, the note), queue the customer's mail.
 */
export type TransitionEffect =
  'restoreStock' | 'voidPayment' | 'capturePayment' | 'recomputeTotals' | 'recordHistory' | 'mailCustomer';

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

/** Every move is recorded in the order's history and mailed to the customer. */
const NOTIFY = ['recordHistory', 'mailCustomer'] as const;
const MOVE: Pick<OrderTransition, 'effects'> = { effects: [...NOTIFY] };
const STOP: Pick<OrderTransition, 'effects'> = { effects: ['restoreStock', 'voidPayment', ...NOTIFY] };
/** A declined order's customer is told why. */
const DECLINE: Pick<OrderTransition, 'effects' | 'guards'> = { ...STOP, guards: ['reasonGiven'] };
const HAND_OVER: Pick<OrderTransition, 'effects'> = { effects: ['capturePayment', ...NOTIFY] };

/** Every allowed move. Anything not listed is refused. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'Received', to: 'Accepted', by: ['staff'], ...MOVE },
  { from: 'Received', to: 'Declined', by: ['staff'], ...DECLINE },
  { from: 'Received', to: 'Cancelled', by: ['staff', 'customer'], ...STOP },
  { from: 'Accepted', to: 'Ready for pickup', by: ['staff'], orderTypes: ['pickup'], ...MOVE },
  { from: 'Accepted', to: 'Out for delivery', by: ['staff'], orderTypes: ['delivery'], ...MOVE },
  { from: 'Accepted', to: 'Shipped', by: ['staff'], orderTypes: ['shipping'], ...MOVE },
  { from: 'Accepted', to: 'Declined', by: ['staff'], ...DECLINE },
  { from: 'Accepted', to: 'Cancelled', by: ['staff'], ...STOP },
  // A 21+ ID check is recorded by staff at the door or the counter.
  {
    from: 'Ready for pickup',
    to: 'Complete',
    by: ['staff'],
    orderTypes: ['pickup'],
    guards: ['idCheckRecorded'],
    ...HAND_OVER,
  },
  {
    from: 'Out for delivery',
    to: 'Complete',
    by: ['staff'],
    orderTypes: ['delivery'],
    guards: ['idCheckRecorded'],
    ...HAND_OVER,
  },
  // The carrier collects the 21+ signature for shipped orders.
  { from: 'Shipped', to: 'Complete', by: ['staff'], orderTypes: ['shipping'], ...HAND_OVER },
];

/** Lines of an order may be changed (quantity, removed, substituted) only before it leaves the store. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['Received', 'Accepted'];

/** Statuses after which nothing changes any more. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['Complete', 'Declined', 'Cancelled'];

/** Statuses that end an order (or take a line out of it) without a sale. */
export const STOPPED_STATUSES: readonly OrderStatus[] = ['Declined', 'Cancelled'];

/** A declined or cancelled order or line (any text, as an API answers a status). */
export const isStoppedStatus = (status: string): boolean => (STOPPED_STATUSES as readonly string[]).includes(status);

/** An order or line that can no longer change (any text, as an API answers a status). */
export const isFinalStatus = (status: string): boolean => (FINAL_STATUSES as readonly string[]).includes(status);

/** Orders that still need work: every status but the final ones. */
export const OPEN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => !FINAL_STATUSES.includes(s));

/** The order desk's tabs: 'open' (the default: orders that need work), one per status, then 'all'. */
export const OPEN_TAB = 'open';
export const ALL_TAB = 'all';
export const DESK_TABS = [OPEN_TAB, ...ORDER_STATUSES, ALL_TAB] as const;
export type DeskTab = (typeof DESK_TABS)[number];

/**
 * The statuses a desk tab lists (or a list of statuses, as the dashboard's tiles link to); null
 * when the value names no tab.
 */
export function statusesForDeskTab(tab: unknown): readonly OrderStatus[] | null {
  if (tab === undefined || tab === null || tab === '' || tab === OPEN_TAB) return OPEN_STATUSES;
  if (tab === ALL_TAB) return ORDER_STATUSES;
  if (Array.isArray(tab)) {
    const statuses = tab.map(parseOrderStatus);
    return statuses.length && statuses.every((s) => s !== null) ? (statuses as OrderStatus[]) : null;
  }
  const status = parseOrderStatus(tab);
  return status ? [status] : null;
}

/**
 * What each dashboard tile counts, among the orders placed in the month (spec 2.15 Dashboard
 * tiles), and the desk filter it opens: Pending = waiting for the store to accept; InProgress =
 * accepted, being prepared; Dispatch = handed over (ready for pickup, out for delivery, shipped).
 */
export const DASHBOARD_TILE_STATUSES: Record<
  'pendingOrders' | 'inProgressOrders' | 'dispatchOrders',
  readonly OrderStatus[]
> = {
  pendingOrders: ['Received'],
  inProgressOrders: ['Accepted'],
  dispatchOrders: ['Ready for pickup', 'Out for delivery', 'Shipped'],
};

/**
 * Bottles on an order: lines taken out on their own are left out of a live or complete order; a
 * declined or cancelled order counts the lines it had when it stopped (they stopped with it).
 */
export function orderItemCount(
  orderStatus: OrderStatus,
  items: ReadonlyArray<{ quantity: number; itemStatus: OrderStatus }>,
): number {
  const stopped = STOPPED_STATUSES.includes(orderStatus);
  return items.filter((i) => stopped || !STOPPED_STATUSES.includes(i.itemStatus)).reduce((n, i) => n + i.quantity, 0);
}

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
  /** The note sent with the change (the reason, for a move that needs one). */
  note?: string | null;
}

/**
 * A refusal says why; `missing` marks one that the caller can fix by sending what is missing
 * (a 400), as opposed to a move the order's state does not allow (a 409).
 */
export type TransitionDecision =
  { ok: true; transition: OrderTransition } | { ok: false; reason: string; missing?: boolean };

export const REASON_REQUIRED = 'Give the reason for declining: the customer is told.';

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
  if (transition.guards?.includes('reasonGiven') && !ctx.note?.trim()) {
    return { ok: false, reason: REASON_REQUIRED, missing: true };
  }
  return { ok: true, transition };
}

/** The statuses this actor may move an order of this type to next (for buttons in the back office). */
export function nextStatuses(from: OrderStatus, orderType: OrderType, actor: Actor = 'staff'): OrderStatus[] {
  return ORDER_TRANSITIONS.filter(
    (t) => t.from === from && t.by.includes(actor) && (!t.orderTypes || t.orderTypes.includes(orderType)),
  ).map((t) => t.to);
}

/** An item that leaves its order: its stock comes back, the totals shrink, the customer is told. */
const ITEM_REMOVAL_EFFECTS: readonly TransitionEffect[] = ['restoreStock', 'recomputeTotals', ...NOTIFY];

/**
 * Item statuses follow their order. An item may also leave the order on its own (the store cannot
 * supply it, or the customer drops it) while the order is still Received or Accepted.
 */
export function decideItemTransition(orderStatus: OrderStatus, from: OrderStatus, to: OrderStatus): TransitionDecision {
  if (from === to) return { ok: false, reason: `The item is already ${to}.` };
  if (FINAL_STATUSES.includes(from)) return { ok: false, reason: `The item is ${from} and can no longer change.` };
  if (STOPPED_STATUSES.includes(to)) {
    if (!EDITABLE_STATUSES.includes(orderStatus)) {
      return {
        ok: false,
        reason: `Items can be removed only while the order is Received or Accepted (it is ${orderStatus}).`,
      };
    }
    return { ok: true, transition: { from, to, by: ['staff'], effects: ITEM_REMOVAL_EFFECTS } };
  }
  return { ok: false, reason: 'An item moves with its order; change the order status instead.' };
}

/**
 * Changing an open order's lines: a new quantity, a substitute item, a line added. Only
 * while the order is Received or Accepted (before it leaves the store); the server then takes or
 * gives back the stock difference, re-prices the order with the quote (refused when the new total
 * would exceed the card hold), records the change and mails the customer.
 */
export const LINE_EDIT_EFFECTS: readonly TransitionEffect[] = ['recomputeTotals', ...NOTIFY];

export function decideLineEdit(orderStatus: OrderStatus, itemStatus?: OrderStatus): TransitionDecision {
  if (!EDITABLE_STATUSES.includes(orderStatus))
    return {
      ok: false,
      reason: `The order is ${orderStatus}: its items can be changed only while it is Received or Accepted.`,
    };
  if (itemStatus && FINAL_STATUSES.includes(itemStatus))
    return { ok: false, reason: `The item is ${itemStatus} and can no longer change.` };
  return { ok: true, transition: { from: orderStatus, to: orderStatus, by: ['staff'], effects: LINE_EDIT_EFFECTS } };
}

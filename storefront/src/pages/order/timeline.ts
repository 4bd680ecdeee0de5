import { FINAL_STATUSES, ORDER_TRANSITIONS, STOPPED_STATUSES as STOPPED, type OrderStatus } from '@domain/order-status';
import type { OrderType } from '@domain/order-type';

/**
 * The steps an order of this type goes through when all goes well, read from the workflow table
 * (Received -> Accepted -> Ready for pickup | Out for delivery | Shipped -> Complete).
 */
export function happyPath(orderType: OrderType): OrderStatus[] {
  const path: OrderStatus[] = ['Received'];
  for (;;) {
    const at = path[path.length - 1];
    const next = ORDER_TRANSITIONS.find(
      (t) =>
        t.from === at &&
        !STOPPED.includes(t.to) &&
        (!t.orderTypes || t.orderTypes.includes(orderType)) &&
        !path.includes(t.to),
    );
    if (!next) return path;
    path.push(next.to);
  }
}

export interface TimelineStep {
  status: OrderStatus;
  /** When the order reached it (ISO), or null when it has not (yet). */
  at: string | null;
  state: 'done' | 'current' | 'upcoming' | 'stopped';
}

/**
 * The order page's status timeline: the happy path with the times the order reached each step; a
 * declined or cancelled order ends at that step.
 */
export function timeline(
  orderType: OrderType,
  status: OrderStatus,
  orderDate: string,
  history: ReadonlyArray<{ orderItemId: number | null; from?: string | null; to: string; at: string }>,
): TimelineStep[] {
  const reached = new Map<string, string>([['Received', orderDate]]);
  // Entries that stay at a status (items added, a refund) do not move the time it was reached.
  for (const h of history) if (h.orderItemId === null && h.from !== h.to) reached.set(h.to, h.at);
  const path = happyPath(orderType);
  if (STOPPED.includes(status)) {
    const steps: TimelineStep[] = path
      .filter((s) => reached.has(s))
      .map((s) => ({ status: s, at: reached.get(s)!, state: 'done' }));
    steps.push({ status, at: reached.get(status) ?? null, state: 'stopped' });
    return steps;
  }
  const index = path.indexOf(status);
  return path.map((s, i) => ({
    status: s,
    at: i <= index ? (reached.get(s) ?? null) : null,
    state: i < index || (i === index && FINAL_STATUSES.includes(s)) ? 'done' : i === index ? 'current' : 'upcoming',
  }));
}

/**
 * The order status lists of order-status.ts in SQL form, for statements that filter by status in
 * PostgreSQL: written from the lists themselves, so SQL never types a status list again.
 */
import { FINAL_STATUSES, ORDER_STATUSES, STOPPED_STATUSES, type OrderStatus } from './order-status';

/** `('Declined', 'Cancelled')`: a list of known statuses as a SQL list (constants only, never input). */
export function statusListSql(statuses: readonly OrderStatus[]): string {
  for (const s of statuses) if (!ORDER_STATUSES.includes(s)) throw new Error(`Not an order status: ${s}`);
  return `(${statuses.map((s) => `'${s}'`).join(', ')})`;
}

/** Declined and cancelled: orders and lines that sold nothing. */
export const STOPPED_SQL = statusListSql(STOPPED_STATUSES);
/** The final statuses (complete, declined, cancelled) as an SQL list. */
export const FINAL_SQL = statusListSql(FINAL_STATUSES);
/** Orders the store has not approved yet or that sold nothing (stats' 'approved orders' leave them out). */
export const NOT_APPROVED_SQL = statusListSql(['Received', ...STOPPED_STATUSES]);

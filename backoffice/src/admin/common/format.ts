import { formatDollars, toCents } from '@domain/money';
import { formatLocal } from '@domain/store-time';

/** '$1,234.50' from an amount in dollars as the API sends it (the shared formatter of domain/money). */
export const dollars = (n: number | null | undefined) => formatDollars(toCents(n ?? 0));

/** Spec 9: the admin orders list shows dates as dd/MM/yy hh:mm a, in the store's time zone. */
export const formatOrderDate = (value: string | Date, timeZone: string) =>
  formatLocal(timeZone, value, 'dd/MM/yy hh:mm a');

/** A date and time for trails and histories, in the store's time zone: 'Jun 3, 2025, 4:05 PM'. */
export const dateTime = (value: string | Date, timeZone: string) => formatLocal(timeZone, value, 'MMM d, yyyy, h:mm a');

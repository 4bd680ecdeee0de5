import { SHOP_TIME_ZONE } from '@domain/shop-time';

/** '$1,234.50' */
export const dollars = (n: number | null | undefined) =>
  (n ?? 0).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Spec 9: the admin orders list shows dates as dd/MM/yy hh:mm a, in the shop's time zone. */
export function formatOrderDate(value: string | Date): string {
  const d = new Date(value);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: SHOP_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}

/** A date and time for trails and histories: 'Jun 3, 2025, 4:05 PM'. */
export const dateTime = (value: string | Date) =>
  new Date(value).toLocaleString('en-US', { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

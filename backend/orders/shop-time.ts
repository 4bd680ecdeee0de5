import { SHOP_TIME_ZONE } from '../domain/shop-time';

/** Calendar arithmetic in the shop's time zone (order counts per day and month). */
export const SHOP_TZ = SHOP_TIME_ZONE;

/** [from, to) as Dates for a 'YYYY-MM' month in shop time, or the last 30 days (ending today). */
export function monthRange(month?: string): [Date, Date] {
  if (!month) {
    const to = startOfShopDay(new Date(Date.now() + 86_400_000));
    return [new Date(to.getTime() - 30 * 86_400_000), to];
  }
  const [y, m] = month.split('-').map(Number);
  return [shopMidnight(y, m, 1), shopMidnight(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1)];
}

/** Midnight in the shop's time zone as a Date (handles daylight saving by checking the offset). */
function shopMidnight(y: number, m: number, d: number): Date {
  const guess = Date.UTC(y, m - 1, d);
  const offset = tzOffsetMs(new Date(guess));
  return new Date(guess - offset);
}

function startOfShopDay(at: Date): Date {
  const parts = shopDate(at).split('-').map(Number);
  return shopMidnight(parts[0], parts[1], parts[2]);
}

function shopDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

function tzOffsetMs(at: Date): number {
  const local = new Date(at.toLocaleString('en-US', { timeZone: SHOP_TZ }));
  const utc = new Date(at.toLocaleString('en-US', { timeZone: 'UTC' }));
  return local.getTime() - utc.getTime();
}

export function daysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let t = from.getTime() + 12 * 3_600_000; t < to.getTime(); t += 86_400_000) days.push(shopDate(new Date(t)));
  return [...new Set(days)];
}

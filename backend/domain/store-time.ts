/**
 * Store-local calendar rules. Each store has its own IANA time zone (store.time_zone); sale
 * windows, "today", the dashboard's months and days, order dates and pickup times are read in it.
 * The daylight-saving arithmetic is date-fns with @date-fns/tz, never done by hand.
 * Shared by the server and both front ends.
 */
import { TZDate } from '@date-fns/tz';
// Each function from its own module: the package's index loads all of its ~300 modules at start.
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';

/** The demo stores' zone (both are in Iowa), and the zone a store gets when none is given. */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

/** What a store's time zone must look like: an IANA name the runtime knows, e.g. 'America/Chicago'. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date 'YYYY-MM-DD' in a time zone at a moment (default: now). */
export function localDate(timeZone: string, at: Date | number = Date.now()): string {
  return format(new TZDate(+at, timeZone), 'yyyy-MM-dd');
}

const todays = new Map<string, { at: number; value: string }>();

/**
 * Today's date 'YYYY-MM-DD' in a store's time zone, worked out at most once a second per zone
 * (the catalogue and checkout ask for it on every request).
 */
export function storeToday(timeZone: string): string {
  const now = Date.now();
  const known = todays.get(timeZone);
  if (known && now - known.at <= 1000) return known.value;
  const value = localDate(timeZone, now);
  todays.set(timeZone, { at: now, value });
  return value;
}

/** The calendar month 'YYYY-MM' in a time zone at a moment (default: now). */
export function localMonth(timeZone: string, at: Date | number = Date.now()): string {
  return localDate(timeZone, at).slice(0, 7);
}

/** The moment a calendar day ('YYYY-MM-DD') starts in a time zone. */
export function startOfLocalDay(timeZone: string, day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(+new TZDate(y, m - 1, d, timeZone));
}

/**
 * [from, to) as moments for a 'YYYY-MM' month in the time zone, or, without a month, the last 30
 * calendar days ending with today.
 */
export function monthRange(timeZone: string, month?: string, now: Date | number = Date.now()): [Date, Date] {
  if (!month) {
    const to = addDays(new TZDate(+startOfLocalDay(timeZone, localDate(timeZone, now)), timeZone), 1);
    return [new Date(+addDays(to, -30)), new Date(+to)];
  }
  const from = new TZDate(+startOfLocalDay(timeZone, `${month}-01`), timeZone);
  return [new Date(+from), new Date(+addMonths(from, 1))];
}

/** The month before a 'YYYY-MM' month. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** [from, to) as moments for a calendar year in the time zone. */
export function yearRange(timeZone: string, year: number): [Date, Date] {
  const from = new TZDate(year, 0, 1, timeZone);
  return [new Date(+from), new Date(+addMonths(from, 12))];
}

/** The calendar days ('YYYY-MM-DD') in the time zone that start within [from, to). */
export function daysBetween(timeZone: string, from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let day = new TZDate(+from, timeZone); +day < +to; day = addDays(day, 1)) {
    days.push(format(day, 'yyyy-MM-dd'));
  }
  return days;
}

/** The moments the calendar days ('YYYY-MM-DD') start in the time zone: the day buckets of a SQL
 * `width_bucket(order_date, $starts)` (bucket n is days[n - 1]), so SQL never works out days itself. */
export function dayStarts(timeZone: string, days: readonly string[]): Date[] {
  return days.map((day) => startOfLocalDay(timeZone, day));
}

/** A moment written in the time zone with a date-fns pattern, e.g. 'dd/MM/yy hh:mm a'. */
export function formatLocal(timeZone: string, at: Date | number | string, pattern: string): string {
  return format(new TZDate(+new Date(at), timeZone), pattern);
}

/**
 * How the storefront writes dates for shoppers: a moment as 'Dec 5, 2026, 3:04 PM', a day as
 * 'Dec 5, 2026'. The back office writes spec 9's 'dd/MM/yy hh:mm a' (backoffice/src/shared/dateTime.ts).
 */
export const SHOPPER_MOMENT_PATTERN = 'MMM d, yyyy, h:mm a';
export const SHOPPER_DAY_PATTERN = 'MMM d, yyyy';

/** A moment (an order placed, a refund) as the shopper reads it, in the store's time zone. */
export function formatStoreMoment(at: Date | number | string, timeZone: string): string {
  return formatLocal(timeZone, at, SHOPPER_MOMENT_PATTERN);
}

/** The store's calendar day a moment falls on, as the shopper reads it: 'Dec 5, 2026'. */
export function formatStoreDay(at: Date | number | string, timeZone: string): string {
  return formatLocal(timeZone, at, SHOPPER_DAY_PATTERN);
}

/**
 * A calendar day 'YYYY-MM-DD' (an estimated delivery, a sale's last day) written with a date-fns
 * pattern: it names a day, not a moment, so no time zone moves it. Anything else comes back as given.
 */
export function formatCalendarDay(day: string, pattern: string = SHOPPER_DAY_PATTERN): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])), pattern);
}

/**
 * Delivery windows and pickup ready times in the store's time zone: within the store's
 * opening hours and outside the state's no-sale hours (Iowa: no sales between 2 am and 6 am).
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addMinutes } from 'date-fns/addMinutes';

export interface OpeningHours {
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  /** 'HH:MM' local time. */
  opens: string;
  /** 'HH:MM', later than opens ('24:00' for midnight). */
  closes: string;
}

/** No sale may be made from `from` until `until` ('HH:MM'; may wrap midnight). Null: no limit. */
export interface SaleHourLimit {
  noSalesFrom: string;
  noSalesUntil: string;
}

export interface SellingHours {
  timeZone: string;
  openingHours: readonly OpeningHours[];
  saleLimit: SaleHourLimit | null;
}

export interface WindowRules {
  slotMinutes: number;
  capacity: number;
  /** How many calendar days with windows to offer (today counts when it still has one). */
  days: number;
  /** The first window starts at least this long after now. */
  leadMinutes: number;
}

export interface DeliveryWindow {
  start: string;
  end: string;
  /** Orders the window can still take. */
  remaining: number;
}

/** Spec 9: pick up is ready 2 hours after ordering. */
export const PICKUP_READY_MINUTES = 120;
export const DEFAULT_WINDOW_RULES: WindowRules = { slotMinutes: 120, capacity: 10, days: 2, leadMinutes: 60 };

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

export function isClockTime(value: string): boolean {
  return HHMM.test(value);
}

export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

type Range = [number, number];

/** The minutes of a local day during which the store may sell: opening hours minus no-sale hours. */
function sellingRanges(weekday: number, hours: SellingHours): Range[] {
  const open = hours.openingHours
    .filter((h) => h.weekday === weekday)
    .map((h): Range => [minutesOf(h.opens), minutesOf(h.closes)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  if (!hours.saleLimit) return open;
  const from = minutesOf(hours.saleLimit.noSalesFrom);
  const until = minutesOf(hours.saleLimit.noSalesUntil);
  const blocked: Range[] =
    from < until
      ? [[from, until]]
      : [
          [from, 1440],
          [0, until],
        ];
  let ranges = open;
  for (const [bA, bB] of blocked) {
    ranges = ranges.flatMap(([a, b]): Range[] => {
      if (bB <= a || bA >= b) return [[a, b]];
      const parts: Range[] = [];
      if (bA > a) parts.push([a, bA]);
      if (bB < b) parts.push([bB, b]);
      return parts;
    });
  }
  return ranges.sort((x, y) => x[0] - y[0]);
}

/** The local day `offset` days after `now`'s, with a function giving the instant of a minute of it. */
function localDay(now: Date, timeZone: string, offset: number) {
  const day = addDays(new TZDate(now.getTime(), timeZone), offset);
  const at = (minute: number) => toInstant(day, minute, timeZone);
  return { weekday: day.getDay(), at };
}

function toInstant(day: Date, minute: number, timeZone: string): Date {
  const d = new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    Math.floor(minute / 60),
    minute % 60,
    timeZone,
  );
  return new Date(d.getTime());
}

interface Slot {
  ms: number;
  start: string;
  end: string;
}

/** One local day of the selling week: its selling ranges as instants, and its slots per length. */
interface SellingDay {
  /** [from, to): the day's instants. */
  from: number;
  to: number;
  ranges: Array<[number, number]>;
  slots: Map<number, Slot[]>;
  at: (minute: number) => Date;
  minutes: Range[];
}

/**
 * The eight local days from `now`'s, worked out once per day and selling hours (the time-zone
 * arithmetic is the costly part; a quote asks for it on every call): kept per `hours` object while
 * `now` falls in its first day.
 */
const weeks = new WeakMap<SellingHours, SellingDay[]>();

function sellingWeek(now: Date, hours: SellingHours): SellingDay[] {
  const t = now.getTime();
  const known = weeks.get(hours);
  if (known && t >= known[0].from && t < known[0].to) return known;
  const days = Array.from({ length: 8 }, (_, offset): SellingDay => {
    const { weekday, at } = localDay(now, hours.timeZone, offset);
    const minutes = sellingRanges(weekday, hours);
    return {
      from: at(0).getTime(),
      to: at(1440).getTime(),
      ranges: minutes.map(([a, b]) => [at(a).getTime(), at(b).getTime()]),
      slots: new Map(),
      at,
      minutes,
    };
  });
  weeks.set(hours, days);
  return days;
}

/** A day's slots of `slotMinutes`, in order. */
function slotsOf(day: SellingDay, slotMinutes: number): Slot[] {
  let slots = day.slots.get(slotMinutes);
  if (slots) return slots;
  slots = [];
  for (const [a, b] of day.minutes) {
    for (let s = a; s + slotMinutes <= b; s += slotMinutes) {
      const start = day.at(s);
      slots.push({ ms: start.getTime(), start: start.toISOString(), end: day.at(s + slotMinutes).toISOString() });
    }
  }
  day.slots.set(slotMinutes, slots);
  return slots;
}

/**
 * The next delivery windows: slots of `slotMinutes` inside the selling hours of today and the
 * following days (up to a week ahead, until `days` days with a window), starting no earlier than
 * now + lead. `booked` counts orders per window start (ISO string).
 */
export function deliveryWindows(
  now: Date,
  hours: SellingHours,
  rules: WindowRules,
  booked: ReadonlyMap<string, number> = new Map(),
): DeliveryWindow[] {
  const earliest = addMinutes(now, rules.leadMinutes).getTime();
  const week = sellingWeek(now, hours);
  const windows: DeliveryWindow[] = [];
  let daysWithWindows = 0;
  for (let offset = 0; offset < 8 && daysWithWindows < rules.days; offset++) {
    let found = false;
    for (const slot of slotsOf(week[offset], rules.slotMinutes)) {
      if (slot.ms < earliest) continue;
      windows.push({
        start: slot.start,
        end: slot.end,
        remaining: Math.max(0, rules.capacity - (booked.get(slot.start) ?? 0)),
      });
      found = true;
    }
    if (found) daysWithWindows++;
  }
  return windows;
}

/**
 * When a pickup order is ready: 2 hours after ordering (spec 9), or, when that falls outside the
 * selling hours, the next moment they begin. Null when the store has no selling hours in a week.
 */
export function pickupReadyAt(now: Date, hours: SellingHours, leadMinutes = PICKUP_READY_MINUTES): Date | null {
  // Whole minutes, rounded up: '3:05 PM', not a time between two minutes.
  const ready = Math.ceil(addMinutes(now, leadMinutes).getTime() / 60_000) * 60_000;
  for (const day of sellingWeek(now, hours)) {
    for (const [start, end] of day.ranges) {
      if (ready < end) return new Date(Math.max(ready, start));
    }
  }
  return null;
}

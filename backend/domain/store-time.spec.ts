import {
  dayStarts,
  daysBetween,
  formatCalendarDay,
  formatLocal,
  formatStoreDay,
  formatStoreMoment,
  isTimeZone,
  localDate,
  localMonth,
  monthRange,
  startOfLocalDay,
  yearRange,
} from './store-time';

const CHICAGO = 'America/Chicago';

describe('store time zones', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone("America/Chicago'; DROP TABLE store")).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});

describe('store-local dates', () => {
  it('reads "today" in the store zone, not in UTC', () => {
    expect(localDate(CHICAGO, new Date('2025-07-01T03:00:00Z'))).toBe('2025-06-30');
    expect(localDate('UTC', new Date('2025-07-01T03:00:00Z'))).toBe('2025-07-01');
    expect(localDate('Asia/Tokyo', new Date('2025-06-30T16:00:00Z'))).toBe('2025-07-01');
    expect(localMonth(CHICAGO, new Date('2025-08-01T04:59:00Z'))).toBe('2025-07');
    expect(localMonth(CHICAGO, new Date('2025-08-01T05:00:00Z'))).toBe('2025-08');
  });

  it('changes day at local midnight on both sides of the spring-forward night', () => {
    // 2025-03-09 02:00 CST -> 03:00 CDT. Midnight before is -06:00, midnight after is -05:00.
    expect(localDate(CHICAGO, new Date('2025-03-09T05:59:59Z'))).toBe('2025-03-08');
    expect(localDate(CHICAGO, new Date('2025-03-09T06:00:00Z'))).toBe('2025-03-09');
    expect(localDate(CHICAGO, new Date('2025-03-10T04:59:59Z'))).toBe('2025-03-09');
    expect(localDate(CHICAGO, new Date('2025-03-10T05:00:00Z'))).toBe('2025-03-10');
    expect(startOfLocalDay(CHICAGO, '2025-03-09').toISOString()).toBe('2025-03-09T06:00:00.000Z');
    expect(startOfLocalDay(CHICAGO, '2025-03-10').toISOString()).toBe('2025-03-10T05:00:00.000Z');
  });

  it('changes day at local midnight on both sides of the fall-back night', () => {
    // 2025-11-02 02:00 CDT -> 01:00 CST: that day lasts 25 hours.
    expect(startOfLocalDay(CHICAGO, '2025-11-02').toISOString()).toBe('2025-11-02T05:00:00.000Z');
    expect(startOfLocalDay(CHICAGO, '2025-11-03').toISOString()).toBe('2025-11-03T06:00:00.000Z');
    expect(localDate(CHICAGO, new Date('2025-11-03T05:59:59Z'))).toBe('2025-11-02');
    expect(localDate(CHICAGO, new Date('2025-11-03T06:00:00Z'))).toBe('2025-11-03');
  });

  it('gives a month that starts and ends at local midnight across a change of offset', () => {
    const [from, to] = monthRange(CHICAGO, '2025-03');
    expect(from.toISOString()).toBe('2025-03-01T06:00:00.000Z');
    expect(to.toISOString()).toBe('2025-04-01T05:00:00.000Z');
    const days = daysBetween(CHICAGO, from, to);
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('2025-03-01');
    expect(days[8]).toBe('2025-03-09');
    expect(days[30]).toBe('2025-03-31');

    const [novFrom, novTo] = monthRange(CHICAGO, '2025-11');
    expect(novFrom.toISOString()).toBe('2025-11-01T05:00:00.000Z');
    expect(novTo.toISOString()).toBe('2025-12-01T06:00:00.000Z');
    expect(daysBetween(CHICAGO, novFrom, novTo)).toHaveLength(30);

    const [dec, jan] = monthRange(CHICAGO, '2025-12');
    expect(dec.toISOString()).toBe('2025-12-01T06:00:00.000Z');
    expect(jan.toISOString()).toBe('2026-01-01T06:00:00.000Z');
  });

  it('without a month gives the last 30 local days ending today, DST change included', () => {
    const now = new Date('2025-03-20T15:00:00Z');
    const [from, to] = monthRange(CHICAGO, undefined, now);
    expect(to.toISOString()).toBe('2025-03-21T05:00:00.000Z');
    expect(from.toISOString()).toBe('2025-02-19T06:00:00.000Z');
    const days = daysBetween(CHICAGO, from, to);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-02-19');
    expect(days[29]).toBe('2025-03-20');
  });

  it('gives a year in the store zone', () => {
    const [from, to] = yearRange(CHICAGO, 2025);
    expect(from.toISOString()).toBe('2025-01-01T06:00:00.000Z');
    expect(to.toISOString()).toBe('2026-01-01T06:00:00.000Z');
  });

  it('writes a moment in the store zone, daylight saving included', () => {
    expect(formatLocal(CHICAGO, '2025-07-04T17:05:00Z', 'dd/MM/yy hh:mm a')).toBe('04/07/25 12:05 PM');
    expect(formatLocal(CHICAGO, '2025-01-04T17:05:00Z', 'dd/MM/yy hh:mm a')).toBe('04/01/25 11:05 AM');
    // A pickup due two hours after an order placed at 00:30 on the spring-forward night.
    const placed = new Date('2025-03-09T06:30:00Z');
    const due = new Date(placed.getTime() + 2 * 3_600_000);
    expect(formatLocal(CHICAGO, placed, 'h:mm a')).toBe('12:30 AM');
    expect(formatLocal(CHICAGO, due, 'h:mm a')).toBe('3:30 AM');
  });
});

describe('dayStarts (the day buckets SQL groups by)', () => {
  it('starts each day at local midnight, across a daylight-saving change', () => {
    const [from, to] = monthRange('America/Chicago', '2025-03');
    const starts: Date[] = dayStarts('America/Chicago', daysBetween('America/Chicago', from, to));
    expect(starts).toHaveLength(31);
    expect(starts[0].toISOString()).toBe('2025-03-01T06:00:00.000Z');
    expect(starts[9].toISOString()).toBe('2025-03-10T05:00:00.000Z');
  });
});

describe('how shoppers read dates (storefront)', () => {
  it('writes a moment and its day in the store zone, whatever the machine zone is', () => {
    // 04:30 UTC on Dec 6 is still Dec 5 in Chicago.
    expect(formatStoreMoment('2026-12-06T04:30:00Z', CHICAGO)).toBe('Dec 5, 2026, 10:30 PM');
    expect(formatStoreDay('2026-12-06T04:30:00Z', CHICAGO)).toBe('Dec 5, 2026');
  });

  it('writes a calendar day as the day it names, never moved by a zone', () => {
    expect(formatCalendarDay('2026-12-05')).toBe('Dec 5, 2026');
    expect(formatCalendarDay('2026-12-05', 'dd/MM/yy')).toBe('05/12/26');
    expect(formatCalendarDay('not a day')).toBe('not a day');
  });
});

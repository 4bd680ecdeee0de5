import { deliveryWindows, pickupReadyAt, type SellingHours } from './windows';

const CHICAGO = 'America/Chicago';
const EVERY_DAY = (opens: string, closes: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));
const IOWA: SellingHours = {
  timeZone: CHICAGO,
  openingHours: EVERY_DAY('10:00', '22:00'),
  saleLimit: { noSalesFrom: '02:00', noSalesUntil: '06:00' },
};
const RULES = { slotMinutes: 120, capacity: 3, days: 2, leadMinutes: 60 };

describe('delivery windows and pickup time', () => {
  it('offers 2-hour slots today and tomorrow within opening hours, after the lead time', () => {
    // Monday 2026-11-23 13:30 in Chicago (UTC-6).
    const now = new Date('2026-11-23T19:30:00Z');
    const w = deliveryWindows(now, IOWA, RULES);
    expect(w.slice(0, 3).map((x) => x.start)).toEqual([
      '2026-11-23T22:00:00.000Z', // 16:00 local (14:00 is within the lead time)
      '2026-11-24T00:00:00.000Z', // 18:00
      '2026-11-24T02:00:00.000Z', // 20:00
    ]);
    expect(w[0].end).toBe('2026-11-24T00:00:00.000Z');
    expect(w.length).toBe(3 + 6); // tomorrow 10-12 ... 20-22
    expect(w[3].start).toBe('2026-11-24T16:00:00.000Z');
  });

  it('counts bookings against the capacity', () => {
    const now = new Date('2026-11-23T19:30:00Z');
    const w = deliveryWindows(
      now,
      IOWA,
      RULES,
      new Map([
        ['2026-11-23T22:00:00.000Z', 3],
        ['2026-11-24T00:00:00.000Z', 1],
      ]),
    );
    expect(w.slice(0, 2).map((x) => x.remaining)).toEqual([0, 2]);
  });

  it('never offers a window inside the no-sale hours (Iowa: 2 am to 6 am)', () => {
    const late: SellingHours = { ...IOWA, openingHours: EVERY_DAY('00:00', '24:00') };
    const w = deliveryWindows(new Date('2026-11-23T05:00:00Z'), late, { ...RULES, days: 1 }); // 23:00 local
    const hours = w.map((x) =>
      new Intl.DateTimeFormat('en-US', { timeZone: CHICAGO, hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(x.start),
      ),
    );
    expect(hours).toEqual(['00', '06', '08', '10', '12', '14', '16', '18', '20', '22']); // day 2 (Tue), 02-04 and 04-06 left out
  });

  it('keeps wall-clock times across a daylight saving change', () => {
    // Saturday 2026-10-31 20:00 CDT; Sunday 2026-11-01 is back on CST.
    const w = deliveryWindows(new Date('2026-11-01T01:00:00Z'), IOWA, RULES);
    expect(w[0].start).toBe('2026-11-01T16:00:00.000Z'); // Sunday 10:00 CST
  });

  it('makes a pickup ready 2 hours after ordering, or at the next opening', () => {
    expect(pickupReadyAt(new Date('2026-11-23T19:30:00Z'), IOWA)?.toISOString()).toBe('2026-11-23T21:30:00.000Z');
    // 21:30 local + 2 h = 23:30, closed: ready at 10:00 the next day.
    expect(pickupReadyAt(new Date('2026-11-24T03:30:00Z'), IOWA)?.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    // 07:00 local + 2 h = 09:00, before opening: 10:00.
    expect(pickupReadyAt(new Date('2026-11-23T13:00:00Z'), IOWA)?.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(pickupReadyAt(new Date(), { ...IOWA, openingHours: [] })).toBeNull();
  });
});

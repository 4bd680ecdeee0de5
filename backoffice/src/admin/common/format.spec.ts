import { dateTime, formatOrderDate } from './format';

describe('formatOrderDate (spec 9: dd/MM/yy hh:mm a)', () => {
  it("formats in the store's time zone with a 12-hour clock, daylight saving included", () => {
    expect(formatOrderDate('2025-06-03T21:05:00Z', 'America/Chicago')).toBe('03/06/25 04:05 PM');
    expect(formatOrderDate('2025-01-15T06:30:00Z', 'America/Chicago')).toBe('15/01/25 12:30 AM');
    expect(formatOrderDate('2025-01-15T06:30:00Z', 'America/New_York')).toBe('15/01/25 01:30 AM');
  });

  it('writes trail dates in the same zone', () => {
    expect(dateTime('2025-06-03T21:05:00Z', 'America/Chicago')).toBe('Jun 3, 2025, 4:05 PM');
    expect(dateTime('2025-11-02T07:30:00Z', 'America/Chicago')).toBe('Nov 2, 2025, 1:30 AM');
  });
});

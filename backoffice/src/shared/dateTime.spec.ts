import { formatDate, formatDateTime } from './dateTime';

describe('formatDateTime (spec 9: dd/MM/yy hh:mm a, the one back-office format)', () => {
  it("formats in the store's time zone with a 12-hour clock, daylight saving included", () => {
    expect(formatDateTime('2025-06-03T21:05:00Z', 'America/Chicago')).toBe('03/06/25 04:05 PM');
    expect(formatDateTime('2025-01-15T06:30:00Z', 'America/Chicago')).toBe('15/01/25 12:30 AM');
    expect(formatDateTime('2025-01-15T06:30:00Z', 'America/New_York')).toBe('15/01/25 01:30 AM');
    expect(formatDateTime('2025-11-02T07:30:00Z', 'America/Chicago')).toBe('02/11/25 01:30 AM');
  });

  it('writes a day alone in the same order, in the same zone', () => {
    expect(formatDate('2025-06-04T03:05:00Z', 'America/Chicago')).toBe('03/06/25');
  });
});

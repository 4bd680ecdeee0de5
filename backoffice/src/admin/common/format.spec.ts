import { formatOrderDate } from './format';

describe('formatOrderDate (spec 9: dd/MM/yy hh:mm a)', () => {
  it('formats in the shop time zone with a 12-hour clock', () => {
    expect(formatOrderDate('2025-06-03T21:05:00Z')).toBe('03/06/25 04:05 PM');
    expect(formatOrderDate('2025-01-15T06:30:00Z')).toBe('15/01/25 12:30 AM');
  });
});

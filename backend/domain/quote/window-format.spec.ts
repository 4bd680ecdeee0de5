import { formatMoment, formatWindow } from './window-format';

describe('window-format', () => {
  it('reads a moment and a window in the store time zone, each zone with its own formats', () => {
    const at = '2026-11-24T16:00:00.000Z';
    expect(formatMoment(at, 'America/Chicago')).toBe('Tue, Nov 24, 10:00 AM');
    expect(formatMoment(new Date(at), 'America/New_York')).toBe('Tue, Nov 24, 11:00 AM');
    expect(formatMoment(at, 'America/Chicago')).toBe('Tue, Nov 24, 10:00 AM');
    expect(formatWindow(at, '2026-11-24T18:00:00.000Z', 'America/Chicago')).toBe('Tue, Nov 24, 10:00 AM - 12:00 PM');
    expect(formatWindow('2026-11-25T05:00:00.000Z', '2026-11-25T07:00:00.000Z', 'America/Chicago')).toBe(
      'Tue, Nov 24, 11:00 PM - Wed, Nov 25, 1:00 AM',
    );
  });

  it('refuses an unknown time zone every time (it is not kept)', () => {
    expect(() => formatMoment('2026-11-24T16:00:00.000Z', 'Nowhere/Else')).toThrow(RangeError);
    expect(() => formatMoment('2026-11-24T16:00:00.000Z', 'Nowhere/Else')).toThrow(RangeError);
  });
});

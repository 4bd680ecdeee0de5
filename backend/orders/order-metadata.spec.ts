import { addBusinessDays, browserOf, orderMetaData } from './order-metadata';

describe('order metadata', () => {
  it('reads the browser and system from a user agent', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(browserOf(chrome)).toBe('Chrome 131 on Windows NT 10.0 (desktop)');
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(browserOf(iphone)).toMatch(/^Safari 17 on iOS 17\.5 \(mobile\)$/);
    expect(browserOf('')).toBeNull();
    expect(browserOf(null)).toBeNull();
  });

  it('derives the location from the zip, without an outside look-up', () => {
    expect(orderMetaData({ clientIp: '203.0.113.9', userAgent: null }, '50309')).toEqual({
      ipAddress: '203.0.113.9',
      location: 'Des Moines, IA',
      userAgent: null,
      browser: null,
    });
    expect(orderMetaData({ clientIp: null, userAgent: null }, null).location).toBeNull();
  });

  it('counts business days for the disbursement', () => {
    // Friday 2026-11-20 + 2 business days = Tuesday 2026-11-24.
    expect(addBusinessDays(new Date('2026-11-20T15:00:00Z'), 2).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(addBusinessDays(new Date('2026-11-23T15:00:00Z'), 2).toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });
});

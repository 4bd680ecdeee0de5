import fc from 'fast-check';
import { formatDollars } from './money';

/** What formatDollars wrote when it was Intl's en-US currency format for every amount. */
const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const byIntl = (cents: number) => intl.format(cents / 100);

describe('formatDollars', () => {
  it('writes whole cents as Intl en-US dollars do, without building an Intl formatter (up to $10 trillion)', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(-0)).toBe(byIntl(-0));
    expect(formatDollars(100000)).toBe('$1,000.00');
    expect(formatDollars(99999)).toBe('$999.99');
    expect(formatDollars(-123456789)).toBe('-$1,234,567.89');
    expect(formatDollars(1e15)).toBe('$10,000,000,000,000.00');
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e7, max: 1e7 }), fc.integer({ min: -1e15, max: 1e15 })), (cents) => {
        expect(formatDollars(cents)).toBe(byIntl(cents));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives other amounts (a fraction of a cent, NaN) to Intl, as before', () => {
    for (const cents of [14.5, -2.5, 0.4, NaN, Infinity, 2 ** 60, 1e15 + 1])
      expect(formatDollars(cents)).toBe(byIntl(cents));
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (c) => formatDollars(c) === byIntl(c)));
  });
});

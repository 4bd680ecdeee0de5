import fc from 'fast-check';
import { formatDollars, isWholeCents, roundCents, toCents, toDollars } from './money';
import { isWholeCents as domainIsWholeCents } from '../../domain/money';

describe('money', () => {
  it('formats cents as US dollars with one shared formatter', () => {
    expect(formatDollars(123450)).toBe('$1,234.50');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(-199)).toBe('-$1.99');
    expect(formatDollars(toCents(42.8))).toBe('$42.80');
  });

  it('tells whole cents from finer amounts', () => {
    expect(domainIsWholeCents).toBe(isWholeCents);
    expect(isWholeCents(10.99)).toBe(true);
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
    expect(isWholeCents(12.345)).toBe(false);
    expect(isWholeCents(NaN)).toBe(false);
  });

  it('rounds half up', () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(1.4999)).toBe(1);
    expect(roundCents(-0.5)).toBe(-1);
  });
  it('converts dollars to cents without binary noise', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents('18.99')).toBe(1899);
    expect(toCents(null)).toBe(0);
    expect(() => toCents('abc')).toThrow(RangeError);
  });
  it('round-trips whole cents', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (c) => toCents(toDollars(c)) === c));
  });
});

import fc from 'fast-check';
import { roundCents, toCents, toDollars } from './money';

describe('money', () => {
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

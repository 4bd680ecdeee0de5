import fc from 'fast-check';
import { holdAmountCents } from './hold';

describe('card hold (spec 9: total plus 20 %)', () => {
  it('holds the total plus 20 %, rounded half up to the cent', () => {
    expect(holdAmountCents(10000)).toBe(12000);
    expect(holdAmountCents(9093)).toBe(10912); // 109.116 -> 109.12
    expect(holdAmountCents(10992)).toBe(13190); // 131.904 -> 131.90
    expect(holdAmountCents(1)).toBe(1); // 1.2 -> 1
    expect(holdAmountCents(3)).toBe(4); // 3.6 -> 4
    expect(holdAmountCents(0)).toBe(0);
  });

  it('never holds less than the total, nor more than the total plus 20 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (total) => {
        const hold = holdAmountCents(total);
        return hold >= total && hold <= Math.ceil(total * 1.2);
      }),
    );
  });
});

import fc from 'fast-check';
import { boundedEditDistance, editDistance } from './search-index';

describe('boundedEditDistance (the typo scans)', () => {
  const word = fc.stringMatching(/^[abcd]{0,9}$/);

  it("equals editDistance up to max, and max + 1 beyond (property), on a prefix of b's letters too", () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), fc.nat(10), (a, b, max, cut) => {
        const len = Math.min(b.length, cut);
        const full = editDistance(a, b.slice(0, len), max);
        return boundedEditDistance(a, b, len, max) === (full <= max ? full : max + 1);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts a swap of neighbours as one edit and works on long words', () => {
    expect(boundedEditDistance('vodak', 'vodka', 5, 2)).toBe(1);
    expect(boundedEditDistance('kitten', 'sitting', 7, 3)).toBe(3);
    expect(boundedEditDistance('abc', 'xyz', 3, 1)).toBe(2);
    const long = 'a'.repeat(150);
    expect(boundedEditDistance(long, `${long}bb`, long.length + 2, 2)).toBe(2);
    expect(boundedEditDistance('chardonay', 'chardonnay wine', 'chardonnay'.length, 1)).toBe(1);
  });
});

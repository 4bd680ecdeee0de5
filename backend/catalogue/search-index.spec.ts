import fc from 'fast-check';
import { buildSnapshot } from './catalogue-snapshot';
import { itemRow } from './item-row.fixture';
import { boundedEditDistance, editDistance, SearchIndex } from './search-index';

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

describe('SearchIndex: the whole query in a name', () => {
  // Every word in every name; only some names hold the query as it was typed (the first and the
  // last product, where a name's bounds in the index's one text of names are easiest to get wrong).
  const names = ['Red Label Whisky', 'Label Red Blend', 'Smooth Red Label Rum', 'Old Red Label'];
  const snap = buildSnapshot(
    1,
    0,
    names.map((name, k) => itemRow(k + 1, {}, { itemName: name, brand: 'Zeta', country: 'Chile' })),
    '2026-01-01',
  );
  const index = SearchIndex.of(snap.all);
  const scores = (q: string) => {
    const byName = new Map<string, number>();
    for (const [key, score] of index.search(q)) byName.set(snap.byKey.get(key)!.content.name, score);
    return names.map((n) => byName.get(n));
  };

  it('scores a name holding the query itself half a point above one holding its words apart', () => {
    const [first, apart, middle, last] = scores('red label');
    expect(apart).toBeGreaterThan(0);
    expect([first, middle, last]).toEqual([apart! + 0.5, apart! + 0.5, apart! + 0.5]);
  });
});

import fc from 'fast-check';
import type { CatalogueProduct } from './catalogue-product';
import { topProducts } from './suggestions';

describe('topProducts (the suggested products)', () => {
  const entry = fc.record({ score: fc.integer({ min: 1, max: 5 }), rating: fc.nat(2), listed: fc.boolean() });

  it('are the n best listed of a full sort: relevance, rating, then name (property)', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), fc.nat(8), (entries, n) => {
        const scores = new Map<CatalogueProduct, number>();
        entries.forEach((e, i) =>
          scores.set({ listed: e.listed, rating: e.rating, lc: { name: `p${1000 - i}` } } as CatalogueProduct, e.score),
        );
        const full = [...scores.entries()]
          .filter(([p]) => p.listed)
          .sort((a, b) => b[1] - a[1] || b[0].rating - a[0].rating || (a[0].lc.name < b[0].lc.name ? -1 : 1))
          .slice(0, n)
          .map(([p]) => p);
        const top = topProducts(scores, n);
        return top.length === full.length && top.every((p, i) => p === full[i]);
      }),
      { numRuns: 500 },
    );
  });
});

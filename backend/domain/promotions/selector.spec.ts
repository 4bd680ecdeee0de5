import fc from 'fast-check';
import { selectorIndex, selectorKeys, selectorMatcher, selectorMatches } from './selector';

/** The rule written out plainly: every non-empty list holds the item's value (trimmed, any case). */
function byTheRule(
  selector: { categories?: string[]; subCategories?: string[]; brands?: string[]; itemNumbers?: string[] },
  item: { itemNumber: string; category: string | null; subCategory: string | null; brand: string | null },
): boolean {
  const norm = (v: string | null) => (v ?? '').trim().toLowerCase();
  const holds = (list: string[] | undefined, v: string | null) =>
    !list || list.length === 0 || (norm(v) !== '' && list.some((x) => norm(x) === norm(v)));
  return (
    holds(selector.categories, item.category) &&
    holds(selector.subCategories, item.subCategory) &&
    holds(selector.brands, item.brand) &&
    holds(selector.itemNumbers, item.itemNumber)
  );
}

describe('selectorMatcher (a selector prepared once for many items)', () => {
  const word = fc.constantFrom(
    '',
    ' ',
    'Wine',
    'wine ',
    ' WINE',
    'Beer',
    'Red Wine',
    'red wine',
    'Acme',
    'acme',
    '10006',
  );
  const list = fc.option(fc.array(word, { maxLength: 3 }), { nil: undefined });
  const value = fc.option(word, { nil: null });

  it('matches exactly the items the rule matches, prepared or for one item (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ categories: list, subCategories: list, brands: list, itemNumbers: list }),
        fc.record({ itemNumber: word, category: value, subCategory: value, brand: value }),
        (selector, item) => {
          expect(selectorMatcher(selector)(selectorKeys(item))).toBe(byTheRule(selector, item));
          expect(selectorMatches(selector, item)).toBe(byTheRule(selector, item));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('selectorIndex finds, among many selectors, exactly those the rule matches, in order (property)', () => {
    const selector = fc.record({ categories: list, subCategories: list, brands: list, itemNumbers: list });
    fc.assert(
      fc.property(
        fc.array(selector, { maxLength: 12 }),
        fc.array(fc.record({ itemNumber: word, category: value, subCategory: value, brand: value }), { maxLength: 4 }),
        (selectors, items) => {
          const matching = selectorIndex(selectors);
          for (const item of items) {
            const expected = selectors.flatMap((sel, k) => (byTheRule(sel, item) ? [k] : []));
            expect(matching(selectorKeys(item))).toEqual(expected);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

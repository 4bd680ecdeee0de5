import fc from 'fast-check';
import { selectorKeys, selectorMatcher, selectorMatches } from './selector';

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

  it('matches exactly the items selectorMatches matches (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ categories: list, subCategories: list, brands: list, itemNumbers: list }),
        fc.record({ itemNumber: word, category: value, subCategory: value, brand: value }),
        (selector, item) => {
          expect(selectorMatcher(selector)(selectorKeys(item))).toBe(selectorMatches(selector, item));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

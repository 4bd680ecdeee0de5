import { itemSaleTerms, SALE_ENDS_BEFORE_START, SALE_NEEDS_END, saleProblems, saleWindowProblem } from './sale-window';

const BELOW = 'Sale price must be below the regular price.';
const price = (sale: number, regular = 2000) => [{ label: 'Sale price', sale, regular }];

describe('sale window rule', () => {
  it.each([
    ['a sale with an end date', { prices: price(1500), ends: '2999-01-31' }, null],
    ['a sale without an end date', { prices: price(1500), ends: null }, SALE_NEEDS_END],
    ['a sale price at the regular price', { prices: price(2000), ends: '2999-01-31' }, BELOW],
    ['a sale price above the regular price', { prices: price(2500), ends: '2999-01-31' }, BELOW],
    ['a sale price with no regular price', { prices: price(1500, 0), ends: '2999-01-31' }, null],
    [
      'a window ending before it starts',
      { prices: price(1500), starts: '2999-02-01', ends: '2999-01-01' },
      SALE_ENDS_BEFORE_START,
    ],
    [
      'dates without a sale price',
      { prices: price(0), starts: '2999-02-01', ends: '2999-01-01' },
      SALE_ENDS_BEFORE_START,
    ],
    ['no sale at all', { prices: price(0), ends: null }, null],
    ['an end date not known yet (a CSV row)', { prices: price(1500), ends: undefined }, null],
  ])('%s', (_name, terms, expected) => {
    expect(saleWindowProblem(terms)).toBe(expected);
  });

  it('holds a change that leaves the sale alone only to the price order, and only until the sale is over', () => {
    const today = '2030-06-15';
    const live = { prices: price(1500, 1000), ends: '2030-06-15' };
    expect(saleWindowProblem(live, { saleEdited: false, today })).toBe(BELOW);
    expect(saleWindowProblem({ ...live, ends: '2030-06-14' }, { saleEdited: false, today })).toBeNull();
    expect(saleWindowProblem({ prices: price(1500), ends: null }, { saleEdited: false, today })).toBeNull();
  });

  it('places each problem beside its price, and reads a store item', () => {
    const item = {
      packQuantity: 6,
      caseQuantity: 12,
      unitPriceCents: 0,
      packPriceCents: 5000,
      casePriceCents: 9000,
      unitSalePriceCents: 0,
      packSalePriceCents: 5000,
      caseSalePriceCents: 8000,
      dateSaleStarts: '2999-01-01',
      dateSaleEnds: '2999-02-01',
    };
    expect(saleProblems(itemSaleTerms(item))).toEqual({
      prices: [null, 'Pack sale price must be below the regular price.', null],
      dates: null,
    });
  });
});

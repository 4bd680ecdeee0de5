import fc from 'fast-check';
import { cartTotals, effectiveTaxPercent, lineTaxCents } from './totals';

describe('cart totals (spec 9)', () => {
  it('taxes each line as price x quantity x salesTax / 100, rounded half up per line', () => {
    expect(lineTaxCents({ priceCents: 1999, quantity: 3, salesTaxPercent: 7 })).toBe(420); // 419.79 -> 420
    expect(lineTaxCents({ priceCents: 50, quantity: 1, salesTaxPercent: 1 })).toBe(1); // 0.5 -> 1
  });
  it('sums subtotal and tax into the total', () => {
    const t = cartTotals([
      { priceCents: 1999, quantity: 2, salesTaxPercent: 7 },
      { priceCents: 4500, quantity: 1, salesTaxPercent: 6 },
    ]);
    expect(t).toEqual({ subtotalCents: 8498, taxCents: 280 + 270, totalCents: 8498 + 550 });
  });
  it('never loses or invents a cent: total = subtotal + sum of line taxes', () => {
    const line = fc.record({
      priceCents: fc.integer({ min: 0, max: 1e6 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      salesTaxPercent: fc.integer({ min: 0, max: 15 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const t = cartTotals(lines);
        return (
          t.totalCents === t.subtotalCents + lines.reduce((s, l) => s + lineTaxCents(l), 0) &&
          Number.isInteger(t.totalCents)
        );
      }),
    );
  });
});

describe('effectiveTaxPercent', () => {
  it("taxes an item without a rate of its own (null) at the store's rate", () => {
    expect(effectiveTaxPercent(null, 7)).toBe(7);
    expect(effectiveTaxPercent(undefined, 6)).toBe(6);
  });
  it('charges a tax-exempt item (0) no tax, never the store rate', () => {
    expect(effectiveTaxPercent(0, 7)).toBe(0);
    expect(lineTaxCents({ priceCents: 2000, quantity: 2, salesTaxPercent: effectiveTaxPercent(0, 7) })).toBe(0);
  });
  it("keeps an item's own rate", () => {
    expect(effectiveTaxPercent(7.5, 7)).toBe(7.5);
  });
});

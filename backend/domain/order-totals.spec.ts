import fc from 'fast-check';
import { holdAmountCents, orderTotals } from './order-totals';

const lines = [
  { priceCents: 1999, quantity: 2, salesTaxPercent: 7 }, // 39.98, tax 2.7986 -> 2.80
  { priceCents: 4500, quantity: 1, salesTaxPercent: 7 }, // 45.00, tax 3.15
];

describe('order totals (spec 9)', () => {
  it('adds items, tax and no shipping for delivery and pickup', () => {
    for (const type of ['delivery', 'pickup'] as const) {
      expect(orderTotals(lines, type, 1899)).toEqual({
        subtotalCents: 8498,
        shippingCents: 0,
        taxCents: 595,
        totalCents: 9093,
        holdCents: 10912,
      });
    }
  });
  it('adds the shipping cost for shipping orders only', () => {
    const t = orderTotals(lines, 'shipping', 1899);
    expect(t).toMatchObject({ subtotalCents: 8498, shippingCents: 1899, taxCents: 595, totalCents: 10992 });
    expect(t.holdCents).toBe(13190); // 109.92 x 1.2 = 131.904 -> 131.90
  });
  it('holds the total plus 20 %, rounded half up to the cent', () => {
    expect(holdAmountCents(10000)).toBe(12000);
    expect(holdAmountCents(9093)).toBe(10912); // 109.116 -> 109.12
    expect(holdAmountCents(1)).toBe(1); // 1.2 -> 1
    expect(holdAmountCents(3)).toBe(4); // 3.6 -> 4
    expect(holdAmountCents(0)).toBe(0);
  });
  it('never holds less than the total, and total = subtotal + shipping + tax', () => {
    const line = fc.record({
      priceCents: fc.integer({ min: 0, max: 500000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      salesTaxPercent: fc.constantFrom(0, 6, 7, 7.25),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.constantFrom('delivery', 'shipping', 'pickup' as const),
        fc.integer({ min: 0, max: 20000 }),
        (ls, type, ship) => {
          const t = orderTotals(ls, type as any, ship);
          return (
            t.totalCents === t.subtotalCents + t.shippingCents + t.taxCents &&
            t.holdCents >= t.totalCents &&
            t.holdCents <= Math.ceil(t.totalCents * 1.2) &&
            (type === 'shipping' ? t.shippingCents === ship : t.shippingCents === 0)
          );
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { quote, type QuoteItem } from '../quote/quote';
import { promotionsStep } from './apply';
import type { Promotion } from './types';

const WINE_CASE: Promotion = {
  id: 1,
  name: 'Wine case discount',
  kind: 'tiers',
  selector: { categories: ['Wine'] },
  tiers: [
    { minQuantity: 6, percent: 10 },
    { minQuantity: 12, percent: 15 },
  ],
};
const FREE: Promotion = { id: 2, name: 'Free delivery', kind: 'free_delivery', selector: {}, thresholdCents: 5000 };

const wine = (itemNumber: string, priceCents: number): QuoteItem => ({
  itemNumber,
  name: itemNumber,
  category: 'Wine',
  sizeMl: 750,
  containersPerUnit: 1,
  priceCents,
  salesTaxPercent: 7,
  availableToSell: 100,
  isAvailable: true,
});
const DEPOSIT = [{ category: 'Wine', minMl: 0, maxMl: null, centsPerContainer: 5, taxable: false }];

describe('the quote with promotions', () => {
  it('6 wines: 10 % off each line, tax on the discounted price, the deposit untouched', () => {
    const items = new Map([
      ['A', wine('A', 1500)],
      ['B', wine('B', 1999)],
    ]);
    const q = quote({
      orderType: 'pickup',
      lines: [
        { itemNumber: 'A', quantity: 4 },
        { itemNumber: 'B', quantity: 2 },
      ],
      items,
      deposits: DEPOSIT,
      shippingRules: [],
      discounts: promotionsStep([WINE_CASE]),
    });
    expect(q.lines.map((l) => [l.itemNumber, l.discountCents, l.depositCents, l.salesTaxCents, l.promotionId])).toEqual(
      [
        ['A', 600, 20, 378, 1], // (6000 - 600) x 7 % = 378
        ['B', 400, 10, 252, 1], // (3998 - 400) x 7 % = 251.86
      ],
    );
    expect(q).toMatchObject({ subtotalCents: 9998, discountCents: 1000, depositCents: 30, salesTaxCents: 630 });
    expect(q.totalCents).toBe(9998 - 1000 + 30 + 630);
    expect(q.promotions).toEqual([{ id: 1, name: 'Wine case discount', kind: 'tiers', code: null, amountCents: 1000 }]);
    expect(q.nudges).toEqual(['Add 6 more bottles of wine to save 15 %']);
  });

  it('free delivery waives the zone fee', () => {
    const q = quote({
      orderType: 'delivery',
      lines: [{ itemNumber: 'A', quantity: 4 }],
      items: new Map([['A', wine('A', 1500)]]),
      deposits: [],
      shippingRules: [],
      delivery: {
        deliverable: true,
        zone: { zipCodes: [], feeCents: 499, minimumCents: 2500, freeOverCents: 10000, slotCapacity: 5 },
      },
      discounts: promotionsStep([FREE]),
    });
    expect(q.shippingCents).toBe(0);
    expect(q.promotions).toEqual([
      { id: 2, name: 'Free delivery', kind: 'free_delivery', code: null, amountCents: 499 },
    ]);
  });

  it('adds up for any cart: total = subtotal - discount + deposit + shipping + tax, no line below zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 9000 }), qty: fc.integer({ min: 1, max: 15 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (cart) => {
          const items = new Map(cart.map((c, i) => [`I${i}`, wine(`I${i}`, c.price)]));
          const q = quote({
            orderType: 'pickup',
            lines: cart.map((c, i) => ({ itemNumber: `I${i}`, quantity: c.qty })),
            items,
            deposits: DEPOSIT,
            shippingRules: [],
            discounts: promotionsStep([WINE_CASE]),
          });
          expect(q.totalCents).toBe(
            q.subtotalCents - q.discountCents + q.depositCents + q.shippingCents + q.salesTaxCents,
          );
          for (const l of q.lines) {
            expect(l.discountCents).toBeGreaterThanOrEqual(0);
            expect(l.discountCents).toBeLessThanOrEqual(l.lineTotalCents);
          }
        },
      ),
    );
  });
});

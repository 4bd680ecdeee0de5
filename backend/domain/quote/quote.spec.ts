import fc from 'fast-check';
import type { DepositRule } from './deposits';
import type { DeliveryZone } from './delivery';
import { problemsSentence } from './problems';
import { quote, type QuoteInput, type QuoteItem } from './quote';
import type { ShippingRule } from './shipping-rules';

const IOWA_DEPOSITS: DepositRule[] = ['Beer', 'Wine', 'Liquor', 'Soda'].map((category) => ({
  category,
  minMl: 0,
  maxMl: null,
  centsPerContainer: 5,
  taxable: false,
}));
const RULES: ShippingRule[] = [
  { category: 'Liquor', anywhere: false, states: ['IA'] },
  { category: 'Beer', anywhere: false, states: ['IA'] },
  { category: 'Wine', anywhere: false, states: ['IA', 'IL', 'MN'] },
  { category: 'Extras', anywhere: true, states: [] },
];
const ZONE: DeliveryZone = { zipCodes: [], feeCents: 499, minimumCents: 2500, freeOverCents: 10000, slotCapacity: 5 };

function item(over: Partial<QuoteItem> & { itemNumber: string }): QuoteItem {
  return {
    name: `Item ${over.itemNumber}`,
    category: 'Liquor',
    sizeMl: 750,
    containersPerUnit: 1,
    priceCents: 2000,
    salesTaxPercent: 7,
    availableToSell: 10,
    isAvailable: true,
    ...over,
  };
}

function input(items: QuoteItem[], over: Partial<QuoteInput> = {}): QuoteInput {
  return {
    orderType: 'pickup',
    lines: items.map((i) => ({ itemNumber: i.itemNumber, quantity: 2 })),
    items: new Map(items.map((i) => [i.itemNumber, i])),
    deposits: IOWA_DEPOSITS,
    shippingRules: RULES,
    ...over,
  };
}

describe('quote', () => {
  it('prices lines with a deposit per container, not taxed, in the total and the hold', () => {
    const q = quote(
      input([item({ itemNumber: 'A' }), item({ itemNumber: 'B', category: 'Beer', containersPerUnit: 6 })]),
    );
    expect(q.lines.map((l) => [l.itemNumber, l.lineTotalCents, l.depositCents, l.salesTaxCents])).toEqual([
      ['A', 4000, 10, 280],
      ['B', 4000, 60, 280], // two 6-packs: 12 containers
    ]);
    expect(q).toMatchObject({
      subtotalCents: 8000,
      discountCents: 0,
      depositCents: 70,
      shippingCents: 0,
      salesTaxCents: 560,
      totalCents: 8630,
      holdCents: 10356,
      problems: [],
    });
  });

  it('taxes a taxable deposit with its line (spec 9 per-line rule)', () => {
    const q = quote(
      input([item({ itemNumber: 'A', priceCents: 999, salesTaxPercent: 7.25 })], {
        deposits: [{ category: 'Liquor', minMl: 0, maxMl: 1000, centsPerContainer: 10, taxable: true }],
      }),
    );
    expect(q.lines[0]).toMatchObject({ lineTotalCents: 1998, depositCents: 20, salesTaxCents: 146 }); // 20.18 x 7.25 % = 1.463
  });

  it('picks the deposit rule by container size (California CRV style)', () => {
    const crv: DepositRule[] = [
      { category: 'Beer', minMl: 0, maxMl: 709, centsPerContainer: 5, taxable: false },
      { category: 'Beer', minMl: 710, maxMl: null, centsPerContainer: 10, taxable: false },
    ];
    const q = quote(
      input(
        [
          item({ itemNumber: 'S', category: 'Beer', sizeMl: 355 }),
          item({ itemNumber: 'L', category: 'Beer', sizeMl: 750 }),
        ],
        { deposits: crv },
      ),
    );
    expect(q.lines.map((l) => l.depositCents)).toEqual([10, 20]);
  });

  it('refuses spirits to New York and offers no shipping cost then', () => {
    const q = quote(
      input([item({ itemNumber: 'A' }), item({ itemNumber: 'X', category: 'Extras' })], {
        orderType: 'shipping',
        shipToState: 'NY',
        shippingOptionCents: 1899,
      }),
    );
    expect(q.problems).toEqual([
      { itemNumber: 'A', code: 'SHIPPING_RESTRICTED', message: 'Spirits can only be shipped within Iowa.' },
    ]);
    expect(q.shippingCents).toBe(0);
  });

  it('ships within the allowed states, at the chosen option cost', () => {
    const wine = item({ itemNumber: 'W', category: 'Wine' });
    const ok = quote(input([wine], { orderType: 'shipping', shipToState: 'MN', shippingOptionCents: 1899 }));
    expect(ok.problems).toEqual([]);
    expect(ok.shippingCents).toBe(1899);
    expect(ok.totalCents).toBe(4000 + 10 + 1899 + 280);
    const no = quote(input([wine], { orderType: 'shipping', shipToState: 'TX', shippingOptionCents: 1899 }));
    expect(no.problems[0].message).toBe('Wine can only be shipped to Iowa, Illinois and Minnesota.');
    const soda = quote(
      input([item({ itemNumber: 'S', category: 'Soda' })], { orderType: 'shipping', shipToState: 'IA' }),
    );
    expect(soda.problems.map((p) => p.message)).toEqual(['Soda cannot be shipped. Please choose delivery or pickup.']);
    const noOption = quote(input([wine], { orderType: 'shipping', shipToState: 'IA', shippingOptionCents: null }));
    expect(noOption.problems).toEqual([{ code: 'SHIPPING_OPTION', message: 'Please choose a shipping type.' }]);
    const noState = quote(input([wine], { orderType: 'shipping', shipToState: null }));
    expect(noState.problems.map((p) => p.code)).toEqual(['SHIPPING_STATE']);
  });

  it('charges the delivery fee below the free-over amount and enforces the minimum', () => {
    const deliver = (priceCents: number) =>
      quote(
        input([item({ itemNumber: 'A', priceCents })], {
          orderType: 'delivery',
          delivery: { deliverable: true, zone: ZONE },
        }),
      );
    expect(deliver(1000)).toMatchObject({
      shippingCents: 499,
      problems: [{ code: 'DELIVERY_MINIMUM', message: 'Delivery needs an order of at least $25.00.' }],
    });
    expect(deliver(2000)).toMatchObject({ shippingCents: 499, problems: [] });
    expect(deliver(5000)).toMatchObject({ shippingCents: 0, problems: [] }); // 100.00: free
    const outside = quote(
      input([item({ itemNumber: 'A' })], { orderType: 'delivery', delivery: { deliverable: false, zone: ZONE } }),
    );
    expect(outside.problems.map((p) => p.code)).toEqual(['NOT_DELIVERABLE']);
  });

  it('reports unknown items, unavailable ones and quantities above stock', () => {
    const q = quote(
      input(
        [
          item({ itemNumber: 'LOW', availableToSell: 1 }),
          item({ itemNumber: 'OUT', availableToSell: 0 }),
          item({ itemNumber: 'GONE', isAvailable: false }),
        ],
        {
          lines: [
            { itemNumber: 'LOW', quantity: 2 },
            { itemNumber: 'OUT', quantity: 1 },
            { itemNumber: 'GONE', quantity: 1 },
            { itemNumber: 'NOPE', quantity: 1 },
          ],
        },
      ),
    );
    expect(q.problems).toEqual([
      { itemNumber: 'LOW', code: 'LOW_STOCK', message: 'Only 1 left in stock.', available: 1 },
      { itemNumber: 'OUT', code: 'OUT_OF_STOCK', message: 'Out of stock.', available: 0 },
      { itemNumber: 'GONE', code: 'UNAVAILABLE', message: 'This item is no longer available.', available: 0 },
      { itemNumber: 'NOPE', code: 'UNKNOWN_ITEM', message: 'Item NOPE is not sold by this store.' },
    ]);
    expect(q.lines.map((l) => l.itemNumber)).toEqual(['LOW', 'OUT', 'GONE']);
    expect(problemsSentence(q.problems.slice(0, 1), (n) => `Bourbon ${n}`)).toBe('Bourbon LOW: Only 1 left in stock.');
  });

  it('applies a discount step per line, never below zero nor above the line, and taxes the discounted price', () => {
    const q = quote(
      input([item({ itemNumber: 'A' }), item({ itemNumber: 'B' })], {
        discounts: () => ({
          lineCents: new Map([
            ['A', 1000],
            ['B', 99999],
          ]),
        }),
      }),
    );
    expect(q.lines.map((l) => [l.discountCents, l.salesTaxCents, l.depositCents])).toEqual([
      [1000, 210, 10],
      [4000, 0, 10],
    ]);
    expect(q.totalCents).toBe(8000 - 5000 + 20 + 210);
  });

  describe('properties', () => {
    const arbItem = fc.record({
      name: fc.constant('Item'),
      itemNumber: fc.stringMatching(/^[A-Z0-9]{1,6}$/),
      category: fc.constantFrom('Wine', 'Beer', 'Liquor', 'Extras', 'Soda', ''),
      sizeMl: fc.integer({ min: 0, max: 5000 }),
      containersPerUnit: fc.integer({ min: 1, max: 24 }),
      priceCents: fc.integer({ min: 0, max: 500_000 }),
      salesTaxPercent: fc.constantFrom(0, 6, 7, 7.25),
      availableToSell: fc.integer({ min: 0, max: 50 }),
      isAvailable: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 30 }),
      discount: fc.integer({ min: -1000, max: 1_000_000 }),
    });
    const arbCart = fc.uniqueArray(arbItem, { selector: (i) => i.itemNumber, minLength: 1, maxLength: 8 });
    const arbType = fc.constantFrom('pickup', 'delivery', 'shipping') as fc.Arbitrary<
      'pickup' | 'delivery' | 'shipping'
    >;
    type CartLine = QuoteItem & { quantity: number; discount: number };
    const build = (cart: CartLine[], orderType: 'pickup' | 'delivery' | 'shipping', state: string) =>
      input(
        cart.map(({ quantity: _q, discount: _d, ...c }) => item(c)),
        {
          orderType,
          lines: cart.map((c) => ({ itemNumber: c.itemNumber, quantity: c.quantity })),
          shipToState: state,
          shippingOptionCents: 1899,
          delivery: { deliverable: true, zone: ZONE },
          discounts: () => ({ lineCents: new Map(cart.map((c) => [c.itemNumber, c.discount])) }),
        },
      );

    it('total = subtotal - discount + deposit + shipping + tax; hold >= total; nothing negative', () => {
      fc.assert(
        fc.property(arbCart, arbType, fc.constantFrom('IA', 'NY', 'MN'), (cart, type, state) => {
          const q = quote(build(cart, type, state));
          expect(q.totalCents).toBe(
            q.subtotalCents - q.discountCents + q.depositCents + q.shippingCents + q.salesTaxCents,
          );
          expect(q.subtotalCents).toBe(q.lines.reduce((s, l) => s + l.lineTotalCents, 0));
          expect(q.salesTaxCents).toBe(q.lines.reduce((s, l) => s + l.salesTaxCents, 0));
          expect(q.holdCents).toBeGreaterThanOrEqual(q.totalCents);
          for (const l of q.lines) {
            expect(l.depositCents).toBeGreaterThanOrEqual(0);
            expect(l.discountCents).toBeGreaterThanOrEqual(0);
            expect(l.discountCents).toBeLessThanOrEqual(l.lineTotalCents);
            expect(l.salesTaxCents).toBeGreaterThanOrEqual(0);
          }
          expect(q.totalCents).toBeGreaterThanOrEqual(0);
        }),
      );
    });

    it('does not depend on the order of the lines', () => {
      fc.assert(
        fc.property(arbCart, arbType, fc.constantFrom('IA', 'NY'), (cart, type, state) => {
          const a = quote(build(cart, type, state));
          const b = quote(build([...cart].reverse(), type, state));
          const { lines: la, problems: pa, ...ta } = a;
          const { lines: lb, problems: pb, ...tb } = b;
          expect(tb).toEqual(ta);
          const byItem = <T extends { itemNumber?: string; code?: string }>(xs: T[]) =>
            [...xs].sort((x, y) => `${x.itemNumber}${x.code}`.localeCompare(`${y.itemNumber}${y.code}`));
          expect(byItem(lb)).toEqual(byItem(la));
          expect(byItem(pb)).toEqual(byItem(pa));
        }),
      );
    });
  });
});

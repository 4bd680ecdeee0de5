import fc from 'fast-check';
import { applyPromotions, lineBottles, nudgeText, promotionBadge, shareCents } from './apply';
import type { PromotableLine, Promotion } from './types';
import { promotionPhase } from './window';
import { promotionProblem } from './validate';

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
const SPIRITS: Promotion = {
  id: 2,
  name: 'Summer Spirits Sale',
  kind: 'percent',
  selector: { categories: ['Liquor'], subCategories: ['Whiskey', 'Gin', 'Rum'] },
  percent: 20,
};
const WELCOME10: Promotion = {
  id: 3,
  name: 'Welcome',
  kind: 'threshold',
  selector: {},
  amountCents: 1000,
  thresholdCents: 7500,
  code: 'WELCOME10',
};

const wine = (itemNumber: string, quantity: number, priceCents = 1500): PromotableLine => ({
  itemNumber,
  category: 'Wine',
  subCategory: 'Red Wine',
  quantity,
  priceCents,
});

describe('promotions arithmetic', () => {
  it('mix-and-match: 6 bottles of any wines get 10 %, 12 get 15 %, 1 gets none, with a nudge', () => {
    const six = applyPromotions([wine('A', 4), wine('B', 2, 1999)], [WINE_CASE]);
    expect([...six.lineCents]).toEqual([
      ['A', 600],
      ['B', 400],
    ]);
    expect(six.applied).toEqual([{ id: 1, name: 'Wine case discount', kind: 'tiers', code: null, amountCents: 1000 }]);
    expect(six.nudges).toEqual(['Add 6 more bottles of wine to save 15 %']);
    expect([...applyPromotions([wine('A', 12)], [WINE_CASE]).lineCents]).toEqual([['A', 2700]]);
    const one = applyPromotions([wine('A', 1)], [WINE_CASE]);
    expect(one.lineCents.size).toBe(0);
    expect(one.nudges).toEqual([nudgeText(5, 10, 'wine')]);
    expect(nudgeText(2, 10, 'wine')).toBe('Add 2 more bottles of wine to save 10 %');
  });

  it('tiers count bottles, as deposits do: a case of 12 gets 15 %, a 6-pack and a bottle reach 10 % with a bottle nudge', () => {
    const caseOf12 = { ...wine('C', 1, 18000), containersPerUnit: 12 };
    const r = applyPromotions([caseOf12], [WINE_CASE]);
    expect([...r.lineCents]).toEqual([['C', 2700]]); // 15 % of $180
    expect(r.nudges).toEqual([]);
    const sixPack = { ...wine('S', 1, 6000), containersPerUnit: 6 };
    const six = applyPromotions([sixPack], [WINE_CASE]);
    expect([...six.lineCents]).toEqual([['S', 600]]);
    expect(six.nudges).toEqual(['Add 6 more bottles of wine to save 15 %']);
    // Two 3-packs and one bottle: 7 bottles, 10 % on both lines; 5 bottles short of the case.
    const mixed = applyPromotions([{ ...wine('T', 2, 3000), containersPerUnit: 3 }, wine('B', 1, 1000)], [WINE_CASE]);
    expect([...mixed.lineCents].sort()).toEqual([
      ['B', 100],
      ['T', 600],
    ]);
    expect(mixed.nudges).toEqual(['Add 5 more bottles of wine to save 15 %']);
    // A unit of unknown size counts as one bottle.
    expect(lineBottles({ ...wine('U', 3), containersPerUnit: Number.NaN })).toBe(3);
    expect(lineBottles({ ...wine('U', 3), containersPerUnit: 0 })).toBe(3);
  });

  it('the selector needs every non-empty list: whiskey, gin and rum, not vodka; each line its best promotion', () => {
    const lines: PromotableLine[] = [
      { itemNumber: 'W', category: 'Liquor', subCategory: 'whiskey', quantity: 1, priceCents: 3000 },
      { itemNumber: 'V', category: 'Liquor', subCategory: 'Vodka', quantity: 1, priceCents: 3000 },
    ];
    const tenOff: Promotion = { ...SPIRITS, id: 9, percent: 10, name: 'Ten' };
    const r = applyPromotions(lines, [tenOff, SPIRITS]);
    expect([...r.lineCents]).toEqual([['W', 600]]);
    expect(r.linePromotion.get('W')).toBe(2);
    expect(r.applied.map((a) => a.id)).toEqual([2]);
  });

  it('a code promotion applies only with its code and over its threshold, shared over the lines', () => {
    const lines = [wine('A', 3, 2000), wine('B', 1, 2000)];
    expect(applyPromotions(lines, [WELCOME10]).applied).toEqual([]);
    const r = applyPromotions(lines, [WELCOME10], { code: 'welcome10' });
    expect([...r.lineCents].sort()).toEqual([
      ['A', 750],
      ['B', 250],
    ]);
    expect(r.applied[0]).toMatchObject({ id: 3, amountCents: 1000, code: 'WELCOME10' });
    // Item discounts first: 4 x $20 = $80 less nothing; with 6 wines at $13: $78 - 10 % = $70.20 < $75.
    expect(applyPromotions([wine('A', 6, 1300)], [WINE_CASE, WELCOME10], { code: 'WELCOME10' }).orderPromotion).toBe(
      null,
    );
  });

  it('at most one order-level promotion: the one worth more; free delivery waives the fee', () => {
    const free: Promotion = { id: 4, name: 'Free delivery', kind: 'free_delivery', selector: {}, thresholdCents: 5000 };
    const lines = [wine('A', 5, 2000)];
    expect(applyPromotions(lines, [free, WELCOME10], { code: 'WELCOME10', feeCents: 499 }).orderPromotion?.id).toBe(3);
    const r = applyPromotions(lines, [free, WELCOME10], { feeCents: 499 });
    expect(r.freeDelivery).toBe(true);
    expect(r.lineCents.size).toBe(0);
    expect(r.applied).toEqual([{ id: 4, name: 'Free delivery', kind: 'free_delivery', code: null, amountCents: 499 }]);
    expect(applyPromotions(lines, [free], { feeCents: 0 }).applied).toEqual([]);
  });

  it('badges, phases and definitions', () => {
    expect(promotionBadge(WINE_CASE)).toBe('10 % off 6+');
    expect(promotionBadge(SPIRITS)).toBe('20 % off');
    expect(promotionBadge(WELCOME10)).toBe('$10.00 off over $75.00');
    expect(promotionPhase({ startsOn: '2026-06-01', endsOn: '2026-07-31' }, '2026-06-01')).toBe('active');
    expect(promotionPhase({ startsOn: '2026-06-01', endsOn: '2026-07-31' }, '2026-05-31')).toBe('scheduled');
    expect(promotionPhase({ startsOn: '2026-06-01', endsOn: '2026-07-31' }, '2026-08-01')).toBe('ended');
    expect(promotionPhase({ startsOn: '2026-06-01', endsOn: '2026-07-31', endedAt: new Date() }, '2026-06-02')).toBe(
      'ended',
    );
    const ok = { name: 'X', kind: 'percent' as const, startsOn: '2026-01-01', endsOn: '2026-01-02', percent: 5 };
    expect(promotionProblem(ok)).toBeNull();
    expect(promotionProblem({ ...ok, percent: 0 })).toBe('Percent off must be a whole number from 1 to 100.');
    expect(promotionProblem({ ...ok, endsOn: '2025-12-31' })).toBe('The end date must not be before the start date.');
    expect(promotionProblem({ ...ok, kind: 'tiers', tiers: [] })).toBe('Add at least one tier.');
    expect(promotionProblem({ ...ok, code: 'a b' })).toBe('A code is 3 to 40 letters, digits, - or _.');
  });

  it('shares an amount exactly, by largest remainder', () => {
    expect([
      ...shareCents(
        100,
        new Map([
          ['a', 100],
          ['b', 100],
          ['c', 100],
        ]),
      ),
    ]).toEqual([
      ['a', 34],
      ['b', 33],
      ['c', 33],
    ]);
    expect([...shareCents(500, new Map([['a', 100]]))]).toEqual([['a', 100]]);
  });

  // Properties: random carts and random promotions.
  const categories = ['Wine', 'Liquor', 'Beer'];
  const lineArb = fc.record({
    category: fc.constantFrom(...categories),
    subCategory: fc.constantFrom('Red Wine', 'Whiskey', 'Gin', 'Lager'),
    quantity: fc.integer({ min: 1, max: 30 }),
    priceCents: fc.integer({ min: 0, max: 20_000 }),
  });
  const linesArb = fc
    .array(lineArb, { minLength: 1, maxLength: 8 })
    .map((ls) => ls.map((l, i) => ({ ...l, itemNumber: `I${i}` })));
  const selectorArb = fc.record({
    categories: fc.subarray(categories),
    subCategories: fc.subarray(['Red Wine', 'Whiskey', 'Gin', 'Lager']),
  });
  const promotionArb = fc.oneof(
    fc.record({
      kind: fc.constant('percent' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      selector: selectorArb,
    }),
    fc.record({
      kind: fc.constant('amount' as const),
      amountCents: fc.integer({ min: 1, max: 30_000 }),
      selector: selectorArb,
    }),
    fc.record({
      kind: fc.constant('tiers' as const),
      tiers: fc.array(
        fc.record({ minQuantity: fc.integer({ min: 1, max: 24 }), percent: fc.integer({ min: 1, max: 100 }) }),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
      selector: selectorArb,
    }),
    fc.record({
      kind: fc.constant('threshold' as const),
      amountCents: fc.integer({ min: 1, max: 50_000 }),
      thresholdCents: fc.integer({ min: 0, max: 50_000 }),
      selector: selectorArb,
    }),
    fc.record({
      kind: fc.constant('free_delivery' as const),
      thresholdCents: fc.integer({ min: 0, max: 10_000 }),
      selector: selectorArb,
    }),
  );
  const promotionsArb = fc
    .array(promotionArb, { maxLength: 6 })
    .map((ps) => ps.map((p, i) => ({ ...p, id: i + 1, name: `P${i + 1}` }) as Promotion));

  it('never negative, never above the line, at most one order-level promotion', () => {
    fc.assert(
      fc.property(linesArb, promotionsArb, fc.integer({ min: 0, max: 2000 }), (lines, promotions, feeCents) => {
        const r = applyPromotions(lines, promotions, { feeCents });
        for (const l of lines) {
          const off = r.lineCents.get(l.itemNumber) ?? 0;
          expect(Number.isInteger(off)).toBe(true);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(l.priceCents * l.quantity);
        }
        expect(
          r.applied.filter((a) => a.kind === 'threshold' || a.kind === 'free_delivery').length,
        ).toBeLessThanOrEqual(1);
        const linesOff = [...r.lineCents.values()].reduce((s, v) => s + v, 0);
        const appliedToLines = r.applied
          .filter((a) => a.kind !== 'free_delivery')
          .reduce((s, a) => s + a.amountCents, 0);
        expect(appliedToLines).toBe(linesOff);
      }),
    );
  });

  it('the order of the lines does not matter', () => {
    fc.assert(
      fc.property(linesArb, promotionsArb, fc.integer({ min: 0, max: 2000 }), (lines, promotions, feeCents) => {
        const a = applyPromotions(lines, promotions, { feeCents });
        const b = applyPromotions([...lines].reverse(), promotions, { feeCents });
        const sorted = (m: Map<string, number>) => [...m].sort(([x], [y]) => (x < y ? -1 : 1));
        expect(sorted(b.lineCents)).toEqual(sorted(a.lineCents));
        expect(b.freeDelivery).toBe(a.freeDelivery);
        expect(b.applied).toEqual(a.applied);
      }),
    );
  });
});

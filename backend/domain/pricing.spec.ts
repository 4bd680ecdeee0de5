import fc from 'fast-check';
import {
  currentPriceCents,
  displayPriceCents,
  hasActiveSale,
  isOnSale,
  itemBySize,
  PricedItem,
  regularPriceCents,
  salePriceCents,
  SizedItem,
  sizeInMl,
} from './pricing';

const base: PricedItem = {
  packQuantity: 1,
  caseQuantity: 12,
  unitPriceCents: 0,
  packPriceCents: 0,
  casePriceCents: 0,
  unitSalePriceCents: 0,
  packSalePriceCents: 0,
  caseSalePriceCents: 0,
};
const item = (over: Partial<SizedItem>): SizedItem => ({
  ...base,
  itemNumber: '1',
  sizeDescription: '750 ml',
  packType: 'Bottle',
  isAvailable: true,
  availableToSell: 5,
  ...over,
});

describe('isOnSale (spec 4: dateSaleEnds set and today or later; started when a start is set)', () => {
  const today = '2025-06-15';
  it('is not on sale without an end date, even with a start date', () => {
    expect(isOnSale({}, today)).toBe(false);
    expect(isOnSale({ dateSaleStarts: '2025-06-01', dateSaleEnds: null }, today)).toBe(false);
  });
  it('is on sale through the last day inclusive', () => {
    expect(isOnSale({ dateSaleEnds: '2025-06-15' }, today)).toBe(true);
    expect(isOnSale({ dateSaleEnds: '2025-12-31' }, today)).toBe(true);
    expect(isOnSale({ dateSaleEnds: '2025-06-14' }, today)).toBe(false);
  });
  it('waits for the start date when one is set', () => {
    expect(isOnSale({ dateSaleStarts: '2025-06-16', dateSaleEnds: '2025-06-30' }, today)).toBe(false);
    expect(isOnSale({ dateSaleStarts: '2025-06-15', dateSaleEnds: '2025-06-30' }, today)).toBe(true);
  });
  it('matches plain date comparison for any window (property)', () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86400000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.option(day), fc.option(day), day, (starts, ends, t) => {
        const expected = ends !== null && ends >= t && (starts === null || starts <= t);
        return isOnSale({ dateSaleStarts: starts, dateSaleEnds: ends }, t) === expected;
      }),
    );
  });
});

describe('price selection (spec 4)', () => {
  it('uses the unit price when the pack quantity is 1, even a zero one', () => {
    expect(regularPriceCents({ ...base, packQuantity: 1, unitPriceCents: 1999, packPriceCents: 5000 })).toBe(1999);
    expect(regularPriceCents({ ...base, packQuantity: 1, unitPriceCents: 0, packPriceCents: 5000 })).toBe(0);
  });
  it('uses the unit price whenever it is above 0', () => {
    expect(
      regularPriceCents({ ...base, packQuantity: 6, caseQuantity: 24, unitPriceCents: 250, packPriceCents: 1299 }),
    ).toBe(250);
  });
  it('uses the pack price for a pack smaller than the case', () => {
    expect(
      regularPriceCents({ ...base, packQuantity: 6, caseQuantity: 24, packPriceCents: 1299, casePriceCents: 4599 }),
    ).toBe(1299);
  });
  it('uses the case price when the pack is the whole case', () => {
    expect(
      regularPriceCents({ ...base, packQuantity: 24, caseQuantity: 24, packPriceCents: 0, casePriceCents: 4599 }),
    ).toBe(4599);
    // A pack price does not apply to a full case.
    expect(
      regularPriceCents({ ...base, packQuantity: 24, caseQuantity: 24, packPriceCents: 1000, casePriceCents: 4599 }),
    ).toBe(4599);
  });
  it('is 0 when no rule applies', () => {
    expect(regularPriceCents({ ...base, packQuantity: 6, caseQuantity: 24, casePriceCents: 4599 })).toBe(0);
    expect(regularPriceCents({ ...base, packQuantity: 12, caseQuantity: 12, packPriceCents: 4599 })).toBe(0);
  });
  it('selects the sale price with the same logic on the sale fields', () => {
    expect(
      salePriceCents({ ...base, packQuantity: 6, caseQuantity: 24, packPriceCents: 1299, packSalePriceCents: 1099 }),
    ).toBe(1099);
    expect(salePriceCents({ ...base, packQuantity: 24, caseQuantity: 24, caseSalePriceCents: 3999 })).toBe(3999);
  });

  const cents = fc.integer({ min: 0, max: 1_000_000 });
  const priced = fc.record({
    packQuantity: fc.integer({ min: 0, max: 48 }),
    caseQuantity: fc.integer({ min: 0, max: 48 }),
    unitPriceCents: cents,
    packPriceCents: cents,
    casePriceCents: cents,
    unitSalePriceCents: cents,
    packSalePriceCents: cents,
    caseSalePriceCents: cents,
  });
  it('always returns one of the item own prices or 0 (property)', () => {
    fc.assert(
      fc.property(priced, (p) => {
        const r = regularPriceCents(p);
        const s = salePriceCents(p);
        return (
          [0, p.unitPriceCents, p.packPriceCents, p.casePriceCents].includes(r) &&
          [0, p.unitSalePriceCents, p.packSalePriceCents, p.caseSalePriceCents].includes(s)
        );
      }),
    );
  });
  it('the sale price of an item equals the regular price of the item with the sale fields swapped in (property)', () => {
    fc.assert(
      fc.property(
        priced,
        (p) =>
          salePriceCents(p) ===
          regularPriceCents({
            ...p,
            unitPriceCents: p.unitSalePriceCents,
            packPriceCents: p.packSalePriceCents,
            casePriceCents: p.caseSalePriceCents,
          }),
      ),
    );
  });

  describe('currentPriceCents', () => {
    const today = '2025-06-15';
    const onSale = { dateSaleStarts: '2025-06-01', dateSaleEnds: '2025-06-30' };
    it('charges the sale price while the sale runs', () => {
      expect(currentPriceCents({ ...base, unitPriceCents: 2999, unitSalePriceCents: 2499, ...onSale }, today)).toBe(
        2499,
      );
    });
    it('charges the regular price after the sale, before it, or when the sale price is 0', () => {
      expect(
        currentPriceCents(
          { ...base, unitPriceCents: 2999, unitSalePriceCents: 2499, dateSaleEnds: '2025-06-14' },
          today,
        ),
      ).toBe(2999);
      expect(
        currentPriceCents(
          {
            ...base,
            unitPriceCents: 2999,
            unitSalePriceCents: 2499,
            dateSaleStarts: '2025-06-20',
            dateSaleEnds: '2025-06-30',
          },
          today,
        ),
      ).toBe(2999);
      expect(currentPriceCents({ ...base, unitPriceCents: 2999, unitSalePriceCents: 0, ...onSale }, today)).toBe(2999);
    });
    it('never charges a "sale" price above the regular one; an item without a regular price sells at its sale price', () => {
      expect(currentPriceCents({ ...base, unitPriceCents: 2999, unitSalePriceCents: 3499, ...onSale }, today)).toBe(
        2999,
      );
      expect(currentPriceCents({ ...base, unitPriceCents: 0, unitSalePriceCents: 1999, ...onSale }, today)).toBe(1999);
    });
    it('never charges more than the regular price while it has one (property)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 100000 }), fc.integer({ min: 0, max: 100000 }), (regular, sale) => {
          const item = { ...base, unitPriceCents: regular, unitSalePriceCents: sale, ...onSale };
          return currentPriceCents(item, today) <= regular;
        }),
      );
    });
    it('hasActiveSale only when the sale lowers the price', () => {
      expect(hasActiveSale({ ...base, unitPriceCents: 2999, unitSalePriceCents: 2499, ...onSale }, today)).toBe(true);
      expect(hasActiveSale({ ...base, unitPriceCents: 2999, unitSalePriceCents: 2999, ...onSale }, today)).toBe(false);
    });
  });
});

describe('displayPriceCents (lowest current price among available sizes)', () => {
  const today = '2025-06-15';
  it('takes the lowest current price, counting sales, ignoring unavailable and unpriced sizes', () => {
    const items = [
      item({ itemNumber: 'a', unitPriceCents: 3999 }),
      item({ itemNumber: 'b', unitPriceCents: 2999, unitSalePriceCents: 1999, dateSaleEnds: '2025-07-01' }),
      item({ itemNumber: 'c', unitPriceCents: 999, isAvailable: false }),
      item({ itemNumber: 'd', unitPriceCents: 0 }),
    ];
    expect(displayPriceCents(items, today)).toBe(1999);
  });
  it('is 0 when nothing can be bought', () => {
    expect(displayPriceCents([], today)).toBe(0);
    expect(displayPriceCents([item({ unitPriceCents: 500, isAvailable: false })], today)).toBe(0);
  });
  it('is never above any available priced size and equals one of them (property)', () => {
    const arb = fc.array(
      fc.record({
        unitPriceCents: fc.integer({ min: 0, max: 100000 }),
        unitSalePriceCents: fc.integer({ min: 0, max: 100000 }),
        sale: fc.boolean(),
        isAvailable: fc.boolean(),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const items = rows.map((r, i) =>
          item({
            itemNumber: String(i),
            unitPriceCents: r.unitPriceCents,
            unitSalePriceCents: r.unitSalePriceCents,
            dateSaleEnds: r.sale ? '2025-06-20' : null,
            isAvailable: r.isAvailable,
          }),
        );
        const d = displayPriceCents(items, today);
        const candidates = items
          .filter((x) => x.isAvailable)
          .map((x) => currentPriceCents(x, today))
          .filter((p) => p > 0);
        return candidates.length === 0 ? d === 0 : d === Math.min(...candidates);
      }),
    );
  });
});

describe('itemBySize (spec 4 product page: duplicate variants removed)', () => {
  const today = '2025-06-15';
  it('removes variants with the same case size, pack size, pack type and size, keeping the available, cheaper one', () => {
    const variants = itemBySize(
      [
        item({ itemNumber: 'x1', unitPriceCents: 2999, isAvailable: false }),
        item({ itemNumber: 'x2', unitPriceCents: 3199 }),
        item({ itemNumber: 'x3', unitPriceCents: 2899, packType: 'bottle ' }),
        item({ itemNumber: 'x4', sizeDescription: '1.75 L', unitPriceCents: 4999 }),
        item({ itemNumber: 'x5', sizeDescription: '50 ml', unitPriceCents: 299 }),
      ],
      today,
    );
    expect(variants.map((v) => v.itemNumber)).toEqual(['x5', 'x3', 'x4']);
    expect(variants[1]).toMatchObject({
      size: '750 ml',
      price: 28.99,
      packSize: 1,
      caseSize: 12,
      isAvailable: true,
      currentPrice: 28.99,
      onSale: false,
    });
  });
  it('reports spec 3 fields in dollars, with the sale window', () => {
    const [v] = itemBySize(
      [
        item({
          itemNumber: 'p',
          packQuantity: 6,
          caseQuantity: 24,
          packType: '6-Pack',
          sizeDescription: '12 oz',
          packPriceCents: 1299,
          packSalePriceCents: 1099,
          dateSaleStarts: '2025-06-01',
          dateSaleEnds: '2025-06-30',
        }),
      ],
      today,
    );
    expect(v).toEqual({
      itemNumber: 'p',
      caseSize: 24,
      isAvailable: true,
      packSize: 6,
      packType: '6-Pack',
      size: '12 oz',
      availableToSell: 5,
      casePrice: 0,
      packPrice: 12.99,
      price: 0,
      saleCasePrice: 0,
      salePackPrice: 10.99,
      salePrice: 0,
      dateSaleStarts: '2025-06-01',
      dateSaleEnds: '2025-06-30',
      regularPrice: 12.99,
      currentPrice: 10.99,
      onSale: true,
    });
  });
  it('never returns two variants with the same key and keeps every distinct key (property)', () => {
    const arb = fc.array(
      fc.record({
        sizeDescription: fc.constantFrom('50 ml', '375 ml', '750 ml', '1 L', '1.75 L'),
        packType: fc.constantFrom('Bottle', 'Can', 'Case'),
        packQuantity: fc.constantFrom(1, 6, 12),
        caseQuantity: fc.constantFrom(6, 12, 24),
        unitPriceCents: fc.integer({ min: 0, max: 10000 }),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const items = rows.map((r, i) => item({ ...r, itemNumber: `n${i}` }));
        const keys = new Set(
          items.map((x) => [x.caseQuantity, x.packQuantity, x.packType, x.sizeDescription].join('|')),
        );
        const out = itemBySize(items, today);
        const outKeys = out.map((v) => [v.caseSize, v.packSize, v.packType, v.size].join('|'));
        return new Set(outKeys).size === outKeys.length && outKeys.length === keys.size;
      }),
    );
  });
});

describe('helpers', () => {
  it('reads sizes in millilitres', () => {
    expect(sizeInMl('750 ml')).toBe(750);
    expect(sizeInMl('1.75 L')).toBe(1750);
    expect(Math.round(sizeInMl('12 oz'))).toBe(355);
    expect(sizeInMl('gift set')).toBe(0);
  });
});

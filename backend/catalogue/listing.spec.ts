import fc from 'fast-check';
import { buildSnapshot } from './catalogue-snapshot';
import { ItemRow } from './catalogue-product';
import { collectionNamed } from './collections';
import { itemRow } from './item-row.fixture';
import { runListing } from './listing';
import { editDistance, SearchIndex } from './search-index';
import { foldText } from './search-text';

const TODAY = '2025-06-15';
const TYPES = [
  ['Wine', 'Red Wine', 'Merlot'],
  ['Wine', 'White Wine', 'Chardonnay'],
  ['Liquor', 'Spirits', 'Vodka'],
  ['Liquor', 'Spirits', 'Gin'],
  ['Beer', 'Ales', 'IPA'],
];
const COUNTRIES = ['France', 'Italy', 'United States'];
const BRANDS = ['Alpha', 'Beta', 'Gamma', 'Delta'];

function item(
  id: number,
  o: {
    type: number;
    country: number;
    brand: number;
    cents: number;
    size?: string;
    available?: boolean;
    family?: number;
  },
): ItemRow {
  const [main, group, sub] = TYPES[o.type];
  return itemRow(
    id,
    { sizeDescription: o.size ?? '750 ml', unitPriceCents: o.cents, isAvailable: o.available ?? true },
    {
      itemName: `${BRANDS[o.brand]} ${sub} No ${o.family ?? id}`,
      mainCategory: main,
      subCategory1: group,
      finalCategory: sub,
      brand: BRANDS[o.brand],
      country: COUNTRIES[o.country],
    },
  );
}

const itemsArb = fc.array(
  fc.record({
    type: fc.nat(TYPES.length - 1),
    country: fc.nat(COUNTRIES.length - 1),
    brand: fc.nat(BRANDS.length - 1),
    cents: fc.integer({ min: 0, max: 10000 }),
    available: fc.boolean(),
  }),
  { minLength: 1, maxLength: 60 },
);
const subset = <T>(list: T[]) => fc.subarray(list);

describe('runListing (facets: each counted with every other filter applied)', () => {
  it('a facet value count equals the total when only that value is ticked (property)', () => {
    fc.assert(
      fc.property(
        itemsArb,
        subset(COUNTRIES),
        subset(BRANDS),
        fc.option(fc.integer({ min: 0, max: 10000 })),
        (rows, countries, brands, max) => {
          const snap = buildSnapshot(
            1,
            7,
            rows.map((r, i) => item(i + 1, r)),
            TODAY,
          );
          const base = {
            countries,
            brands,
            maxPriceCents: max ?? undefined,
            sort: 'price_asc' as const,
            page: 1,
            pageSize: 100,
          };
          const r = runListing(snap, base);
          for (const f of r.facets.types) {
            if (runListing(snap, { ...base, types: [f.value] }).total !== f.count) return false;
          }
          for (const f of r.facets.countries) {
            if (runListing(snap, { ...base, countries: [f.value] }).total !== f.count) return false;
          }
          // Every listed product is available with a price inside the bounds, in price order.
          const prices = r.items.map((p) => p.displayPriceCents);
          return (
            prices.every((p, i) => p > 0 && (max === null || p <= max) && (i === 0 || prices[i - 1] <= p)) &&
            r.total >= r.items.length
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('matches the category against main category, group or item, and the sub-category too', () => {
    const snap = buildSnapshot(
      1,
      7,
      [
        item(1, { type: 0, country: 0, brand: 0, cents: 1000 }),
        item(2, { type: 2, country: 1, brand: 1, cents: 2000 }),
        item(3, { type: 3, country: 2, brand: 2, cents: 3000 }),
      ],
      TODAY,
    );
    const total = (category?: string, subCategory?: string) =>
      runListing(snap, { category, subCategory, sort: 'relevance', page: 1, pageSize: 10 }).total;
    expect(total('liquor')).toBe(2);
    expect(total('Spirits')).toBe(2);
    expect(total('vodka', 'vodka')).toBe(1);
    expect(total('Liquor', 'Gin')).toBe(1);
    expect(total('wine', 'France')).toBe(1);
    expect(total('motor oil')).toBe(0);
  });

  it('groups the sizes of one product and prices it at its cheapest available size', () => {
    const snap = buildSnapshot(
      1,
      7,
      [
        item(1, { type: 2, country: 0, brand: 0, cents: 2999, family: 9 }),
        item(2, { type: 2, country: 0, brand: 0, cents: 999, size: '375 ml', family: 9 }),
        item(3, { type: 2, country: 0, brand: 0, cents: 499, size: '50 ml', family: 9, available: false }),
      ],
      TODAY,
    );
    expect(snap.products).toHaveLength(1);
    const [p] = snap.products;
    expect(p.displayPriceCents).toBe(999);
    expect(p.rep.itemNumber).toBe('1001'); // the 750 ml bottle is the product's face
    expect(p.listedVariants.map((v) => v.size)).toEqual(['375 ml', '750 ml']);
    expect(p.allVariants.map((v) => v.size)).toEqual(['50 ml', '375 ml', '750 ml']);
    expect(snap.byItemNumber.get('1003')).toBe(p);
  });
});

describe('SearchIndex', () => {
  const snap = buildSnapshot(
    1,
    7,
    [
      item(1, { type: 2, country: 0, brand: 0, cents: 1000 }),
      item(2, { type: 0, country: 1, brand: 1, cents: 1000 }),
      item(3, { type: 1, country: 2, brand: 2, cents: 1000 }),
    ],
    TODAY,
  );
  const index = SearchIndex.of(snap.products);
  const names = (q: string) => [...index.search(q).keys()].map((key) => snap.byKey.get(key)!.content.name);

  it('finds whole words, prefixes and words with one typo, and needs every word', () => {
    expect(names('vodka')).toEqual(['Alpha Vodka No 1']);
    expect(names('vod')).toEqual(['Alpha Vodka No 1']);
    expect(names('vodak')).toEqual(['Alpha Vodka No 1']);
    expect(names('merlott')).toEqual(['Beta Merlot No 2']);
    expect(names('chardonay')).toEqual(['Gamma Chardonnay No 3']);
    expect(names('merlot italy')).toEqual(['Beta Merlot No 2']);
    expect(names('merlot france')).toEqual([]);
    expect(names('🍷')).toEqual([]);
  });

  it('folds case, accents and apostrophes', () => {
    expect(foldText("Rosé Tito's")).toBe('rose titos');
  });

  it('computes edit distance with swaps of neighbours as one edit', () => {
    expect(editDistance('vodak', 'vodka', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('runListing: size, on sale and in stock filters', () => {
  const SIZES = ['50 ml', '750 ml', '1.75 L'];
  const rowsArb = fc.array(
    fc.record({
      type: fc.nat(TYPES.length - 1),
      country: fc.nat(COUNTRIES.length - 1),
      brand: fc.nat(BRANDS.length - 1),
      cents: fc.integer({ min: 100, max: 10000 }),
      size: fc.constantFrom(...SIZES),
      stock: fc.constantFrom(0, 3),
      sale: fc.boolean(),
    }),
    { minLength: 1, maxLength: 50 },
  );
  interface Row {
    type: number;
    country: number;
    brand: number;
    cents: number;
    size: string;
    stock: number;
    sale: boolean;
  }
  const build = (rows: Row[]) =>
    buildSnapshot(
      1,
      7,
      rows.map((r, i) => ({
        ...item(i + 1, {
          type: r.type,
          country: r.country,
          brand: r.brand,
          cents: r.cents,
          size: r.size,
          family: i + 1,
        }),
        availableToSell: r.stock,
        unitSalePriceCents: r.sale ? Math.floor(r.cents / 2) : 0,
        dateSaleStarts: r.sale ? '2025-06-01' : null,
        dateSaleEnds: r.sale ? '2025-06-30' : null,
      })),
      TODAY,
    );

  it('each count equals the total once that filter is ticked, with the others unchanged (property)', () => {
    fc.assert(
      fc.property(rowsArb, subset(SIZES), fc.boolean(), fc.boolean(), (rows, sizes, onSale, inStock) => {
        const snap = build(rows);
        const base = { sizes, onSale, inStock, sort: 'price_asc' as const, page: 1, pageSize: 100 };
        const r = runListing(snap, base);
        for (const f of r.facets.sizes)
          if (runListing(snap, { ...base, sizes: [f.value] }).total !== f.count) return false;
        if (runListing(snap, { ...base, onSale: true }).total !== r.facets.onSale) return false;
        if (runListing(snap, { ...base, inStock: true }).total !== r.facets.inStock) return false;
        return r.items.every(
          (p) =>
            (!onSale || p.onSale) &&
            (!inStock || p.listedVariants.some((v) => v.availableToSell > 0)) &&
            (sizes.length === 0 || p.listedVariants.some((v) => sizes.includes(v.size))),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('lists sizes smallest first', () => {
    const snap = build([
      { type: 0, country: 0, brand: 0, cents: 1000, size: '1.75 L', stock: 3, sale: false },
      { type: 0, country: 0, brand: 1, cents: 1000, size: '50 ml', stock: 3, sale: false },
      { type: 0, country: 0, brand: 2, cents: 1000, size: '750 ml', stock: 0, sale: true },
    ]);
    const r = runListing(snap, { sort: 'relevance', page: 1, pageSize: 10 });
    expect(r.facets.sizes.map((f) => f.value)).toEqual(['50 ml', '750 ml', '1.75 L']);
    expect([r.facets.onSale, r.facets.inStock]).toEqual([1, 2]);
  });
});

describe('collections', () => {
  it('"Spirit Bundles" holds gift packs of spirits, "Private Selected" store-picked barrels', () => {
    const rows = [
      { ...item(1, { type: 2, country: 0, brand: 0, cents: 1000 }), packType: 'Gift Pack' },
      { ...item(2, { type: 0, country: 0, brand: 1, cents: 1000 }), packType: 'Gift Pack' }, // wine: not a spirit
      item(3, { type: 3, country: 0, brand: 2, cents: 1000 }),
    ];
    rows[2].bev!.itemName = 'Gamma Gin Private Select Barrel';
    const snap = buildSnapshot(1, 7, rows, TODAY);
    const names = (name: string) =>
      runListing(snap, { collection: collectionNamed(name), sort: 'relevance', page: 1, pageSize: 10 }).items.map(
        (p) => p.content.name,
      );
    expect(names('spirit  bundles')).toEqual(['Alpha Vodka No 1']);
    expect(names('Private Selected')).toEqual(['Gamma Gin Private Select Barrel']);
    expect(collectionNamed('vodka')).toBeUndefined();
  });
});

import { LISTING_SQL, listingSqlParams, SqlListingParams } from '../../backend/bench/listing-sql';
import { storeToday } from '../../backend/domain/store-time';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The in-memory listing checked against an independent implementation: the same listing as one
 * SQL statement (also timed by the benchmark). Totals, facet counts, price bounds and the page's
 * prices must agree for every combination of filters and sorts below.
 */
describe('listing agrees with the same query written in SQL', () => {
  let t: TestApp;
  let storeId: number;
  beforeAll(async () => {
    t = await startTestApp();
    [{ id: storeId }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'northside'`);
    // Put a few more sales in progress, ended and scheduled so sale prices drive displayPrice.
    await t.db.query(
      `UPDATE inventory_item SET unit_sale_price_cents = greatest(unit_price_cents - 300, 99), date_sale_starts = current_date - 1, date_sale_ends = current_date + 3 WHERE id % 17 = 0`,
    );
    await t.db.query(
      `UPDATE inventory_item SET unit_sale_price_cents = greatest(unit_price_cents - 300, 99), date_sale_starts = current_date + 2, date_sale_ends = current_date + 9 WHERE id % 19 = 0`,
    );
  });
  afterAll(() => t.close());

  const cases: Omit<SqlListingParams, 'storeId' | 'today' | 'page' | 'pageSize'>[] = [
    { category: 'wine', subCategory: 'wine', sort: 'price_asc' },
    { category: 'Wine', subCategory: 'Pinot Noir', countries: ['United States', 'France'], sort: 'price_desc' },
    {
      category: 'liquor',
      types: ['Whiskey', 'Rum'],
      countries: ['Scotland', 'Jamaica', 'United States'],
      minPriceCents: 2000,
      maxPriceCents: 7000,
      sort: 'price_asc',
    },
    { category: 'vodka', subCategory: 'vodka', brands: ["Tito's", 'Absolut', 'Smirnoff'], sort: 'price_asc' },
    { category: 'Beer', types: ['IPA', 'Lager', 'Stout'], maxPriceCents: 2500, sort: 'price_desc' },
    { category: 'tequila', subCategory: 'tequila', minPriceCents: 8000, maxPriceCents: 3000, sort: 'price_asc' },
    { sort: 'price_asc', countries: ['Italy'] },
  ];

  it.each(cases)('%j', async (c) => {
    const page = { page: 2, pageSize: 12 };
    const [sql] = await t.db.query(
      LISTING_SQL(c.sort),
      listingSqlParams({ ...c, ...page, storeId, today: storeToday('America/Chicago') }),
    );
    const qs = new URLSearchParams({ sort: c.sort, page: String(page.page), pageSize: String(page.pageSize) });
    if (c.category) qs.set('category', c.category);
    if (c.subCategory) qs.set('subCategory', c.subCategory);
    if (c.types) qs.set('types', c.types.join(','));
    if (c.countries) qs.set('countries', c.countries.join(','));
    if (c.brands) qs.set('brands', c.brands.join(','));
    if (c.minPriceCents !== undefined) qs.set('minPrice', String(c.minPriceCents / 100));
    if (c.maxPriceCents !== undefined) qs.set('maxPrice', String(c.maxPriceCents / 100));
    const api = (await t.http().get(`/api/storeinventory/Listing?${qs}`).expect(200)).body;

    expect(api.total).toBeGreaterThan(0);
    expect(api.total).toBe(sql.total);
    const facet = (list: { value: string; count: number }[]) =>
      Object.fromEntries(list.map((f) => [f.value.toLowerCase(), f.count]));
    expect(facet(api.facets.types)).toEqual(facet(sql.types));
    expect(facet(api.facets.countries)).toEqual(facet(sql.countries));
    if (sql.brands.length <= 100) expect(facet(api.facets.brands)).toEqual(facet(sql.brands));
    expect(Math.round(api.facets.minPrice * 100)).toBe(sql.min_price_cents ?? 0);
    expect(Math.round(api.facets.maxPrice * 100)).toBe(sql.max_price_cents ?? 0);
    expect(api.items.map((i: any) => Math.round(i.displayPrice * 100))).toEqual(
      (sql.items ?? []).map((i: any) => i.displayPriceCents),
    );
  });
});

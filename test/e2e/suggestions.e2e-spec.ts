import { startTestApp, TestApp } from '../support/test-app';

/** GET /api/storeinventory/Suggest, search-as-you-type from the in-memory catalogue. */
describe('search suggestions (GET /api/storeinventory/Suggest)', () => {
  let t: TestApp;
  const suggest = async (q: string, store?: string) => {
    const req = t.http().get('/api/storeinventory/Suggest').query({ q });
    return (await (store ? req.set('X-Store', store) : req).expect(200)).body;
  };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers nothing under 2 characters', async () => {
    expect(await suggest('')).toEqual({ products: [], brands: [], categories: [] });
    expect(await suggest('v')).toEqual({ products: [], brands: [], categories: [] });
    expect(await suggest(' v ')).toEqual({ products: [], brands: [], categories: [] });
  });

  it('suggests products, brands and categories from 2 characters, public and cached', async () => {
    const res = await t.http().get('/api/storeinventory/Suggest?q=vo').expect(200);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.length).toBeLessThanOrEqual(6);
    for (const p of res.body.products) {
      expect(Object.keys(p).sort()).toEqual(['brand', 'displayPrice', 'itemNumber', 'name', 'thumbnailUrl']);
      expect(p.displayPrice).toBeGreaterThan(0);
    }
    expect(res.body.categories).toContainEqual({ name: 'Vodka', category: 'Liquor', count: expect.any(Number) });
    // The count is the number of products the listing of that type shows.
    const vodka = res.body.categories.find((c: { name: string }) => c.name === 'Vodka');
    const listing = await t
      .http()
      .get('/api/storeinventory/Listing?category=Liquor&types=Vodka&pageSize=1')
      .expect(200);
    expect(vodka.count).toBe(listing.body.total);
    expect(res.headers.etag).toBeDefined();
    await t.http().get('/api/storeinventory/Suggest?q=vo').set('If-None-Match', res.headers.etag).expect(304);
  });

  it('matches brands by the start of their words, and products despite a typo', async () => {
    const [row] = await t.db.query(
      `SELECT b.brand FROM inventory_item i JOIN beverage b ON b.id = i.beverage_id JOIN store s ON s.id = i.store_id
        WHERE s.web_url = 'northside' AND i.is_available AND length(b.brand) > 6 AND b.brand ~ '^[A-Za-z]+$'
        GROUP BY b.brand ORDER BY count(*) DESC LIMIT 1`,
    );
    const brand: string = row.brand;
    const r = await suggest(brand.slice(0, 4).toLowerCase());
    expect(r.brands.map((b: { name: string }) => b.name)).toContain(brand);
    const typo = await suggest('chardonay');
    expect(typo.products.length).toBeGreaterThan(0);
    expect(typo.categories.map((c: { name: string }) => c.name)).toEqual([]); // categories need the right start
    expect((await suggest('chard')).categories).toContainEqual(expect.objectContaining({ name: 'Chardonnay' }));
  });

  it('answers from the store of the request, and refuses a text over 100 characters', async () => {
    const north = await suggest('wine');
    const harbor = await suggest('wine', 'harbor');
    expect(north.categories.length).toBeGreaterThan(0);
    expect(JSON.stringify(harbor)).not.toBe(JSON.stringify(north));
    const res = await t
      .http()
      .get('/api/storeinventory/Suggest')
      .query({ q: 'x'.repeat(101) })
      .expect(400);
    expect(res.body.message).toBe('q is too long (at most 100 characters).');
  });
});

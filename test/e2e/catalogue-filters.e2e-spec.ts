import { startTestApp, TestApp } from '../support/test-app';

/** Collections of the catalogue, and the size, on sale and in stock filters. */
describe('listing filters and collections (GET /api/storeinventory/Listing)', () => {
  let t: TestApp;
  const listing = async (query: string) =>
    (await t.http().get(`/api/storeinventory/Listing?${query}`).expect(200)).body;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('filters by size: every product listed has that size on the shelf, the count was the one shown', async () => {
    const all = await listing('category=Wine&subCategory=Wine&pageSize=1');
    const size = all.facets.sizes.find((f: { value: string }) => f.value === '1.5 L');
    expect(size.count).toBeGreaterThan(0);
    const sizes = all.facets.sizes.map((f: { value: string }) => f.value);
    expect(sizes.indexOf('375 ml')).toBeLessThan(sizes.indexOf('750 ml')); // smallest first
    const r = await listing('category=Wine&subCategory=Wine&sizes=1.5%20L&pageSize=100');
    expect(r.total).toBe(size.count);
    expect(r.total).toBeLessThan(all.total);
    for (const p of r.items)
      expect(
        p.itemBySize.some((v: { size: string; isAvailable: boolean }) => v.size === '1.5 L' && v.isAvailable),
      ).toBe(true);
  });

  it('filters on sale and in stock from the live rows, and counts them with the other filters applied', async () => {
    const before = await listing('category=Wine&subCategory=Wine&onSale=true&pageSize=100');
    expect(before.total).toBe(before.facets.onSale);
    for (const p of before.items) expect(p.itemBySize.some((v: { onSale: boolean }) => v.onSale)).toBe(true);

    const stocked = await listing('category=Wine&subCategory=Wine&inStock=true&pageSize=100');
    expect(stocked.total).toBe(stocked.facets.inStock);
    for (const p of stocked.items)
      expect(p.itemBySize.some((v: { availableToSell: number }) => v.availableToSell > 0)).toBe(true);

    // Sell out every size of one listed product: it leaves the in-stock list (after the catalogue's NOTIFY).
    const product = stocked.items[0];
    await t.db.query(`UPDATE inventory_item SET available_to_sell = 0 WHERE item_number = ANY($1)`, [
      product.itemBySize.map((v: { itemNumber: string }) => v.itemNumber),
    ]);
    let after = stocked;
    for (let i = 0; i < 100 && after.total === stocked.total; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await listing('category=Wine&subCategory=Wine&inStock=true&pageSize=100');
    }
    expect(after.total).toBe(stocked.total - 1);
    expect(after.items.map((p: { itemNumber: string }) => p.itemNumber)).not.toContain(product.itemNumber);
  });

  it('refuses a yes/no filter that is neither true nor false', async () => {
    const res = await t.http().get('/api/storeinventory/Listing?onSale=maybe').expect(400);
    expect(JSON.stringify(res.body)).toContain('onSale must be true or false.');
    await t.http().get('/api/storeinventory/Listing?inStock=yes').expect(400);
  });

  it("lists the home menu's 'Spirit Bundles' and 'Private Selected' as real collections of spirits", async () => {
    const bundles = await listing('search=Spirit%20Bundles&pageSize=100');
    expect(bundles.collection).toEqual({ name: 'Spirit Bundles', description: expect.any(String) });
    expect(bundles.total).toBeGreaterThan(10);
    for (const p of bundles.items) {
      expect(['Wine', 'Beer']).not.toContain(p.mainCategory);
      expect(p.itemBySize.some((v: { packType: string }) => v.packType === 'Gift Pack')).toBe(true);
    }
    const picks = await listing('search=private%20selected&pageSize=100');
    expect(picks.collection.name).toBe('Private Selected');
    expect(picks.total).toBeGreaterThan(5);
    for (const p of picks.items) {
      expect(['Wine', 'Beer']).not.toContain(p.mainCategory);
      expect(p.itemDescription).toMatch(/private|barrel|picked/i);
    }
    // Any other search is a plain search, without a collection.
    expect((await listing('search=vodka&pageSize=1')).collection).toBeUndefined();
  });
});

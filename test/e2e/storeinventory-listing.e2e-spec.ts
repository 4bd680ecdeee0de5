import zlib from 'node:zlib';
import { CatalogueService } from '../../backend/catalogue/catalogue.service';
import { startTestApp, TestApp } from '../support/test-app';
import { PRODUCT_FIELDS, VARIANT_FIELDS } from './catalogue-fixtures';

describe('storefront listing (GET /api/storeinventory/Listing)', () => {
  let t: TestApp;
  const listing = (query: string, store?: string) => {
    const req = t.http().get(`/api/storeinventory/Listing?${query}`);
    return store ? req.set('X-Store', store) : req;
  };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('returns a page of products with total, page, pageSize and facets, in the spec field names', async () => {
    const res = await listing('category=wine&subCategory=wine&pageSize=5').expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['facets', 'items', 'page', 'pageSize', 'total']);
    expect(res.body.items).toHaveLength(5);
    expect(res.body.total).toBeGreaterThan(100);
    expect(res.body).toMatchObject({ page: 1, pageSize: 5 });
    for (const item of res.body.items) {
      for (const f of PRODUCT_FIELDS) expect(item).toHaveProperty(f);
      expect(item.mainCategory).toBe('Wine');
      expect(item.displayPrice).toBeGreaterThan(0);
      expect(item.imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
      expect(item.thumbnailUrl).toMatch(/^\/api\/images\/[0-9a-f]{64}\?w=300$/);
      expect(JSON.stringify(item)).not.toMatch(/imageBlob|base64/);
      expect(item.itemBySize.length).toBeGreaterThan(0);
      for (const v of item.itemBySize) for (const f of VARIANT_FIELDS) expect(v).toHaveProperty(f);
    }
    // Repeat visits revalidate cheaply.
    expect(res.headers.etag).toMatch(/^W\/"/);
    await listing('category=wine&subCategory=wine&pageSize=5').set('If-None-Match', res.headers.etag).expect(304);
    // The kept answer's bytes: UTF-8 JSON, whole, and the same when compressed for the client.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const plain = await listing('category=wine&subCategory=wine&pageSize=5').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
    const gzipped = await listing('category=wine&subCategory=wine&pageSize=5')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(plain.text);
    const f = res.body.facets;
    expect(Object.keys(f).sort()).toEqual([
      'brands',
      'countries',
      'inStock',
      'maxPrice',
      'minPrice',
      'onSale',
      'sizes',
      'types',
    ]);
    expect(f.types[0]).toEqual({ value: expect.any(String), count: expect.any(Number) });
    expect(f.minPrice).toBeGreaterThan(0);
    expect(f.maxPrice).toBeGreaterThanOrEqual(f.minPrice);
  });

  it('sends a kept answer compressed as the client asks, compressing it once per encoding', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    const gzipped = jest.spyOn(zlib, 'gzipSync');
    const catalogue = t.app.get(CatalogueService);
    const query = 'category=wine&sort=price_desc&pageSize=24';
    const ask = (encoding: string) => listing(query).set('Accept-Encoding', encoding).expect(200);
    try {
      // Kept from its second request on (seen-twice.ts), as it is, once the store's snapshot is
      // in memory: asked until the cache stops growing.
      let plain = await ask('identity');
      for (let before = -1, k = 0; before !== catalogue.cacheUse().bytes && k < 10; k++) {
        before = catalogue.cacheUse().bytes;
        plain = await ask('identity');
      }
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      const kept = catalogue.cacheUse().bytes;
      // A browser's header: brotli, made once and counted with the kept answer.
      const br = await ask('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(br.text).toBe(plain.text);
      expect(br.headers.etag).toBe(plain.headers.etag);
      const brBytes = Number(br.headers['content-length']);
      expect(brBytes).toBeLessThan(Buffer.byteLength(plain.text) / 3);
      expect(catalogue.cacheUse().bytes - kept).toBe(brBytes);
      const again = await ask('br');
      expect(Number(again.headers['content-length'])).toBe(brBytes);
      expect(again.text).toBe(plain.text);
      expect(catalogue.cacheUse().bytes - kept).toBe(brBytes);
      // gzip when the client prefers it or takes nothing else; q=0 refuses an encoding.
      const gzip = await ask('br;q=0.5, gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.text).toBe(plain.text);
      expect((await ask('gzip;q=1, br;q=0')).headers['content-encoding']).toBe('gzip');
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(gzipped).toHaveBeenCalledTimes(1);
      // An answer sent once (not kept) is compressed for its one send alike.
      const once = await listing('category=wine&sort=newest&pageSize=24').set('Accept-Encoding', 'br').expect(200);
      expect(once.headers['content-encoding']).toBe('br');
      const oncePlain = await listing('category=wine&sort=newest&pageSize=24').set('Accept-Encoding', 'identity');
      expect(once.text).toBe(oncePlain.text);
      // A revalidation still answers 304, whatever the encoding.
      await listing(query).set('Accept-Encoding', 'br').set('If-None-Match', br.headers.etag).expect(304);
    } finally {
      brotli.mockRestore();
      gzipped.mockRestore();
    }
  });

  it('matches a category case-insensitively against the main category or the sub-category (home cards)', async () => {
    const vodka = await listing('category=vodka&subCategory=vodka&pageSize=100').expect(200);
    expect(vodka.body.total).toBeGreaterThan(50);
    expect(vodka.body.items.every((i: any) => i.subCategory === 'Vodka')).toBe(true);
    const beer = await listing('category=Beer&subCategory=Beer').expect(200);
    expect(beer.body.total).toBeGreaterThan(10);
    const menuItem = await listing('category=Wine&subCategory=Cabernet%20Sauvignon&pageSize=100').expect(200);
    expect(menuItem.body.total).toBeGreaterThan(3);
    expect(
      menuItem.body.items.every((i: any) => i.subCategory === 'Cabernet Sauvignon' && i.mainCategory === 'Wine'),
    ).toBe(true);
    const group = await listing('category=Wine&subCategory=Red%20Wine&pageSize=1').expect(200);
    expect(group.body.total).toBeGreaterThan(menuItem.body.total);
  });

  it('lists only available products with a price, each with its buyable sizes', async () => {
    const res = await listing('category=Liquor&pageSize=100&page=2').expect(200);
    for (const item of res.body.items) {
      expect(item.isAvailable).toBe(true);
      expect(item.displayPrice).toBeGreaterThan(0);
      expect(item.itemBySize.every((v: any) => v.isAvailable)).toBe(true);
      // displayPrice: the lowest current price among the sizes.
      expect(item.displayPrice).toBe(Math.min(...item.itemBySize.map((v: any) => v.currentPrice)));
    }
  });

  it('sorts by price low to high, high to low and newest arrival', async () => {
    const asc = (await listing('category=Whiskey&sort=price_asc&pageSize=60').expect(200)).body.items.map(
      (i: any) => i.displayPrice,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await listing('category=Whiskey&sort=price_desc&pageSize=60').expect(200)).body.items.map(
      (i: any) => i.displayPrice,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[0]);
    const newest = (await listing('category=Whiskey&sort=newest&pageSize=60').expect(200)).body.items.map((i: any) =>
      Date.parse(i.createdDate),
    );
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('filters by types, countries, brands and an inclusive price range, all together', async () => {
    const res = await listing(
      'category=Wine&types=Pinot%20Noir,Chardonnay&countries=France,United%20States&minPrice=15&maxPrice=60&pageSize=100',
    ).expect(200);
    expect(res.body.total).toBeGreaterThan(0);
    for (const i of res.body.items) {
      expect(['Pinot Noir', 'Chardonnay']).toContain(i.subCategory);
      expect(['France', 'United States']).toContain(i.countryOfOrigin);
      expect(i.displayPrice).toBeGreaterThanOrEqual(15);
      expect(i.displayPrice).toBeLessThanOrEqual(60);
    }
    const brand = res.body.items[0].brand;
    const byBrand = await listing(`category=Wine&brands=${encodeURIComponent(brand)}&pageSize=100`).expect(200);
    expect(byBrand.body.items.every((i: any) => i.brand === brand)).toBe(true);
  });

  it('swaps price bounds given the wrong way round and treats negative bounds as 0', async () => {
    const right = await listing('category=Rum&minPrice=10&maxPrice=30').expect(200);
    const swapped = await listing('category=Rum&minPrice=30&maxPrice=10').expect(200);
    expect(swapped.body.total).toBe(right.body.total);
    const negative = await listing('category=Rum&minPrice=-50&maxPrice=30').expect(200);
    const zero = await listing('category=Rum&minPrice=0&maxPrice=30').expect(200);
    expect(negative.body.total).toBe(zero.body.total);
  });

  it('counts each facet with every other filter applied, agreeing with the items returned', async () => {
    const base = 'category=Liquor&countries=United%20States,Mexico&minPrice=20&maxPrice=80';
    const res = await listing(`${base}&types=Tequila&pageSize=1`).expect(200);
    const { types, countries, brands } = res.body.facets;
    // Type counts ignore the type filter: ticking another type lists exactly that many.
    for (const facet of types.slice(0, 4)) {
      const only = await listing(`${base}&types=${encodeURIComponent(facet.value)}&pageSize=1`).expect(200);
      expect(only.body.total).toBe(facet.count);
    }
    // Country counts keep the type filter and ignore the country filter.
    for (const facet of countries.slice(0, 3)) {
      const only = await listing(
        `category=Liquor&types=Tequila&minPrice=20&maxPrice=80&countries=${encodeURIComponent(facet.value)}&pageSize=1`,
      ).expect(200);
      expect(only.body.total).toBe(facet.count);
    }
    // Brand counts ignore the brand filter: ticking one brand lists exactly that many.
    for (const facet of brands.slice(0, 3)) {
      const only = await listing(`${base}&types=Tequila&brands=${encodeURIComponent(facet.value)}&pageSize=1`).expect(
        200,
      );
      expect(only.body.total).toBe(facet.count);
    }
    // With no brand ticked, the brand counts add up to the total (every product has one brand).
    const malbec = (await listing('category=Wine&types=Malbec&pageSize=1').expect(200)).body;
    expect(malbec.facets.brands.reduce((n: number, b: any) => n + b.count, 0)).toBe(malbec.total);
    // The price bounds are those of the products matching every filter but the price range.
    const unpriced = await listing(
      'category=Liquor&countries=United%20States,Mexico&types=Tequila&sort=price_asc&pageSize=1',
    ).expect(200);
    expect(res.body.facets.minPrice).toBe(unpriced.body.items[0].displayPrice);
    const top = await listing(
      'category=Liquor&countries=United%20States,Mexico&types=Tequila&sort=price_desc&pageSize=1',
    ).expect(200);
    expect(res.body.facets.maxPrice).toBe(top.body.items[0].displayPrice);
  });

  it('agrees on every type of a menu group, including one named like its group (Sparkling Wine)', async () => {
    const menu = (await t.http().get('/api/MenuItem/GetMenuCategory').expect(200)).body;
    const sparkling = menu
      .find((c: any) => c.name === 'Wine')
      .subCategories.find((g: any) => g.name === 'Sparkling Wine');
    expect(sparkling.items).toContain('Sparkling Wine');
    const types = sparkling.items.map(encodeURIComponent).join(',');
    const all = (await listing(`category=Wine&subCategory=Sparkling%20Wine&types=${types}&pageSize=1`).expect(200))
      .body;
    for (const facet of all.facets.types) {
      const only = (
        await listing(
          `category=Wine&subCategory=Sparkling%20Wine&types=${encodeURIComponent(facet.value)}&pageSize=1`,
        ).expect(200)
      ).body;
      expect([facet.value, only.total]).toEqual([facet.value, facet.count]);
    }
    // The route's sub-category names the item, not the whole group.
    const routed = (await listing('category=Wine&subCategory=Sparkling%20Wine&pageSize=1').expect(200)).body;
    expect(routed.total).toBe(all.facets.types.find((f: any) => f.value === 'Sparkling Wine').count);
    // A group name that is no item's name still lists the whole group.
    const red = (await listing('category=Wine&subCategory=Red%20Wine&pageSize=1').expect(200)).body;
    expect(red.total).toBe(red.facets.types.reduce((n: number, f: any) => n + f.count, 0));
  });

  it('pages through results without repeats; a page beyond the end is empty', async () => {
    const p1 = (await listing('category=Gin&pageSize=10&page=1').expect(200)).body;
    const p2 = (await listing('category=Gin&pageSize=10&page=2').expect(200)).body;
    const ids = [...p1.items, ...p2.items].map((i: any) => i.itemNumber);
    expect(new Set(ids).size).toBe(20);
    const beyond = (await listing('category=Gin&pageSize=10&page=9999').expect(200)).body;
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(p1.total);
  });

  describe('search', () => {
    it('tolerates typos and partial words and ranks name matches first', async () => {
      const typo = (await listing('search=vodak&pageSize=20').expect(200)).body;
      expect(typo.total).toBeGreaterThan(20);
      expect(typo.items.every((i: any) => /vodka/i.test(`${i.itemDescription} ${i.subCategory}`))).toBe(true);
      const partial = (await listing('search=caber&pageSize=50').expect(200)).body;
      expect(partial.total).toBeGreaterThan(3);
      expect(partial.items.every((i: any) => /cabernet/i.test(i.itemDescription + i.subCategory))).toBe(true);
      const misspelt = (await listing('search=glenlivit').expect(200)).body;
      expect(misspelt.items[0].itemDescription).toMatch(/^Glenlivet/);
      const both = (await listing('search=jack%20daniels&pageSize=5').expect(200)).body;
      expect(both.items[0].itemDescription).toMatch(/^Jack Daniel's/);
    });

    it('needs every word, across name, brand, type, country and region', async () => {
      const res = (await listing('search=cabernet%20napa&pageSize=50').expect(200)).body;
      expect(res.total).toBeGreaterThan(0);
      for (const i of res.items) {
        expect(i.subCategory).toBe('Cabernet Sauvignon');
        expect(i.subRegion1).toBe('Napa Valley');
      }
    });

    it('combines with category and filters, and facets follow the search', async () => {
      const res = (await listing('search=reposado&category=tequila&sort=price_asc&pageSize=100').expect(200)).body;
      expect(res.total).toBeGreaterThan(3);
      expect(res.facets.types).toEqual([{ value: 'Tequila', count: res.total }]);
      const prices = res.items.map((i: any) => i.displayPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('treats SQL metacharacters, emoji and blank text as plain text', async () => {
      for (const q of ["'; DROP TABLE inventory_item; --", '%_%', '🍷🍷', '\\', '"><script>']) {
        const res = await listing(`search=${encodeURIComponent(q)}`).expect(200);
        expect(res.body.items).toEqual([]);
      }
      const blank = await listing('search=%20%20&category=gin&pageSize=1').expect(200);
      const none = await listing('category=gin&pageSize=1').expect(200);
      expect(blank.body.total).toBe(none.body.total);
      const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM inventory_item');
      expect(count).toBeGreaterThan(5000);
    });
  });

  describe('bad input: a clear 4xx or an empty result, never a 500', () => {
    it.each([
      ['minPrice=abc', 'minPrice must be a number.'],
      ['maxPrice=Infinity', 'maxPrice must be a number.'],
      ['page=0', 'page must be 1 or more.'],
      ['page=1.5', 'page must be a whole number.'],
      ['pageSize=-3', 'pageSize must be 1 or more.'],
      ['sort=cheapest', 'sort must be one of price_asc, price_desc, newest, relevance.'],
      ['search=<10 kB of text>', 'search is too long (at most 200 characters).'],
      ['pageSize=1000000', 'pageSize must be at most 100000.'],
      ['colour=red', 'Unknown field: colour.'],
    ])('%s -> 400', async (query, message) => {
      const res = await listing(query.replace('<10 kB of text>', 'x'.repeat(10_000))).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    });

    it('caps absurd page sizes and answers an unknown category with an empty page', async () => {
      const big = (await listing('pageSize=5000').expect(200)).body;
      expect(big.pageSize).toBe(100);
      expect(big.items).toHaveLength(100);
      const unknown = (await listing('category=Motor%20Oil&subCategory=Synthetic').expect(200)).body;
      expect(unknown).toMatchObject({ items: [], total: 0 });
    });
  });

  it('shows a price change right after it is committed (catalogue refreshed on change)', async () => {
    const before = (await listing('category=Brandy&sort=price_desc&pageSize=1').expect(200)).body.items[0];
    const [row] = await t.db.query(
      `SELECT i.id FROM inventory_item i JOIN store s ON s.id = i.store_id WHERE s.web_url = 'northside' AND i.item_number = $1`,
      [before.itemNumber],
    );
    await t.db.query(`UPDATE inventory_item SET unit_price_cents = 999999, date_sale_ends = NULL WHERE id = $1`, [
      row.id,
    ]);
    let after: any;
    for (let attempt = 0; attempt < 20; attempt++) {
      after = (await listing('category=Brandy&sort=price_desc&pageSize=1').expect(200)).body.items[0];
      if (after.itemUnitPrice === 9999.99) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(after.itemNumber).toBe(before.itemNumber);
    expect(after.itemUnitPrice).toBe(9999.99);
  });

  it('follows stock changes, new items and removals made by anyone (database notifications)', async () => {
    const eventually = async (check: () => Promise<boolean>) => {
      for (let attempt = 0; attempt < 40 && !(await check()); attempt++) await new Promise((r) => setTimeout(r, 50));
      expect(await check()).toBe(true);
    };
    const detail = (n: string) => t.http().get(`/api/storeinventory/${n}`);
    // An order takes stock: the size shows the new count.
    await t.db.query(
      `UPDATE inventory_item SET available_to_sell = 3 WHERE item_number = '38176' AND store_id = (SELECT id FROM store WHERE web_url = 'northside')`,
    );
    await eventually(
      async () =>
        (await detail('38176')).body.itemBySize.find((v: any) => v.itemNumber === '38176')?.availableToSell === 3,
    );
    // A new store-only item appears in its category and search; removing it takes it away.
    const [{ id: storeId }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'northside'`);
    await t.db.query(
      `INSERT INTO inventory_item (store_id, item_number, item_description, size_description, unit_price_cents, available_to_sell, main_category, sub_category, brand, country_of_origin)
       VALUES ($1, 'NEW-1', 'Quokka Island Shiraz', '750 ml', 2399, 12, 'Wine', 'Syrah', 'Quokka Island', 'Australia')`,
      [storeId],
    );
    await eventually(async () => (await listing('search=quokka')).body.total === 1);
    const found = (await listing('category=Wine&subCategory=Syrah&countries=Australia&pageSize=100')).body.items;
    expect(found.map((i: any) => i.itemDescription)).toContain('Quokka Island Shiraz');
    await t.db.query(`DELETE FROM inventory_item WHERE item_number = 'NEW-1'`);
    await eventually(async () => (await detail('NEW-1')).status === 404);
    // Harbor is untouched by all of this.
    expect((await t.http().get('/api/storeinventory/Listing?search=quokka').set('X-Store', 'harbor')).body.total).toBe(
      0,
    );
  });
});

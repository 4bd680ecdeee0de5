import { eventually } from '../support/eventually';
import { startTestApp, TestApp } from '../support/test-app';
import { PRODUCT_FIELDS, VARIANT_FIELDS } from './catalogue-fixtures';

describe('store inventory, customer side (spec 7 /api/storeinventory/...)', () => {
  let t: TestApp;
  const get = (path: string, store?: string) => {
    const req = t.http().get(`/api/storeinventory${path}`);
    return store ? req.set('X-Store', store) : req;
  };
  const expectProducts = (list: any[]) => {
    expect(Array.isArray(list)).toBe(true);
    for (const p of list) {
      for (const f of PRODUCT_FIELDS) expect(p).toHaveProperty(f);
      expect(p.displayPrice).toBeGreaterThan(0);
    }
  };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('product page (GET /storeinventory/{itemNumber})', () => {
    it('returns the product with every size, found by the item number of any size', async () => {
      // Tito's Handmade Vodka is carried in several sizes by Northside (Iowa item numbers 38174..38180).
      const res = await get('/38176').expect(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      for (const f of PRODUCT_FIELDS) expect(res.body).toHaveProperty(f);
      expect(res.body).toMatchObject({
        itemDescription: "Tito's Handmade Vodka",
        brand: "Tito's",
        mainCategory: 'Liquor',
        subCategory: 'Vodka',
        countryOfOrigin: 'United States',
        abv: 40,
        salesTax: 7,
      });
      expect(res.body.itemBySize.length).toBeGreaterThan(2);
      for (const v of res.body.itemBySize) for (const f of VARIANT_FIELDS) expect(v).toHaveProperty(f);
      const sizes = res.body.itemBySize.map((v: any) => v.size);
      expect(
        new Set(
          sizes.map(
            (s: string, i: number) => `${s}|${res.body.itemBySize[i].packType}|${res.body.itemBySize[i].packSize}`,
          ),
        ).size,
      ).toBe(sizes.length);
      const other = res.body.itemBySize.find((v: any) => v.itemNumber !== '38176').itemNumber;
      const again = await get(`/${other}`).expect(200);
      expect(again.body.itemDescription).toBe(res.body.itemDescription);
      expect(again.body.itemBySize).toEqual(res.body.itemBySize);
    });

    it('shows the master content for mapped items and the store text for unmapped ones', async () => {
      const [mapped] = await t.db.query(
        `SELECT i.id, i.item_number, b.item_name, b.tasting_notes FROM inventory_item i JOIN beverage b ON b.id = i.beverage_id JOIN store s ON s.id = i.store_id
          WHERE s.web_url = 'northside' AND b.main_category = 'Wine' ORDER BY i.id LIMIT 1`,
      );
      // The store's own text changes: the page keeps showing the master beverage's name and notes.
      await t.db.query(`UPDATE inventory_item SET item_description = 'HOUSE POS NAME 750' WHERE id = $1`, [mapped.id]);
      const res = await get(`/${mapped.item_number}`).expect(200);
      expect(res.body.itemDescription).toBe(mapped.item_name);
      expect(res.body.tastingOtherNotes).toBe(mapped.tasting_notes);
      const unmapped = await get('/990000').expect(200);
      expect(unmapped.body).toMatchObject({
        itemDescription: 'Northside Private Select Single Barrel Bourbon',
        mainCategory: 'Liquor',
        subCategory: 'Whiskey',
        subCategoryGroup: 'Spirits',
      });
      expect(unmapped.body.imageUrl).toMatch(/^\/api\/images\//);
    });

    it('leaves the named /storeinventory paths of other features alone (the {id} route comes last)', async () => {
      // OrderCountByDate belongs to the orders feature (staff only), not to the product page.
      await get('/OrderCountByDate').expect(401);
      await get('/OrderCountByStatus').expect(401);
    });

    it('answers 404 for an unknown item and 400 for something that cannot be an item number', async () => {
      expect((await get('/424242424').expect(404)).body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect((await get('/abc%20def').expect(400)).body.message).toMatch(/item number/);
      await get(`/${'9'.repeat(41)}`).expect(400);
      await get("/1'%20OR%20'1'='1").expect(400);
    });
  });

  describe('store isolation (X-Store: harbor)', () => {
    it('never shows one store the other store items, prices or tax', async () => {
      // Northside item numbers are Iowa's; Harbor's own SKUs start with 8.
      await get('/38176', 'harbor').expect(404);
      const harbor = await get('/Listing?category=Vodka&pageSize=100', 'harbor').expect(200);
      expect(harbor.body.items.every((i: any) => i.itemNumber.startsWith('8'))).toBe(true);
      const north = await get('/Listing?category=Vodka&pageSize=100').expect(200);
      expect(north.body.items.every((i: any) => !i.itemNumber.startsWith('8'))).toBe(true);
      expect(harbor.body.total).not.toBe(north.body.total);
      expect((await get('/990000', 'harbor').expect(404)).body.statusCode).toBe(404);
      const harborOwn = await get('/80990000', 'harbor').expect(200);
      expect(harborOwn.body.itemDescription).toBe('Harbor Private Select Single Barrel Bourbon');
      expect(harborOwn.body.salesTax).toBe(6);
      await get('/80990000').expect(404);
      const [{ count }] = await t.db.query(
        `SELECT count(*)::int AS count FROM inventory_item i JOIN store s ON s.id = i.store_id WHERE s.web_url = 'harbor'`,
      );
      expect(count).toBeGreaterThan(1000);
    });

    it('has its own sales tax, count and menu', async () => {
      expect((await get('/SalesTax').expect(200)).body).toBe(7);
      expect((await get('/SalesTax', 'harbor').expect(200)).body).toBe(6);
      const north = (await get('/InventoryCount').expect(200)).body;
      const harbor = (await get('/InventoryCount', 'harbor').expect(200)).body;
      expect(typeof north).toBe('number');
      expect(north).toBeGreaterThan(harbor);
      expect(harbor).toBeGreaterThan(1000);
    });
  });

  describe('the other spec 7 calls', () => {
    it('GET /storeinventory lists every product; page/pageSize give one page', async () => {
      const all = (await get('').expect(200)).body;
      expect(all.length).toBe((await get('/InventoryCount').expect(200)).body);
      expectProducts(all.slice(0, 50));
      const page2 = (await get('?page=2&pageSize=10').expect(200)).body;
      expect(page2.map((p: any) => p.itemNumber)).toEqual(all.slice(10, 20).map((p: any) => p.itemNumber));
    });

    it('FeaturedItems and WeeklyDeals', async () => {
      const featured = (await get('/FeaturedItems').expect(200)).body;
      expect(featured).toHaveLength(8);
      expectProducts(featured);
      expect(featured.every((p: any) => p.specialRating)).toBe(true);
      const deals = (await get('/WeeklyDeals').expect(200)).body;
      expect(deals.length).toBeGreaterThan(5);
      expectProducts(deals);
      for (const d of deals) {
        expect(d.onSale).toBe(true);
        const sale = d.itemBySize.find((v: any) => v.onSale);
        expect(sale.currentPrice).toBeLessThan(sale.regularPrice);
      }
      await get('/FeaturedItems?count=1000').expect(400);
    });

    it('keeps FeaturedItems and WeeklyDeals as answers until the store changes', async () => {
      const deals = await get('/WeeklyDeals', 'northside').expect(200);
      // Kept: the same answer, its ETag, compressed as a browser asks, 304 when the browser has it.
      const br = await get('/WeeklyDeals', 'northside').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(br.headers.etag).toBe(deals.headers.etag);
      expect(br.body).toEqual(deals.body);
      await get('/WeeklyDeals', 'northside').set('If-None-Match', deals.headers.etag).expect(304);
      const featured = await get('/FeaturedItems?count=3', 'northside').expect(200);
      expect(featured.body.map((p: any) => p.itemNumber)).toEqual(
        (await get('/FeaturedItems', 'northside').expect(200)).body.slice(0, 3).map((p: any) => p.itemNumber),
      );

      // The store's admin puts a featured bottle not on sale at 90 % off: the next deals lead with it.
      const bottle = featured.body.find((p: any) => !p.onSale);
      const [row] = await t.db.query(
        `SELECT i.id FROM inventory_item i JOIN store s ON s.id = i.store_id
          WHERE s.web_url = 'northside' AND i.item_number = $1`,
        [bottle.itemNumber],
      );
      const admin = await t.login('admin@northside.example', 'northside1');
      await t
        .http()
        .put(`/api/admin/inventory/${row.id}`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ itemUnitPrice: 500, itemUnitSalePrice: 50, dateSaleStarts: '2020-01-01', dateSaleEnds: '2999-01-31' })
        .expect(200);
      const { value } = await eventually(
        2000,
        async () => (await get('/WeeklyDeals', 'northside').expect(200)).body,
        (list: any[]) => list[0]?.itemNumber === bottle.itemNumber,
      );
      expect(value[0].onSale).toBe(true);
      expect(value).toHaveLength(deals.body.length);
      const after = await get('/WeeklyDeals', 'northside').set('If-None-Match', deals.headers.etag).expect(200);
      expect(after.headers.etag).not.toBe(deals.headers.etag);
      // The featured strip shows the bottle on sale too (its answer was made again).
      const strip = (await get('/FeaturedItems?count=3', 'northside').expect(200)).body;
      expect(strip.find((p: any) => p.itemNumber === bottle.itemNumber)?.onSale).toBe(true);
    });

    it('ByDepartment, ByDepartmentByPage and GetPaginatedBeverages page through a department', async () => {
      const p1 = (await get('/ByDepartment?category=Wine&subCategory=Red%20Wine&page=1&pageSize=20').expect(200)).body;
      expect(p1).toHaveLength(20);
      expectProducts(p1);
      expect(p1.every((p: any) => p.subCategoryGroup === 'Red Wine')).toBe(true);
      const byPage = (await get('/ByDepartmentByPage?category=Beer&page=1&pageSize=5').expect(200)).body;
      expect(byPage.every((p: any) => p.mainCategory === 'Beer')).toBe(true);
      const paginated = (await get('/GetPaginatedBeverages?page=3&pageSize=7').expect(200)).body;
      expect(paginated).toHaveLength(7);
      await get('/ByDepartment?category=Wine&page=abc').expect(400);
    });

    it('ByDeptAndSubDeptFilters returns brands, countries, maxPrice and count (spec 3 category filter response)', async () => {
      const res = (await get('/ByDeptAndSubDeptFilters?category=Wine&subCategory=Pinot%20Noir').expect(200)).body;
      expect(res).toEqual({
        brands: expect.any(Array),
        countries: expect.any(Array),
        types: ['Pinot Noir'],
        minPrice: expect.any(Number),
        maxPrice: expect.any(Number),
        count: expect.any(Number),
      });
      const listed = (
        await get('/Listing?category=Wine&subCategory=Pinot%20Noir&sort=price_desc&pageSize=1').expect(200)
      ).body;
      expect(res.count).toBe(listed.total);
      expect(res.maxPrice).toBe(listed.items[0].displayPrice);
      expect(res.countries).toEqual(expect.arrayContaining(['United States', 'France']));
    });

    it('FilterItems filters by category, price, brands, vineyards and countries', async () => {
      const res = (
        await get('/FilterItems?category=Wine&minPrice=20&maxPrice=40&countries=Italy&pageNo=1&pageSize=50').expect(200)
      ).body;
      expect(res.length).toBeGreaterThan(0);
      for (const p of res) {
        expect(p.countryOfOrigin).toBe('Italy');
        expect(p.displayPrice).toBeGreaterThanOrEqual(20);
        expect(p.displayPrice).toBeLessThanOrEqual(40);
      }
      const winery = res[0].winery;
      const byVineyard = (await get(`/FilterItems?category=Wine&vineyards=${encodeURIComponent(winery)}`).expect(200))
        .body;
      expect(byVineyard.every((p: any) => p.winery === winery)).toBe(true);
    });

    it('ByBrand and ByTag', async () => {
      const res = (await get(`/ByBrand/${encodeURIComponent("Jack Daniel's,Tito's")}`).expect(200)).body;
      expect(new Set(res.map((p: any) => p.brand))).toEqual(new Set(["Jack Daniel's", "Tito's"]));
      const tag = (await get('/ByTag/Tequila').expect(200)).body;
      expect(tag.length).toBeGreaterThan(10);
      expect(tag.every((p: any) => p.subCategory === 'Tequila')).toBe(true);
      const sale = (await get('/ByTag/sale').expect(200)).body;
      expect(sale.every((p: any) => p.onSale)).toBe(true);
      expect((await get('/ByTag/no-such-tag').expect(200)).body).toEqual([]);
    });

    it('Search, GetAllBySearch and SearchAddItem; blank text gives [] (spec 5)', async () => {
      const search = (await get('/Search/glenlivet').expect(200)).body;
      expect(search.length).toBeGreaterThan(1);
      expect(search[0].itemDescription).toMatch(/Glenlivet/);
      const all = (await get('/GetAllBySearch/vodka').expect(200)).body;
      expect(all.length).toBeGreaterThan(search.length);
      const add = (await get('/SearchAddItem/titos').expect(200)).body;
      expect(add[0]).toEqual(
        expect.objectContaining({
          itemNumber: expect.any(String),
          itemDescription: "Tito's Handmade Vodka",
          size: expect.any(String),
          packType: expect.any(String),
          price: expect.any(Number),
          currentPrice: expect.any(Number),
          availableToSell: expect.any(Number),
        }),
      );
      expect(new Set(add.map((a: any) => a.itemNumber)).size).toBe(add.length);
      expect((await get('/Search/%20%20').expect(200)).body).toEqual([]);
      expect((await get('/Search').expect(200)).body).toEqual([]);
      expect((await get('/GetAllBySearch/%F0%9F%8D%BA').expect(200)).body).toEqual([]);
      expect((await get(`/Search/${'a'.repeat(10_000)}`).expect(400)).body.message).toMatch(/too long/);
    });
  });

  describe('menu (GET /api/MenuItem/GetMenuCategory)', () => {
    it('lists categories, sub-category groups and items built from what the store sells', async () => {
      const menu = (await t.http().get('/api/MenuItem/GetMenuCategory').expect(200)).body;
      expect(menu.map((c: any) => c.name)).toEqual(['Wine', 'Beer', 'Liquor', 'Extras', 'Soda']);
      for (const c of menu) {
        expect(Object.keys(c).sort()).toEqual(['name', 'subCategories']);
        for (const g of c.subCategories) {
          expect(Object.keys(g).sort()).toEqual(['items', 'name']);
          expect(g.items.length).toBeGreaterThan(0);
        }
      }
      const liquor = menu.find((c: any) => c.name === 'Liquor');
      expect(liquor.subCategories).toEqual([
        { name: 'Spirits', items: ['Vodka', 'Whiskey', 'Tequila', 'Rum', 'Gin', 'Brandy', 'Liqueur', 'Sake'] },
        { name: 'Ready To Drink', items: ['Ready To Drink Cocktails'] },
      ]);
      expect(menu.find((c: any) => c.name === 'Extras').subCategories).toEqual([
        { name: 'Mixers', items: ['Mixers & Bitters', 'Olives & Pickled Veggies'] },
      ]);
      expect(menu.find((c: any) => c.name === 'Wine').subCategories[0].name).toBe('Red Wine');
      // Every menu item leads to a non-empty listing (products/{category}/{item}).
      for (const c of menu) {
        for (const g of c.subCategories) {
          const res = await t
            .http()
            .get(
              `/api/storeinventory/Listing?category=${encodeURIComponent(c.name)}&subCategory=${encodeURIComponent(g.items[0])}&pageSize=1`,
            )
            .expect(200);
          expect(res.body.total).toBeGreaterThan(0);
        }
      }
    });

    it('drops a menu item once the store no longer sells it', async () => {
      await t.db.query(
        `UPDATE inventory_item SET is_available = false WHERE store_id = (SELECT id FROM store WHERE web_url = 'harbor') AND sub_category = 'Sake'`,
      );
      let spirits: any;
      for (let attempt = 0; attempt < 20; attempt++) {
        const menu = (await t.http().get('/api/MenuItem/GetMenuCategory').set('X-Store', 'harbor').expect(200)).body;
        spirits = menu.find((c: any) => c.name === 'Liquor').subCategories[0];
        if (!spirits.items.includes('Sake')) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(spirits.items).not.toContain('Sake');
      const north = (await t.http().get('/api/MenuItem/GetMenuCategory').expect(200)).body;
      expect(north.find((c: any) => c.name === 'Liquor').subCategories[0].items).toContain('Sake');
    });
  });
});

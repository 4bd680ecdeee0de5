import { seedCatalogue } from '../../backend/database/demo-data/catalogue/seed-catalogue';
import { loadIowaCatalogue } from '../../backend/database/demo-data/catalogue/iowa';
import { startTestApp, TestApp } from '../support/test-app';

describe('demo catalogue (npm run seed / first start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query(sql, params))[0].n);

  it('imports the Iowa spirits list: title-case names, brands, menu categories, sizes and ABV from proof', async () => {
    const iowa = loadIowaCatalogue();
    expect(iowa.rows.length).toBeGreaterThan(5000);
    // Every skipped row has a reason a person can act on.
    expect(
      iowa.skipped.every((s) => /discontinued|no bottle size|no price|type unknown|duplicate/.test(s.reason)),
    ).toBe(true);
    const inDb = await count(`SELECT count(*) AS n FROM beverage WHERE item_number = ANY($1)`, [
      iowa.rows.map((r) => r.itemNumber),
    ]);
    expect(inDb).toBe(iowa.rows.length);
    // FIREBALL CINNAMON WHISKEY BAG IN BOX, 3500 ml, proof 66, in the state category WHISKEY LIQUEUR.
    const [fireball] = await t.db.query(
      `SELECT item_name, brand, main_category, sub_category_1, final_category, size, size_ml, abv::float8 AS abv, country, image_hash FROM beverage WHERE item_number = '100015'`,
    );
    expect(fireball).toEqual({
      item_name: 'Fireball Cinnamon Whiskey Bag in Box',
      brand: 'Fireball',
      main_category: 'Liquor',
      sub_category_1: 'Spirits',
      final_category: 'Liqueur',
      size: '3.5 L',
      size_ml: 3500,
      abv: 33,
      country: 'United States',
      image_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const [scotch] = await t.db.query(
      `SELECT item_name, final_category, country, size FROM beverage WHERE item_number = '10006'`,
    );
    expect(scotch).toEqual({
      item_name: 'Scoresby Rare Scotch',
      final_category: 'Whiskey',
      country: 'Scotland',
      size: '750 ml',
    });
    // No shouting names left from the state list.
    expect(await count(`SELECT count(*) AS n FROM beverage WHERE item_name ~ '^[A-Z0-9 &#''./-]{12,}$'`)).toBe(0);
    const types = await t.db.query(
      `SELECT final_category AS type, count(*)::int AS n FROM beverage WHERE main_category = 'Liquor' GROUP BY 1`,
    );
    expect(types.map((r: any) => r.type).sort()).toEqual([
      'Brandy',
      'Gin',
      'Liqueur',
      'Ready To Drink Cocktails',
      'Rum',
      'Sake',
      'Tequila',
      'Vodka',
      'Whiskey',
    ]);
  });

  it('adds wine, beer, extras and soda from realistic vocabularies, with notes and ratings where they fit', async () => {
    const byCategory = await t.db.query(`SELECT main_category AS c, count(*)::int AS n FROM beverage GROUP BY 1`);
    const n = Object.fromEntries(byCategory.map((r: any) => [r.c, r.n]));
    expect(n.Wine).toBeGreaterThan(500);
    expect(n.Beer).toBeGreaterThan(150);
    expect(n.Extras).toBeGreaterThanOrEqual(20);
    expect(n.Soda).toBeGreaterThanOrEqual(15);
    const wines = await t.db.query(
      `SELECT vintage, type_of_grape, sub_region_one, sub_region_two, tasting_notes, special_rating, final_category FROM beverage WHERE main_category = 'Wine'`,
    );
    expect(wines.every((w: any) => w.type_of_grape && w.sub_region_one && w.tasting_notes.length > 20)).toBe(true);
    expect(wines.filter((w: any) => /^\d+ Points$/.test(w.special_rating)).length).toBeGreaterThan(100);
    expect(wines.filter((w: any) => /^20[12]\d$/.test(w.vintage)).length).toBeGreaterThan(400);
    expect(
      await count(`SELECT count(DISTINCT pack_type) AS n FROM beverage WHERE main_category = 'Beer'`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(`SELECT count(*) AS n FROM beverage WHERE final_category = 'Olives & Pickled Veggies'`),
    ).toBeGreaterThan(5);
  });

  it('gives each demo store a different subset with its own prices, stock and sales in progress', async () => {
    const stores = await t.db.query(`
      SELECT s.web_url, count(*)::int AS items,
             count(*) FILTER (WHERE i.date_sale_ends >= current_date AND (i.date_sale_starts IS NULL OR i.date_sale_starts <= current_date))::int AS on_sale,
             count(*) FILTER (WHERE i.unit_price_cents + i.pack_price_cents + i.case_price_cents = 0)::int AS unpriced
        FROM inventory_item i JOIN store s ON s.id = i.store_id GROUP BY 1 ORDER BY 1`);
    expect(stores.map((s: any) => s.web_url)).toEqual(['harbor', 'northside']);
    for (const s of stores) {
      expect(s.items).toBeGreaterThan(2000);
      expect(s.on_sale).toBeGreaterThan(20);
      expect(s.unpriced).toBe(0);
    }
    expect(stores[0].items).not.toBe(stores[1].items);
    // Some beverages only one store carries; shared ones are priced by each store.
    const onlyNorth = await count(
      `SELECT count(*) AS n FROM (SELECT beverage_id FROM inventory_item i JOIN store s ON s.id = i.store_id WHERE s.web_url = 'northside' EXCEPT SELECT beverage_id FROM inventory_item i JOIN store s ON s.id = i.store_id WHERE s.web_url = 'harbor') x`,
    );
    expect(onlyNorth).toBeGreaterThan(500);
    const differentPrice = await count(`
      SELECT count(*) AS n FROM inventory_item a JOIN inventory_item b ON a.beverage_id = b.beverage_id AND a.store_id < b.store_id AND a.pack_type = b.pack_type
       WHERE a.unit_price_cents <> b.unit_price_cents`);
    expect(differentPrice).toBeGreaterThan(500);
    // Only the store-exclusive private selections stand alone (not mapped to the master list).
    expect(await count(`SELECT count(*) AS n FROM inventory_item WHERE beverage_id IS NULL`)).toBe(6);
  });

  it('leaves no listed product without a price or an image that loads', async () => {
    for (const store of ['northside', 'harbor']) {
      const all = (await t.http().get('/api/storeinventory').set('X-Store', store).expect(200)).body;
      expect(all.length).toBeGreaterThan(2000);
      expect(all.filter((p: any) => !(p.displayPrice > 0) || !p.imageUrl || !p.thumbnailUrl)).toEqual([]);
      const hashes = [...new Set(all.map((p: any) => p.imageUrl.split('/').pop()))];
      expect(await count(`SELECT count(*) AS n FROM image WHERE hash = ANY($1)`, [hashes])).toBe(hashes.length);
      const sample = all.filter((_: unknown, i: number) => i % 500 === 0);
      for (const p of sample) {
        const img = await t.http().get(p.thumbnailUrl).expect(200);
        expect(img.headers['content-type']).toBe('image/webp');
      }
    }
  });

  it('seeds web configuration and the attribute lists, and a second run changes nothing', async () => {
    const configs = await t.db.query(
      `SELECT s.web_url, w.company_name, w.logo_hash FROM web_config w JOIN store s ON s.id = w.store_id ORDER BY 1`,
    );
    expect(configs.map((c: any) => [c.web_url, c.company_name])).toEqual([
      ['harbor', 'Harbor Bottle Shop'],
      ['northside', 'Northside Wine & Spirits'],
    ]);
    const lists = await t.db.query(
      `SELECT prop_name, array_length(prop_values, 1) AS n FROM attribute_list ORDER BY 1`,
    );
    expect(lists.map((l: any) => l.prop_name)).toEqual(
      expect.arrayContaining([
        'Alcohol Content',
        'Brand',
        'Category',
        'Country',
        'Pack Type',
        'Region',
        'Size',
        'State',
        'Sub Category',
        'Vintage',
      ]),
    );
    const before = await t.db.query(
      `SELECT (SELECT count(*) FROM beverage) AS b, (SELECT count(*) FROM inventory_item) AS i, (SELECT count(*) FROM image) AS img, (SELECT count(*) FROM web_config) AS w`,
    );
    await seedCatalogue(t.db);
    const after = await t.db.query(
      `SELECT (SELECT count(*) FROM beverage) AS b, (SELECT count(*) FROM inventory_item) AS i, (SELECT count(*) FROM image) AS img, (SELECT count(*) FROM web_config) AS w`,
    );
    expect(after).toEqual(before);
  });
});

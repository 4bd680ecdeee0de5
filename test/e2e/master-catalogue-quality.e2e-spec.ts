/**
 * A clean master catalogue, and the super-admin's view of it: the demo master derived
 * from the committed Iowa file carries none of the source's artefacts; the data-quality report
 * (screen JSON and CSV) finds what is left; the master list filters by category, missing image,
 * unmapped and duplicate barcode, and exports the filtered list as CSV.
 */
import { parse } from 'csv-parse/sync';
import { loadIowaCatalogue } from '../../backend/database/demo-data/catalogue/iowa';
import { startTestApp, TestApp } from '../support/test-app';

describe('master catalogue: clean derivation, quality report, filters and export', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.login('superadmin', 'superadmin1')}` };
  });
  afterAll(() => t?.close());

  describe('derivation from the Iowa file', () => {
    it('leaves out discontinued items and shows no source markers or escaped quotes', async () => {
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM beverage WHERE item_name ~* '( disco| dno)$' OR item_name LIKE '%''''%' OR item_name ~* '^(sooh|ha|bp|cm) ' OR item_name ~* 'use code'`,
      );
      expect(n).toBe(0);
      const [ramona] = await t.db.query(`SELECT item_name FROM beverage WHERE item_name ILIKE '%ramona%'`);
      expect(ramona.item_name).toBe("3 Amigos Ramona's Reserve");
    });

    it('files no master under a category-word brand, the rum as a rum, the Japanese gin in Japan, and shows no reorder notes', async () => {
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM beverage WHERE lower(brand) IN ('tequila', 'rum', 'whiskey', 'bourbon', 'mezcal', 'gin', 'vodka', 'calvados', 'spirits')`,
      );
      expect(n).toBe(0);
      const padre = await t.db.query(`SELECT DISTINCT brand FROM beverage WHERE item_name LIKE 'Tequila Padre Azul%'`);
      expect(padre).toEqual([{ brand: 'Padre Azul' }]);
      const [cuatro] = await t.db.query(`SELECT final_category FROM beverage WHERE item_name = 'Bacardi Anejo Cuatro'`);
      expect(cuatro.final_category).toBe('Rum');
      const [gin] = await t.db.query(
        `SELECT country FROM beverage WHERE item_name = '135 East Hyogo Japanese Dry Gin'`,
      );
      expect(gin.country).toBe('Japan');
      const notes = await t.db.query(
        `SELECT item_name FROM beverage WHERE item_name ~* '(\\ydno\\y|outdated|use item code)'`,
      );
      expect(notes).toEqual([]);
    });

    it('names brands by the curated rule', async () => {
      const brands = await t.db.query(`SELECT DISTINCT brand FROM beverage WHERE item_name LIKE '1792 %'`);
      expect(brands).toEqual([{ brand: '1792' }]);
      const [amigos] = await t.db.query(`SELECT brand FROM beverage WHERE item_name ILIKE '3 Amigos%' LIMIT 1`);
      expect(amigos.brand).toBe('3 Amigos');
    });

    it('gives a barcode to one master of a size only, and merges relisted duplicates', async () => {
      const shared = await t.db.query(
        `SELECT gtin, size_ml FROM beverage WHERE gtin IS NOT NULL AND item_number ~ '^[0-9]{1,6}$' GROUP BY gtin, size_ml HAVING count(*) > 1`,
      );
      expect(shared).toEqual([]);
      const volumetric = await t.db.query(`SELECT item_name FROM beverage WHERE upc_number LIKE '%850041913018'`);
      expect(volumetric).toHaveLength(1);
    });

    it('keeps every size of Barr Hill Gin one product, and sells the minis as a priced pack', async () => {
      const rows = await t.db.query(
        `SELECT size_ml, pack_type, pack_quantity, final_category, country, brand FROM beverage WHERE item_name = 'Barr Hill Gin' ORDER BY size_ml`,
      );
      expect(rows).toHaveLength(2);
      const [mini, bottle] = rows;
      for (const key of ['final_category', 'country', 'brand']) expect(mini[key]).toBe(bottle[key]);
      expect(mini).toMatchObject({ size_ml: 50, pack_type: 'Mini Pack' });
      expect(mini.pack_quantity).toBeGreaterThan(1);
      // The seed prices the sleeve as a pack: per 50 ml bottle below the 750 ml bottle.
      const derived = loadIowaCatalogue().rows.filter((r) => r.itemName === 'Barr Hill Gin');
      const sleeve = derived.find((r) => r.sizeMl === 50)!;
      const fifth = derived.find((r) => r.sizeMl === 750)!;
      expect(sleeve.unitPriceCents).toBe(0);
      expect(sleeve.packPriceCents / sleeve.packQuantity).toBeLessThan(fifth.unitPriceCents);
    });
  });

  describe('data-quality report', () => {
    it('counts each check and lists findings; the CSV holds them all', async () => {
      // A master with a code in its name, no image, no category and a barcode another master has.
      const [other] = await t.db.query(
        `SELECT gtin, upc_number, size, size_ml FROM beverage WHERE gtin IS NOT NULL LIMIT 1`,
      );
      const [bad] = await t.db.query(
        `INSERT INTO beverage (item_name, size, size_ml, upc_number, gtin, item_number, main_category)
         VALUES ('Quality Probe Vodka - Use Code 123456', $1, $2, $3, $4, 'QP-1', '') RETURNING id`,
        [other.size, other.size_ml, other.upc_number, other.gtin],
      );
      const res = await t.http().get('/api/admin/catalogue-quality').set(auth).expect(200);
      expect(res.body.summary.map((s: any) => s.label)).toEqual([
        'Duplicate barcode',
        'Name with a code or reorder note',
        'Brand is a category word',
        'Category the name contradicts',
        'Country the name contradicts',
        'No image',
        'No category',
        'No store items',
        "Store items sold as a case's pack",
      ]);
      const shown = res.body.findings.filter((f: any) => f.beverageId === bad.id).map((f: any) => f.issue);
      expect(shown).toEqual(expect.arrayContaining(['duplicate_barcode', 'name_with_code', 'no_category']));
      const probed = ['duplicate_barcode', 'name_with_code', 'no_image', 'no_category', 'no_store_items'];
      for (const s of res.body.summary.filter((x: any) => probed.includes(x.issue)))
        expect(s.count).toBeGreaterThanOrEqual(1);

      const csv = await t.http().get('/api/admin/catalogue-quality/csv').set(auth).expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toContain('catalogue-quality.csv');
      const rows: Record<string, string>[] = parse(csv.text, { bom: true, columns: true });
      const total = res.body.summary.reduce((n: number, s: any) => n + s.count, 0);
      expect(rows).toHaveLength(total);
      expect(rows.filter((r) => r.item_number === 'QP-1').map((r) => r.issue)).toEqual([
        'Duplicate barcode',
        'Name with a code or reorder note',
        'No image',
        'No category',
        'No store items',
      ]);
      expect(
        rows.find((r) => r.item_number === 'QP-1' && r.issue === 'Name with a code or reorder note'),
      ).toMatchObject({
        detail: 'Use Code 123456',
        fix: 'Name: Quality Probe Vodka',
      });
      await t.db.query('DELETE FROM beverage WHERE id = $1', [bad.id]);
    });

    const fix = (issue: string, id: number) =>
      t.http().post('/api/admin/catalogue-quality/fix').set(auth).send({ issue, id });
    const findingsOf = async (issue: string) =>
      (await t.http().get('/api/admin/catalogue-quality').set(auth).expect(200)).body.findings.filter(
        (f: any) => f.issue === issue,
      );
    let probes = 0;
    const probe = async (name: string, brand: string, finalCategory: string, country: string) =>
      (
        await t.db.query(
          `INSERT INTO beverage (item_name, brand, main_category, sub_category_1, final_category, country, size, size_ml, item_number)
           VALUES ($1, $2, 'Liquor', 'Spirits', $3, $4, '750 ml', 750, $5) RETURNING id`,
          [name, brand, finalCategory, country, `MD-${++probes}`],
        )
      )[0].id as number;

    it('finds brands that are category words, contradicted categories and countries, reorder notes; fixes each in one click', async () => {
      const ids = {
        brand: await probe('Tequila Zephyro Anejo', 'Tequila', 'Tequila', 'Mexico'),
        country: await probe('Zephyr East Japanese Dry Gin', 'Zephyr East', 'Gin', 'Germany'),
        note: await probe('Zephyr Amantes Joven - Dno, Outdated Vor', 'Zephyr Amantes', 'Tequila', 'Mexico'),
        rum: await probe('Zephyrdi Anejo Cuatro', 'Zephyrdi', 'Tequila', 'Puerto Rico'),
      };
      for (const n of ['Superior', 'Gold', 'Black', 'Ocho'])
        await probe(`Zephyrdi ${n}`, 'Zephyrdi', 'Rum', 'Puerto Rico');
      const expected: Array<[string, number, string]> = [
        ['brand_category_word', ids.brand, 'Brand: Tequila -> Zephyro'],
        ['country_contradicted', ids.country, 'Country: Germany -> Japan'],
        ['name_with_code', ids.note, 'Name: Zephyr Amantes Joven'],
        ['category_contradicted', ids.rum, 'Category: Tequila -> Rum'],
      ];
      for (const [issue, id, text] of expected) {
        expect((await findingsOf(issue)).find((f: any) => f.id === id)).toMatchObject({ beverageId: id, fix: text });
        expect((await fix(issue, id).expect(200)).body).toEqual({ fixed: text });
        // Fixed: the finding is gone, and a second click has nothing to fix.
        expect((await findingsOf(issue)).find((f: any) => f.id === id)).toBeUndefined();
        await fix(issue, id).expect(404);
      }
      const [fixed] = await t.db.query(
        `SELECT (SELECT brand FROM beverage WHERE id = $1) AS brand, (SELECT country FROM beverage WHERE id = $2) AS country,
                (SELECT item_name FROM beverage WHERE id = $3) AS name, (SELECT final_category FROM beverage WHERE id = $4) AS category`,
        [ids.brand, ids.country, ids.note, ids.rum],
      );
      expect(fixed).toEqual({ brand: 'Zephyro', country: 'Japan', name: 'Zephyr Amantes Joven', category: 'Rum' });
      const [audit] = await t.db.query(
        `SELECT before, after FROM audit_entry WHERE entity = 'beverage' AND entity_id = $1::text ORDER BY id DESC LIMIT 1`,
        [ids.country],
      );
      expect(audit).toMatchObject({ before: { country: 'Germany' }, after: { country: 'Japan' } });
      await t.db.query(`DELETE FROM beverage WHERE item_number LIKE 'MD-%'`);
    });

    it('refuses a fix for a check a person has to decide, bad input and other roles, writing nothing', async () => {
      const [bad] = await t.db.query(
        `INSERT INTO beverage (item_name, size, size_ml, item_number, main_category) VALUES ('Fix Probe', '750 ml', 750, 'FXP-1', '') RETURNING id`,
      );
      await fix('no_category', bad.id).expect(409);
      await fix('no_such_check', bad.id).expect(400);
      await fix('no_category', 0).expect(400);
      const admin = await t.login('admin@northside.example', 'northside1');
      await t
        .http()
        .post('/api/admin/catalogue-quality/fix')
        .set({ Authorization: `Bearer ${admin}` })
        .send({ issue: 'no_category', id: bad.id })
        .expect(403);
      const [row] = await t.db.query('SELECT main_category FROM beverage WHERE id = $1', [bad.id]);
      expect(row.main_category).toBe('');
      await t.db.query('DELETE FROM beverage WHERE id = $1', [bad.id]);
    });

    it("lists store items an import sold as a case's pack, and repairs one: pack 1, the count as bottles per case", async () => {
      const [store] = await t.db.query(`SELECT id FROM store WHERE web_url = 'northside'`);
      const [single] = await t.db.query(`SELECT id FROM beverage WHERE pack_quantity = 1 AND size_ml = 750 LIMIT 1`);
      const [item] = await t.db.query(
        `INSERT INTO inventory_item (store_id, item_number, item_description, pack_quantity, case_quantity, unit_price_cents, beverage_id, size_description)
         VALUES ($1, 'CPK-1', 'Zephyr Single Malt', 12, 1, 3999, $2, '750 ml') RETURNING id`,
        [store.id, single.id],
      );
      // Queued from a CSV whose 'Case Pack' column the old mapping read as the pack.
      await t.db.query(
        `INSERT INTO inventory_import (store_id, file_name, source, status, headers, mapping)
         VALUES ($1, 'old.csv', 'csv', 'applied', '["SKU","Case Pack"]', '{"itemNumber":"SKU","packQuantity":"Case Pack"}')`,
        [store.id],
      );
      await t.db.query(
        `INSERT INTO pending_item (store_id, source, item_number, item_name, pack_quantity, is_review_pending, is_approved, inventory_item_id, mapped_beverage_id)
         VALUES ($1, 'csv', 'CPK-1', 'ZEPHYR SINGLE MALT', 12, false, true, $2, $3)`,
        [store.id, item.id, single.id],
      );
      const listed = (await findingsOf('case_pack_as_pack')).find((f: any) => f.id === item.id);
      expect(listed).toMatchObject({
        itemNumber: 'CPK-1',
        beverageId: single.id,
        fix: 'Pack 12 -> 1, bottles per case 12',
      });
      expect(listed.detail).toContain('sold as a pack of 12');
      await fix('case_pack_as_pack', item.id).expect(200);
      const [after] = await t.db.query('SELECT pack_quantity, case_quantity FROM inventory_item WHERE id = $1', [
        item.id,
      ]);
      expect(after).toEqual({ pack_quantity: 1, case_quantity: 12 });
      await fix('case_pack_as_pack', item.id).expect(404);
    });

    it('is for super-admins only', async () => {
      await t.http().get('/api/admin/catalogue-quality').expect(401);
      const admin = await t.login('admin@northside.example', 'northside1');
      await t
        .http()
        .get('/api/admin/catalogue-quality/csv')
        .set({ Authorization: `Bearer ${admin}` })
        .expect(403);
    });
  });

  describe('master list filters and CSV export', () => {
    const list = (filter: Record<string, unknown>) =>
      t
        .http()
        .get('/api/admin/beverages')
        .query({ filter: JSON.stringify(filter), range: '[0,499]', sort: '["item_Name","ASC"]' })
        .set(auth)
        .expect(200);

    it('filters by category, missing image, unmapped and duplicate barcode', async () => {
      const [gin] = await t.db.query(`SELECT id FROM beverage WHERE final_category = 'Gin' LIMIT 1`);
      const byCategory = await list({ final_Category: 'Gin' });
      expect(byCategory.body.length).toBeGreaterThan(0);
      expect(byCategory.body.every((b: any) => b.final_Category === 'Gin')).toBe(true);
      expect(byCategory.body.map((b: any) => b.id)).toContain(gin.id);

      const [noImage] = await t.db.query(
        `INSERT INTO beverage (item_name, size, size_ml, item_number, main_category) VALUES ('Filter Probe Gin', '750 ml', 750, 'FP-1', 'Liquor') RETURNING id`,
      );
      const missing = await list({ missing_Image: true });
      expect(missing.body.map((b: any) => b.id)).toContain(noImage.id);
      expect(missing.body.every((b: any) => !b.image_Url)).toBe(true);

      const unmapped = await list({ unmapped: true, q: 'Filter Probe' });
      expect(unmapped.body.map((b: any) => b.id)).toEqual([noImage.id]);
      const [carried] = await t.db.query(
        `SELECT beverage_id FROM inventory_item WHERE beverage_id IS NOT NULL LIMIT 1`,
      );
      const all = await t
        .http()
        .get('/api/admin/beverages')
        .query({ filter: JSON.stringify({ unmapped: true, id: [carried.beverage_id] }) })
        .set(auth)
        .expect(200);
      expect(all.body).toEqual([]);

      const [other] = await t.db.query(
        `SELECT id, gtin, upc_number FROM beverage WHERE gtin IS NOT NULL AND size_ml = 750 LIMIT 1`,
      );
      await t.db.query(`UPDATE beverage SET gtin = $1, upc_number = $2 WHERE id = $3`, [
        other.gtin,
        other.upc_number,
        noImage.id,
      ]);
      const dup = await list({ duplicate_Barcode: true });
      expect(dup.body.map((b: any) => b.id).sort()).toEqual(expect.arrayContaining([other.id, noImage.id]));
      await t.db.query('DELETE FROM beverage WHERE id = $1', [noImage.id]);
    });

    it('exports the filtered list as CSV, every page', async () => {
      const count = (
        await t
          .http()
          .get('/api/admin/beverages')
          .query({ filter: JSON.stringify({ final_Category: 'Vodka' }), range: '[0,0]' })
          .set(auth)
          .expect(200)
      ).headers['content-range'];
      const total = Number(count.split('/')[1]);
      const csv = await t
        .http()
        .get('/api/admin/beverages/export')
        .query({ filter: JSON.stringify({ final_Category: 'Vodka' }), sort: '["item_Name","ASC"]' })
        .set(auth)
        .expect(200);
      expect(csv.headers['content-disposition']).toContain('master-catalogue.csv');
      const rows: Record<string, string>[] = parse(csv.text, { bom: true, columns: true });
      expect(rows).toHaveLength(total);
      expect(total).toBeGreaterThan(100);
      expect(rows.every((r) => r.final_Category === 'Vodka')).toBe(true);
      await t
        .http()
        .get('/api/admin/beverages/export')
        .query({ filter: JSON.stringify({ nope: 1 }) })
        .set(auth)
        .expect(400);
    });
  });
});

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
        'Name with a code',
        'No image',
        'No category',
        'No store items',
      ]);
      const shown = res.body.findings.filter((f: any) => f.beverageId === bad.id).map((f: any) => f.issue);
      expect(shown).toEqual(expect.arrayContaining(['duplicate_barcode', 'name_with_code', 'no_category']));
      for (const s of res.body.summary) expect(s.count).toBeGreaterThanOrEqual(1);

      const csv = await t.http().get('/api/admin/catalogue-quality/csv').set(auth).expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toContain('catalogue-quality.csv');
      const rows: Record<string, string>[] = parse(csv.text, { bom: true, columns: true });
      const total = res.body.summary.reduce((n: number, s: any) => n + s.count, 0);
      expect(rows).toHaveLength(total);
      expect(rows.filter((r) => r.item_number === 'QP-1').map((r) => r.issue)).toEqual([
        'Duplicate barcode',
        'Name with a code',
        'No image',
        'No category',
        'No store items',
      ]);
      expect(rows.find((r) => r.item_number === 'QP-1' && r.issue === 'Name with a code')?.detail).toBe(
        'Use Code 123456',
      );
      await t.db.query('DELETE FROM beverage WHERE id = $1', [bad.id]);
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

import { startTestApp, TestApp } from '../support/test-app';
import { insertItem, itemRow, storeId } from './admin-fixtures';

/** A POS export as stores really send them: BOM, CRLF, odd headers, quoted commas, bad rows. */
const MESSY_CSV = [
  '\uFEFFSKU,Barcode,Product Name,Bottle Size,"Retail $",Promo Price,QOH,Tax Rate,Notes',
  'T5-200,,"Zephyr Cabernet, Reserve",750ML,$21.99,,8,7,',
  ',82184090466,Zephyr Rye,750,,,3,,found by UPC without its leading zero',
  'T5-202,,Zephyr Pinot,750,12.50,,5,,unchanged',
  'T5-NEW-10,036000291452,Zephyr New Vodka,1.75L,19.99,,24,,new item',
  'T5-NEW-11,,,750,9.99,,1,,new item without a name',
  'T5-203,,Zephyr Porter,12 oz,abc,,5,,',
  '',
  'T5-204,,Zephyr Stout,12 oz,4.99,,-3,,',
  'T5-200,,Zephyr Cabernet again,750,22.99,,9,,',
  'T5-206,,Too,many,cells,here,1,2,3,4',
  'T5-207,8.8004E+10,Zephyr Spreadsheet,750,5,,1,,',
  'T5-205,,Zephyr Sale,750,25.00,30.00,1,,',
  'T5-900,,Zephyr Harbor Rosé (known only to the other store),750,11.00,,2,,',
].join('\r\n');

describe('inventory sync (CSV import with column mapping, PUT /api/storeinventory/UpdateAllBeverage)', () => {
  let t: TestApp;
  let north: string;
  let northId: number;
  let harborId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    north = await t.login('admin@northside.example', 'northside1');
    northId = await storeId(t.db, 'northside');
    harborId = await storeId(t.db, 'harbor');
    ids.cab = await insertItem(t.db, northId, { itemNumber: 'T5-200', unitPriceCents: 1999, availableToSell: 2 });
    ids.rye = await insertItem(t.db, northId, {
      itemNumber: 'T5-201',
      upc: '082184090466',
      unitPriceCents: 3499,
      availableToSell: 10,
    });
    ids.pinot = await insertItem(t.db, northId, { itemNumber: 'T5-202', unitPriceCents: 1250, availableToSell: 5 });
    ids.porter = await insertItem(t.db, northId, { itemNumber: 'T5-203', unitPriceCents: 899, availableToSell: 5 });
    ids.stout = await insertItem(t.db, northId, { itemNumber: 'T5-204', unitPriceCents: 499, availableToSell: 5 });
    ids.sale = await insertItem(t.db, northId, { itemNumber: 'T5-205', unitPriceCents: 2500, availableToSell: 5 });
    ids.harborRose = await insertItem(t.db, harborId, {
      itemNumber: 'T5-900',
      unitPriceCents: 1299,
      availableToSell: 7,
    });
  });
  afterAll(() => t.close());

  const upload = (csv: string, token = north) =>
    t
      .http()
      .post('/api/admin/inventory-sync?fileName=pos.csv')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'text/csv')
      .send(csv);
  const step = (id: number, what: 'preview' | 'apply', mapping: object, token = north) =>
    t.http().post(`/api/admin/inventory-sync/${id}/${what}`).set('Authorization', `Bearer ${token}`).send({ mapping });
  const pending = (itemNumber: string) =>
    t.db.query(
      'SELECT store_id, item_name, upc, gtin, size_ml, unit_price_cents, available_to_sell, source FROM pending_item WHERE item_number = $1',
      [itemNumber],
    );

  let importId: number;
  let mapping: Record<string, string>;

  it('recognises the columns of a messy POS export and shows a sample', async () => {
    const res = await upload(MESSY_CSV).expect(201);
    importId = res.body.id;
    mapping = res.body.mapping;
    expect(mapping).toEqual({
      itemNumber: 'SKU',
      upc: 'Barcode',
      itemDescription: 'Product Name',
      size: 'Bottle Size',
      price: 'Retail $',
      salePrice: 'Promo Price',
      quantityOnHand: 'QOH',
      taxPercent: 'Tax Rate',
    });
    expect(res.body).toMatchObject({ rowCount: 12, status: 'uploaded', fileName: 'pos.csv' });
    expect(res.body.sample[0][2]).toBe('Zephyr Cabernet, Reserve');
  });

  const expectedRejections = [
    {
      line: 6,
      itemNumber: 'T5-NEW-11',
      reason: 'Item number T5-NEW-11 is not in your inventory, and a new item needs a description.',
    },
    { line: 7, itemNumber: 'T5-203', reason: "Price is not an amount: 'abc'." },
    { line: 9, itemNumber: 'T5-204', reason: "Quantity on hand must be 0 or more: '-3'." },
    { line: 10, itemNumber: 'T5-200', reason: 'Item T5-200 appears more than once (first on line 2).' },
    { line: 11, itemNumber: 'T5-206', reason: 'The row has 10 cells but the header has 9.' },
    {
      line: 12,
      itemNumber: 'T5-207',
      reason: "UPC '8.8004E+10' was turned into a spreadsheet number; export the column as text.",
    },
    { line: 13, itemNumber: 'T5-205', reason: 'Sale price must be below the regular price.' },
  ];

  it('previews what applying would do, writing nothing', async () => {
    const res = await step(importId, 'preview', mapping).expect(200);
    expect(res.body).toMatchObject({ rowCount: 12, updated: 2, unchanged: 1, queued: 2, rejectedCount: 7 });
    expect(res.body.rejected).toEqual(expectedRejections);
    expect(res.body.changes.find((c: any) => c.itemNumber === 'T5-200')).toMatchObject({
      before: { itemUnitPrice: 19.99, availableToSell: 2 },
      after: { itemUnitPrice: 21.99, availableToSell: 8 },
    });
    expect(await itemRow(t.db, ids.cab)).toMatchObject({ unitPriceCents: 1999, availableToSell: 2 });
    expect(await pending('T5-NEW-10')).toEqual([]);
  });

  it('refuses a mapping that names no item number or UPC, or a column the file lacks', async () => {
    const res = await step(importId, 'preview', { itemDescription: 'Product Name', price: 'Retail $' }).expect(400);
    expect(res.body.message).toBe('Map a column to Item number / SKU or UPC / barcode.');
    const res2 = await step(importId, 'preview', { ...mapping, price: 'Price' }).expect(400);
    expect(res2.body.message).toBe("Column 'Price' is not in the file.");
  });

  it('applies: known items update price and stock (also by a UPC that lost its leading zero), new items join the review queue, every bad row is reported', async () => {
    const res = await step(importId, 'apply', mapping).expect(200);
    expect(res.body).toMatchObject({
      status: 'applied',
      updated: 2,
      unchanged: 1,
      queued: 2,
      rejectedCount: 7,
      progress: { phase: 'done' },
    });
    expect(res.body.rejected).toEqual(expectedRejections);

    expect(await itemRow(t.db, ids.cab)).toMatchObject({
      unitPriceCents: 2199,
      availableToSell: 8,
      salesTaxPercent: 7,
    });
    expect(await itemRow(t.db, ids.rye)).toMatchObject({ unitPriceCents: 3499, availableToSell: 3 });
    expect(await itemRow(t.db, ids.porter)).toMatchObject({ unitPriceCents: 899, availableToSell: 5 });
    expect(await itemRow(t.db, ids.stout)).toMatchObject({ availableToSell: 5 });
    expect(await itemRow(t.db, ids.sale)).toMatchObject({ unitPriceCents: 2500, unitSalePriceCents: 0 });

    expect(await pending('T5-NEW-10')).toEqual([
      {
        store_id: northId,
        item_name: 'Zephyr New Vodka',
        upc: '036000291452',
        gtin: '00036000291452',
        size_ml: 1750,
        unit_price_cents: 1999,
        available_to_sell: 24,
        source: 'csv',
      },
    ]);
    // Known to harbor but not to northside: it is new for northside, and harbor's item is untouched.
    expect(await pending('T5-900')).toMatchObject([{ store_id: northId, source: 'csv' }]);
    expect(await itemRow(t.db, ids.harborRose)).toMatchObject({ unitPriceCents: 1299, availableToSell: 7 });
    expect(await pending('T5-NEW-11')).toEqual([]);

    const audit = await t
      .http()
      .get(
        `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'inventory_item', entityId: String(ids.cab) }))}`,
      )
      .set('Authorization', `Bearer ${north}`)
      .expect(200);
    expect(audit.body[0]).toMatchObject({
      action: 'import:csv',
      actorEmail: 'admin@northside.example',
      before: { itemUnitPrice: 19.99, availableToSell: 2 },
      after: { itemUnitPrice: 21.99, availableToSell: 8 },
    });
    const importAudit = await t
      .http()
      .get(
        `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'inventory_import', entityId: String(importId) }))}`,
      )
      .set('Authorization', `Bearer ${north}`)
      .expect(200);
    expect(importAudit.body[0].after).toMatchObject({
      fileName: 'pos.csv',
      mapping,
      updatedCount: 2,
      queuedCount: 2,
      rejectedCount: 7,
    });

    await step(importId, 'apply', mapping).expect(400);
  });

  it('keeps the import and its report private to the store', async () => {
    const harbor = await t.login('admin@harbor.example', 'harbor1');
    await t.http().get(`/api/admin/inventory-sync/${importId}`).set('Authorization', `Bearer ${harbor}`).expect(404);
    await step(importId, 'preview', mapping, harbor).expect(404);
    const mine = await t
      .http()
      .get(`/api/admin/inventory-sync/${importId}`)
      .set('Authorization', `Bearer ${north}`)
      .expect(200);
    expect(mine.body).toMatchObject({ status: 'applied', updated: 2, rejectedCount: 7 });
  });

  it('refuses a file that is not CSV, and stores nothing', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM inventory_import');
    const res = await upload('SKU,Price\n"T5-200,19.99\nT5-201,5').expect(400);
    expect(res.body.message).toMatch(/not a valid CSV/);
    await upload('').expect(400);
    expect(await t.db.query('SELECT count(*)::int AS n FROM inventory_import')).toEqual(before);
  });

  it('takes a whole store export well over the 1 MB JSON limit, and refuses one over 20 MB with 413', async () => {
    const row = (g: number) => `T5-L-${g},"Zephyr Large Export Item ${g} ${'x'.repeat(40)}",12.99,3`;
    const big = ['SKU,Description,Price,QOH', ...Array.from({ length: 40_000 }, (_, g) => row(g))].join('\n');
    expect(big.length).toBeGreaterThan(3_000_000);
    const res = await upload(big).expect(201);
    expect(res.body.rowCount).toBe(40_000);
    const huge = await upload('SKU,Description\n' + 'T5-H,' + 'y'.repeat(21 * 1024 * 1024)).expect(413);
    expect(huge.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The file is too large (limit 20 MB).',
    });
  });

  it('writes nothing at all when the database refuses part of an import', async () => {
    // A limit in this test's own database makes the second row's write fail mid-transaction.
    await t.db.query('ALTER TABLE inventory_item ADD CONSTRAINT t5_stock_cap CHECK (available_to_sell < 5000)');
    try {
      const auditBefore = await t.db.query('SELECT count(*)::int AS n FROM audit_entry');
      const csv =
        'Item Number,UPC,Description,Price,Quantity On Hand\nT5-202,,Zephyr Pinot,13.75,5\nT5-203,,Zephyr Porter,8.99,6000\nT5-NEW-20,,Zephyr Fail Vodka,10.00,1\n';
      const up = await upload(csv).expect(201);
      const res = await step(up.body.id, 'apply', up.body.mapping).expect(422);
      expect(res.body.message).toMatch(/^The import failed and nothing was changed/);
      expect(await itemRow(t.db, ids.pinot)).toMatchObject({ unitPriceCents: 1250 });
      expect(await pending('T5-NEW-20')).toEqual([]);
      expect(await t.db.query('SELECT count(*)::int AS n FROM audit_entry')).toEqual(auditBefore);
      const report = await t
        .http()
        .get(`/api/admin/inventory-sync/${up.body.id}`)
        .set('Authorization', `Bearer ${north}`)
        .expect(200);
      expect(report.body).toMatchObject({ status: 'failed', updated: 0 });
      expect(report.body.error).toContain('t5_stock_cap');
    } finally {
      await t.db.query('ALTER TABLE inventory_item DROP CONSTRAINT t5_stock_cap');
    }
  });

  it('applies a 10,000-row file in one step (its speed is measured by npm run bench, not here)', async () => {
    await t.db.query(
      `INSERT INTO inventory_item (store_id, item_number, item_description, unit_price_cents, available_to_sell)
       SELECT $1, 'T5-P-' || lpad(g::text, 5, '0'), 'Zephyr Bulk ' || g, 1000 + g, 1 FROM generate_series(1, 10000) g`,
      [northId],
    );
    const lines = ['Item #,Description,Price,On Hand'];
    for (let g = 1; g <= 10000; g++)
      lines.push(`T5-P-${String(g).padStart(5, '0')},Zephyr Bulk ${g},${((2000 + g) / 100).toFixed(2)},${g % 50}`);
    const up = await upload(lines.join('\n')).expect(201);
    expect(up.body.mapping).toEqual({
      itemNumber: 'Item #',
      itemDescription: 'Description',
      price: 'Price',
      quantityOnHand: 'On Hand',
    });
    const res = await step(up.body.id, 'apply', up.body.mapping).expect(200);
    expect(res.body).toMatchObject({ updated: 10000, rejectedCount: 0 });
    const [sample] = await t.db.query(
      `SELECT unit_price_cents, available_to_sell FROM inventory_item WHERE store_id = $1 AND item_number = 'T5-P-04321'`,
      [northId],
    );
    expect(sample).toEqual({ unit_price_cents: 6321, available_to_sell: 4321 % 50 });
  });

  it("reads 'Case Pack' as bottles per case: a single bottle is queued as a pack of 1, a '6PK' name as a pack of 6", async () => {
    const csv = [
      'SKU,Description,Size,Case Pack,Price,QOH',
      'T5-CP-1,Zephyr Single Malt,750ML,12,39.99,4',
      'T5-CP-2,Zephyr Lager 6PK,12 oz,4,9.99,10',
    ].join('\n');
    const up = await upload(csv).expect(201);
    expect(up.body.mapping).toMatchObject({ caseQuantity: 'Case Pack' });
    expect(up.body.mapping.packQuantity).toBeUndefined();
    const preview = await step(up.body.id, 'preview', up.body.mapping).expect(200);
    expect(preview.body.columns).toContain('Case Pack -> bottles per case');
    expect(preview.body.columns).toContain(
      'No pack column -> pack quantity from a pack word in the name (6PK, 12 PACK, 4/6), else 1',
    );
    await step(up.body.id, 'apply', up.body.mapping).expect(200);
    const queued = await t.db.query(
      `SELECT item_number, pack_quantity, case_quantity FROM pending_item WHERE item_number LIKE 'T5-CP-%' ORDER BY item_number`,
    );
    expect(queued).toEqual([
      { item_number: 'T5-CP-1', pack_quantity: 1, case_quantity: 12 },
      { item_number: 'T5-CP-2', pack_quantity: 6, case_quantity: 4 },
    ]);
  });

  describe('PUT /api/storeinventory/UpdateAllBeverage', () => {
    const put = (body: unknown, token: string | null = north) => {
      const req = t.http().put('/api/storeinventory/UpdateAllBeverage');
      if (token) req.set('Authorization', `Bearer ${token}`);
      return req.send(body as object);
    };

    it('applies the same rules to items sent as JSON (spec field names)', async () => {
      const res = await put([
        {
          itemNumber: 'T5-202',
          itemUnitPrice: 13.25,
          availableToSell: 11,
          itemDescription: 'Zephyr Pinot',
          packType: 'Bottle',
        },
        {
          itemNumber: 'T5-API-1',
          itemDescription: 'Zephyr API Gin',
          sizeDescriptionWeight: '750 ml',
          itemUnitPrice: 31,
          availableToSell: 4,
        },
        { itemNumber: 'T5-203', itemUnitPrice: '-2' },
      ]).expect(200);
      expect(res.body).toMatchObject({ status: 'applied', source: 'api', updated: 1, queued: 1, rejectedCount: 1 });
      expect(res.body.rejected).toEqual([{ line: 3, itemNumber: 'T5-203', reason: "Price cannot be negative: '-2'." }]);
      expect(await itemRow(t.db, ids.pinot)).toMatchObject({ unitPriceCents: 1325, availableToSell: 11 });
      expect(await pending('T5-API-1')).toMatchObject([
        { store_id: northId, source: 'api', unit_price_cents: 3100, size_ml: 750 },
      ]);
    });

    it('takes a single item too, and refuses unknown fields and prices it cannot place', async () => {
      await put({ itemNumber: 'T5-202', availableToSell: 12 }).expect(200);
      expect((await itemRow(t.db, ids.pinot)).availableToSell).toBe(12);
      expect((await put([{ itemNumber: 'T5-202', storeId: 2 }]).expect(400)).body.message).toBe(
        'Unknown field: storeId.',
      );
      expect((await put([{ itemNumber: 'T5-202', itemPackPrice: 60 }]).expect(400)).body.message).toContain(
        'itemPackPrice is not synced',
      );
      await put([]).expect(400);
    });

    it('is for store staff only', async () => {
      const customer = await t.login('customer1', 'customer1');
      await put([{ itemNumber: 'T5-202', availableToSell: 0 }], customer).expect(403);
      await put([{ itemNumber: 'T5-202', availableToSell: 0 }], null).expect(401);
      expect((await itemRow(t.db, ids.pinot)).availableToSell).toBe(12);
    });
  });
});

/**
 * Spec 4 Mapping and 7 'Pending inventory': the review queue per store, suggestions, and the three
 * decisions (map to existing, save as new, decline) with their flags and their effect on the store's
 * inventory and the storefront.
 */
import { startTestApp, TestApp } from '../support/test-app';

describe('mapping store items to master products (super-admin)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let northside: number;
  let harbor: number;

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.login('superadmin', 'superadmin1')}` };
    [{ id: northside }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'northside'`);
    [{ id: harbor }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'harbor'`);
  });
  afterAll(() => t?.close());

  /** An Iowa master product that northside does not sell yet. */
  async function uncarriedMaster(offset = 0) {
    const [m] = await t.db.query(
      `SELECT b.* FROM beverage b WHERE b.gtin IS NOT NULL AND b.size_ml = 750 AND b.pack_type = 'Bottle' AND b.item_number ~ '^[0-9]+$'
          AND NOT EXISTS (SELECT 1 FROM inventory_item i WHERE i.store_id = $1 AND i.beverage_id = b.id)
          AND NOT EXISTS (SELECT 1 FROM pending_item p WHERE p.store_id = $1 AND p.item_number = b.item_number)
        ORDER BY b.id OFFSET $2 LIMIT 1`,
      [northside, offset],
    );
    return m;
  }

  async function queue(storeId: number, fields: Record<string, unknown>) {
    const [row] = await t.db.query(
      `INSERT INTO pending_item (store_id, item_number, upc, gtin, item_name, size, size_ml, unit_price_cents, available_to_sell, main_category, inventory_item_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [
        storeId,
        fields.itemNumber,
        fields.upc ?? '',
        fields.gtin ?? null,
        fields.itemName,
        fields.size ?? '750ML',
        fields.sizeMl ?? 750,
        fields.unitPriceCents ?? 2499,
        fields.stock ?? 12,
        fields.mainCategory ?? 'LIQUOR',
        fields.inventoryItemId ?? null,
      ],
    );
    return row;
  }

  const decide = (body: Record<string, unknown>) => t.http().post('/api/beverageinventory').set(auth).send(body);

  /** The storefront product for an item number (its in-memory catalogue refreshes on commit). */
  async function storefrontProduct(webUrl: string, itemNumber: string, present = true) {
    for (let i = 0; i < 50; i++) {
      const res = await t
        .http()
        .get(`/api/storeinventory/${encodeURIComponent(itemNumber)}`)
        .set('X-Store', webUrl);
      if ((res.status === 200) === present) return res;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`storefront product ${itemNumber} did not ${present ? 'appear' : 'disappear'}`);
  }

  it('lists the stores (spec Tenant {name, webUrl}) with their open counts', async () => {
    const res = await t.http().get('/api/pendinginventory/tenants').set(auth).expect(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { name: 'Northside Wine & Spirits', webUrl: 'northside', pendingCount: expect.any(Number) },
        { name: 'Harbor Bottle Shop', webUrl: 'harbor', pendingCount: expect.any(Number) },
      ]),
    );
    expect(res.body.find((s: any) => s.webUrl === 'northside').pendingCount).toBeGreaterThan(0);
  });

  it("lists one store's open items under the spec's field names, never another store's", async () => {
    await queue(harbor, { itemNumber: 'H-ONLY-1', itemName: 'HARBOR ONLY ITEM' });
    const res = await t.http().get('/api/pendinginventory/northside').set(auth).expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(
      res.body.every((p: any) => p.webUrl === 'northside' && p.is_Review_Pending === true && p.is_Approved === false),
    ).toBe(true);
    expect(res.body.map((p: any) => p.item_Number)).not.toContain('H-ONLY-1');
    for (const f of [
      'id',
      'item_Number',
      'upc_Number',
      'item_Name',
      'vintage',
      'size',
      'pack_Type',
      'pack_Quantity',
      'main_Category',
    ])
      expect(res.body[0]).toHaveProperty(f);
    await t.http().get('/api/pendinginventory/nowhere').set(auth).expect(404);
  });

  it('reads one pending item by item number and store (GetPendingBenverageById)', async () => {
    const res = await t
      .http()
      .get('/api/pendinginventory/GetPendingBenverageById?itemNumber=H-ONLY-1&webUrl=harbor')
      .set(auth)
      .expect(200);
    expect(res.body).toMatchObject({ item_Number: 'H-ONLY-1', item_Name: 'HARBOR ONLY ITEM', webUrl: 'harbor' });
    await t
      .http()
      .get('/api/pendinginventory/GetPendingBenverageById?itemNumber=H-ONLY-1&webUrl=northside')
      .set(auth)
      .expect(404);
  });

  it('suggests the master product with the same barcode and size first, saying why', async () => {
    const m = await uncarriedMaster(0);
    const bare = m.upc_number.replace(/^0+/, '');
    await queue(northside, { itemNumber: 'SUG-1', upc: bare, gtin: m.gtin, itemName: m.item_name.toUpperCase() });
    const res = await t
      .http()
      .get('/api/pendinginventory/suggestions?itemNumber=SUG-1&webUrl=northside')
      .set(auth)
      .expect(200);
    expect(res.body[0]).toMatchObject({
      id: m.id,
      match_Reason: 'same UPC and size',
      same_Upc: true,
      match_Evidence: 'barcode+size',
    });
    expect(res.body[0].match_Confidence).toBeGreaterThanOrEqual(90);
    // Every name-only suggestion ranks below it, with a confidence under 90.
    for (const s of res.body.slice(1).filter((x: any) => x.match_Evidence === 'name+size'))
      expect(s.match_Confidence).toBeLessThan(90);
    expect(res.body.every((s: any) => s.size_Ml === 750)).toBe(true);
    // The same item written as a 1.75 L bottle is never matched to the 750 ml one.
    await queue(northside, {
      itemNumber: 'SUG-2',
      upc: bare,
      gtin: m.gtin,
      itemName: m.item_name,
      size: '1.75L',
      sizeMl: 1750,
    });
    const other = await t
      .http()
      .get('/api/pendinginventory/suggestions?itemNumber=SUG-2&webUrl=northside')
      .set(auth)
      .expect(200);
    expect(other.body.map((s: any) => s.id)).not.toContain(m.id);
    expect(other.body.every((s: any) => s.size_Ml === 1750)).toBe(true);

    // The react-admin resource 'mapping-items' (the mapping edit page): the item with the same suggestions.
    const record = await t.http().get('/api/admin/mapping-items/SUG-1?webUrl=northside').set(auth).expect(200);
    expect(record.body).toMatchObject({ id: 'SUG-1', webUrl: 'northside', item: { item_Number: 'SUG-1' } });
    expect(record.body.suggestions).toEqual(res.body);
    await t.http().get('/api/admin/mapping-items/SUG-1?webUrl=harbor').set(auth).expect(404);
    await t.http().get('/api/admin/mapping-items/SUG-1?webUrl=nowhere').set(auth).expect(404);
  });

  it('finds the seeded demo queue items by barcode', async () => {
    const seeded = await t.db.query(
      `SELECT item_number FROM pending_item WHERE store_id = $1 AND gtin IS NOT NULL AND item_number !~ '^SUG' ORDER BY id`,
      [northside],
    );
    expect(seeded.length).toBeGreaterThanOrEqual(4);
    for (const { item_number } of seeded) {
      const res = await t
        .http()
        .get(`/api/pendinginventory/suggestions?itemNumber=${item_number}&webUrl=northside`)
        .set(auth)
        .expect(200);
      expect([item_number, res.body[0]?.match_Reason]).toEqual([
        item_number,
        expect.stringMatching(/^same UPC and size/),
      ]);
    }
  });

  it('Map To Existing links the store item (keeping its number) to the master; the storefront shows it with master content', async () => {
    const m = await uncarriedMaster(1);
    const itemNumber = 'MAP-0001';
    await queue(northside, {
      itemNumber,
      upc: m.upc_number,
      gtin: m.gtin,
      itemName: 'STORE TYPED NAME',
      unitPriceCents: 3199,
      stock: 9,
    });
    await t.http().get(`/api/storeinventory/${itemNumber}`).set('X-Store', 'northside').expect(404);

    const res = await decide({
      ...{ id: m.id, item_Name: m.item_name },
      item_Number: itemNumber,
      is_Review_Pending: false,
      is_Approved: true,
      webUrl: 'northside',
    }).expect(200);
    expect(res.body).toMatchObject({
      message: 'Mapping updated!',
      decision: 'map-to-existing',
      pending: { item_Number: itemNumber, is_Review_Pending: false, is_Approved: true, mapped_Beverage_Id: m.id },
      beverage: { id: m.id },
    });

    const [item] = await t.db.query('SELECT * FROM inventory_item WHERE store_id = $1 AND item_number = $2', [
      northside,
      itemNumber,
    ]);
    expect(item).toMatchObject({ beverage_id: m.id, unit_price_cents: 3199, available_to_sell: 9 });
    const product = (await storefrontProduct('northside', itemNumber)).body;
    expect(product.itemDescription).toBe(m.item_name);
    expect(product.itemDescription).not.toBe('STORE TYPED NAME');
    // Harbor's storefront does not get it.
    await t.http().get(`/api/storeinventory/${itemNumber}`).set('X-Store', 'harbor').expect(404);
    // It left the queue; a second decision finds nothing to decide.
    const list = await t.http().get('/api/pendinginventory/northside').set(auth).expect(200);
    expect(list.body.map((p: any) => p.item_Number)).not.toContain(itemNumber);
    await decide({ id: m.id, item_Number: itemNumber, is_Approved: true, webUrl: 'northside' }).expect(404);
    const audit = await t.db.query(
      `SELECT action, actor_email FROM audit_entry WHERE entity = 'pending_item' AND store_id = $1`,
      [northside],
    );
    expect(audit).toContainEqual({ action: 'map-to-existing', actor_email: 'superadmin@example.com' });
  });

  it("Map To Existing relinks the store's existing (unmapped) item instead of adding another", async () => {
    const [own] = await t.db.query(
      'SELECT * FROM inventory_item WHERE store_id = $1 AND beverage_id IS NULL ORDER BY id LIMIT 1',
      [northside],
    );
    await t.db.query('DELETE FROM pending_item WHERE store_id = $1 AND item_number = $2', [northside, own.item_number]);
    await queue(northside, { itemNumber: own.item_number, itemName: own.item_description, inventoryItemId: own.id });
    const m = await uncarriedMaster(2);
    await decide({
      id: m.id,
      item_Number: own.item_number,
      is_Review_Pending: false,
      is_Approved: true,
      webUrl: 'northside',
    }).expect(200);
    const rows = await t.db.query(
      'SELECT id, beverage_id, unit_price_cents FROM inventory_item WHERE store_id = $1 AND item_number = $2',
      [northside, own.item_number],
    );
    expect(rows).toEqual([{ id: own.id, beverage_id: m.id, unit_price_cents: own.unit_price_cents }]);
  });

  it('Save As New Product creates a master product from the corrected entry (id 0) and links the store item', async () => {
    const itemNumber = 'NEW-0001';
    await queue(northside, {
      itemNumber,
      itemName: 'TABLAS CRK PATELIN ROUGE',
      size: '750ML',
      unitPriceCents: 2999,
      stock: 5,
    });
    const res = await decide({
      id: 0,
      item_Number: itemNumber,
      item_Name: 'Tablas Creek Patelin de Tablas Rouge',
      main_Category: 'Wine',
      sub_Category_1: 'Red Blend',
      size: '750 ml',
      vintage: '2021',
      country: 'United States',
      state: 'California',
      type_of_Grape: 'Grenache',
      is_Review_Pending: false,
      is_Approved: true,
      webUrl: 'northside',
    }).expect(200);
    expect(res.body.decision).toBe('save-as-new');
    const created = res.body.beverage;
    expect(created).toMatchObject({
      item_Name: 'Tablas Creek Patelin de Tablas Rouge',
      item_Number: itemNumber,
      size_Ml: 750,
      vintage: '2021',
      is_Approved: true,
      is_Review_Pending: false,
    });
    expect(created.id).toBeGreaterThan(0);
    expect(res.body.pending).toMatchObject({
      is_Review_Pending: false,
      is_Approved: true,
      mapped_Beverage_Id: created.id,
    });
    const [item] = await t.db.query('SELECT beverage_id FROM inventory_item WHERE store_id = $1 AND item_number = $2', [
      northside,
      itemNumber,
    ]);
    expect(item.beverage_id).toBe(created.id);
    const product = (await storefrontProduct('northside', itemNumber)).body;
    expect(product.itemDescription).toBe('Tablas Creek Patelin de Tablas Rouge');
    // Save-as-new needs a name it can use.
    await queue(northside, { itemNumber: 'NEW-0002', itemName: 'SOMETHING' });
    await decide({ id: 0, item_Number: 'NEW-0002', item_Name: '', webUrl: 'northside' }).expect(400);
  });

  it('Save As New Product refuses a master without a category, and writes nothing', async () => {
    await queue(northside, { itemNumber: 'NEW-0003', itemName: 'ZEPHYR MYSTERY SPIRIT', size: '750ML' });
    const masters = async () => (await t.db.query('SELECT count(*)::int AS n FROM beverage'))[0].n;
    const before = await masters();
    for (const category of [{}, { main_Category: 'Liquor' }, { sub_Category_1: 'Spirits', final_Category: 'Gin' }]) {
      const res = await decide({
        id: 0,
        item_Number: 'NEW-0003',
        item_Name: 'Zephyr Mystery Spirit',
        size: '750 ml',
        ...category,
        is_Approved: true,
        webUrl: 'northside',
      }).expect(400);
      expect(res.body.message).toMatch(/needs a category/);
    }
    expect(await masters()).toBe(before);
    const [row] = await t.db.query('SELECT is_review_pending FROM pending_item WHERE item_number = $1', ['NEW-0003']);
    expect(row.is_review_pending).toBe(true);
    await decide({
      id: 0,
      item_Number: 'NEW-0003',
      item_Name: 'Zephyr Mystery Spirit',
      size: '750 ml',
      main_Category: 'Liquor',
      final_Category: 'Gin',
      is_Approved: true,
      webUrl: 'northside',
    }).expect(200);
  });

  it("Decline sets both flags false, answers 'Mapping updated!' and takes the row off the list; nothing is linked", async () => {
    const itemNumber = 'DEC-0001';
    await queue(northside, { itemNumber, itemName: 'NOT A REAL PRODUCT' });
    const res = await decide({
      id: 0,
      item_Number: itemNumber,
      is_Review_Pending: false,
      is_Approved: false,
      webUrl: 'northside',
    }).expect(200);
    expect(res.body).toMatchObject({
      message: 'Mapping updated!',
      decision: 'decline',
      pending: { is_Review_Pending: false, is_Approved: false },
      beverage: null,
    });
    const [row] = await t.db.query(
      'SELECT is_review_pending, is_approved, decided_by, decided_at FROM pending_item WHERE store_id = $1 AND item_number = $2',
      [northside, itemNumber],
    );
    expect(row).toMatchObject({
      is_review_pending: false,
      is_approved: false,
      decided_by: expect.any(Number),
      decided_at: expect.any(Date),
    });
    expect(
      await t.db.query('SELECT 1 FROM inventory_item WHERE store_id = $1 AND item_number = $2', [
        northside,
        itemNumber,
      ]),
    ).toEqual([]);
    const list = await t.http().get('/api/pendinginventory/northside').set(auth).expect(200);
    expect(list.body.map((p: any) => p.item_Number)).not.toContain(itemNumber);
  });

  it('refuses a decision without the item number, for an unknown store or a master that does not exist', async () => {
    await queue(northside, { itemNumber: 'ERR-0001', itemName: 'X' });
    await decide({ id: 1, is_Approved: true, webUrl: 'northside' }).expect(400);
    await decide({ id: 1, item_Number: 'ERR-0001', is_Approved: true, webUrl: 'nowhere' }).expect(404);
    await decide({ id: 999999, item_Number: 'ERR-0001', is_Approved: true, webUrl: 'northside' }).expect(404);
    const [row] = await t.db.query(`SELECT is_review_pending FROM pending_item WHERE item_number = 'ERR-0001'`);
    expect(row.is_review_pending).toBe(true);
  });
});

import { startTestApp, TestApp } from '../support/test-app';
import { insertItem, itemRow, storeId } from './admin-fixtures';

describe('store admin inventory (GET/PUT/DELETE /api/admin/inventory, bulk edit, product requests)', () => {
  let t: TestApp;
  let north: string;
  let harbor: string;
  let northId: number;
  let harborId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    north = await t.login('admin@northside.example', 'northside1');
    harbor = await t.login('admin@harbor.example', 'harbor1');
    northId = await storeId(t.db, 'northside');
    harborId = await storeId(t.db, 'harbor');
    ids.merlot = await insertItem(t.db, northId, {
      itemNumber: 'T5-100',
      itemDescription: 'Zephyr Ridge Merlot',
      unitPriceCents: 1599,
      availableToSell: 12,
    });
    ids.gin = await insertItem(t.db, northId, {
      itemNumber: 'T5-101',
      itemDescription: 'Zephyr Dry Gin',
      unitPriceCents: 2899,
      availableToSell: 4,
      unitSalePriceCents: 2499,
      dateSaleEnds: '2999-12-31',
    });
    ids.beer = await insertItem(t.db, northId, {
      itemNumber: 'T5-102',
      itemDescription: 'Zephyr Lager 6-pack',
      packQuantity: 6,
      caseQuantity: 24,
      unitPriceCents: 0,
      packPriceCents: 1099,
      availableToSell: 30,
    });
    ids.harborWine = await insertItem(t.db, harborId, {
      itemNumber: 'T5-900',
      itemDescription: 'Zephyr Harbor Rosé',
      unitPriceCents: 1299,
    });
  });
  afterAll(() => t.close());

  const get = (url: string, token = north) => t.http().get(url).set('Authorization', `Bearer ${token}`);

  it('lists only the caller’s store, searches by description and says the total in Content-Range', async () => {
    const res = await get(
      `/api/admin/inventory?filter=${encodeURIComponent(JSON.stringify({ q: 'zephyr' }))}&sort=${encodeURIComponent('["price","DESC"]')}&range=[0,9]`,
    ).expect(200);
    expect(res.body.map((r: any) => r.itemNumber)).toEqual(['T5-101', 'T5-100', 'T5-102']);
    expect(res.headers['content-range']).toBe('inventory 0-2/3');
    const gin = res.body[0];
    expect(gin).toMatchObject({
      itemDescription: 'Zephyr Dry Gin',
      price: 28.99,
      currentPrice: 24.99,
      onSale: true,
      availableToSell: 4,
      packQuantity: 1,
    });
    expect(res.body[2]).toMatchObject({ itemNumber: 'T5-102', price: 10.99, packQuantity: 6, onSale: false });

    const harborList = await get(
      `/api/admin/inventory?filter=${encodeURIComponent(JSON.stringify({ q: 'zephyr' }))}`,
      harbor,
    ).expect(200);
    expect(harborList.body.map((r: any) => r.itemNumber)).toEqual(['T5-900']);
  });

  it('filters the on-sale items and refuses sorts and filters it does not know', async () => {
    const res = await get(
      `/api/admin/inventory?filter=${encodeURIComponent(JSON.stringify({ q: 'zephyr', onSale: true }))}`,
    ).expect(200);
    expect(res.body.map((r: any) => r.itemNumber)).toEqual(['T5-101']);
    // A "sale" above the regular price ($15 on a $10 item, window open) is no sale: the filter and
    // the record agree (domain/pricing.ts hasActiveSale, its SQL form in domain/pricing-sql.ts).
    await insertItem(t.db, northId, {
      itemNumber: 'T5-103',
      itemDescription: 'Zephyr Odd Sale Rum',
      unitPriceCents: 1000,
      unitSalePriceCents: 1500,
      dateSaleEnds: '2999-12-31',
    });
    const onSale = await get(
      `/api/admin/inventory?filter=${encodeURIComponent(JSON.stringify({ q: 'zephyr', onSale: true }))}`,
    ).expect(200);
    expect(onSale.body.map((r: any) => r.itemNumber)).toEqual(['T5-101']);
    const notOnSale = await get(
      `/api/admin/inventory?filter=${encodeURIComponent(JSON.stringify({ q: 'zephyr', onSale: false }))}`,
    ).expect(200);
    const rum = notOnSale.body.find((r: any) => r.itemNumber === 'T5-103');
    expect(rum).toMatchObject({ price: 10, onSale: false });
    await t.db.query(`DELETE FROM inventory_item WHERE item_number = 'T5-103'`);
    const f = (filter: object) =>
      get(`/api/admin/inventory?filter=${encodeURIComponent(JSON.stringify({ q: 'zephyr', ...filter }))}`)
        .expect(200)
        .then((r) => r.body.map((x: any) => x.itemNumber).sort());
    expect(await f({ stockBelow: 5 })).toEqual(['T5-101']);
    expect(await f({ priceMin: 11, priceMax: 20 })).toEqual(['T5-100']); // the 6-pack sells at 10.99, the gin at 28.99
    expect(await f({ packQuantity: 6 })).toEqual(['T5-102']);
    await get(`/api/admin/inventory?sort=${encodeURIComponent('["password_hash","ASC"]')}`).expect(400);
    await get(`/api/admin/inventory?filter=${encodeURIComponent('{"store_id":2}')}`).expect(400);
  });

  it('answers 404 for another store’s item, read or write, and changes nothing', async () => {
    const before = await itemRow(t.db, ids.harborWine);
    await get(`/api/admin/inventory/${ids.harborWine}`).expect(404);
    await t
      .http()
      .put(`/api/admin/inventory/${ids.harborWine}`)
      .set('Authorization', `Bearer ${north}`)
      .send({ itemUnitPrice: 1 })
      .expect(404);
    await t.http().delete(`/api/admin/inventory/${ids.harborWine}`).set('Authorization', `Bearer ${north}`).expect(404);
    await t
      .http()
      .post('/api/admin/inventory/bulk-update')
      .set('Authorization', `Bearer ${north}`)
      .send({ ids: [ids.merlot, ids.harborWine], setStock: 0 })
      .expect(404);
    expect(await itemRow(t.db, ids.harborWine)).toEqual(before);
    expect((await itemRow(t.db, ids.merlot)).availableToSell).toBe(12);
  });

  it('saves price, sale window, stock, availability and tax, and records who changed what', async () => {
    const res = await t
      .http()
      .put(`/api/admin/inventory/${ids.merlot}`)
      .set('Authorization', `Bearer ${north}`)
      .send({
        itemUnitPrice: 17.49,
        itemUnitSalePrice: 14.99,
        dateSaleStarts: '2020-01-01',
        dateSaleEnds: '2999-01-31',
        availableToSell: 20,
        isAvailable: true,
        salesTax: 7.25,
      })
      .expect(200);
    expect(res.body).toMatchObject({
      itemUnitPrice: 17.49,
      itemUnitSalePrice: 14.99,
      onSale: true,
      currentPrice: 14.99,
      availableToSell: 20,
      salesTax: 7.25,
    });
    expect(await itemRow(t.db, ids.merlot)).toMatchObject({
      unitPriceCents: 1749,
      unitSalePriceCents: 1499,
      availableToSell: 20,
      salesTaxPercent: 7.25,
      dateSaleEnds: '2999-01-31',
    });

    const audit = await get(
      `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'inventory_item', entityId: String(ids.merlot) }))}`,
    ).expect(200);
    expect(audit.body[0]).toMatchObject({
      actorEmail: 'admin@northside.example',
      action: 'update',
      before: { itemUnitPrice: 15.99, availableToSell: 12 },
      after: { itemUnitPrice: 17.49, availableToSell: 20 },
    });
    expect(audit.body[0].after).not.toHaveProperty('isAvailable'); // unchanged fields are not listed
    const harborAudit = await get(
      `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entityId: String(ids.merlot) }))}`,
      harbor,
    ).expect(200);
    expect(harborAudit.body).toEqual([]);
  });

  it.each([
    [{ itemUnitPrice: -1 }, 'Price cannot be negative.'],
    [{ itemUnitPrice: 10.555 }, 'Price must be an amount with at most 2 decimals.'],
    [{ availableToSell: 2.5 }, 'Stock must be a whole number.'],
    [{ salesTax: 101 }, 'Tax percent cannot be above 100.'],
    [
      { itemUnitPrice: 10, itemUnitSalePrice: 12, dateSaleEnds: '2999-01-01' },
      'Sale price must be below the regular price.',
    ],
    [{ itemUnitSalePrice: 9, dateSaleEnds: null }, 'Set a sale end date for the sale price to apply.'],
    [{ dateSaleStarts: '2999-02-01', dateSaleEnds: '2999-01-01' }, 'The sale cannot end before it starts.'],
    [{ dateSaleEnds: '31/01/2999' }, 'Sale end must be a date (YYYY-MM-DD).'],
    [{ itemDescription: 'Renamed' }, 'Unknown field: itemDescription.'],
  ])('refuses %j with 400 "%s" and writes nothing', async (body, message) => {
    const before = await itemRow(t.db, ids.gin);
    const res = await t
      .http()
      .put(`/api/admin/inventory/${ids.gin}`)
      .set('Authorization', `Bearer ${north}`)
      .send(body)
      .expect(400);
    expect(res.body.message).toContain(message);
    expect(await itemRow(t.db, ids.gin)).toEqual(before);
  });

  it('bulk-edits the selected rows together: price by percent on the price each item sells at, stock added', async () => {
    const res = await t
      .http()
      .post('/api/admin/inventory/bulk-update')
      .set('Authorization', `Bearer ${north}`)
      .send({ ids: [ids.gin, ids.beer], priceChangePercent: -10, stockChange: 5 })
      .expect(200);
    expect(res.body).toEqual({ updated: 2 });
    expect(await itemRow(t.db, ids.gin)).toMatchObject({ unitPriceCents: 2609, availableToSell: 9 });
    // The 6-pack sells at its pack price (spec 4 price selection), so that is the price that changes.
    expect(await itemRow(t.db, ids.beer)).toMatchObject({
      unitPriceCents: 0,
      packPriceCents: 989,
      availableToSell: 35,
    });
    const audit = await get(
      `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'inventory_item', entityId: String(ids.beer) }))}`,
    ).expect(200);
    expect(audit.body[0]).toMatchObject({
      action: 'bulk-update',
      before: { itemPackPrice: 10.99, availableToSell: 30 },
      after: { itemPackPrice: 9.89, availableToSell: 35 },
    });
  });

  it('refuses a bulk edit that would take stock below 0, for every row', async () => {
    const res = await t
      .http()
      .post('/api/admin/inventory/bulk-update')
      .set('Authorization', `Bearer ${north}`)
      .send({ ids: [ids.beer, ids.gin], stockChange: -20 })
      .expect(400);
    expect(res.body.message).toContain('would go below 0');
    expect((await itemRow(t.db, ids.beer)).availableToSell).toBe(35);
    expect((await itemRow(t.db, ids.gin)).availableToSell).toBe(9);
  });

  it('deletes an item not on any open order, and the trail keeps what it was', async () => {
    const id = await insertItem(t.db, northId, { itemNumber: 'T5-199', itemDescription: 'Zephyr Discontinued Port' });
    await t.http().delete(`/api/admin/inventory/${id}`).set('Authorization', `Bearer ${north}`).expect(200);
    await get(`/api/admin/inventory/${id}`).expect(404);
    const audit = await get(
      `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entityId: String(id), action: 'delete' }))}`,
    ).expect(200);
    expect(audit.body[0].before).toMatchObject({ itemNumber: 'T5-199', itemDescription: 'Zephyr Discontinued Port' });
  });

  describe("'Send Request for Add' (product add/edit requests)", () => {
    const post = (body: object, token = north) =>
      t.http().post('/api/admin/product-requests').set('Authorization', `Bearer ${token}`).send(body);

    it('files a pending item in the super-admin review queue for the caller’s store', async () => {
      const res = await post({
        itemNumber: 'T5-NEW-1',
        upc: '82184090466', // a UPC-A that lost its leading zero
        name: 'Zephyr Single Malt 12 Year',
        brief_description: 'Honeyed, lightly peated.',
        type: ['Liquor'],
        subTypes: ['Scotch', 'Single Malt'],
        keywords: ['  smoky ', '', '   '],
        storeTags: ['gift'],
        size: '750 ml',
        brand: 'Zephyr',
        country: 'Scotland',
        alcoholContent: 43,
        price: 54.99,
        quantity: 6,
      }).expect(201);
      expect(res.body).toMatchObject({
        itemNumber: 'T5-NEW-1',
        name: 'Zephyr Single Malt 12 Year',
        type: 'Liquor',
        subType: 'Scotch',
        price: 54.99,
        quantity: 6,
        source: 'request',
        status: 'Waiting for review',
      });
      const [row] = await t.db.query(
        'SELECT store_id, gtin, size_ml, is_review_pending, is_approved, unit_price_cents FROM pending_item WHERE id = $1',
        [res.body.id],
      );
      expect(row).toEqual({
        store_id: northId,
        gtin: '00082184090466',
        size_ml: 750,
        is_review_pending: true,
        is_approved: false,
        unit_price_cents: 5499,
      });
      const audit = await get(
        `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'pending_item', entityId: String(res.body.id) }))}`,
      ).expect(200);
      expect(audit.body[0].after).toMatchObject({
        keywords: ['smoky'],
        storeTags: ['gift'],
        subTypes: ['Scotch', 'Single Malt'],
      });
      // The store sees its request; the other store does not.
      await get(`/api/admin/product-requests/${res.body.id}`).expect(200);
      await get(`/api/admin/product-requests/${res.body.id}`, harbor).expect(404);
    });

    it('refuses duplicate types and subtypes (spec 5 Admin)', async () => {
      expect(
        (await post({ itemNumber: 'T5-NEW-2', name: 'X', type: ['Wine', 'wine '] }).expect(400)).body.message,
      ).toBe('Duplicate type: wine.');
      expect(
        (await post({ itemNumber: 'T5-NEW-2', name: 'X', subTypes: ['Red', 'Red'] }).expect(400)).body.message,
      ).toBe('Duplicate subtype: Red.');
    });

    it('refuses an item number the store already sells, a second open request, and a bad UPC', async () => {
      expect((await post({ itemNumber: 'T5-100', name: 'Again' }).expect(409)).body.message).toContain(
        'already in your inventory',
      );
      expect((await post({ itemNumber: 'T5-NEW-1', name: 'Again' }).expect(409)).body.message).toContain(
        'already waiting for review',
      );
      expect(
        (await post({ itemNumber: 'T5-NEW-3', name: 'Bad', upc: '123456789013' }).expect(400)).body.message,
      ).toContain('not a valid UPC');
    });

    it('files an edit request for the store’s own item only', async () => {
      const res = await post({
        inventoryItemId: ids.gin,
        name: 'Zephyr London Dry Gin',
        type: ['Liquor'],
        subTypes: ['Gin'],
      }).expect(201);
      expect(res.body).toMatchObject({ itemNumber: 'T5-101', inventoryItemId: ids.gin, status: 'Waiting for review' });
      await post({ inventoryItemId: ids.harborWine, name: 'Not mine' }).expect(404);
    });
  });
});

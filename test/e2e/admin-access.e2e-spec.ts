import { startTestApp, TestApp } from '../support/test-app';
import { insertItem, placeOrder, storeId } from './admin-fixtures';

/**
 * Quality bar: every admin endpoint refuses a customer (403) and a caller without a token (401),
 * and a store admin never reaches another store's rows (404), read or write.
 */
describe('back-office access rules', () => {
  let t: TestApp;
  let customer: string;
  let north: string;
  let harbor: string;
  let routes: Array<{ method: string; path: string }>;

  beforeAll(async () => {
    t = await startTestApp();
    [customer, north, harbor] = await Promise.all([
      t.login('customer1', 'customer1'),
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
    ]);
    // Every route the app documents under /api/admin, plus the bulk sync API.
    const docs = await t.http().get('/api/docs-json').expect(200);
    routes = Object.entries(docs.body.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/admin/') || path === '/api/storeinventory/UpdateAllBeverage')
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, '1') })));
  });
  afterAll(() => t.close());

  it('finds the back-office routes to check', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'get /api/admin/inventory',
      'put /api/admin/inventory/1',
      'delete /api/admin/inventory/1',
      'post /api/admin/inventory/bulk-update',
      'get /api/admin/orders',
      'post /api/admin/orders/1/transition',
      'post /api/admin/orders/1/id-check',
      'get /api/admin/dashboard/summary',
      'post /api/admin/inventory-sync',
      'post /api/admin/inventory-sync/1/apply',
      'post /api/admin/product-requests',
      'get /api/admin/audit',
      'put /api/storeinventory/UpdateAllBeverage',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('answers 401 without a token and 403 to a customer, on every one of them', async () => {
    const failures: string[] = [];
    for (const { method, path } of routes) {
      const anon = await (t.http() as any)[method](path).send({});
      if (anon.status !== 401) failures.push(`${method} ${path} without a token: ${anon.status}`);
      const cust = await (t.http() as any)[method](path).set('Authorization', `Bearer ${customer}`).send({});
      if (cust.status !== 403) failures.push(`${method} ${path} as a customer: ${cust.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 to a store admin for every row of another store, read or write, and changes nothing', async () => {
    const harborId = await storeId(t.db, 'harbor');
    const item = await insertItem(t.db, harborId, { itemNumber: 'T5-A-1', unitPriceCents: 1500, availableToSell: 8 });
    const { orderId } = await placeOrder(t.http, customer, [{ itemId: 'T5-A-1', quantity: 1 }], { store: 'harbor' });
    const imp = await t
      .http()
      .post('/api/admin/inventory-sync?fileName=h.csv')
      .set('Authorization', `Bearer ${harbor}`)
      .set('Content-Type', 'text/csv')
      .send('SKU,Price\nT5-A-1,9.99\n')
      .expect(201);
    const request = await t
      .http()
      .post('/api/admin/product-requests')
      .set('Authorization', `Bearer ${harbor}`)
      .send({ itemNumber: 'T5-A-NEW', name: 'Harbor only' })
      .expect(201);
    const snapshot = () =>
      Promise.all([
        t.db.query('SELECT unit_price_cents, available_to_sell, is_available FROM inventory_item WHERE id = $1', [
          item,
        ]),
        t.db.query('SELECT order_status, transaction_status, id_checked_at FROM customer_order WHERE id = $1', [
          orderId,
        ]),
        t.db.query('SELECT status, mapping FROM inventory_import WHERE id = $1', [imp.body.id]),
      ]);
    const before = await snapshot();

    const as = (method: string, path: string, body?: object) =>
      (t.http() as any)
        [method](path)
        .set('Authorization', `Bearer ${north}`)
        .send(body ?? {});
    const attempts: Array<[string, string, object?]> = [
      ['get', `/api/admin/inventory/${item}`],
      ['put', `/api/admin/inventory/${item}`, { itemUnitPrice: 1 }],
      ['delete', `/api/admin/inventory/${item}`],
      ['post', '/api/admin/inventory/bulk-update', { ids: [item], setStock: 0 }],
      ['post', '/api/admin/product-requests', { inventoryItemId: item, name: 'Mine now' }],
      ['get', `/api/admin/product-requests/${request.body.id}`],
      ['get', `/api/admin/orders/${orderId}`],
      ['post', `/api/admin/orders/${orderId}/transition`, { to: 'Accepted' }],
      ['post', `/api/admin/orders/${orderId}/id-check`, { idType: 'Passport', dateOfBirth: '1980-01-01' }],
      ['get', `/api/admin/inventory-sync/${imp.body.id}`],
      ['post', `/api/admin/inventory-sync/${imp.body.id}/preview`, { mapping: { itemNumber: 'SKU', price: 'Price' } }],
      ['post', `/api/admin/inventory-sync/${imp.body.id}/apply`, { mapping: { itemNumber: 'SKU', price: 'Price' } }],
    ];
    const wrong: string[] = [];
    for (const [method, path, body] of attempts) {
      const res = await as(method, path, body);
      if (res.status !== 404) wrong.push(`${method} ${path}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);

    // Lists and figures never show the other store's rows either.
    const search = (q: string) => encodeURIComponent(JSON.stringify({ q }));
    expect((await as('get', `/api/admin/inventory?filter=${search('T5-A-1')}`).expect(200)).body).toEqual([]);
    expect((await as('get', `/api/admin/orders?filter=${search(String(orderId))}`).expect(200)).body).toEqual([]);
    expect(
      (
        await as(
          'get',
          `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'pending_item', entityId: String(request.body.id) }))}`,
        ).expect(200)
      ).body,
    ).toEqual([]);
    expect(
      (await as('get', '/api/admin/inventory-sync').expect(200)).body.map((i: { id: number }) => i.id),
    ).not.toContain(imp.body.id);
    // The bulk API writes to the caller's own store only: harbor's item is untouched, northside gets a review entry.
    await as('put', '/api/storeinventory/UpdateAllBeverage', [
      { itemNumber: 'T5-A-1', itemUnitPrice: 1, itemDescription: 'Attempt' },
    ]).expect(200);
    expect(await snapshot()).toEqual(before);
  });
});

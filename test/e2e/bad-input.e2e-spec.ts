/**
 * The hostile requests that gave 500s each get a clear 4xx and write nothing.
 * (The fuzz suite, fuzz-api.e2e-spec.ts, keeps every route of the document that way.)
 */
import { BILLING, NORTHSIDE_ADDRESS, orderBody, putItem } from './orders-fixtures';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let customer: string;
let admin: string;
let superadmin: string;
let itemId: number;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const count = async (table: string) => (await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

beforeAll(async () => {
  t = await startTestApp();
  customer = await t.login('customer1', 'customer1');
  admin = await t.login('admin@northside.example', 'northside1');
  superadmin = await t.login('superadmin', 'superadmin1');
  itemId = await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2000, stock: 10 });
});
afterAll(async () => t?.close());

describe('NUL characters and unpaired surrogates', () => {
  it('refuses a NUL in a body string, a path value and a query value with 400', async () => {
    const login = await t.http().post('/api/login').send({ username: 'a\u0000b', password: 'wrongpass' }).expect(400);
    expect(login.body.message).toBe('Text must not contain NUL characters or unpaired surrogates (body.username).');
    const del = await t.http().delete('/api/wishlist/a%00b').set(bearer(customer)).expect(400);
    expect(del.body.message).toMatch(/NUL characters/);
    await t.http().get('/api/storeinventory/Listing?search=%00').expect(400);
    await t.http().get('/api/storeinventory/Search/a%00').expect(400);
    await t.http().get('/api/admin/orders/counts?q=%00').set(bearer(admin)).expect(400);
    await t
      .http()
      .get('/api/admin/inventory?filter=' + encodeURIComponent('{"q":"a\\u0000"}'))
      .set(bearer(admin))
      .expect(400);
  });

  it('refuses a lone surrogate in an order before the card is authorized', async () => {
    const [payments, charges, orders] = [
      await count('payment_transaction'),
      await count('sandbox_charge'),
      await count('customer_order'),
    ];
    const res = await t
      .http()
      .post('/api/orders')
      .set(bearer(customer))
      .set('Idempotency-Key', 'bad-input-surrogate-1')
      .send(
        orderBody({
          orderType: 'delivery',
          shippingAddress: { ...NORTHSIDE_ADDRESS, phoneNumber: '555\ud800' },
          billingAddress: BILLING,
        }),
      )
      .expect(400);
    expect(res.body.message).toBe(
      'Text must not contain NUL characters or unpaired surrogates (body.shippingAddress.phoneNumber).',
    );
    expect([await count('payment_transaction'), await count('sandbox_charge'), await count('customer_order')]).toEqual([
      payments,
      charges,
      orders,
    ]);
  });

  it('accepts paired surrogates (emoji) and other unicode', async () => {
    const res = await t.http().post('/api/login').send({ username: 'Ünï 😀', password: 'wrongpass' });
    expect(res.status).toBe(401);
  });
});

describe('deeply nested JSON', () => {
  it('is refused at parse time with 400, on public and signed-in routes', async () => {
    const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
    const res = await t.http().post('/api/login').set('Content-Type', 'application/json').send(deep).expect(400);
    expect(res.body.message).toBe('The request body is nested too deeply (at most 64 levels).');
    await t
      .http()
      .post('/api/orders')
      .set(bearer(customer))
      .set('Content-Type', 'application/json')
      .send('['.repeat(5000) + ']'.repeat(5000))
      .expect(400);
  });

  it('still takes ordinary nesting and brackets inside strings', async () => {
    const res = await t
      .http()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: '[[[[{{{{'.repeat(20), password: 'wrongpass' }));
    expect(res.status).toBe(401);
  });
});

describe('ids beyond 32 bits or not whole numbers', () => {
  it('answers 400 in paths, bodies and list filters', async () => {
    await t.http().get('/api/orders/GetOrderById/2147483648').set(bearer(customer)).expect(400);
    await t
      .http()
      .put('/api/orders/UpdateOrderStatus')
      .set(bearer(admin))
      .send({ orderId: 2147483648, status: 'Accepted' })
      .expect(400);
    await t
      .http()
      .post('/api/admin/inventory/bulk-update')
      .set(bearer(admin))
      .send({ ids: [2147483648], setStock: 1 })
      .expect(400);
    await t.http().put('/api/WebpageConfig/2147483648').set(bearer(admin)).send({ companyName: 'X' }).expect(400);
    await t
      .http()
      .post('/api/admin/store-admins')
      .set(bearer(superadmin))
      .send({ storeId: 1.5, email: 'new-admin@example.com' })
      .expect(400);
    for (const filter of ['{"id":1e20}', '{"id":["x"]}', '{"id":[]}', '{"id":1.5}', '{"__proto__":{"x":1}}']) {
      const res = await t
        .http()
        .get(`/api/admin/inventory?filter=${encodeURIComponent(filter)}`)
        .set(bearer(admin));
      expect([filter, res.status]).toEqual([filter, 400]);
    }
    for (const q of ['sort=["constructor","ASC"]', 'sort=["toString","ASC"]', 'range=[0,1e300]']) {
      const res = await t.http().get(`/api/admin/orders?${q}`).set(bearer(admin));
      expect([q, res.status]).toEqual([q, 400]);
    }
  });

  it('still lists by a list of ids (react-admin getMany)', async () => {
    const res = await t
      .http()
      .get(`/api/admin/inventory?filter=${encodeURIComponent(JSON.stringify({ id: [itemId, String(itemId)] }))}`)
      .set(bearer(admin))
      .expect(200);
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([itemId]);
  });
});

describe('null in optional fields', () => {
  it('is treated as absent where the field takes no null', async () => {
    const item = async () =>
      (
        await t.db.query(
          'SELECT available_to_sell, is_available, sales_tax_percent FROM inventory_item WHERE id = $1',
          [itemId],
        )
      )[0];
    const before = await item();
    await t
      .http()
      .put(`/api/admin/inventory/${itemId}`)
      .set(bearer(admin))
      .send({ availableToSell: null, isAvailable: null, salesTax: null })
      .expect(200);
    expect(await item()).toEqual(before);
    await t
      .http()
      .post('/api/admin/inventory/bulk-update')
      .set(bearer(admin))
      .send({ ids: [itemId], setStock: null });
    expect(await item()).toEqual(before);

    const name = async () => (await t.db.query('SELECT company_name FROM web_config ORDER BY id LIMIT 1'))[0];
    const config = await name();
    const put = await t.http().put('/api/WebpageConfig').set(bearer(admin)).send({ companyName: null });
    expect(put.status).toBe(200);
    expect(await name()).toEqual(config);

    const store = await t.http().put('/api/admin/stores/1').set(bearer(superadmin)).send({
      name: 'Northside Wine & Spirits',
      webUrl: 'northside',
      salesTaxPercent: 7,
      deliveryZones: '50309',
      isShippingAvailable: null,
    });
    expect(store.status).toBeLessThan(500);
  });
});

describe('concurrent duplicate creates', () => {
  it('answer 409 for all but one, never a unique-violation 500', async () => {
    const stores = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.http().post('/api/admin/stores').set(bearer(superadmin)).send({
          name: 'Twin Cellars',
          webUrl: 'twin',
          salesTaxPercent: 6,
          deliveryZones: '50010',
        }),
      ),
    );
    expect(stores.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const requests = await Promise.all(
      Array.from({ length: 6 }, () =>
        t
          .http()
          .post('/api/admin/product-requests')
          .set(bearer(admin))
          .send({ itemNumber: 'TWIN-1', name: 'Twin Gin' }),
      ),
    );
    expect(requests.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });
});

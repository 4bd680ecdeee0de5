/**
 * Every super-admin endpoint declares who may call it: no token 401, a customer or a
 * store admin 403, the super-admin gets through (to validation or a 404 for made-up ids).
 */
import { startTestApp, TestApp } from '../support/test-app';

type Call = [method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown];

const SUPER_ADMIN_ONLY: Call[] = [
  ['get', '/api/beverageinventory'],
  ['get', '/api/beverageinventory/GetPaginatedData?search=&page=1&pageSize=5'],
  ['get', '/api/beverageinventory/GetLookupBeverages/whiskey'],
  ['get', '/api/beverageinventory/image/999999'],
  ['get', '/api/beverageinventory/InventoryCount'],
  ['get', '/api/beverageinventory/999999'],
  ['post', '/api/beverageinventory', { id: 0 }],
  ['post', '/api/beverageinventory/upload'],
  ['put', '/api/beverageinventory/UpdateAllBeverage', [{ id: 999999, item_Name: 'x' }]],
  ['delete', '/api/beverageinventory/999999'],
  ['get', '/api/admin/beverages'],
  ['get', '/api/admin/beverages/999999'],
  ['post', '/api/admin/beverages', {}],
  ['put', '/api/admin/beverages/999999', { item_Name: 'x' }],
  ['delete', '/api/admin/beverages/999999'],
  ['get', '/api/pendinginventory/tenants'],
  ['get', '/api/pendinginventory/northside'],
  ['get', '/api/pendinginventory/GetPendingBenverageById?itemNumber=none&webUrl=northside'],
  ['get', '/api/pendinginventory/suggestions?itemNumber=none&webUrl=northside'],
  ['get', '/api/admin/pending-items?filter={"webUrl":"northside"}'],
  ['get', '/api/admin/mapping-items/none?webUrl=northside'],
  ['post', '/api/TableConfigurator/save', { id: 0, propName: 'Nope', propValues: '' }],
  ['get', '/api/admin/stores'],
  ['get', '/api/admin/stores/999999'],
  ['post', '/api/admin/stores', {}],
  ['put', '/api/admin/stores/999999', {}],
  ['get', '/api/admin/store-admins'],
  ['get', '/api/admin/store-admins/999999'],
  ['post', '/api/admin/store-admins', {}],
  ['post', '/api/admin/store-admins/999999/invite'],
  ['delete', '/api/admin/store-admins/999999'],
];

describe('super-admin endpoints: who may call them', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    tokens.customer = await t.login('customer1', 'customer1');
    tokens.admin = await t.login('admin@northside.example', 'northside1');
    tokens.superadmin = await t.login('superadmin', 'superadmin1');
  });
  afterAll(() => t?.close());

  const send = (call: Call, token?: string) => {
    const [method, path, body] = call;
    let req = t.http()[method](path);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    return body === undefined ? req : req.send(body as object);
  };

  it.each(SUPER_ADMIN_ONLY)('%s %s: 401 without a token, 403 for a customer and a store admin', async (...call) => {
    const anonymous = await send(call);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401 });
    for (const role of ['customer', 'admin']) {
      const res = await send(call, tokens[role]);
      expect([role, res.status]).toEqual([role, 403]);
    }
    const allowed = await send(call, tokens.superadmin);
    expect([401, 403]).not.toContain(allowed.status);
    expect(allowed.status).toBeLessThan(500);
  });

  it('lets store admins read the attribute lists (their product forms use them) but not customers', async () => {
    await t.http().get('/api/TableConfigurator/get-all').expect(401);
    await t.http().get('/api/TableConfigurator/get-all').set('Authorization', `Bearer ${tokens.customer}`).expect(403);
    await t.http().get('/api/TableConfigurator/get-all').set('Authorization', `Bearer ${tokens.admin}`).expect(200);
  });

  it('refuses an expired or tampered super-admin token with 401', async () => {
    const [head, payload, signature] = tokens.superadmin.split('.');
    const tampered = `${head}.${payload}.${signature.slice(0, -4)}AAAA`;
    await t.http().get('/api/admin/stores').set('Authorization', `Bearer ${tampered}`).expect(401);
  });
});

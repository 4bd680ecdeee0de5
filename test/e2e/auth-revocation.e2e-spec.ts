import { lastMailTo } from '../support/mailbox';
import { startTestApp, TestApp } from '../support/test-app';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * A token stops working when what it vouches for stops being true: the account is deleted, its
 * password is reset, its role or store changes, or its owner signs out.
 */
describe('revoked access', () => {
  let t: TestApp;
  let superadmin: string;
  beforeAll(async () => {
    t = await startTestApp();
    superadmin = await t.login('superadmin', 'superadmin1');
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const adminOrders = (token: string) => t.http().get('/api/admin/orders').set(bearer(token));
  const stockChange = (token: string) =>
    t
      .http()
      .post('/api/admin/inventory/bulk-update')
      .set(bearer(token))
      .send({ ids: [1], setStock: 0 });
  const customerRecord = (token: string, email: string) =>
    t
      .http()
      .get(`/api/customer/${encodeURIComponent(email)}`)
      .set(bearer(token));

  /** Sets a password with the code the reset or invitation mail carried. */
  async function setPassword(email: string, password: string, kind: string): Promise<void> {
    const code = /code is (\d{6})/.exec((await lastMailTo(t, email, kind)).text)![1];
    await t.http().post('/api/auth/reset-password').send({ email, code, password }).expect(200);
  }

  /** Repeats the call until it answers 401 (another instance may trust its cache for a second). */
  async function eventually401(call: () => Promise<{ status: number }>): Promise<number> {
    let status = 0;
    for (let i = 0; i < 50 && status !== 401; i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      status = (await call()).status;
    }
    return status;
  }

  async function storeIdOf(webUrl: string): Promise<number> {
    return (await t.db.query('SELECT id FROM store WHERE web_url = $1', [webUrl]))[0].id;
  }

  it("refuses a deleted store admin's token on admin calls", async () => {
    const email = 'leaving@northside.example';
    const invited = await t
      .http()
      .post('/api/admin/store-admins')
      .set(bearer(superadmin))
      .send({ storeId: await storeIdOf('northside'), email })
      .expect(201);
    await setPassword(email, 'leaving1', 'store-admin-invite');
    const token = await t.login(email, 'leaving1');
    await adminOrders(token).expect(200);

    await t.http().delete(`/api/admin/store-admins/${invited.body.id}`).set(bearer(superadmin)).expect(200);

    const res = await adminOrders(token).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: SESSION_ENDED, error: 'Unauthorized' });
    await stockChange(token).expect(401);
  });

  it('refuses tokens issued before a password reset, and accepts the new password', async () => {
    const email = 'customer2@example.com';
    const before = await t.login('customer2', 'customer2');
    await customerRecord(before, email).expect(200);

    await t.http().post('/api/auth/forgot-password').send({ email }).expect(200);
    await setPassword(email, 'customer2-new', 'password-reset');

    expect((await customerRecord(before, email)).status).toBe(401);
    const after = await t.login('customer2', 'customer2-new');
    await customerRecord(after, email).expect(200);
  });

  it('ends every earlier token of the account at sign-out (POST /api/logout)', async () => {
    const email = 'customer1@example.com';
    const phone = await t.login('customer1', 'customer1');
    const laptop = await t.login('customer1', 'customer1');
    await customerRecord(laptop, email).expect(200);

    const res = await t.http().post('/api/logout').set(bearer(laptop)).expect(200);
    expect(res.body).toEqual({ message: 'You are signed out.' });

    expect((await customerRecord(laptop, email)).body.message).toBe(SESSION_ENDED);
    await customerRecord(phone, email).expect(401);
    await t.http().post('/api/logout').set(bearer(laptop)).expect(401);
    await customerRecord(await t.login('customer1', 'customer1'), email).expect(200);
    await t.http().post('/api/logout').expect(401); // signing out needs a token
  });

  it("ends a store admin's tokens when the admin moves to another store or loses the role", async () => {
    const token = await t.login('admin@harbor.example', 'harbor1');
    await adminOrders(token).expect(200);
    // No screen changes these today; whatever does (a future screen, a support script) revokes.
    await t.db.query('UPDATE app_user SET store_id = $1 WHERE email = $2', [
      await storeIdOf('northside'),
      'admin@harbor.example',
    ]);
    expect(await eventually401(() => adminOrders(token))).toBe(401);

    const moved = await t.login('admin@harbor.example', 'harbor1');
    await adminOrders(moved).expect(200);
    await t.db.query(`UPDATE app_user SET role = 'customer' WHERE email = $1`, ['admin@harbor.example']);
    expect(await eventually401(() => adminOrders(moved))).toBe(401);
  });

  it('documents sign-out in OpenAPI as a bearer call', async () => {
    const docs = await t.http().get('/api/docs-json').expect(200);
    expect(docs.body.paths['/api/logout'].post.security).toEqual([{ bearer: [] }]);
  });
});

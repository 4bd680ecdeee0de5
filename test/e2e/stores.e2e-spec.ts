/** Super-admin 'Stores': create and edit stores (spec 3 Tenant and more) and invite their admins. */
import { lastMailTo } from '../support/mailbox';
import { startTestApp, TestApp } from '../support/test-app';

describe('stores and their admins (super-admin)', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.login('superadmin', 'superadmin1')}` };
  });
  afterAll(() => t?.close());

  const lakeside = {
    name: 'Lakeside Cellars',
    webUrl: 'lakeside',
    salesTaxPercent: 6.5,
    deliveryZones: '50010, 50011',
    location: '12 Lake Rd, Ames, IA',
    phone: '(515) 555-0199',
    isShippingAvailable: false,
  };

  it('lists the stores with Content-Range and the fields the screens edit', async () => {
    const res = await t.http().get('/api/admin/stores?range=[0,9]&sort=["id","ASC"]').set(auth).expect(200);
    expect(res.headers['content-range']).toBe('stores 0-1/2');
    expect(res.body[0]).toMatchObject({
      name: 'Northside Wine & Spirits',
      webUrl: 'northside',
      isDefault: true,
      salesTaxPercent: 7,
      deliveryZones: expect.arrayContaining(['50309']),
      isShippingAvailable: expect.any(Boolean),
      timeZone: 'America/Chicago',
      adminCount: 1,
    });
    expect(res.body[1]).toMatchObject({ webUrl: 'harbor', timeZone: 'America/Chicago' });
  });

  it('creates a store that the storefront serves at once (X-Store), with its tax and shipping setting', async () => {
    const res = await t.http().post('/api/admin/stores').set(auth).send(lakeside).expect(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Lakeside Cellars',
      webUrl: 'lakeside',
      salesTaxPercent: 6.5,
      deliveryZones: ['50010', '50011'],
      isShippingAvailable: false,
      isDefault: false,
      timeZone: 'America/Chicago',
      adminCount: 0,
    });
    const tax = await t.http().get('/api/storeinventory/SalesTax').set('X-Store', 'lakeside').expect(200);
    expect(tax.body).toBe(6.5);
    const tenants = await t.http().get('/api/pendinginventory/tenants').set(auth).expect(200);
    expect(tenants.body).toContainEqual({ name: 'Lakeside Cellars', webUrl: 'lakeside', pendingCount: 0 });
    const [config] = await t.db.query('SELECT is_shipping_available FROM web_config WHERE store_id = $1', [
      res.body.id,
    ]);
    expect(config.is_shipping_available).toBe(false);
  });

  it('refuses a second store with the same web URL, and bad input, with clear messages', async () => {
    const dup = await t
      .http()
      .post('/api/admin/stores')
      .set(auth)
      .send({ ...lakeside, webUrl: 'Northside' })
      .expect(409);
    expect(dup.body.message).toBe("A store with web URL 'northside' already exists.");
    const bad = await t
      .http()
      .post('/api/admin/stores')
      .set(auth)
      .send({ ...lakeside, webUrl: 'x y', salesTaxPercent: 45, deliveryZones: '5001', timeZone: 'Iowa/Ames' })
      .expect(400);
    for (const m of [
      'Time zone must be an IANA time zone such as America/Chicago.',
      'Web URL must be 2 to 63 lower-case letters, digits or dashes.',
      'Sales tax must be between 0 and 30 percent.',
      'Each delivery zone must be a 5-digit zip code.',
    ]) {
      expect(bad.body.message).toContain(m);
    }
    await t
      .http()
      .post('/api/admin/stores')
      .set(auth)
      .send({ ...lakeside, webUrl: 'other', isDefault: true })
      .expect(400);
  });

  it("edits a store's time zone; an edit that leaves it out keeps it", async () => {
    const [{ id }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'lakeside'`);
    const current = (await t.http().get(`/api/admin/stores/${id}`).set(auth).expect(200)).body;
    const { name, webUrl, deliveryZones, salesTaxPercent } = current;
    const res = await t
      .http()
      .put(`/api/admin/stores/${id}`)
      .set(auth)
      .send({ name, webUrl, deliveryZones, salesTaxPercent, timeZone: 'America/Denver' })
      .expect(200);
    expect(res.body.timeZone).toBe('America/Denver');
    await t
      .http()
      .put(`/api/admin/stores/${id}`)
      .set(auth)
      .send({ name, webUrl, deliveryZones, salesTaxPercent: 5 })
      .expect(200);
    const [row] = await t.db.query('SELECT time_zone FROM store WHERE id = $1', [id]);
    expect(row.time_zone).toBe('America/Denver');
    const bad = await t
      .http()
      .put(`/api/admin/stores/${id}`)
      .set(auth)
      .send({ name, webUrl, deliveryZones, salesTaxPercent, timeZone: 'CST6CDT; DROP TABLE store' })
      .expect(400);
    expect(bad.body.message).toContain('Time zone must be an IANA time zone such as America/Chicago.');
  });

  it('tells a store admin their own store and its time zone (the back office writes dates in it)', async () => {
    const harbor = await t.login('admin@harbor.example', 'harbor1');
    const res = await t.http().get('/api/admin/store').set('Authorization', `Bearer ${harbor}`).expect(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Harbor Bottle Shop',
      webUrl: 'harbor',
      timeZone: 'America/Chicago',
      salesTaxPercent: expect.any(Number),
    });
  });

  it('edits a store; the storefront sees the new tax at once', async () => {
    const [{ id }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'harbor'`);
    const current = (await t.http().get(`/api/admin/stores/${id}`).set(auth).expect(200)).body;
    const { name, webUrl, deliveryZones, location, phone } = current;
    const res = await t
      .http()
      .put(`/api/admin/stores/${id}`)
      .set(auth)
      .send({ name, webUrl, deliveryZones, location, phone, salesTaxPercent: 6.25, isShippingAvailable: true })
      .expect(200);
    expect(res.body).toMatchObject({ salesTaxPercent: 6.25, isShippingAvailable: true });
    expect((await t.http().get('/api/storeinventory/SalesTax').set('X-Store', 'harbor').expect(200)).body).toBe(6.25);
    const audit = await t.db.query(`SELECT before, after FROM audit_entry WHERE entity = 'store' AND entity_id = $1`, [
      String(id),
    ]);
    expect(audit).toContainEqual({
      before: expect.objectContaining({ salesTaxPercent: 6 }),
      after: expect.objectContaining({ salesTaxPercent: 6.25 }),
    });
    await t
      .http()
      .put('/api/admin/stores/999999')
      .set(auth)
      .send({ name, webUrl: 'nobody', deliveryZones, salesTaxPercent: 1 })
      .expect(404);
  });

  it('invites a store admin by email: the set-password code works once, then the admin signs in to that store only', async () => {
    const [{ id: storeId }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'lakeside'`);
    const res = await t
      .http()
      .post('/api/admin/store-admins')
      .set(auth)
      .send({ storeId, email: 'Manager@Lakeside.example' })
      .expect(201);
    expect(res.body).toMatchObject({ email: 'manager@lakeside.example', storeId });
    const mail = await lastMailTo(t, 'manager@lakeside.example', 'store-admin-invite');
    expect(mail.subject).toBe('You are invited to manage Lakeside Cellars');
    const code = /set-password code is (\d{6})/.exec(mail.text)![1];
    // No one can sign in before the password is set.
    await t.http().post('/api/login').send({ email: 'manager@lakeside.example', password: 'anything1' }).expect(401);
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ email: 'manager@lakeside.example', code, password: 'lakeside1' })
      .expect(200);
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ email: 'manager@lakeside.example', code, password: 'lakeside2' })
      .expect(400);
    const login = await t
      .http()
      .post('/api/login')
      .send({ email: 'manager@lakeside.example', password: 'lakeside1' })
      .expect(200);
    expect(login.body.user).toEqual({ email: 'manager@lakeside.example', role: 'admin' });
    const admins = await t
      .http()
      .get(`/api/admin/store-admins?filter=${encodeURIComponent(JSON.stringify({ storeId }))}`)
      .set(auth)
      .expect(200);
    expect(admins.body.map((a: any) => a.email)).toEqual(['manager@lakeside.example']);
    // A store admin is not a super-admin.
    await t.http().get('/api/admin/stores').set('Authorization', `Bearer ${login.body.token}`).expect(403);
  });

  it('refuses to invite an email that already has an account, or to an unknown store', async () => {
    const [{ id: storeId }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'lakeside'`);
    const res = await t
      .http()
      .post('/api/admin/store-admins')
      .set(auth)
      .send({ storeId, email: 'customer1@example.com' })
      .expect(409);
    expect(res.body.message).toBe('An account with the email customer1@example.com already exists.');
    await t
      .http()
      .post('/api/admin/store-admins')
      .set(auth)
      .send({ storeId: 999999, email: 'new@x.example' })
      .expect(404);
    await t.http().post('/api/admin/store-admins').set(auth).send({ storeId, email: 'not-an-email' }).expect(400);
  });

  it('resends an invitation (the old code stops working) and removes an admin', async () => {
    const [{ id: storeId }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'lakeside'`);
    const invited = (
      await t
        .http()
        .post('/api/admin/store-admins')
        .set(auth)
        .send({ storeId, email: 'second@lakeside.example' })
        .expect(201)
    ).body;
    const codeOf = async () => /code is (\d{6})/.exec((await lastMailTo(t, 'second@lakeside.example')).text)![1];
    const first = await codeOf();
    await t.http().post(`/api/admin/store-admins/${invited.id}/invite`).set(auth).expect(200);
    const second = await codeOf();
    if (first !== second)
      await t
        .http()
        .post('/api/auth/reset-password')
        .send({ email: 'second@lakeside.example', code: first, password: 'second1' })
        .expect(400);
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ email: 'second@lakeside.example', code: second, password: 'second1' })
      .expect(200);
    await t.http().delete(`/api/admin/store-admins/${invited.id}`).set(auth).expect(200);
    await t.http().post('/api/login').send({ email: 'second@lakeside.example', password: 'second1' }).expect(401);
    // Only store admins are managed here.
    const [{ id: customerId }] = await t.db.query(`SELECT id FROM app_user WHERE username = 'customer1'`);
    await t.http().delete(`/api/admin/store-admins/${customerId}`).set(auth).expect(404);
  });
});

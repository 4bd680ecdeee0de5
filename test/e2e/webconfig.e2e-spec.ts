import sharp from 'sharp';
import { startTestApp, TestApp } from '../support/test-app';

const FIELDS = [
  'companyName',
  'deliveryZones',
  'footerContent',
  'id',
  'isShippingAvailable',
  'locations',
  'logo',
  'phoneNumber',
  'privacyPolicy',
  'returnPolicy',
  'shippingInfo',
  'termsOfService',
  'timeZone',
];

describe('web configuration (spec 7 /api/WebpageConfig)', () => {
  let t: TestApp;
  let northAdmin: string;
  let harborAdmin: string;
  let superAdmin: string;
  let customer: string;
  const config = (store?: string) => {
    const req = t.http().get('/api/WebpageConfig');
    return store ? req.set('X-Store', store) : req;
  };
  beforeAll(async () => {
    t = await startTestApp();
    [northAdmin, harborAdmin, superAdmin, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
      t.login('superadmin', 'superadmin1'),
      t.login('customer1', 'customer1'),
    ]);
  });
  afterAll(() => t.close());

  it("gives each store its own config (public), with the spec's field names and the logo as a URL", async () => {
    const north = (await config().expect(200)).body;
    expect(Object.keys(north).sort()).toEqual(FIELDS);
    expect(north).toMatchObject({
      companyName: 'Northside Wine & Spirits',
      phoneNumber: '(515) 555-0142',
      isShippingAvailable: true,
      deliveryZones: '50309,50310,50311,50312,50313,50314,50315',
      timeZone: 'America/Chicago',
    });
    expect(north.termsOfService).toContain('21 years of age');
    expect(north.returnPolicy).toContain('<h2>Return Policy</h2>');
    expect(north.logo).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
    const harbor = (await config('harbor').expect(200)).body;
    expect(harbor).toMatchObject({
      companyName: 'Harbor Bottle Shop',
      isShippingAvailable: false,
      deliveryZones: '52401,52402,52403,52404',
    });
    expect(harbor.id).not.toBe(north.id);
    expect(harbor.logo).not.toBe(north.logo);
    expect(JSON.stringify(harbor)).not.toContain('Northside');
    await t.http().get(north.logo).expect(200);
  });

  it('lets a store admin save their own config; rich text is sanitised on save', async () => {
    const north = (await config().expect(200)).body;
    const res = await t
      .http()
      .put(`/api/WebpageConfig/${north.id}`)
      .set('Authorization', `Bearer ${northAdmin}`)
      .send({
        ...north,
        phoneNumber: '(515) 555-0199',
        returnPolicy:
          '<h2>Returns</h2><p onclick="steal()">Within <b>30</b> days.</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><a href="https://example.com">policy</a>',
        companyName: '<i>Northside</i> Wine & Spirits',
      })
      .expect(200);
    expect(res.body.phoneNumber).toBe('(515) 555-0199');
    expect(res.body.returnPolicy).toBe(
      '<h2>Returns</h2><p>Within <b>30</b> days.</p><a rel="noopener noreferrer">x</a><a href="https://example.com" rel="noopener noreferrer">policy</a>',
    );
    expect(res.body.companyName).toBe('Northside Wine & Spirits');
    const again = (await config().expect(200)).body;
    expect(again.returnPolicy).toBe(res.body.returnPolicy);
    expect(again.termsOfService).toBe(north.termsOfService);
    const [audit] = await t.db.query(
      `SELECT actor_email, action FROM audit_entry WHERE entity = 'web_config' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ actor_email: 'admin@northside.example', action: 'update' });
  });

  it("never lets an admin touch another store's config (404), and checks who calls (401/403)", async () => {
    const harbor = (await config('harbor').expect(200)).body;
    await t
      .http()
      .put(`/api/WebpageConfig/${harbor.id}`)
      .set('Authorization', `Bearer ${northAdmin}`)
      .send({ phoneNumber: '000' })
      .expect(404);
    expect((await config('harbor').expect(200)).body.phoneNumber).toBe(harbor.phoneNumber);
    await t.http().put(`/api/WebpageConfig/${harbor.id}`).send({ phoneNumber: '000' }).expect(401);
    await t
      .http()
      .put(`/api/WebpageConfig/${harbor.id}`)
      .set('Authorization', `Bearer ${customer}`)
      .send({ phoneNumber: '000' })
      .expect(403);
    // PUT without an id saves the admin's own store, whatever store the request names.
    await t
      .http()
      .put('/api/WebpageConfig')
      .set('X-Store', 'northside')
      .set('Authorization', `Bearer ${harborAdmin}`)
      .send({ footerContent: 'Harbor hours' })
      .expect(200);
    expect((await config('harbor').expect(200)).body.footerContent).toBe('Harbor hours');
    expect((await config().expect(200)).body.footerContent).not.toBe('Harbor hours');
  });

  it('lets a super-admin save any store config and its delivery zones; validates input', async () => {
    const harbor = (await config('harbor').expect(200)).body;
    const res = await t
      .http()
      .put(`/api/WebpageConfig/${harbor.id}`)
      .set('Authorization', `Bearer ${superAdmin}`)
      .send({ isShippingAvailable: true, deliveryZones: '52401, 52405' })
      .expect(200);
    expect(res.body).toMatchObject({ isShippingAvailable: true, deliveryZones: '52401,52405' });
    expect((await config('harbor').expect(200)).body.deliveryZones).toBe('52401,52405');
    const bad = await t
      .http()
      .put(`/api/WebpageConfig/${harbor.id}`)
      .set('Authorization', `Bearer ${superAdmin}`)
      .send({ deliveryZones: '52401;DROP' })
      .expect(400);
    expect(bad.body.message).toBe('deliveryZones must be 5-digit zip codes separated by commas.');
    await t
      .http()
      .put(`/api/WebpageConfig/${harbor.id}`)
      .set('Authorization', `Bearer ${superAdmin}`)
      .send({ isShippingAvailable: 'yes' })
      .expect(400);
    await t
      .http()
      .put(`/api/WebpageConfig/${harbor.id}`)
      .set('Authorization', `Bearer ${superAdmin}`)
      .send({ colour: 'red' })
      .expect(400);
    await t.http().put('/api/WebpageConfig/abc').set('Authorization', `Bearer ${superAdmin}`).send({}).expect(400);
    await t.http().put('/api/WebpageConfig/999999').set('Authorization', `Bearer ${superAdmin}`).send({}).expect(404);
    await t
      .http()
      .put(`/api/WebpageConfig/${harbor.id}`)
      .set('Authorization', `Bearer ${superAdmin}`)
      .send({ id: harbor.id + 1 })
      .expect(400);
  });

  it('serves the logo as binary and takes a new one by upload (multipart or base64 JSON)', async () => {
    const logo = await t.http().get('/api/WebpageConfig/logo').expect(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const png = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const up = await t
      .http()
      .post('/api/WebpageConfig/logo')
      .set('Authorization', `Bearer ${northAdmin}`)
      .attach('file', png, 'logo.png')
      .expect(201);
    expect(up.body.logo).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
    const served = await t.http().get('/api/WebpageConfig/logo').expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body, png)).toBe(0);
    await t.http().get('/api/WebpageConfig/logo').set('If-None-Match', served.headers.etag).expect(304);
    // The same conditional rule as product images: a list, weak tags; another tag gets the bytes.
    const weak = `"x", W/${served.headers.etag}`;
    await t.http().get('/api/WebpageConfig/logo').set('If-None-Match', weak).expect(304);
    await t.http().get('/api/WebpageConfig/logo').set('If-None-Match', '"other"').expect(200);
    // JSON upload, and Harbor keeps its own logo.
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#aa0000' } })
      .jpeg()
      .toBuffer();
    const json = await t
      .http()
      .post('/api/WebpageConfig/logo')
      .set('Authorization', `Bearer ${harborAdmin}`)
      .send({ fileContents: jpeg.toString('base64'), contentType: 'image/jpeg' })
      .expect(201);
    expect(json.body.logo).not.toBe(up.body.logo);
    expect((await config().expect(200)).body.logo).toBe(up.body.logo);
    // Not an image / nobody signed in / a customer.
    const bad = await t
      .http()
      .post('/api/WebpageConfig/logo')
      .set('Authorization', `Bearer ${northAdmin}`)
      .attach('file', Buffer.from('<?php echo 1; ?>'), 'x.png')
      .expect(400);
    expect(bad.body.message).toMatch(/not an image/);
    await t.http().post('/api/WebpageConfig/logo').attach('file', png, 'logo.png').expect(401);
    await t
      .http()
      .post('/api/WebpageConfig/logo')
      .set('Authorization', `Bearer ${customer}`)
      .attach('file', png, 'logo.png')
      .expect(403);
  });
});

import { startTestApp, TestApp } from '../support/test-app';
import { insertItem, storeId } from './admin-fixtures';

const BOM = '\uFEFF';

/**
 * Back-office details over HTTP: every CSV download opens in Excel with its accents and UPCs intact,
 * a month that is not one is a 400 that says so, and the web configuration's edit screen reads and
 * saves the admin's own store, audited.
 */
describe('back-office exports, months and the web configuration screen (e2e)', () => {
  let t: TestApp;
  let north: string;
  let harbor: string;
  let superAdmin: string;
  let customer: string;
  const get = (url: string, token: string) => t.http().get(url).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await startTestApp();
    [north, harbor, superAdmin, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
      t.login('superadmin', 'superadmin1'),
      t.login('customer1', 'customer1'),
    ]);
    await insertItem(t.db, await storeId(t.db, 'northside'), {
      itemNumber: 'T30-UPC-1',
      itemDescription: 'Rosé Añejo Exportia',
      upc: '850016000000',
    });
  });
  afterAll(() => t.close());

  it('starts every CSV download with a byte-order mark', async () => {
    for (const [url, token] of [
      ['/api/admin/orders/export.csv', north],
      ['/api/admin/inventory/export.csv', north],
      ['/api/admin/beverages/export', superAdmin],
      ['/api/admin/catalogue-quality/csv', superAdmin],
    ] as const) {
      const res = await get(url, token).buffer(true).expect(200);
      expect([url, res.text.slice(0, 1)]).toEqual([url, BOM]);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    }
  });

  it('writes a UPC as text a spreadsheet keeps, and accents as UTF-8', async () => {
    const q = encodeURIComponent(JSON.stringify({ q: 'Exportia' }));
    const res = await get(`/api/admin/inventory/export.csv?filter=${q}`, north).expect(200);
    const line = res.text.split('\r\n').find((l) => l.startsWith('T30-UPC-1,'));
    expect(line).toMatch(/^T30-UPC-1,"=""850016000000""",Rosé Añejo Exportia,/);
    expect(line).not.toContain(',850016000000,');
  });

  it('answers a month that is not one (2026-13) with a 400 that says what a month looks like', async () => {
    for (const url of [
      '/api/admin/dashboard/summary?month=2026-13',
      '/api/admin/dashboard/sales-by-day?month=2026-13',
      '/api/admin/dashboard/sales-by-category?month=2026-13',
      '/api/admin/orders/counts?month=2026-13',
      '/api/storeinventory/OrderCountByDate?month=2026-13',
      `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ month: '2026-13' }))}`,
    ]) {
      const res = await get(url, north);
      expect([url, res.status]).toEqual([url, 400]);
      expect([url, res.body.message]).toEqual([
        url,
        expect.stringMatching(/month must (look like 2025-06|be YYYY-MM)/),
      ]);
    }
  });

  it("reads the admin's own store's configuration for its edit screen, whatever store the host names", async () => {
    const own = (await get('/api/WebpageConfig/current', harbor).set('X-Store', 'northside').expect(200)).body;
    expect(own.companyName).toBe('Harbor Bottle Shop');
    expect((await get('/api/WebpageConfig/current', north).expect(200)).body.companyName).toBe(
      'Northside Wine & Spirits',
    );
    await t.http().get('/api/WebpageConfig/current').expect(401);
    await get('/api/WebpageConfig/current', customer).expect(403);
  });

  it('saves what the screen sends (PUT /WebpageConfig) and audits it with the before and after', async () => {
    const saved = await t
      .http()
      .put('/api/WebpageConfig')
      .set('Authorization', `Bearer ${harbor}`)
      .send({
        shippingInfo: '<h2>Shipping</h2><p>Wine to <b>Iowa</b>.</p><script>x()</script>',
        phoneNumber: '(319) 555-0100',
      })
      .expect(200);
    expect(saved.body.shippingInfo).toBe('<h2>Shipping</h2><p>Wine to <b>Iowa</b>.</p>');
    const [entry] = await t.db.query(
      `SELECT actor_email, action, before->>'phoneNumber' AS was, after->>'phoneNumber' AS now
         FROM audit_entry WHERE entity = 'web_config' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(saved.body.id)],
    );
    expect(entry).toEqual({
      actor_email: 'admin@harbor.example',
      action: 'update',
      was: '(319) 555-0187',
      now: '(319) 555-0100',
    });
  });
});

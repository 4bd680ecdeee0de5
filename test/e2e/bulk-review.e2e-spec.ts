/**
 * Bulk review: the mapping queue as the react-admin resource 'pending-items' pages
 * through any number of items, each with its origin; an edit request names the master to compare
 * with; every item whose top suggestion is an exact barcode + size match is previewed and accepted
 * in one action.
 */
import { startTestApp, TestApp } from '../support/test-app';

describe('bulk review of the mapping queue (super-admin)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let harbor: number;

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.login('superadmin', 'superadmin1')}` };
    [{ id: harbor }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'harbor'`);
  });
  afterAll(() => t?.close());

  const page = (range: [number, number], filter: Record<string, unknown> = { webUrl: 'harbor' }) =>
    t
      .http()
      .get('/api/admin/pending-items')
      .query({ filter: JSON.stringify(filter), range: JSON.stringify(range), sort: '["created_At","ASC"]' })
      .set(auth);

  it('pages through more than 1,000 open items with the total, each with its origin', async () => {
    const [{ n: before }] = await t.db.query(
      'SELECT count(*)::int AS n FROM pending_item WHERE store_id = $1 AND is_review_pending',
      [harbor],
    );
    await t.db.query(
      `INSERT INTO pending_item (store_id, item_number, item_name, size, size_ml, source)
       SELECT $1, 'BULK-' || g, 'Bulk Probe Item ' || g, '750ML', 750, 'csv' FROM generate_series(1, 1100) g`,
      [harbor],
    );
    const total = before + 1100;
    const last = await page([total - 10, total + 40]).expect(200);
    expect(last.headers['content-range']).toBe(`pending-items ${total - 10}-${total - 1}/${total}`);
    expect(last.body).toHaveLength(10);
    expect(last.body.every((p: any) => p.origin === 'CSV import' && p.webUrl === 'harbor')).toBe(true);
    const first = await page([0, 24]).expect(200);
    expect(first.body).toHaveLength(25);
    await page([0, 24], {}).expect(404);
    await page([0, 24], { webUrl: 'harbor', nope: 1 }).expect(400);

    // The spec's GET pendinginventory/{webUrl}: every open item (no cap at 1,000), or one page.
    const spec = (query: Record<string, string> = {}) =>
      t.http().get('/api/pendinginventory/harbor').query(query).set(auth);
    const whole = await spec().expect(200);
    expect(whole.headers['x-total-count']).toBe(String(total));
    expect(whole.body).toHaveLength(total);
    expect(new Set(whole.body.map((p: any) => p.item_Number)).size).toBe(total);
    const lastPage = await spec({ page: String(Math.ceil(total / 100)), pageSize: '100' }).expect(200);
    expect(lastPage.headers['x-total-count']).toBe(String(total));
    expect(lastPage.body.map((p: any) => p.item_Number)).toEqual(
      whole.body.slice(Math.floor((total - 1) / 100) * 100).map((p: any) => p.item_Number),
    );
    expect((await spec({ page: '2' }).expect(200)).body).toEqual(whole.body.slice(100, 200));
    for (const bad of [{ page: '0' }, { page: 'x' }, { pageSize: '1.5' }, { nope: '1' }] as Record<string, string>[])
      await spec(bad).expect(400);
    await t.db.query(`DELETE FROM pending_item WHERE item_number LIKE 'BULK-%'`);
  });

  it('tells a new-product request from an edit request, which names the master to compare with', async () => {
    const [item] = await t.db.query(
      'SELECT id, item_number, beverage_id FROM inventory_item WHERE store_id = $1 AND beverage_id IS NOT NULL LIMIT 1',
      [harbor],
    );
    await t.db.query(
      `INSERT INTO pending_item (store_id, item_number, item_name, size, size_ml, source, inventory_item_id)
       VALUES ($1, $2, 'Edited Name', '750ML', 750, 'request', $3), ($1, 'NEW-REQ-1', 'New Thing', '750ML', 750, 'request', NULL)`,
      [harbor, item.item_number, item.id],
    );
    const edit = await t
      .http()
      .get('/api/pendinginventory/GetPendingBenverageById')
      .query({ itemNumber: item.item_number, webUrl: 'harbor' })
      .set(auth)
      .expect(200);
    expect(edit.body).toMatchObject({ origin: 'Edit request', edit_Of_Beverage_Id: item.beverage_id });
    const added = await t
      .http()
      .get('/api/pendinginventory/GetPendingBenverageById')
      .query({ itemNumber: 'NEW-REQ-1', webUrl: 'harbor' })
      .set(auth)
      .expect(200);
    expect(added.body).toMatchObject({ origin: 'New-product request', edit_Of_Beverage_Id: null });
  });

  it('previews and accepts every exact barcode + size match in one action; others stay', async () => {
    const preview = await t
      .http()
      .get('/api/pendinginventory/bulk-accept-preview')
      .query({ webUrl: 'harbor' })
      .set(auth)
      .expect(200);
    // The demo queue has items sent with a master's barcode; name-only and new items are not in it.
    expect(preview.body.length).toBeGreaterThan(0);
    for (const c of preview.body) {
      const [m] = await t.db.query('SELECT gtin, size_ml FROM beverage WHERE id = $1', [c.beverage_Id]);
      const [p] = await t.db.query(
        'SELECT gtin, size_ml FROM pending_item WHERE store_id = $1 AND item_number = $2 AND is_review_pending',
        [harbor, c.item_Number],
      );
      expect([m.gtin, m.size_ml]).toEqual([p.gtin, p.size_ml]);
      expect(c.match_Confidence).toBeGreaterThanOrEqual(90);
    }
    const [{ n: openBefore }] = await t.db.query(
      'SELECT count(*)::int AS n FROM pending_item WHERE store_id = $1 AND is_review_pending',
      [harbor],
    );
    const started = await t
      .http()
      .post('/api/pendinginventory/bulk-accept')
      .set(auth)
      .send({ webUrl: 'harbor', itemNumbers: [...preview.body.map((c: any) => c.item_Number), 'NEW-REQ-1'] })
      .expect(202);
    // A background job: its progress is read until it is done.
    let job = started.body;
    while (job.status !== 'done')
      job = (await t.http().get(`/api/pendinginventory/bulk-accept/${started.body.id}`).set(auth).expect(200)).body;
    expect(job).toMatchObject({ total: preview.body.length + 1, done: preview.body.length + 1 });
    expect(job.accepted).toBe(preview.body.length);
    expect(job.skipped_Items).toEqual([
      { item_Number: 'NEW-REQ-1', reason: 'no exact barcode + size match waiting for review' },
    ]);
    for (const c of preview.body) {
      const [i] = await t.db.query('SELECT beverage_id FROM inventory_item WHERE store_id = $1 AND item_number = $2', [
        harbor,
        c.item_Number,
      ]);
      expect(i.beverage_id).toBe(c.beverage_Id);
    }
    const [{ n: openAfter }] = await t.db.query(
      'SELECT count(*)::int AS n FROM pending_item WHERE store_id = $1 AND is_review_pending',
      [harbor],
    );
    expect(openAfter).toBe(openBefore - preview.body.length);
    await t
      .http()
      .post('/api/pendinginventory/bulk-accept')
      .set(auth)
      .send({ webUrl: 'harbor', itemNumbers: [] })
      .expect(400);
    const admin = { Authorization: `Bearer ${await t.login('admin@harbor.example', 'harbor1')}` };
    await t.http().get('/api/pendinginventory/bulk-accept-preview?webUrl=harbor').set(admin).expect(403);
  });
});

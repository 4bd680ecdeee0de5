/**
 * Bulk accept as a background job: the preview of a queue of 600 items reads the suggestions kept
 * when they were computed, a barcode match whose proof contradicts stays out of it, the accept
 * answers at once with a job whose progress the back office reads, and an app stopped mid-job
 * picks the job up again at its next start: every item mapped, none twice.
 */
import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../../backend/app.factory';
import { startTestApp, TestApp } from '../support/test-app';

const ITEMS = 600;

describe('bulk accept as a background job (super-admin)', () => {
  let t: TestApp;
  let restarted: INestApplication | undefined;
  let auth: { Authorization: string };
  let harbor: number;
  let itemNumbers: string[];

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.login('superadmin', 'superadmin1')}` };
    [{ id: harbor }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'harbor'`);
    // The queue: 600 store items sent with a master's barcode and size (masters whose barcode no
    // other master of the size shares), and one whose name states another proof than its master's.
    const masters: Array<{ id: number }> = await t.db.query(
      `SELECT b.id FROM beverage b
        WHERE b.gtin IS NOT NULL AND b.size_ml IS NOT NULL AND b.item_name !~* '(proof|prf|%|\\d{4})'
          AND NOT EXISTS (SELECT 1 FROM beverage o WHERE o.gtin = b.gtin AND o.size_ml = b.size_ml AND o.id <> b.id)
          AND NOT EXISTS (SELECT 1 FROM inventory_item i WHERE i.store_id = $1 AND i.beverage_id = b.id)
        ORDER BY b.id LIMIT $2`,
      [harbor, ITEMS],
    );
    expect(masters).toHaveLength(ITEMS);
    await t.db.query(`DELETE FROM pending_item WHERE store_id = $1`, [harbor]);
    await t.db.query(
      `INSERT INTO pending_item (store_id, item_number, item_name, size, size_ml, upc, gtin, source)
       SELECT $1, 'JOB-' || lpad(k::text, 4, '0'), upper(b.item_name), b.size, b.size_ml, b.upc_number, b.gtin, 'csv'
         FROM unnest($2::int[]) WITH ORDINALITY AS x(id, k) JOIN beverage b ON b.id = x.id`,
      [harbor, masters.map((m) => m.id)],
    );
    const [proof] = await t.db.query(
      `INSERT INTO beverage (item_name, size, size_ml, upc_number, gtin, item_number, main_category)
       VALUES ('JOBTEST BOURBON 102 PROOF', '750 ml', 750, '00012345678905', '00012345678905', 'JOBTEST-1', 'Liquor') RETURNING id`,
    );
    expect(proof.id).toBeGreaterThan(0);
    await t.db.query(
      `INSERT INTO pending_item (store_id, item_number, item_name, size, size_ml, upc, gtin, source)
       VALUES ($1, 'JOB-PROOF', 'JOBTEST BOURBON 109 PROOF', '750ML', 750, '12345678905', '00012345678905', 'csv')`,
      [harbor],
    );
    itemNumbers = masters.map((_m, k) => `JOB-${String(k + 1).padStart(4, '0')}`);
  });
  afterAll(async () => {
    await restarted?.close();
    await t?.close();
  });

  const preview = (http = t.http()) =>
    http.get('/api/pendinginventory/bulk-accept-preview').query({ webUrl: 'harbor' }).set(auth).expect(200);

  it('previews 600 items from the suggestions kept when computed; a contradicting proof stays out', async () => {
    let started = Date.now();
    const first = await preview();
    const firstMs = Date.now() - started;
    expect(first.body.map((c: any) => c.item_Number).sort()).toEqual(itemNumbers);
    expect(first.body.some((c: any) => c.item_Number === 'JOB-PROOF')).toBe(false);
    // Every item's top suggestion is kept, with when it was computed.
    const kept = await t.db.query(`SELECT pending_item_id, computed_at FROM match_suggestion WHERE store_id = $1`, [
      harbor,
    ]);
    expect(kept).toHaveLength(ITEMS + 1);
    // Again: read from what is kept, nothing ranked (the background ranking of new queue items,
    // which may have been busy with them meanwhile, has nothing left to do either).
    await preview();
    const [{ now: since }] = await t.db.query('SELECT clock_timestamp() AS now');
    started = Date.now();
    const second = await preview();
    const secondMs = Date.now() - started;
    expect(second.body).toEqual(first.body);
    const [{ n: ranked }] = await t.db.query(
      `SELECT count(*)::int AS n FROM match_suggestion WHERE store_id = $1 AND computed_at >= $2`,
      [harbor, since],
    );
    expect(ranked).toBe(0);
    console.log(`Bulk-accept preview of ${ITEMS} items: ${firstMs} ms computing, ${secondMs} ms from kept suggestions`);
    // The mapping page shows the contradicting match as needing review.
    const page = await t
      .http()
      .get('/api/pendinginventory/suggestions')
      .query({ webUrl: 'harbor', itemNumber: 'JOB-PROOF' })
      .set(auth)
      .expect(200);
    expect(page.body[0]).toMatchObject({ same_Upc: true, needs_Review: true });
    expect(page.body[0].match_Reason).toContain('proof 109 / 102: needs review');
    expect(page.body[0].match_Confidence).toBeLessThan(80);
    // A master edited since: the kept suggestions are stale and ranked again.
    // (An UPDATE answers [rows, count].)
    const [[{ now: edited }]] = await t.db.query(
      `UPDATE beverage SET updated_at = clock_timestamp() WHERE id = (SELECT min(id) FROM beverage) RETURNING updated_at AS now`,
    );
    await preview();
    const [{ n: fresh }] = await t.db.query(
      `SELECT count(*)::int AS n FROM match_suggestion WHERE store_id = $1 AND computed_at >= $2`,
      [harbor, edited],
    );
    expect(fresh).toBe(ITEMS + 1);
  });

  it('runs the accept as a job that a restart mid-job finishes: nothing lost, nothing done twice', async () => {
    const res = await t
      .http()
      .post('/api/pendinginventory/bulk-accept')
      .set(auth)
      .send({ webUrl: 'harbor', itemNumbers: [...itemNumbers, 'JOB-PROOF'] })
      .expect(202);
    expect(res.body).toMatchObject({ status: 'running', total: ITEMS + 1, webUrl: 'harbor' });
    const jobId = res.body.id;
    const progress = async (http: () => { get: (path: string) => request.Test }) =>
      (await http().get(`/api/pendinginventory/bulk-accept/${jobId}`).set(auth).expect(200)).body;
    // Some items done, then the app stops (as for a deploy) while the job runs.
    let job = await progress(t.http);
    while (job.accepted < 20) job = await progress(t.http);
    await t.app.close();
    const [stopped] = await t.db.query(`SELECT status, done, accepted FROM bulk_accept_job WHERE id = $1`, [jobId]);
    expect(stopped.status).toBe('running');
    expect(stopped.accepted).toBeGreaterThanOrEqual(20);
    expect(stopped.done).toBeLessThan(ITEMS + 1);

    // The next start picks it up.
    restarted = await createApp(t.config, t.databaseUrl);
    await restarted.init();
    const http = () => request(restarted!.getHttpServer());
    job = await progress(http);
    while (job.status !== 'done') job = await progress(http);
    expect(job).toMatchObject({ total: ITEMS + 1, done: ITEMS + 1, accepted: ITEMS, skipped: 1 });
    expect(job.skipped_Items).toEqual([
      { item_Number: 'JOB-PROOF', reason: 'no exact barcode + size match waiting for review' },
    ]);
    // Each item decided once: one decision in the audit trail, one store item linked to its master.
    const decisions = await t.db.query(
      `SELECT p.item_number, count(a.id)::int AS n FROM pending_item p
         LEFT JOIN audit_entry a ON a.entity = 'pending_item' AND a.entity_id = p.id::text AND a.action = 'map-to-existing'
        WHERE p.store_id = $1 AND p.item_number LIKE 'JOB-%' GROUP BY p.item_number`,
      [harbor],
    );
    const once = decisions.filter((d: any) => d.n === 1).map((d: any) => d.item_number);
    expect(once.sort()).toEqual(itemNumbers);
    expect(decisions.find((d: any) => d.item_number === 'JOB-PROOF').n).toBe(0);
    const linked = await t.db.query(
      `SELECT i.item_number, count(*)::int AS n, bool_and(i.beverage_id = p.mapped_beverage_id) AS same
         FROM inventory_item i JOIN pending_item p ON p.store_id = i.store_id AND p.item_number = i.item_number
        WHERE i.store_id = $1 AND i.item_number LIKE 'JOB-%' GROUP BY i.item_number`,
      [harbor],
    );
    expect(
      linked
        .filter((l: any) => l.n === 1 && l.same)
        .map((l: any) => l.item_number)
        .sort(),
    ).toEqual(itemNumbers);
    const [{ open }] = await t.db.query(
      `SELECT count(*)::int AS open FROM pending_item WHERE store_id = $1 AND is_review_pending`,
      [harbor],
    );
    expect(open).toBe(1);
  });

  it('answers a job to super-admins only, and 404 for an unknown one', async () => {
    const http = () => request(restarted!.getHttpServer());
    const admin = (await http().post('/api/login').send({ username: 'admin@harbor.example', password: 'harbor1' })).body
      .token;
    await http()
      .get('/api/pendinginventory/bulk-accept/1')
      .set({ Authorization: `Bearer ${admin}` })
      .expect(403);
    await http().get('/api/pendinginventory/bulk-accept/999999').set(auth).expect(404);
    await http().get('/api/pendinginventory/bulk-accept/99999999999').set(auth).expect(404);
    await http().get('/api/pendinginventory/bulk-accept/abc').set(auth).expect(400);
    // None running any more.
    const running = await http().get('/api/pendinginventory/bulk-accept').query({ webUrl: 'harbor' }).set(auth);
    expect(running.status).toBe(200);
    expect(running.body).toEqual([]);
    await http().get('/api/pendinginventory/bulk-accept').query({ webUrl: 'nowhere' }).set(auth).expect(404);
  });
});

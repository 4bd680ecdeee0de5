import { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../../backend/app.factory';
import { loadConfig } from '../../backend/config/config';
import { dataSourceOptions } from '../../backend/database/data-source';
import { HoldReconciler } from '../../backend/payment/hold-reconciler.service';
import { startBackend } from '../support/backend-process';
import { createTestDatabase } from '../support/test-db';
import { startTestApp, TEST_JWT_SECRET, TestApp } from '../support/test-app';
import { CARDS, futureExpiry, orderBody, putItem, stockOf } from './orders-fixtures';

const ORDER = orderBody({ orderItems: [{ itemId: 'CRASH-1', quantity: 1, itemPrice: 20 }], totalAmount: 21.4 });
/** $21.40 + 20 %. */
const HOLD_CENTS = 2568;

/** A crash between the card authorization and the order transaction leaves no hold behind. */
describe('no card hold without an order: killed between the authorization and the order', () => {
  let db: { url: string; drop(): Promise<void> };
  let ds: DataSource;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource(dataSourceOptions(db.url));
    await ds.initialize();
    await putItem(ds, 'northside', { itemNumber: 'CRASH-1', unitPriceCents: 2000, stock: 10 });
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const payment = async (id: string) =>
    (
      await ds.query(
        `SELECT p.status, p.order_id, p.authorized_cents, p.voided_cents, s.status AS processor_status,
                s.voided_cents AS processor_voided_cents
           FROM payment_transaction p LEFT JOIN sandbox_charge s ON s.idempotency_key = p.idempotency_key
          WHERE p.id = $1`,
        [id],
      )
    )[0];
  const orders = async () => (await ds.query('SELECT count(*)::int AS n FROM customer_order'))[0].n as number;

  /** Starts backend/main.ts on the test database, places an order and SIGKILLs the app at `point`. */
  async function crashDuringPlacement(point: 'recorded' | 'unrecorded'): Promise<string> {
    const app = startBackend('backend/main.ts', {
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      PORT: '0',
      DEMO_DATA: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      TEST_CRASH_AFTER_AUTHORIZE: point,
    });
    try {
      const [, base] = await app.waitFor(/Shop ready on (http:\/\/localhost:\d+)/);
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'customer1', password: 'customer1' }),
      });
      const { token } = (await login.json()) as { token: string };
      // Never answered: the app stops for good right after the authorization.
      const placing = fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': `crash-${point}`,
        },
        body: JSON.stringify(ORDER),
      }).catch(() => 'connection lost');
      const [, transactionId] = await app.waitFor(/TEST_CRASH_AFTER_AUTHORIZE=\w+ (txn_[0-9a-f]{24})/);
      app.child.kill('SIGKILL');
      expect(await app.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(await placing).toBe('connection lost');
      return transactionId;
    } finally {
      app.child.kill('SIGKILL');
    }
  }

  /** An app on the same database with HOLD_RECONCILE_AFTER_S=0: its start-up pass settles every orphan. */
  async function startReconcilingApp(): Promise<INestApplication> {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      HOLD_RECONCILE_AFTER_S: '0',
    });
    return createApp(config, db.url);
  }

  // 'unrecorded': the processor answered, the order transaction not begun; 'recorded': the order
  // transaction has written the order, the stock and the processor's answer, and never commits.
  // Either way the payment is left as committed before the processor was asked.
  it.each([
    ['recorded', 'authorizing'],
    ['unrecorded', 'authorizing'],
  ] as const)(
    'killed with the hold %s (payment left %s): the next start-up voids the hold and no order exists',
    async (point, leftAs) => {
      const ordersBefore = await orders();
      const transactionId = await crashDuringPlacement(point);
      // What the crash left: a real hold at the processor, no order, the stock untouched.
      expect(await payment(transactionId)).toMatchObject({
        status: leftAs,
        order_id: null,
        processor_status: 'authorized',
      });
      expect(await orders()).toBe(ordersBefore);
      expect(await stockOf(ds, 'northside', 'CRASH-1')).toBe(10);

      const app = await startReconcilingApp();
      try {
        // Passes run one after another: this one starts once the start-up pass is done, and finds nothing left.
        const report = await app.get(HoldReconciler).reconcile();
        expect(report).toEqual({ voided: [], declined: [], failed: [], errors: [] });
      } finally {
        await app.close();
      }
      expect(await payment(transactionId)).toEqual({
        status: 'voided',
        order_id: null,
        authorized_cents: HOLD_CENTS,
        voided_cents: HOLD_CENTS,
        processor_status: 'voided',
        processor_voided_cents: HOLD_CENTS,
      });
      expect(await orders()).toBe(ordersBefore);
      expect(await stockOf(ds, 'northside', 'CRASH-1')).toBe(10);
    },
  );
});

describe('hold reconciler', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    customer = await t.login('customer1', 'customer1');
    await putItem(t.db, 'northside', { itemNumber: 'HOLD-1', unitPriceCents: 2000, stock: 50 });
  });
  afterAll(() => t.close());
  const hold = async (amount = 25) =>
    (
      await t
        .http()
        .post('/api/payment/authorize')
        .set('Authorization', `Bearer ${customer}`)
        .send({ amount, cardNumber: CARDS.visa, expirationDate: futureExpiry(), cvv: '123' })
        .expect(200)
    ).body.transactionId as string;
  const statusOf = async (id: string) =>
    (await t.db.query('SELECT status FROM payment_transaction WHERE id = $1', [id]))[0].status as string;

  it('leaves a hold younger than HOLD_RECONCILE_AFTER_S and a hold that belongs to an order; voids the others', async () => {
    const reconciler = t.app.get(HoldReconciler);
    const orphan = await hold();
    const placed = await t
      .http()
      .post('/api/orders')
      .set('Authorization', `Bearer ${customer}`)
      .send(orderBody({ orderItems: [{ itemId: 'HOLD-1', quantity: 1, itemPrice: 20 }], totalAmount: 21.4 }))
      .expect(201);
    const ordered = placed.body.data.transactionId as string;

    expect((await reconciler.reconcile()).voided).toEqual([]); // the default window: 300 s
    expect(await statusOf(orphan)).toBe('authorized');
    const report = await reconciler.reconcile(0);
    expect(report.voided).toContain(orphan);
    expect(report.voided).not.toContain(ordered);
    expect(await statusOf(orphan)).toBe('voided');
    expect(await statusOf(ordered)).toBe('authorized');
    // The order's hold is still there to be captured.
    const admin = await t.login('admin@northside.example', 'northside1');
    await t
      .http()
      .post('/api/payment/capture')
      .set('Authorization', `Bearer ${admin}`)
      .send({ transactionId: ordered, amount: 21.4 })
      .expect(200);
  });

  it('settles each orphan exactly once when two app instances reconcile at the same time', async () => {
    const orphans = [await hold(11), await hold(12), await hold(13), await hold(14), await hold(15)];
    const url = (t.db.options as { url: string }).url;
    const second = await createApp(t.config, url);
    try {
      const [a, b] = await Promise.all([
        t.app.get(HoldReconciler).reconcile(0),
        second.get(HoldReconciler).reconcile(0),
      ]);
      const voided = [...a.voided, ...b.voided].filter((id) => orphans.includes(id));
      expect(voided.sort()).toEqual([...orphans].sort());
      expect([...a.errors, ...b.errors]).toEqual([]);
    } finally {
      await second.close();
    }
    const ops = await t.db.query(
      `SELECT jsonb_array_length(s.operations) AS n FROM sandbox_charge s
         JOIN payment_transaction p ON p.idempotency_key = s.idempotency_key WHERE p.id = ANY($1)`,
      [orphans],
    );
    expect(ops.map((r: { n: number }) => r.n)).toEqual([1, 1, 1, 1, 1]);
  });
});

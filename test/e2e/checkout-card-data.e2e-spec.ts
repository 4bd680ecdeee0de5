import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { backendScript, ROOT } from '../support/backend-process';
import { createTestDatabase } from '../support/test-db';
import { CARDS, futureExpiry, NORTHSIDE_ADDRESS, orderBody } from './orders-fixtures';

const CVV = '737';

describe('card data never reaches the database or the logs', () => {
  let db: { url: string; drop(): Promise<void> };
  let child: ChildProcess;
  let logs = '';
  let base = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-logs-'));

  beforeAll(async () => {
    db = await createTestDatabase();
    // backend/main.ts in a real Node process, so we read its real logs.
    child = spawn(process.execPath, ['-e', backendScript('backend/main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: db.url,
        PORT: '0',
        DEMO_DATA: '0',
        LOG_LEVEL: 'trace',
        MAIL_POLL_MS: '50',
        DATA_DIR: dataDir,
        JWT_SECRET: 'log-test-secret-that-is-long-enough-0123456789',
      },
    });
    let timer: NodeJS.Timeout | undefined;
    const ready = new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        logs += chunk.toString('utf8');
        const m = /Shop ready on (http:\/\/localhost:\d+)/.exec(logs);
        if (m) resolve(m[1]);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('exit', (code) => reject(new Error(`app exited with ${code}:\n${logs}`)));
      timer = setTimeout(() => reject(new Error(`app did not start:\n${logs}`)), 60_000);
    });
    base = await ready.finally(() => clearTimeout(timer));
    const admin = new Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(`INSERT INTO inventory_item (store_id, item_number, item_description, size_description, unit_price_cents, available_to_sell)
                       SELECT id, 'CARD-1', 'Test Rye', '750 ml', 2000, 50 FROM store WHERE web_url = 'northside'`);
    await admin.end();
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await new Promise((r) => child?.once('exit', r));
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (
    path: string,
    init: { method?: string; token?: string; body?: string | object; headers?: Record<string, string> } = {},
  ) => {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };

  it('after checkouts, declines and bad requests, no table row and no log line holds a card number or CVV', async () => {
    const login = await call('/api/login', { body: { username: 'customer1', password: 'customer1' } });
    const token = login.body.token as string;
    const body = (cardNumber: string, extra: object = {}) =>
      orderBody({
        orderItems: [{ itemId: 'CARD-1', quantity: 1, itemPrice: 20 }],
        totalAmount: 21.4,
        payment: { cardHolderName: 'Ava Martinez', cardNumber, expirationDate: futureExpiry(), cvv: CVV },
        ...extra,
      });

    expect(
      (await call('/api/orders', { token, body: body(CARDS.visa), headers: { 'Idempotency-Key': 'card-data-1' } }))
        .status,
    ).toBe(201);
    expect(
      (
        await call('/api/orders', {
          token,
          body: body(CARDS.visa2, {
            orderType: 'delivery',
            shippingAddress: NORTHSIDE_ADDRESS,
            orderItems: [{ itemId: 'CARD-1', quantity: 2, itemPrice: 20 }],
            deliveryWindowStart: (
              await call('/api/cart/quote', {
                body: {
                  orderType: 'delivery',
                  items: [{ itemNumber: 'CARD-1', quantity: 2 }],
                  shippingAddress: { state: 'IA', zipCode: '50309' },
                },
              })
            ).body.deliveryWindows[0].start,
            totalAmount: 47.79, // 40.00 + 4.99 delivery fee + 2.80 tax
          }),
        })
      ).status,
    ).toBe(201);
    expect((await call('/api/orders', { token, body: body(CARDS.declined) })).status).toBe(402);
    expect((await call('/api/orders', { token, body: body(CARDS.insufficient) })).status).toBe(402);
    expect((await call('/api/orders', { token, body: body('4111 1111 1111 1112') })).status).toBe(400);
    expect((await call('/api/orders', { token, body: body(CARDS.visa, { totalAmount: 1 }) })).status).toBe(409);
    expect((await call('/api/orders', { token, body: body(CARDS.visa, { unexpected: CARDS.visa }) })).status).toBe(400);
    expect(
      (await call('/api/orders', { token, body: `{"payment":{"cardNumber":"${CARDS.visa}","cvv":"${CVV}"` })).status,
    ).toBe(400);
    expect(
      (
        await call('/api/payment/authorize', {
          token,
          body: { amount: 10, cardNumber: CARDS.visa, expirationDate: futureExpiry(), cvv: CVV },
        })
      ).status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 500)); // let the mail worker send the confirmations and log

    const client = new Client({ connectionString: db.url });
    await client.connect();
    const tables: Array<{ table_name: string }> = await client
      .query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      )
      .then((r) => r.rows);
    let dump = '';
    for (const { table_name } of tables) {
      const rows = await client.query(`SELECT row_to_json(t)::text AS j FROM "${table_name}" t`);
      dump += rows.rows.map((r: { j: string }) => r.j).join('\n');
    }
    const columns = await client.query(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name ILIKE '%cvv%'`,
    );
    await client.end();

    // Positive controls: the checkouts really were stored and logged.
    expect(dump).toContain('"card_last4":"1111"');
    expect(dump).toContain('"card_last4":"4242"');
    expect(logs).toMatch(/"url":"\/api\/orders"/);
    for (const text of [dump, logs]) {
      for (const number of Object.values(CARDS)) {
        expect(text).not.toContain(number);
        expect(text).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
      }
      expect(text).not.toContain('4111111111111112');
      expect(text).not.toMatch(/cvv"?\s*[:=]\s*"?\d/i);
    }
    expect(dump).not.toMatch(/"cvv"/i);
    expect(columns.rows).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { createApp } from '../../backend/app.factory';
import { loadConfig } from '../../backend/config/config';
import { placeOrder } from '../support/place-order';
import { startTestApp, TEST_JWT_SECRET, TestApp } from '../support/test-app';
import { orderBody, putItem } from './orders-fixtures';

/** What a backup must keep, each table as one fingerprint of all its rows. */
const KEPT = ['customer_order', 'order_item', 'payment_transaction', 'customer', 'app_user', 'image', 'inventory_item'];

async function fingerprints(url: string): Promise<Record<string, string>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  const out: Record<string, string> = {};
  for (const table of KEPT) {
    const { rows } = await c.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`,
    );
    out[table] = `${rows[0].n}:${rows[0].h}`;
  }
  await c.end();
  return out;
}

/**
 * The backup and restore of docs/operations.md: pg_dump's custom format of a shop with orders,
 * pg_restore into a new database, the app started on it: every order, customer and image is there.
 */
describe('backup and restore', () => {
  let t: TestApp;
  let restored: INestApplication | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  const restoredName = `${process.env.TEST_TEMPLATE_DB!.replace('shop_tpl_', 'shop_t_')}_restored_${process.pid}`;
  const adminUrl = process.env.TEST_PG_ADMIN_URL!;
  const restoredUrl = () => Object.assign(new URL(adminUrl), { pathname: `/${restoredName}` }).toString();
  const admin = async (sql: string) => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(sql);
    await c.end();
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await restored?.close();
    await t?.close();
    await admin(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores every order, customer and image, and the app serves them', async () => {
    const customer = await t.login('customer1', 'customer1');
    await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2000, stock: 10 });
    const placed = [await placeOrder(t, customer, orderBody()), await placeOrder(t, customer, orderBody())];

    const dump = join(dir, 'shop.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, t.databaseUrl]);
    await admin(`CREATE DATABASE "${restoredName}"`);
    execFileSync('pg_restore', ['--exit-on-error', `--dbname=${restoredUrl()}`, dump]);
    expect(await fingerprints(restoredUrl())).toEqual(await fingerprints(t.databaseUrl));

    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: join(dir, 'data') });
    restored = await createApp(config, restoredUrl());
    const http = () => request(restored!.getHttpServer());
    const login = await http().post('/api/login').send({ username: 'customer1', password: 'customer1' }).expect(200);
    const mine = await http()
      .get('/api/orders/GetOrdersWithDetails')
      .set('Authorization', `Bearer ${login.body.token}`)
      .expect(200);
    const ids = JSON.stringify(mine.body);
    for (const id of placed) expect(ids).toContain(`"orderId":${id}`);

    const rows: Array<{ hash: string }> = await t.db.query(`SELECT hash FROM image ORDER BY hash`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { hash } of rows.filter((_, i) => i % Math.ceil(rows.length / 40) === 0)) {
      await http().get(`/api/images/${hash}`).expect(200);
    }
  });
});

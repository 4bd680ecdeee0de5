/**
 * `npm run bench -- --instances 2`: several app processes on one database behind a round-robin
 * proxy (its own process), and the checks that they serve one shop: a price changed through one
 * instance is served by another within a second, orders sent to all of them oversell nothing
 * (order-placement.ts), and every mail of the shared outbox is written once.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../database/embedded';

const PROXY = `
const http = require('node:http');
const targets = JSON.parse(process.argv[1]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;
http.createServer((req, res) => {
  const target = targets[next++ % targets.length];
  const up = http.request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers, agent }, (r) => {
    res.writeHead(r.statusCode, r.headers);
    r.pipe(res);
  });
  up.on('error', () => { if (!res.headersSent) res.writeHead(502); res.end(); });
  req.pipe(up);
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send && process.send('ready'));
`;

/** A round-robin HTTP proxy in front of the app ports. */
export async function startProxy(ports: number[]): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', PROXY, JSON.stringify(ports), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`The proxy exited (code ${code}).`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/**
 * Changes prices through the first instance and measures how long until the second serves them
 * (several tries); returns the delays in ms.
 */
export async function priceChangeDelays(url: string, first: string, second: string, tries = 5): Promise<number[]> {
  const login = await fetch(`${first}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@northside.example', password: 'northside1' }),
  });
  if (!login.ok) throw new Error(`Admin sign-in failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const db = new Client({ connectionString: url });
  await db.connect();
  const items = (
    await db.query(
      `SELECT i.id, i.item_number, i.unit_price_cents FROM inventory_item i JOIN store s ON s.id = i.store_id
        WHERE s.web_url = 'northside' AND i.is_available AND i.unit_price_cents > 0 AND i.unit_sale_price_cents = 0
        ORDER BY md5(i.item_number) LIMIT $1`,
      [tries],
    )
  ).rows as { id: number; item_number: string; unit_price_cents: number }[];
  await db.end();
  const priceOn = async (base: string, itemNumber: string) => {
    const body = (await (await fetch(`${base}/api/storeinventory/${itemNumber}`)).json()) as {
      itemBySize: { itemNumber: string; regularPrice: number }[];
    };
    return body.itemBySize.find((v) => v.itemNumber === itemNumber)?.regularPrice;
  };
  const delays: number[] = [];
  for (const item of items) {
    await priceOn(second, item.item_number); // the second instance has the store in memory
    const price = (item.unit_price_cents + 100 + delays.length) / 100;
    const put = await fetch(`${first}/api/admin/inventory/${item.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ itemUnitPrice: price }),
    });
    if (!put.ok) throw new Error(`Price change failed: ${put.status}`);
    const changed = Date.now();
    while ((await priceOn(second, item.item_number)) !== price && Date.now() - changed < 5000) {
      await new Promise((r) => setTimeout(r, 5));
    }
    delays.push(Date.now() - changed);
  }
  return delays;
}

/**
 * Waits until the outbox has nothing left to send (mail since `since`), then counts, per outbox
 * message, the .eml files carrying its Message-ID: every one must be there exactly once.
 */
/**
 * Waits (up to `limitMs`) until no mail queued since `since` is pending in the outbox, so the mail the
 * load queued is sent before a figure is read or the app stops. Answers how long it waited and how
 * many were still pending then (0 once drained).
 */
export async function outboxDrained(
  db: Client,
  since: Date,
  limitMs = 120_000,
): Promise<{ waitedMs: number; pending: number }> {
  const started = Date.now();
  for (;;) {
    const [{ n }] = (
      await db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending' AND created_at >= $1`, [
        since,
      ])
    ).rows;
    if (n === 0 || Date.now() - started > limitMs) return { waitedMs: Date.now() - started, pending: n };
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function mailSentOnce(
  url: string,
  mailDir: string,
  since: Date,
): Promise<{ messages: number; missing: number; duplicated: number; waitedMs: number }> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { waitedMs } = await outboxDrained(db, since);
    const ids = (await db.query(`SELECT message_id FROM mail_outbox WHERE created_at >= $1`, [since])).rows.map(
      (r) => r.message_id as string,
    );
    const seen = new Map<string, number>();
    if (existsSync(mailDir)) {
      for (const f of readdirSync(mailDir).filter((f) => f.endsWith('.eml'))) {
        const id = /^Message-ID:\s*(\S+)/im.exec(readFileSync(join(mailDir, f), 'utf8'))?.[1];
        if (id) seen.set(id, (seen.get(id) ?? 0) + 1);
      }
    }
    return {
      messages: ids.length,
      missing: ids.filter((id) => !seen.has(id)).length,
      duplicated: ids.filter((id) => (seen.get(id) ?? 0) > 1).length,
      waitedMs,
    };
  } finally {
    await db.end();
  }
}

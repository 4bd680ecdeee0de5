/**
 * `npm run bench -- --instances 2`: several app processes on one database behind the shipped proxy
 * (deploy/Caddyfile run by caddy, which routes each store to one instance), and the checks that
 * they serve one shop: a price changed through another instance is served by the store's own
 * within a second, orders oversell nothing (order-placement.ts), and every mail of the shared
 * outbox is written once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { instanceOf } from './instance-metrics';

/** The store the consistency checks change prices in (a demo store with an admin sign-in). */
const CHECK_STORE = 'northside';

/**
 * Changes prices through an instance that does not own the store and measures how long until the
 * proxy (the store's own instance) serves them (several tries); returns the delays in ms and which
 * instances (0-based) own the store and took the change.
 */
export async function priceChangeDelays(
  url: string,
  proxy: string,
  instances: string[],
  metricsToken: string,
  tries = 5,
): Promise<{ delays: number[]; owner: number; changedThrough: number }> {
  const store = { 'x-store': CHECK_STORE };
  const owner = await instanceOf(proxy, instances, metricsToken, '/api/health/live', store);
  const changedThrough = (owner + 1) % instances.length;
  const login = await fetch(`${instances[changedThrough]}/api/login`, {
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
        WHERE s.web_url = $2 AND i.is_available AND i.unit_price_cents > 0 AND i.unit_sale_price_cents = 0
        ORDER BY md5(i.item_number) LIMIT $1`,
      [tries, CHECK_STORE],
    )
  ).rows as { id: number; item_number: string; unit_price_cents: number }[];
  await db.end();
  const servedPrice = async (itemNumber: string) => {
    const body = (await (await fetch(`${proxy}/api/storeinventory/${itemNumber}`, { headers: store })).json()) as {
      itemBySize: { itemNumber: string; regularPrice: number }[];
    };
    return body.itemBySize.find((v) => v.itemNumber === itemNumber)?.regularPrice;
  };
  const delays: number[] = [];
  for (const item of items) {
    await servedPrice(item.item_number); // the owner has the store in memory
    const price = (item.unit_price_cents + 100 + delays.length) / 100;
    const put = await fetch(`${instances[changedThrough]}/api/admin/inventory/${item.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ itemUnitPrice: price }),
    });
    if (!put.ok) throw new Error(`Price change failed: ${put.status}`);
    const changed = Date.now();
    while ((await servedPrice(item.item_number)) !== price && Date.now() - changed < 5000) {
      await new Promise((r) => setTimeout(r, 5));
    }
    delays.push(Date.now() - changed);
  }
  // Every answer above came from the owner: the proxy kept the store on one instance.
  const stillOwner = await instanceOf(proxy, instances, metricsToken, '/api/health/live', store);
  if (stillOwner !== owner) throw new Error(`The store moved from instance ${owner + 1} to ${stillOwner + 1}.`);
  return { delays, owner, changedThrough };
}

/** A consistency check's sentence and whether it held. */
export type Check = readonly [text: string, ok: boolean];

/** The checks that the instances serve one shop, from the price, order and mail measurements. */
export function consistencyChecks(
  price: Awaited<ReturnType<typeof priceChangeDelays>>,
  oversold: number,
  mail: Awaited<ReturnType<typeof mailSentOnce>>,
): Check[] {
  return [
    [
      `a price changed through instance ${price.changedThrough + 1} served through the proxy by the store's instance ${price.owner + 1} within 1 s (${price.delays.map((d) => `${d} ms`).join(', ')})`,
      Math.max(...price.delays) < 1000,
    ],
    [`0 oversold (${oversold})`, oversold === 0],
    [
      `every outbox mail written once: ${mail.messages} messages, ${mail.missing} missing, ${mail.duplicated} more than once (outbox empty after ${mail.waitedMs} ms)`,
      mail.missing === 0 && mail.duplicated === 0 && mail.messages > 0,
    ],
  ];
}

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

/**
 * Waits until the outbox has nothing left to send (mail since `since`), then counts, per outbox
 * message, the .eml files carrying its Message-ID: every one must be there exactly once.
 */
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

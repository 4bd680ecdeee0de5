/**
 * Order placement benchmark (budget: p95 <= 100 ms, >= 300 orders/s, 0 oversold at 32
 * connections). Signed-in customers place one-bottle pickup orders with a sandbox test card, each
 * with its own Idempotency-Key, through the real HTTP API. Most items have deep stock; a few "hot"
 * items have 5 bottles each, so many connections fight over the last bottles. Afterwards the
 * database must show no negative stock and exactly as many bottles sold as ordered.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { QuoteResponse } from '../domain/api/quote';
import type { Budget, Row } from './scenarios';
import { outboxDrained } from './instances';
import { cpuMs, percentile, postgresCpuMs, rssSampler } from './scenarios';

// autocannon ships no TypeScript types.

const autocannon: any = require('autocannon');

/** The budget: p95 <= 100 ms at >= 300 orders/s (raised from 150), 0 oversold (counted as errors). */
export const ORDER_BUDGET: Budget = { p95Ms: 100, minRps: 300 };

const ITEMS = 200;
const HOT_ITEMS = 10;
const HOT_STOCK = 5;
const DEEP_STOCK = 100_000;

export interface OrderPlacementResult {
  row: Row;
  placed: number;
  soldOut: number;
  oversold: number;
  /** One line for the console under the table. */
  summary: string;
}

/**
 * One order body per item, priced by the server's own quote (`POST /api/cart/quote`: price, deposit,
 * discounts, tax and total exactly as placement will compute them), and the items' stock set.
 */
async function prepare(
  dbUrl: string,
  base: string,
): Promise<{ bodies: string[]; ids: number[]; hotIds: number[]; initial: number }> {
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const [store] = (await db.query(`SELECT id FROM store WHERE web_url = 'northside'`)).rows;
    const candidates: Array<{ id: number; itemNumber: string }> = (
      await db.query(
        `SELECT id, item_number AS "itemNumber" FROM inventory_item
          WHERE store_id = $1 AND is_available AND unit_price_cents > 0 ORDER BY md5(item_number || 'orders') LIMIT $2`,
        [store.id, ITEMS],
      )
    ).rows;
    // Deep stock first, so that no quote reports a stock problem; then the hot items get theirs.
    await db.query('UPDATE inventory_item SET available_to_sell = $1 WHERE id = ANY($2::int[])', [
      DEEP_STOCK,
      candidates.map((c) => c.id),
    ]);
    const priced: Array<{ id: number; body: string }> = [];
    for (const c of candidates) {
      const res = await fetch(`${base}/api/cart/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderType: 'pickup', items: [{ itemNumber: c.itemNumber, quantity: 1 }] }),
      });
      if (!res.ok) throw new Error(`Bench quote failed: ${res.status} ${await res.text()}`);
      const quote = (await res.json()) as QuoteResponse;
      if (quote.problems.length || !(quote.lines[0]?.unitPrice > 0)) continue;
      priced.push({ id: c.id, body: orderBody(c.itemNumber, quote) });
    }
    const ids = priced.map((p) => p.id);
    const hotIds = ids.slice(0, HOT_ITEMS);
    await db.query('UPDATE inventory_item SET available_to_sell = $1 WHERE id = ANY($2::int[])', [HOT_STOCK, hotIds]);
    return {
      bodies: priced.map((p) => p.body),
      ids,
      hotIds,
      initial: hotIds.length * HOT_STOCK + (ids.length - hotIds.length) * DEEP_STOCK,
    };
  } finally {
    await db.end();
  }
}

function orderBody(itemNumber: string, quote: QuoteResponse): string {
  return JSON.stringify({
    orderType: 'pickup',
    orderItems: [{ itemId: itemNumber, quantity: 1, itemPrice: quote.lines[0].unitPrice }],
    billingAddress: {
      fullName: 'Bench Shopper',
      addressLine1: '1 Test Street',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50309',
      country: 'USA',
    },
    payment: {
      paymentType: 'Credit Card',
      cardHolderName: 'Bench Shopper',
      cardNumber: '4111111111111111',
      expirationDate: '12/35',
      cvv: '123',
    },
    totalAmount: quote.total,
    ageConfirmed: true,
  });
}

async function customerToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'customer1', password: 'customer1' }),
  });
  if (!res.ok) throw new Error(`Bench login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Runs the scenario against a started app (`base`, its `pid`) on database `dbUrl`. */
export async function runOrderPlacement(
  base: string,
  pids: number | number[],
  dbUrl: string,
  opts: { duration: number; connections: number },
): Promise<OrderPlacementResult> {
  const { bodies, ids, initial } = await prepare(dbUrl, base);
  const token = await customerToken(base);
  const started = new Date();
  const appPids = Array.isArray(pids) ? pids : [pids];
  // CPU per order (robust to a busy machine, unlike orders/s): the app's processes, and PostgreSQL's
  // when it runs on this machine (all its processes: other work on the server counts too).
  const appCpu = () => appPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const appCpuBefore = appCpu();
  const pgCpuBefore = postgresCpuMs();
  const load = await placeOrders(base, token, bodies, appPids, opts);
  const outcome = await readOutcome(dbUrl, ids, started);
  const appCpuMs = appCpu() - appCpuBefore;
  let pgCpuMs = 0;
  for (const [pid, ms] of postgresCpuMs()) pgCpuMs += ms - (pgCpuBefore.get(pid) ?? 0);
  const cpu = { appMs: appCpuMs, pgMs: pgCpuBefore.size ? pgCpuMs : null };
  return placementResult(load, outcome, initial, cpu, opts.duration);
}

/** What the load gave: autocannon's result, every latency and status, the app's peak RSS. */
interface Load {
  /** What the bench reads of autocannon's result (it ships no types). */
  result: {
    duration: number;
    errors: number;
    timeouts: number;
    requests: { total: number };
    throughput: { total: number };
  };
  latencies: number[];
  statuses: Map<number, number>;
  peak: number;
}

/** Places orders for `opts.duration` seconds over `opts.connections` connections, each with its own Idempotency-Key. */
async function placeOrders(
  base: string,
  token: string,
  bodies: string[],
  appPids: number[],
  opts: { duration: number; connections: number },
): Promise<Load> {
  const run = randomBytes(4).toString('hex');
  let n = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const rss = rssSampler(appPids);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const instance = autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.duration,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        headers,
        setupRequest: (req: any) => {
          const i = ++n;
          // Every 4th order goes for a hot item: they sell out early and keep being asked for.
          const body = bodies[i % 4 === 0 ? i % HOT_ITEMS : (i * 7919) % bodies.length];
          return { ...req, body, headers: { ...headers, 'idempotency-key': `bench-${run}-${i}` } };
        },
      },
    ],
  });
  instance.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  return { result, latencies, statuses, peak: rss.stop() };
}

/** Stock left and units ordered of the bench's items, and how long the outbox took to drain. */
interface Outcome {
  counts: { left: string; negative: number; units: string };
  drained: { waitedMs: number; pending: number };
}

/**
 * Requests still in flight when the clock stopped finish in the app; lets them land, then reads
 * stock and orders in one statement (one snapshot: an order and its stock change commit together).
 */
async function readOutcome(dbUrl: string, ids: number[], started: Date): Promise<Outcome> {
  await new Promise((r) => setTimeout(r, 1000));
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const [counts] = (
      await db.query(
        `SELECT (SELECT sum(available_to_sell)::bigint FROM inventory_item WHERE id = ANY($1::int[])) AS left,
              (SELECT count(*)::int FROM inventory_item WHERE id = ANY($1::int[]) AND available_to_sell < 0) AS negative,
              (SELECT COALESCE(sum(quantity), 0)::bigint FROM order_item WHERE inventory_item_id = ANY($1::int[]) AND created_at >= $2) AS units`,
        [ids, started],
      )
    ).rows;
    // The confirmation mail of every order placed is part of its cost: the CPU is read once the
    // outbox has sent what the load queued (and the next row does not pay for it).
    const drained = await outboxDrained(db, started);
    return { counts, drained };
  } finally {
    await db.end();
  }
}

/** The bench row and the summary line: orders/s, latencies, errors (oversold included), CPU per order. */
function placementResult(
  load: Load,
  { counts, drained }: Outcome,
  initial: number,
  cpu: { appMs: number; pgMs: number | null },
  duration: number,
): OrderPlacementResult {
  const { result, latencies, statuses } = load;
  const placed = statuses.get(201) ?? 0;
  const soldOut = statuses.get(409) ?? 0;
  const units = Number(counts.units);
  const stockTaken = initial - Number(counts.left);
  // Oversold: bottles ordered beyond the stock, negative stock, or stock and orders that disagree.
  const oversold = Math.max(0, units - initial) + counts.negative + Math.abs(units - stockTaken);
  const seconds = result.duration || duration;
  const row: Row = {
    name: 'order placement (POST /api/orders)',
    rps: placed / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors:
      result.errors +
      result.timeouts +
      [...statuses].filter(([s]) => s !== 201 && s !== 409).reduce((a, [, c]) => a + c, 0) +
      oversold,
    peakRssMb: load.peak,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
    budget: ORDER_BUDGET,
  };
  const perOrder = (ms: number) => (placed ? (ms / placed).toFixed(2) : '-');
  const pgCpu = cpu.pgMs !== null ? `, PostgreSQL ${perOrder(cpu.pgMs)} ms` : '';
  const summary = `Order placement: ${placed} orders placed (${row.rps.toFixed(0)} orders/s), ${soldOut} refused as sold out (409), ${units} bottles ordered = ${stockTaken} taken from stock, oversold: ${oversold}. CPU per order placed (its sold-out answers and confirmation mail included; the outbox ${drained.pending ? `still held ${drained.pending} mails` : 'was empty'} ${(drained.waitedMs / 1000).toFixed(1)} s after the load): app ${perOrder(cpu.appMs)} ms${pgCpu}.`;
  return { row, placed, soldOut, oversold, summary };
}

/**
 * Order placement benchmark (quality.md: p95 <= 100 ms, >= 150 orders/s, 0 oversold at 32
 * connections). Signed-in customers place one-bottle pickup orders with a sandbox test card, each
 * with its own Idempotency-Key, through the real HTTP API. Most items have deep stock; a few "hot"
 * items have 5 bottles each, so many connections fight over the last bottles. Afterwards the
 * database must show no negative stock and exactly as many bottles sold as ordered.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source';
import { toDollars } from '../domain/money';
import { orderTotals } from '../domain/order-totals';
import { storeToday } from '../domain/store-time';
import { loadStoreItems, priceLine } from '../orders/order-lines';
import type { Budget, Row } from './scenarios';
import { percentile, rssSampler } from './scenarios';

// autocannon ships no TypeScript types.

const autocannon: any = require('autocannon');

export const ORDER_BUDGET: Budget = { p95Ms: 100, minRps: 150 };

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

/** Order bodies priced exactly as the server prices them (shared domain rules), one per item. */
async function prepare(dbUrl: string): Promise<{ bodies: string[]; ids: number[]; hotIds: number[]; initial: number }> {
  const ds = new DataSource(dataSourceOptions(dbUrl));
  await ds.initialize();
  try {
    const [store] = await ds.query(
      `SELECT id, sales_tax_percent::float8 AS tax, time_zone FROM store WHERE web_url = 'northside'`,
    );
    const numbers: string[] = (
      await ds.query(
        `SELECT item_number FROM inventory_item WHERE store_id = $1 AND is_available AND unit_price_cents > 0 ORDER BY md5(item_number || 'orders') LIMIT $2`,
        [store.id, ITEMS],
      )
    ).map((r: { item_number: string }) => r.item_number);
    const items = await loadStoreItems(ds.manager, store.id, numbers);
    const rows = numbers.map((n) => items.get(n)!).filter((i) => i && priceLineOk(i, store.tax, store.time_zone));
    const hotIds = rows.slice(0, HOT_ITEMS).map((r) => r.id);
    const ids = rows.map((r) => r.id);
    await ds.query(
      'UPDATE inventory_item SET available_to_sell = CASE WHEN id = ANY($1::int[]) THEN $2::int ELSE $3::int END WHERE id = ANY($4::int[])',
      [hotIds, HOT_STOCK, DEEP_STOCK, ids],
    );
    const today = storeToday(store.time_zone);
    const bodies = rows.map((item) => {
      const line = priceLine(item, 1, store.tax, today);
      const totals = orderTotals(
        [{ priceCents: line.priceCents, quantity: 1, salesTaxPercent: line.salesTaxPercent }],
        'pickup',
      );
      return JSON.stringify({
        orderType: 'pickup',
        orderItems: [{ itemId: item.itemNumber, quantity: 1, itemPrice: toDollars(line.priceCents) }],
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
        totalAmount: toDollars(totals.totalCents),
        ageConfirmed: true,
      });
    });
    return { bodies, ids, hotIds, initial: hotIds.length * HOT_STOCK + (ids.length - hotIds.length) * DEEP_STOCK };
  } finally {
    await ds.destroy();
  }
}

function priceLineOk(item: Parameters<typeof priceLine>[0], tax: number, timeZone: string): boolean {
  return priceLine(item, 1, tax, storeToday(timeZone)).priceCents > 0;
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
  const { bodies, ids, initial } = await prepare(dbUrl);
  const token = await customerToken(base);
  const run = randomBytes(4).toString('hex');
  const started = new Date();
  let n = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const rss = rssSampler(Array.isArray(pids) ? pids : [pids]);
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
  const peak = rss.stop();

  // Requests still in flight when the clock stopped finish in the app; let them land, then read
  // stock and orders in one statement (one snapshot: an order and its stock change commit together).
  await new Promise((r) => setTimeout(r, 1000));
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  const [counts] = (
    await db.query(
      `SELECT (SELECT sum(available_to_sell)::bigint FROM inventory_item WHERE id = ANY($1::int[])) AS left,
              (SELECT count(*)::int FROM inventory_item WHERE id = ANY($1::int[]) AND available_to_sell < 0) AS negative,
              (SELECT COALESCE(sum(quantity), 0)::bigint FROM order_item WHERE inventory_item_id = ANY($1::int[]) AND created_at >= $2) AS units`,
      [ids, started],
    )
  ).rows;
  await db.end();
  const stock = { left: counts.left, negative: counts.negative };
  const sold = { units: counts.units };
  const placed = statuses.get(201) ?? 0;
  const soldOut = statuses.get(409) ?? 0;
  const units = Number(sold.units);
  const stockTaken = initial - Number(stock.left);
  // Oversold: bottles ordered beyond the stock, negative stock, or stock and orders that disagree.
  const oversold = Math.max(0, units - initial) + stock.negative + Math.abs(units - stockTaken);
  const seconds = result.duration || opts.duration;
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
    peakRssMb: peak,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
    budget: ORDER_BUDGET,
  };
  const summary = `Order placement: ${placed} orders placed (${row.rps.toFixed(0)} orders/s), ${soldOut} refused as sold out (409), ${units} bottles ordered = ${stockTaken} taken from stock, oversold: ${oversold}.`;
  return { row, placed, soldOut, oversold, summary };
}

import 'reflect-metadata';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { loadConfig, projectRoot } from '../config/config';
import { createProgress } from '../database/cli/progress';
import { dataSourceOptions, migrate } from '../database/data-source';
import { seedDemoData } from '../database/demo-data';
import { countDemoStoreItems, seedLargeCatalogue } from '../database/demo-data/catalogue/seed-large';
import { freePort, startEmbeddedPostgres } from '../database/embedded';
import { todayIn } from '../domain/pricing';
import { LISTING_SQL, listingSqlParams, SqlListingParams } from './listing-sql';
import { runOrderPlacement } from './order-placement';
import { BUDGETS, formatTable, percentile, Row, runScenario, Scenario } from './scenarios';

/**
 * `npm run bench` (quality.md): seeds the large catalogue when absent, starts the built app in
 * production mode, drives listing, search and product detail with autocannon (32 connections)
 * from this process, times the same listing query straight through pg, and prints one table.
 *
 * Options: --items N (default 50000), --duration S per scenario (default 10), --connections C (32),
 * --heap MB (the app's V8 old-space limit, --max-old-space-size, default 256 as in production;
 * --heap 0 leaves Node's default, which on a large machine lets the heap grow to gigabytes).
 * Database: BENCH_DATABASE_URL, else database 'shop_bench' on DATABASE_URL's server, else on an
 * embedded PostgreSQL under DATA_DIR/postgres.
 */
function option(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i === -1) return fallback;
  const raw = args[i].includes('=') ? args[i].split('=')[1] : args[i + 1];
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number (got "${raw}")`);
  return n;
}

function optionOrZero(name: string, fallback: number): number | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i === -1) return fallback;
  const n = Number(args[i].includes('=') ? args[i].split('=')[1] : args[i + 1]);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be 0 or a number of megabytes`);
  return n === 0 ? undefined : n;
}

async function benchDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  // The bench's own option (not the app's configuration): a database set aside for it.
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  let serverUrl = config.databaseUrl;
  let stop = async () => {};
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'), (m) => console.log(m));
    serverUrl = embedded.url;
    stop = () => embedded.stop();
  }
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'shop_bench'`);
  if (!exists.rowCount) await client.query('CREATE DATABASE shop_bench');
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = '/shop_bench';
  return { url: url.toString(), stop };
}

async function prepare(url: string, items: number): Promise<void> {
  await migrate(url);
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  try {
    await seedDemoData(ds, { log: () => {} });
    const have = await countDemoStoreItems(ds);
    if (have >= items) {
      console.log(`Catalogue ready: ${have} store items.`);
      return;
    }
    const progress = await createProgress('Seeding', (m) => console.log(m));
    progress.update(have, items);
    await seedLargeCatalogue(ds, items, (done) => progress.update(done, items));
    progress.stop();
  } finally {
    await ds.destroy();
  }
}

async function startApp(url: string, heapMb?: number): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const flags = heapMb ? [`--max-old-space-size=${heapMb}`] : [];
  const child = spawn(process.execPath, [...flags, join(projectRoot(), 'dist', 'backend', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PORT: String(port),
      JWT_SECRET: randomBytes(36).toString('hex'),
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      // The load generator is one address sending thousands of requests a second.
      PUBLIC_RATE_LIMIT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up (code ${child.exitCode}).`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The app did not start within 60 seconds.');
}

async function timeSql(url: string, params: SqlListingParams, runs: number): Promise<{ p50: number; p95: number }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const times: number[] = [];
  try {
    const sql = LISTING_SQL(params.sort);
    const values = listingSqlParams(params);
    for (let i = 0; i < runs + 3; i++) {
      const t = process.hrtime.bigint();
      await client.query(sql, values);
      if (i >= 3) times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  } finally {
    await client.end();
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function main(): Promise<void> {
  const items = option('items', 50_000);
  const duration = option('duration', 10);
  const connections = option('connections', 32);
  const heap = optionOrZero('heap', 256);
  const loadBefore = loadAverage();
  const db = await benchDatabase();
  let app: { child: ChildProcess; base: string } | undefined;
  try {
    await prepare(db.url, items);
    app = await startApp(db.url, heap);
    const probe = new Client({ connectionString: db.url });
    await probe.connect();
    const [{ id: storeId }] = (await probe.query(`SELECT id FROM store WHERE web_url = 'northside'`)).rows;
    const numbers = (
      await probe.query(
        `SELECT item_number FROM inventory_item WHERE store_id = $1 AND is_available ORDER BY md5(item_number) LIMIT 500`,
        [storeId],
      )
    ).rows.map((r) => r.item_number as string);
    const names = (
      await probe.query(
        `SELECT DISTINCT split_part(lower(item_name), ' ', 1 + (id % 3)) AS w FROM beverage WHERE length(item_name) > 8 ORDER BY 1`,
      )
    ).rows
      .map((r) => r.w as string)
      .filter((w) => /^[a-z]{4,}$/.test(w));
    await probe.end();
    const scenarios: Scenario[] = [
      {
        name: 'listing (6 filter/sort combos)',
        budget: BUDGETS.listing,
        paths: [
          '/api/storeinventory/Listing?category=wine&subCategory=wine&countries=France,Italy&minPrice=10&maxPrice=60&sort=price_asc&pageSize=24',
          '/api/storeinventory/Listing?category=Wine&subCategory=Red%20Wine&types=Pinot%20Noir,Malbec&countries=United%20States,Argentina&sort=price_desc&pageSize=24',
          '/api/storeinventory/Listing?category=beer&subCategory=beer&types=IPA,Stout&maxPrice=30&sort=newest&pageSize=24',
          '/api/storeinventory/Listing?category=Liquor&subCategory=Whiskey&countries=Scotland,Ireland&minPrice=30&sort=price_asc&pageSize=24',
          '/api/storeinventory/Listing?category=tequila&subCategory=tequila&countries=Mexico&maxPrice=80&sort=newest&pageSize=24',
          '/api/storeinventory/Listing?category=Wine&subCategory=Chardonnay&countries=United%20States,France&minPrice=15&sort=price_desc&pageSize=24',
        ],
      },
      {
        name: 'listing, uncached (new price range each request)',
        budget: BUDGETS.listing,
        paths: [
          '/api/storeinventory/Listing?category=wine&subCategory=wine&countries=France,Italy&sort=price_asc&pageSize=24',
        ],
        vary: (path, n) =>
          `${path}&minPrice=${(5 + (n % 2000) / 100).toFixed(2)}&maxPrice=${(60 + (n % 1700) / 10).toFixed(2)}`,
      },
      {
        name: 'search (3-letter prefixes and typos)',
        budget: BUDGETS.search,
        paths: ['cab', 'vod', 'mer', 'vodak', 'chardonay', 'glenlivit'].map(
          (q) => `/api/storeinventory/Listing?search=${q}&pageSize=24`,
        ),
      },
      {
        name: 'search, uncached (random word with a typo)',
        budget: BUDGETS.search,
        paths: ['/api/storeinventory/Listing?pageSize=24'],
        vary: (path, n) => `${path}&search=${typo(names[(n * 7919) % names.length], n)}`,
      },
      { name: 'product detail', budget: BUDGETS.detail, paths: numbers.map((n) => `/api/storeinventory/${n}`) },
    ];
    const rows: Row[] = [];
    for (const s of scenarios) rows.push(await runScenario(app.base, app.child.pid!, s, { duration, connections }));
    // Last: it writes orders and takes stock.
    const orders = await runOrderPlacement(app.base, app.child.pid!, db.url, { duration, connections });
    rows.push(orders.row);
    const sql = await timeSql(
      db.url,
      {
        storeId,
        today: todayIn(),
        category: 'wine',
        subCategory: 'wine',
        countries: ['France', 'Italy'],
        minPriceCents: 1000,
        maxPriceCents: 6000,
        sort: 'price_asc',
        page: 1,
        pageSize: 24,
      },
      30,
    );
    console.log(
      `\nBenchmark: ${items} store items, ${connections} connections, ${duration} s per row, Node ${process.version}, ${cpus().length} CPUs, app heap limit ${heap ? `${heap} MB` : 'Node default'}`,
    );
    console.log(
      `Load average (1 min) before: ${loadBefore}, after: ${loadAverage()} (other work on the machine skews the figures)\n`,
    );
    console.log(formatTable(rows));
    const listingP50 = rows[0].p50;
    const uncachedP50 = rows[1].p50;
    console.log(
      `\nSame listing query straight through pg (SQL: group, price, filter, facets, page): p50 ${sql.p50.toFixed(1)} ms, p95 ${sql.p95.toFixed(1)} ms`,
    );
    console.log(
      `Overhead ratio (app HTTP p50 / pg query p50): ${(listingP50 / sql.p50).toFixed(2)} (cached listing), ${(uncachedP50 / sql.p50).toFixed(2)} (uncached listing)`,
    );
    console.log(orders.summary);
  } finally {
    if (app) {
      app.child.kill('SIGTERM');
      await new Promise((r) => app!.child.once('exit', r));
    }
    await db.stop();
  }
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  } catch {
    return 'unknown';
  }
}

/** A typo: two neighbouring letters swapped (deterministic for a request number). */
function typo(word: string, n: number): string {
  if (word.length < 4) return word;
  const i = 1 + (n % (word.length - 2));
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (e) => {
      console.error('Benchmark failed:', e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}

import 'reflect-metadata';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { loadConfig, projectRoot } from '../config/config';
import { createProgress } from '../database/cli/progress';
import { dataSourceOptions, migrate } from '../database/data-source';
import { seedDemoData } from '../database/demo-data';
import { countDemoStoreItems, seedLargeCatalogue } from '../database/demo-data/catalogue/seed-large';
import { freePort, startEmbeddedPostgres } from '../database/embedded';
import { localDate } from '../domain/store-time';
import { LISTING_SQL, listingSqlParams, SqlListingParams } from './listing-sql';
import { mappingRows } from './mapping';
import { runOrderPlacement } from './order-placement';
import { quoteScenario } from './quote-scenario';
import { calibrate } from './calibration';
import { startBenchProxy } from './caddy';
import { consistencyChecks, mailSentOnce, priceChangeDelays } from './instances';
import { loopFigures, scrape } from './instance-metrics';
import { platformOnInstances } from './platform-instances';
import { platformScenarios, hotStores } from './platform';
import { seedPlatform } from './platform-seed';
import { summarisePlatform } from './platform-summaries';
import { appEnv, HEAP_BESIDES_CACHE_MB, SEMI_SPACE_MB } from '../../scripts/lib/heap.mjs';
import { BenchResult, machine, saveResult } from './results';
import { judgedRelevance } from './relevance';
import { BUDGETS, formatTable, percentile, Row, runScenario, Scenario } from './scenarios';

/**
 * `npm run bench` (budgets and results: docs/performance.md): seeds the large catalogue when absent, starts the built app in
 * production mode, drives listing, search and product detail with autocannon (32 connections)
 * from this process, times the same listing query straight through pg, runs the calibration row
 * (a bare Node http server, same body size, same driver), prints one table and keeps it under
 * bench-results/ (JSON and Markdown).
 *
 * Options: --items N (default 50000), --duration S per scenario (default 10), --connections C (32),
 * --heap MB (the app's V8 old-space limit, --max-old-space-size, default the cache + 256 MB as `npm start` gives it;
 * --heap 0 leaves Node's default, which on a large machine lets the heap grow to gigabytes),
 * --cache-mb MB (the app's CATALOGUE_CACHE_MB),
 * --only a,b (only the rows whose name contains one of these words, e.g. `--only quote,product`;
 * `placement` is the order placement row; the calibration row always runs; the catalogue snapshot
 * is loaded first, as the listing rows load it in a full run; kept in bench-results/only.{json,md},
 * not default; with --stores, the platform's scenarios whose name has one of the words, kept in
 * platform-<items>-only.{json,md}).
 * Several instances: --instances N (the app N times behind the shipped proxy, deploy/Caddyfile run
 * by caddy; with --stores, on the platform; instances.ts, platform-instances.ts).
 * Platform size: --stores N --items-per-store M (database 'shop_platform', stores p0001...,
 * Zipf popularity; default cache 256 MB, heap cache + 160 MB); --browser: every request asks for
 * compressed answers as a browser does (kept in platform-<items>-browser[-only].{json,md}).
 * Database: BENCH_DATABASE_URL, else database 'shop_bench' ('shop_platform') on DATABASE_URL's
 * server, else on an embedded PostgreSQL under DATA_DIR/postgres.
 */
/** What Chrome and Firefox send with every request. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

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

/** The --only words (lower case), or undefined: every row. */
function onlyRows(): string[] | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (i === -1) return undefined;
  const raw = args[i].includes('=') ? args[i].split('=')[1] : args[i + 1];
  const words = (raw ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  if (!words.length) throw new Error('--only needs row words, e.g. --only quote,product');
  return words;
}

function given(name: string): boolean {
  return process.argv.slice(2).some((a) => a === `--${name}` || a.startsWith(`--${name}=`));
}

async function benchDatabase(name: string): Promise<{ url: string; stop: () => Promise<void> }> {
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
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
  if (!exists.rowCount) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), stop };
}

/** Migrates, loads the demo data and the large catalogue; returns the demo stores' item count. */
async function prepare(url: string, items: number): Promise<number> {
  await migrate(url);
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  try {
    await seedDemoData(ds, { log: () => {} });
    const have = await countDemoStoreItems(ds);
    if (have >= items) {
      if (items) console.log(`Catalogue ready: ${have} store items.`);
      return have;
    }
    const progress = await createProgress('Seeding', (m) => console.log(m));
    progress.update(have, items);
    await seedLargeCatalogue(ds, items, (done) => progress.update(done, items));
    progress.stop();
    return await countDemoStoreItems(ds);
  } finally {
    await ds.destroy();
  }
}

interface App {
  child: ChildProcess;
  base: string;
}

async function startApp(url: string, heapMb?: number, env: Record<string, string> = {}): Promise<App> {
  const port = await freePort();
  // BENCH_APP_FLAGS: more Node flags for the app, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (see docs/performance.md);
  // BENCH_APP_STDOUT=1 shows the app's standard output (what `--trace-gc` prints).
  const extra = (process.env.BENCH_APP_FLAGS ?? '').split(/\s+/).filter(Boolean);
  // The young generation and the allocator as `npm start` sets them (scripts/lib/heap.mjs).
  const semi = `--max-semi-space-size=${SEMI_SPACE_MB}`;
  const flags = [...(heapMb ? [`--max-old-space-size=${heapMb}`] : []), semi, ...extra];
  const child = spawn(process.execPath, [...flags, join(projectRoot(), 'dist', 'backend', 'main.js')], {
    env: {
      ...appEnv(),
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PORT: String(port),
      JWT_SECRET: randomBytes(36).toString('hex'),
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      // The load generator is one address sending thousands of requests a second.
      PUBLIC_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_APP_STDOUT ? 'inherit' : 'ignore', 'inherit'],
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

/**
 * Loads the store's catalogue snapshot (a cold store is answered from PostgreSQL while it builds in
 * the background), as the listing rows do before the others in a full run: the quote reads its
 * items from the snapshot only once it is in memory.
 */
async function loadSnapshot(base: string, listingPath: string): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const res = await fetch(base + listingPath);
    if (!res.ok) throw new Error(`${listingPath} answered ${res.status}`);
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 3000));
  }
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

async function stopApp(app?: App): Promise<void> {
  if (!app || app.child.exitCode !== null) return;
  app.child.kill('SIGTERM');
  await new Promise((r) => app.child.once('exit', r));
}

async function databaseSizeMb(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT pg_database_size(current_database()) AS b')).rows[0].b) / 1048576;
  } finally {
    await client.end();
  }
}

/** The calibration row with the median response size of the rows. */
function calibrationFor(rows: Row[], opts: { duration: number; connections: number }): Promise<Row> {
  const sizes = rows.map((r) => r.bytes).sort((a, b) => a - b);
  return calibrate(sizes[Math.floor(sizes.length / 2)] || 1000, opts);
}

/** The bench store's id and time zone, 500 of its item numbers and words of the master's names. */
async function benchStoreFacts(url: string) {
  const probe = new Client({ connectionString: url });
  await probe.connect();
  const [{ id: storeId, time_zone: timeZone }] = (
    await probe.query(`SELECT id, time_zone FROM store WHERE web_url = 'northside'`)
  ).rows;
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
  return { storeId: storeId as number, timeZone: timeZone as string, numbers, names };
}

/** The catalogue rows of the default bench (the demo store 'northside' with the large catalogue). */
async function catalogueScenarios(url: string): Promise<{ scenarios: Scenario[]; storeId: number; timeZone: string }> {
  const { storeId, timeZone, numbers, names } = await benchStoreFacts(url);
  const listings = [
    '/api/storeinventory/Listing?category=wine&subCategory=wine&countries=France,Italy&minPrice=10&maxPrice=60&sort=price_asc&pageSize=24',
    '/api/storeinventory/Listing?category=Wine&subCategory=Red%20Wine&types=Pinot%20Noir,Malbec&countries=United%20States,Argentina&sort=price_desc&pageSize=24',
    '/api/storeinventory/Listing?category=beer&subCategory=beer&types=IPA,Stout&maxPrice=30&sort=newest&pageSize=24',
    '/api/storeinventory/Listing?category=Liquor&subCategory=Whiskey&countries=Scotland,Ireland&minPrice=30&sort=price_asc&pageSize=24',
    '/api/storeinventory/Listing?category=tequila&subCategory=tequila&countries=Mexico&maxPrice=80&sort=newest&pageSize=24',
    '/api/storeinventory/Listing?category=Wine&subCategory=Chardonnay&countries=United%20States,France&minPrice=15&sort=price_desc&pageSize=24',
  ];
  const scenarios: Scenario[] = [
    { name: 'listing (6 filter/sort combos)', budget: BUDGETS.listing, paths: listings },
    {
      // The same answers asked for as a browser asks (the other rows ask for them as they are).
      name: 'listing, compressed as a browser asks (br)',
      budget: BUDGETS.listing,
      requests: listings.map((path) => ({ path, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } })),
    },
    {
      name: 'listing, uncached (new price range each request)',
      budget: BUDGETS.uncached,
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
      budget: BUDGETS.uncached,
      paths: ['/api/storeinventory/Listing?pageSize=24'],
      vary: (path, n) => `${path}&search=${typo(names[(n * 7919) % names.length], n)}`,
    },
    { name: 'product detail', budget: BUDGETS.detail, paths: numbers.map((n) => `/api/storeinventory/${n}`) },
    {
      // What the home page and every product page ask for besides their own answer, as a browser asks.
      name: 'home page strips (featured, weekly deals; br)',
      budget: BUDGETS.detail,
      requests: ['FeaturedItems', 'WeeklyDeals'].map((strip) => ({
        path: `/api/storeinventory/${strip}`,
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      })),
    },
    {
      name: 'suggestions (2-5 typed letters)',
      budget: BUDGETS.suggest,
      paths: ['vo', 'cab', 'merl', 'glen', 'chard', 'te', 'pinot', 'jack'].map(
        (q) => `/api/storeinventory/Suggest?q=${q}`,
      ),
    },
    {
      name: 'suggestions, uncached (random word start)',
      budget: BUDGETS.suggest,
      paths: ['/api/storeinventory/Suggest'],
      vary: (path, n) => `${path}?q=${names[(n * 7919) % names.length].slice(0, 2 + (n % 4))}`,
    },
  ];
  return { scenarios, storeId, timeZone };
}

async function main(): Promise<void> {
  if (given('stores') || given('items-per-store'))
    return given('instances') ? platformInstances(option('instances', 2)) : platform();
  if (given('instances')) return instances(option('instances', 2));
  const cacheMb = option('cache-mb', 128);
  const opts: MainOptions = {
    items: option('items', 50_000),
    duration: option('duration', 10),
    connections: option('connections', 32),
    heap: optionOrZero('heap', cacheMb + HEAP_BESIDES_CACHE_MB),
    cacheMb,
  };
  const loadBefore = loadAverage();
  const db = await benchDatabase('shop_bench');
  let app: App | undefined;
  try {
    const have = await prepare(db.url, opts.items);
    app = await startApp(db.url, opts.heap, { CATALOGUE_CACHE_MB: String(opts.cacheMb) });
    const measured = await measureRows(app, db.url, opts);
    await stopApp(app);
    const { rows, orders } = measured;
    const calibration = await calibrationFor(orders ? rows.slice(0, -1) : rows, opts);
    const sql = await listingSql(db.url, measured.storeId, measured.timeZone);
    const notes = printReport(opts, loadBefore, measured, calibration, sql);
    saveResult(measured.only ? 'only' : 'default', {
      kind: 'default',
      date: new Date().toISOString(),
      machine: machine(loadBefore, loadAverage()),
      options: {
        items: opts.items,
        duration: opts.duration,
        connections: opts.connections,
        heapMb: opts.heap ?? 'default',
        cacheMb: opts.cacheMb,
      },
      catalogue: { stores: 2, items: have },
      dbSizeMb: await databaseSizeMb(db.url),
      rows,
      calibration,
      notes,
    });
  } finally {
    await stopApp(app);
    await db.stop();
  }
}

/** The default run's options (command line). */
interface MainOptions {
  items: number;
  duration: number;
  connections: number;
  heap: number | undefined;
  cacheMb: number;
}

type Measured = Awaited<ReturnType<typeof measureRows>>;

/** Every row asked for (--only), against the started app: the catalogue's, the quote, then order placement. */
async function measureRows(app: App, dbUrl: string, opts: MainOptions) {
  const { duration, connections } = opts;
  const { scenarios, storeId, timeZone } = await catalogueScenarios(dbUrl);
  const only = onlyRows();
  const wanted = (name: string) => !only || only.some((w) => name.toLowerCase().includes(w));
  if (only) await loadSnapshot(app.base, scenarios[0].paths![0]);
  const rows: Row[] = [];
  for (const s of scenarios.filter((s) => wanted(s.name)))
    rows.push(await runScenario(app.base, app.child.pid!, s, { duration, connections }));
  // Next to the search rows: what the ranking gets right on the judged set, and at what latency.
  const relevance = wanted('search') ? await judgedRelevance(app.base) : undefined;
  const quote = await quoteScenario(dbUrl);
  if (wanted(quote.name)) rows.push(await runScenario(app.base, app.child.pid!, quote, { duration, connections }));
  // The mapping queue: suggestions, bulk-accept preview and the accept job (writes harbor's items).
  const mappingWanted = ['mapping page suggestions', 'bulk-accept preview', 'bulk accept'].some(wanted);
  const mapping = mappingWanted ? await mappingRows(app.base, app.child.pid!, dbUrl, { duration }) : undefined;
  if (mapping) rows.push(...mapping.rows);
  // Last: it writes orders and takes stock.
  const orders = wanted('order placement')
    ? await runOrderPlacement(app.base, app.child.pid!, dbUrl, { duration, connections })
    : undefined;
  if (orders) rows.push(orders.row);
  return { rows, orders, scenarios, storeId, timeZone, only, relevance, mappingNotes: mapping?.notes ?? [] };
}

/** The cached listing's query straight through pg, for the overhead ratio. */
function listingSql(dbUrl: string, storeId: number, timeZone: string) {
  return timeSql(
    dbUrl,
    {
      storeId,
      today: localDate(timeZone),
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
}

/** Prints the table and its notes; answers the notes kept with the result. */
function printReport(
  opts: MainOptions,
  loadBefore: string,
  { rows, orders, scenarios, only, relevance, mappingNotes }: Measured,
  calibration: Awaited<ReturnType<typeof calibrationFor>>,
  sql: { p50: number; p95: number },
): string[] {
  const { items, connections, duration, heap } = opts;
  console.log(
    `\nBenchmark: ${items} store items, ${connections} connections, ${duration} s per row, Node ${process.version}, ${cpus().length} CPUs, app heap limit ${heap ? `${heap} MB` : 'Node default'}`,
  );
  console.log(
    `Load average (1 min) before: ${loadBefore}, after: ${loadAverage()} (other work on the machine skews the figures)\n`,
  );
  console.log(formatTable(rows, calibration));
  const listingP50 = rows.find((r) => r.name === scenarios[0].name)?.p50 ?? NaN;
  const uncachedP50 = rows.find((r) => r.name === scenarios[1].name)?.p50 ?? NaN;
  console.log(
    `\nSame listing query straight through pg (SQL: group, price, filter, facets, page): p50 ${sql.p50.toFixed(1)} ms, p95 ${sql.p95.toFixed(1)} ms`,
  );
  if (!Number.isNaN(listingP50) && !Number.isNaN(uncachedP50))
    console.log(
      `Overhead ratio (app HTTP p50 / pg query p50): ${(listingP50 / sql.p50).toFixed(2)} (cached listing), ${(uncachedP50 / sql.p50).toFixed(2)} (uncached listing)`,
    );
  if (relevance) console.log(relevance.summary);
  if (orders) console.log(orders.summary);
  for (const note of mappingNotes) console.log(note);
  return [
    ...(relevance ? [relevance.summary + '.'] : []),
    ...mappingNotes,
    `Same listing query straight through pg: p50 ${sql.p50.toFixed(1)} ms, p95 ${sql.p95.toFixed(1)} ms.`,
    ...(orders ? [orders.summary] : []),
    ...(only ? [`Rows: --only ${only.join(',')}.`] : []),
  ];
}

/** Several instances behind the shipped proxy (see instances.ts). */
async function instances(count: number): Promise<void> {
  const items = option('items', 50_000);
  const duration = option('duration', 10);
  const connections = option('connections', 32);
  const cacheMb = option('cache-mb', 128);
  const heap = optionOrZero('heap', cacheMb + HEAP_BESIDES_CACHE_MB);
  const loadBefore = loadAverage();
  const db = await benchDatabase('shop_bench');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const metricsToken = randomBytes(16).toString('hex');
  const apps: App[] = [];
  let proxy: Awaited<ReturnType<typeof startBenchProxy>> | undefined;
  try {
    const have = await prepare(db.url, items);
    const env = {
      CATALOGUE_CACHE_MB: String(cacheMb),
      JWT_SECRET: randomBytes(36).toString('hex'),
      DATA_DIR: dataDir,
      MAIL_POLL_MS: '50',
      METRICS_TOKEN: metricsToken,
    };
    for (let k = 0; k < count; k++) apps.push(await startApp(db.url, heap, env));
    proxy = await startBenchProxy(apps.map((a) => Number(new URL(a.base).port)));
    const pids = apps.map((a) => a.child.pid!);
    const { scenarios } = await catalogueScenarios(db.url);
    const rows: Row[] = [];
    for (const s of [scenarios[0], scenarios[4]]) {
      rows.push({
        ...(await runScenario(proxy.base, pids, s, { duration, connections })),
        name: `${s.name}, ${count} instances`,
      });
    }
    const price = await priceChangeDelays(
      db.url,
      proxy.base,
      apps.map((a) => a.base),
      metricsToken,
    );
    const since = new Date();
    const orders = await runOrderPlacement(proxy.base, pids, db.url, { duration, connections });
    rows.push({ ...orders.row, name: `${orders.row.name}, ${count} instances` });
    const mail = await mailSentOnce(db.url, join(dataDir, 'mail'), since);
    for (const app of apps) await stopApp(app);
    await proxy.caddy.stop();
    const calibration = await calibrationFor(rows.slice(0, -1), { duration, connections });
    const checks = consistencyChecks(price, orders.oversold, mail);
    const notes = [
      `${count} app processes on one database behind the shipped proxy (deploy/Caddyfile run by caddy), which sends each store to one instance: these rows are one store's; peak RSS is the processes' sum.`,
      ...checks.map(([text, ok]) => `${ok ? 'PASS' : 'FAIL'}: ${text}`),
      orders.summary,
    ];
    const md = saveResult(`instances-${count}`, {
      kind: 'instances',
      date: new Date().toISOString(),
      machine: machine(loadBefore, loadAverage()),
      options: { instances: count, items, duration, connections, heapMb: heap ?? 'default', cacheMb },
      catalogue: { stores: 2, items: have },
      dbSizeMb: await databaseSizeMb(db.url),
      rows,
      calibration,
      notes,
    });
    console.log(`\n${md}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    for (const app of apps) await stopApp(app);
    await proxy?.caddy.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await db.stop();
  }
}

/** The platform-size options (command line), shared by the one-process and the several-instance runs. */
function platformOptions() {
  const stores = option('stores', 1000);
  const itemsPerStore = option('items-per-store', 5000);
  const cacheMb = option('cache-mb', 256);
  return {
    stores,
    itemsPerStore,
    duration: option('duration', 10),
    connections: option('connections', 32),
    cacheMb,
    heap: optionOrZero('heap', cacheMb + 160),
  };
}

/** The platform-size run on `count` instances behind the shipped proxy (see platform-instances.ts). */
async function platformInstances(count: number): Promise<void> {
  const opts = platformOptions();
  const items = opts.stores * opts.itemsPerStore;
  const loadBefore = loadAverage();
  const db = await benchDatabase('shop_platform');
  try {
    await prepare(db.url, 0);
    await seedPlatform(db.url, opts.stores, opts.itemsPerStore);
    await summarisePlatform(db.url);
    const dbSizeMb = await databaseSizeMb(db.url);
    const run = await platformOnInstances({ startApp, stopApp, calibrationFor }, db.url, { ...opts, count });
    const md = saveResult(`platform-${items}-instances-${count}`, {
      kind: 'instances',
      date: new Date().toISOString(),
      machine: machine(loadBefore, loadAverage()),
      options: {
        instances: count,
        stores: opts.stores,
        itemsPerStore: opts.itemsPerStore,
        duration: opts.duration,
        connections: opts.connections,
        heapMb: opts.heap ?? 'default',
        cacheMb: opts.cacheMb,
      },
      catalogue: { stores: opts.stores, items },
      dbSizeMb,
      rows: run.rows,
      calibration: run.calibration,
      notes: run.notes,
    });
    console.log(`\n${md}`);
    if (run.failed) process.exitCode = 1;
  } finally {
    await db.stop();
  }
}

/** The platform-size run (see platform.ts). */
async function platform(): Promise<void> {
  const { stores, itemsPerStore, duration, connections, cacheMb, heap } = platformOptions();
  const items = stores * itemsPerStore;
  const only = onlyRows();
  const loadBefore = loadAverage();
  const db = await benchDatabase('shop_platform');
  let app: App | undefined;
  try {
    await prepare(db.url, 0);
    await seedPlatform(db.url, stores, itemsPerStore);
    await summarisePlatform(db.url);
    const dbSizeMb = await databaseSizeMb(db.url);
    // --browser: every request asks as a browser does (compressed answers); else for answers as they are.
    const browser = given('browser');
    const asked: Record<string, string> = browser ? { 'accept-encoding': BROWSER_ACCEPT_ENCODING } : {};
    const scenarios = (await platformScenarios(db.url, stores, Math.min(5, duration / 2), asked)).filter(
      (s) => !only || only.some((w) => s.name.includes(w)),
    );
    const token = randomBytes(18).toString('hex');
    app = await startApp(db.url, heap, {
      CATALOGUE_CACHE_MB: String(cacheMb),
      DB_POOL_SIZE: '16',
      METRICS_TOKEN: token,
    });
    const rows: Row[] = [];
    const loopNotes: string[] = [];
    for (const s of scenarios) {
      await scrape(app.base, token); // the event loop's delay histogram restarts at each scrape
      const r = await runScenario(app.base, app.child.pid!, s, { duration, connections });
      loopNotes.push(`${s.name}: ${loopFigures(await scrape(app.base, token))}.`);
      const { tagged, ...all } = r;
      rows.push({ ...all, name: `${s.name}: all stores` }, ...(tagged ?? []));
    }
    await stopApp(app);
    const calibration = await calibrationFor(rows, { duration, connections });
    const result: BenchResult = {
      kind: 'platform',
      date: new Date().toISOString(),
      machine: machine(loadBefore, loadAverage()),
      options: { stores, itemsPerStore, duration, connections, heapMb: heap ?? 'default', cacheMb },
      catalogue: { stores, items },
      dbSizeMb,
      rows,
      calibration,
      notes: [
        `Zipf popularity over ${stores} stores (the store ranked k gets traffic in proportion to 1/k); hot stores: the ${hotStores(stores)} most popular.`,
        `Peak RSS: the app process, CATALOGUE_CACHE_MB=${cacheMb}.`,
        ...(only ? [`Rows: --only ${only.join(',')}.`] : []),
        ...(browser ? [`Requests ask as a browser does: Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}.`] : []),
        ...loopNotes,
      ],
    };
    // Some rows only (--only), or asked as a browser does (--browser): kept apart, so the full table
    // and the curve stay the last full run's.
    const name = `platform-${items}${browser ? '-browser' : ''}`;
    const md = saveResult(only ? `${name}-only` : name, result);
    console.log(`\n${md}`);
  } finally {
    await stopApp(app);
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
    () => process.exit(process.exitCode ?? 0),
    (e) => {
      console.error('Benchmark failed:', e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}

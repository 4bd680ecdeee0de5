/**
 * The platform-size run on several instances (`npm run bench -- --stores 1000 --items-per-store
 * 5000 --instances 2`, and `--instances 1` to compare): the app instances behind the shipped proxy
 * (caddy.ts), which sends each store's requests to one instance, the platform scenarios through it
 * (Zipf traffic, the store in X-Store), each instance's share of the requests and catalogue cache
 * hit ratio from its /metrics, then the checks that the instances serve one shop (instances.ts).
 */
import { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CaddyProcess, startBenchProxy } from './caddy';
import { InstanceFigures, instanceFigures } from './instance-metrics';
import { consistencyChecks, mailSentOnce, priceChangeDelays } from './instances';
import { runOrderPlacement } from './order-placement';
import { platformScenarios } from './platform';
import { Row, runScenario } from './scenarios';

interface App {
  child: ChildProcess;
  base: string;
}

/** What bench.ts lends this run: starting and stopping the built app, the calibration row. */
export interface BenchKit {
  startApp(url: string, heapMb: number | undefined, env: Record<string, string>): Promise<App>;
  stopApp(app?: App): Promise<void>;
  calibrationFor(rows: Row[], opts: { duration: number; connections: number }): Promise<Row>;
}

export interface InstancesOptions {
  count: number;
  stores: number;
  duration: number;
  connections: number;
  cacheMb: number;
  heap: number | undefined;
}

/** Runs everything against `count` instances behind the proxy; answers the rows, calibration and notes. */
export async function platformOnInstances(
  kit: BenchKit,
  url: string,
  opts: InstancesOptions,
): Promise<{ rows: Row[]; calibration: Row; notes: string[]; failed: boolean }> {
  const { count, stores, duration, connections } = opts;
  const token = randomBytes(16).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const env = {
    CATALOGUE_CACHE_MB: String(opts.cacheMb),
    DB_POOL_SIZE: '16',
    // One secret for all: a token signed by one instance is checked by another.
    JWT_SECRET: randomBytes(36).toString('hex'),
    DATA_DIR: dataDir,
    MAIL_POLL_MS: '50',
    METRICS_TOKEN: token,
  };
  const apps: App[] = [];
  let proxy: { caddy: CaddyProcess; base: string } | undefined;
  try {
    for (let k = 0; k < count; k++) apps.push(await kit.startApp(url, opts.heap, env));
    const bases = apps.map((a) => a.base);
    proxy = await startBenchProxy(bases.map((b) => Number(new URL(b).port)));
    const pids = apps.map((a) => a.child.pid!);
    const suffix = `, ${count} instance${count > 1 ? 's' : ''}`;
    const rows: Row[] = [];
    for (const s of await platformScenarios(url, stores, Math.min(5, duration / 2))) {
      const { tagged, ...all } = await runScenario(proxy.base, pids, s, { duration, connections });
      rows.push({ ...all, name: `${s.name}: all stores${suffix}` }, ...(tagged ?? []));
    }
    const figures = await instanceFigures(bases, token);
    const price = await priceChangeDelays(url, proxy.base, bases, token);
    const since = new Date();
    const orders = await runOrderPlacement(proxy.base, pids, url, { duration, connections });
    const mail = await mailSentOnce(url, join(dataDir, 'mail'), since);
    for (const app of apps) await kit.stopApp(app);
    await proxy.caddy.stop();
    const calibration = await kit.calibrationFor(rows, { duration, connections });
    rows.push({ ...orders.row, name: `${orders.row.name}${suffix}` });
    const checks = consistencyChecks(price, orders.oversold, mail);
    const notes = [
      `${count} app process${count > 1 ? 'es' : ''} (CATALOGUE_CACHE_MB=${opts.cacheMb} each) on one database behind the shipped proxy (deploy/Caddyfile run by caddy, plain HTTP), which sends each store to one instance; peak RSS is their sum.`,
      ...split(figures),
      ...checks.map(([text, ok]) => `${ok ? 'PASS' : 'FAIL'}: ${text}`),
      orders.summary,
    ];
    return { rows, calibration, notes, failed: checks.some(([, ok]) => !ok) };
  } finally {
    for (const app of apps) await kit.stopApp(app);
    await proxy?.caddy.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One note per instance: its share of the shoppers' requests and its catalogue cache hit ratio. */
function split(figures: InstanceFigures[]): string[] {
  const total = figures.reduce((sum, f) => sum + f.requests, 0) || 1;
  return figures.map(
    (f, k) =>
      `Instance ${k + 1}: ${f.requests} requests (${((100 * f.requests) / total).toFixed(0)} % of the catalogue rows' traffic, warm-ups included), catalogue cache hit ratio ${(100 * f.hitRatio).toFixed(1)} % since start.`,
  );
}

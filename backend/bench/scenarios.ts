/** Benchmark scenarios driven with autocannon, and the result table. */
import { readdirSync, readFileSync } from 'node:fs';

// autocannon ships no TypeScript types.

const autocannon: any = require('autocannon');

export interface Budget {
  p95Ms: number;
  minRps?: number;
}

/**
 * The performance budgets on a 2-core machine at 32 connections (docs/performance.md): listing at
 * >= 3,000 req/s (raised from 1,500), answers no cached response can serve within 40 ms.
 */
export const BUDGETS = {
  listing: { p95Ms: 25, minRps: 3000 },
  search: { p95Ms: 30 },
  /** A listing or search no kept response answers (a new price range, a new typo). */
  uncached: { p95Ms: 40 },
  /** Search-as-you-type. */
  suggest: { p95Ms: 15 },
  detail: { p95Ms: 10, minRps: 3000 },
  /** POST /api/cart/quote (p95 <= 20 ms at 32 connections on 2 cores). */
  quote: { p95Ms: 20 },
  /** Platform size: hot stores, and every request. */
  hot: { p95Ms: 25 },
  all: { p95Ms: 100 },
} satisfies Record<string, Budget>;

/** One request of a scenario; `tag` groups its latency into a row of its own (e.g. hot stores). */
export interface Request {
  path: string;
  /** GET unless given (the quote is a POST with a JSON body). */
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  tag?: string;
}

export interface Scenario {
  name: string;
  budget: Budget;
  /** Paths requested in turn by every connection. */
  paths?: string[];
  /** Requests in turn by every connection (instead of paths). */
  requests?: Request[];
  /** Makes each request unique (defeats the response cache), given a running request number. */
  vary?: (path: string, n: number) => string;
  /** Budgets of the tagged rows. */
  tagBudgets?: Record<string, Budget>;
  /** Unmeasured traffic first, in seconds (fills caches as shoppers would). */
  warmup?: number;
}

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  peakRssMb: number;
  /** Mean bytes per response (headers included). */
  bytes: number;
  budget: Budget;
  /** Requests in this row (tagged rows: their share of the scenario). */
  count?: number;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * CPU time (user + system, all threads) a process has used, in ms; 0 when it cannot be read. The
 * kernel counts it in clock ticks of 10 ms (USER_HZ 100 on Linux).
 */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU ms used so far by every process named `postgres` on this machine, by pid (none readable: empty). */
export function postgresCpuMs(): Map<number, number> {
  const out = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') out.set(Number(pid), cpuMs(Number(pid)));
    } catch {
      /* gone */
    }
  }
  return out;
}

/** Samples the resident memory of some processes; `peak()` is the highest total seen. */
export function rssSampler(pids: number[]): { peak(): number; stop(): number } {
  const total = () => pids.reduce((sum, pid) => sum + rssMb(pid), 0);
  let peak = total();
  const timer = setInterval(() => (peak = Math.max(peak, total())), 50);
  return {
    peak: () => peak,
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, total());
      return peak;
    },
  };
}

/**
 * Drives the scenario with autocannon. Autocannon's connections each replay the request list from
 * its start, so with a list of many requests they would walk it in step, asking for the same thing
 * at the same moment: a burst no real traffic of independent shoppers makes, and one any cache or
 * coalescing of identical requests turns into a single answer. Each connection starts at its own
 * place in the list instead (evenly spread; `phase`, a fraction of that spacing, shifts every start,
 * so the warm-up does not walk exactly what the measured run will).
 */
async function drive(base: string, s: Scenario, opts: { duration: number; connections: number }, phase = 0) {
  let n = 0;
  const templates: Request[] = s.requests ?? (s.paths ?? []).map((path) => ({ path }));
  const requests = templates.map((r) => ({
    method: r.method ?? 'GET',
    path: r.path,
    headers: r.headers,
    ...(r.body !== undefined ? { body: r.body } : {}),
    tag: r.tag,
    ...(s.vary ? { setupRequest: (req: any) => ({ ...req, path: s.vary!(r.path, ++n) }) } : {}),
  }));
  const latencies: number[] = [];
  const byTag = new Map<string, number[]>();
  const spacing = requests.length / opts.connections;
  let client = 0;
  const setupClient = (c: { setRequests(list: unknown[]): void }) => {
    const start = Math.floor((client++ + phase) * spacing) % requests.length;
    if (start > 0) c.setRequests([...requests.slice(start), ...requests.slice(0, start)].map((r) => ({ ...r })));
  };
  const instance = autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.duration,
    requests,
    ...(requests.length > 1 ? { setupClient } : {}),
  });
  instance.on('response', (client: any, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    const tag = client?.requestIterator?.currentRequest?.tag;
    if (tag) {
      let list = byTag.get(tag);
      if (!list) byTag.set(tag, (list = []));
      list.push(responseTime);
    }
  });
  const result = await instance;
  return { result, latencies, byTag };
}

/** Runs one scenario; with tagged requests, also one row per tag (same run, latencies split). */
export async function runScenario(
  base: string,
  pids: number | number[],
  s: Scenario,
  opts: { duration: number; connections: number },
): Promise<Row & { tagged?: Row[] }> {
  const all = Array.isArray(pids) ? pids : [pids];
  // Warm up: every distinct path once (builds the in-memory catalogue, fills caches as a shopper would).
  const first: Request[] = (s.requests ?? (s.paths ?? []).map((path) => ({ path }))).slice(0, 50);
  for (const r of first) {
    const res = await fetch(base + (s.vary ? s.vary(r.path, 0) : r.path), {
      method: r.method ?? 'GET',
      headers: r.headers,
      body: r.body,
    });
    if (!res.ok)
      throw new Error(`${s.name}: ${r.method ?? 'GET'} ${r.path} answered ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  if (s.warmup) await drive(base, s, { ...opts, duration: s.warmup }, 0.5);
  const rss = rssSampler(all);
  const { result, latencies, byTag } = await drive(base, s, opts);
  const peak = rss.stop();
  const seconds = result.duration || opts.duration;
  const row = (name: string, values: number[], budget: Budget, errors: number): Row => ({
    name,
    rps: values.length / seconds,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    errors,
    peakRssMb: peak,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
    budget,
    count: values.length,
  });
  const main = row(s.name, latencies, s.budget, result.errors + result.timeouts + result.non2xx);
  const tagged = [...byTag.entries()].map(([tag, values]) =>
    row(`${s.name}: ${tag}`, values, s.tagBudgets?.[tag] ?? s.budget, 0),
  );
  return { ...main, ...(tagged.length ? { tagged } : {}) };
}

export function withinBudget(r: Row): boolean {
  return r.p95 <= r.budget.p95Ms && (r.budget.minRps === undefined || r.rps >= r.budget.minRps) && r.errors === 0;
}

/** The table, every row also as a fraction of the calibration row (req/s and p95). */
export function formatTable(rows: Row[], calibration?: Row): string {
  const head = ['path', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'peak RSS MB', 'budget', 'within budget'];
  if (calibration) head.push('req/s ÷ calib.', 'p95 ÷ calib.');
  const all = calibration ? [...rows, calibration] : rows;
  const lines = all.map((r) => {
    const calib = r === calibration;
    const budget = calib ? '-' : `p95 <= ${r.budget.p95Ms} ms${r.budget.minRps ? `, >= ${r.budget.minRps} req/s` : ''}`;
    const cells = [
      r.name,
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      String(r.errors),
      r.peakRssMb.toFixed(0),
      budget,
      calib ? '-' : withinBudget(r) ? 'yes' : 'NO',
    ];
    if (calibration) {
      cells.push(
        (r.rps / calibration.rps).toFixed(3),
        calibration.p95 > 0 ? (r.p95 / calibration.p95).toFixed(1) : '-',
      );
    }
    return cells;
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const left = (i: number) => i === 0 || i === 7;
  const fmt = (cells: string[]) =>
    `| ${cells.map((c, i) => (left(i) ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    fmt(head),
    `|${widths.map((w, i) => (left(i) ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...lines.map(fmt),
  ].join('\n');
}

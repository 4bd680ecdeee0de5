/** Benchmark scenarios driven with autocannon, and the result table. */
import { readFileSync } from 'node:fs';

// autocannon ships no TypeScript types.

const autocannon: any = require('autocannon');

export interface Budget {
  p95Ms: number;
  minRps?: number;
}

/** quality.md budgets on a 2-core machine at 32 connections. */
export const BUDGETS = {
  listing: { p95Ms: 25, minRps: 1500 },
  search: { p95Ms: 30 },
  detail: { p95Ms: 10, minRps: 3000 },
} satisfies Record<string, Budget>;

export interface Scenario {
  name: string;
  budget: Budget;
  /** Paths requested in turn by every connection. */
  paths: string[];
  /** Makes each request unique (defeats the response cache), given a running request number. */
  vary?: (path: string, n: number) => string;
}

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  peakRssMb: number;
  budget: Budget;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

export async function runScenario(
  base: string,
  pid: number,
  s: Scenario,
  opts: { duration: number; connections: number },
): Promise<Row> {
  // Warm up: every distinct path once (builds the in-memory catalogue, fills caches as a shopper would).
  for (const p of s.paths.slice(0, 50)) await fetch(base + (s.vary ? s.vary(p, 0) : p)).then((r) => r.arrayBuffer());
  let n = 0;
  const latencies: number[] = [];
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const requests = s.paths.map((path) =>
    s.vary
      ? { method: 'GET', path, setupRequest: (req: any) => ({ ...req, path: s.vary!(path, ++n) }) }
      : { method: 'GET', path },
  );
  const instance = autocannon({ url: base, connections: opts.connections, duration: opts.duration, requests });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    latencies.push(responseTime),
  );
  const result = await instance;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  return {
    name: s.name,
    rps: result.requests.total / (result.duration || opts.duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    peakRssMb: peak,
    budget: s.budget,
  };
}

export function formatTable(rows: Row[]): string {
  const head = ['path', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'peak RSS MB', 'budget', 'within budget'];
  const lines = rows.map((r) => {
    const ok = r.p95 <= r.budget.p95Ms && (r.budget.minRps === undefined || r.rps >= r.budget.minRps) && r.errors === 0;
    const budget = `p95 <= ${r.budget.p95Ms} ms${r.budget.minRps ? `, >= ${r.budget.minRps} req/s` : ''}`;
    return [
      r.name,
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      String(r.errors),
      r.peakRssMb.toFixed(0),
      budget,
      ok ? 'yes' : 'NO',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i === 7 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    fmt(head),
    `|${widths.map((w, i) => (i === 0 || i === 7 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...lines.map(fmt),
  ].join('\n');
}

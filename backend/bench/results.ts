/**
 * Bench results kept under bench-results/: one JSON and one Markdown file per kind of run (the
 * default bench, each platform size, several instances), and an SVG chart of p95 latency and
 * resident memory against catalogue size drawn from every platform run there.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../config/config';
import { formatTable, Row } from './scenarios';

export interface BenchResult {
  kind: 'default' | 'platform' | 'instances';
  date: string;
  machine: { cpus: number; node: string; loadBefore: string; loadAfter: string };
  options: Record<string, unknown>;
  catalogue: { stores: number; items: number };
  dbSizeMb: number;
  rows: Row[];
  calibration?: Row;
  notes: string[];
}

export const resultsDir = () => join(projectRoot(), 'bench-results');

export function machine(loadBefore: string, loadAfter: string): BenchResult['machine'] {
  return { cpus: cpus().length, node: process.version, loadBefore, loadAfter };
}

function markdown(r: BenchResult): string {
  return [
    `# Bench: ${r.kind}, ${r.catalogue.items.toLocaleString('en-US')} store items over ${r.catalogue.stores} stores`,
    '',
    `${r.date}, ${r.machine.cpus} CPUs, Node ${r.machine.node}, load average before ${r.machine.loadBefore}, after ${r.machine.loadAfter}; database ${r.dbSizeMb.toFixed(0)} MB.`,
    `Options: ${Object.entries(r.options)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}.`,
    '',
    formatTable(r.rows, r.calibration),
    '',
    ...r.notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
}

/** Writes `<name>.json` and `<name>.md`, then redraws the chart; returns the Markdown. */
export function saveResult(name: string, r: BenchResult): string {
  const dir = resultsDir();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(r, null, 2) + '\n');
  const md = markdown(r);
  writeFileSync(join(dir, `${name}.md`), md);
  drawChart(dir);
  return md;
}

/** The platform runs' curves: p95 per scenario and peak RSS against catalogue size. */
export function drawChart(dir = resultsDir()): void {
  const runs = readdirSync(dir)
    .filter((f) => /^platform-\d+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as BenchResult)
    .sort((a, b) => a.catalogue.items - b.catalogue.items);
  if (!runs.length) return;
  const series: { label: string; color: string; pick: (r: BenchResult) => number | undefined }[] = [
    ['listing: hot stores', '#1f77b4', 'listing: hot stores'],
    ['listing: long tail', '#aec7e8', 'listing: long tail'],
    ['search: hot stores', '#2ca02c', 'search: hot stores'],
    ['search: long tail', '#98df8a', 'search: long tail'],
    ['product: hot stores', '#d62728', 'product: hot stores'],
    ['product: long tail', '#ff9896', 'product: long tail'],
  ].map(([label, color, name]) => ({
    label,
    color,
    pick: (r: BenchResult) => r.rows.find((row) => row.name === name)?.p95,
  }));
  const W = 900;
  const H = 380;
  const panel = { w: 360, h: 260, top: 50 };
  const lefts = [70, 510];
  const xs = runs.map((r) => r.catalogue.items);
  const lx = (v: number) => Math.log10(v);
  const [x0, x1] = [lx(Math.min(...xs)) - 0.15, lx(Math.max(...xs)) + 0.15];
  const px = (left: number, v: number) => left + ((lx(v) - x0) / (x1 - x0 || 1)) * panel.w;
  const p95s = series.flatMap((s) => runs.map(s.pick)).filter((v): v is number => v !== undefined);
  const rss = runs.map((r) => Math.max(...r.rows.map((row) => row.peakRssMb)));
  const yMax = [Math.max(100, ...p95s) * 1.1, Math.max(512, ...rss) * 1.1];
  // Latency on a log scale (1 ms to the slowest), memory on a linear one.
  const py = (panelIndex: number, v: number) =>
    panel.top + panel.h - (panelIndex === 0 ? Math.log10(Math.max(1, v)) / Math.log10(yMax[0]) : v / yMax[1]) * panel.h;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${lefts[0]}" y="24" font-size="15" font-weight="bold">p95 latency (ms, log scale) against catalogue size</text>`,
    `<text x="${lefts[1]}" y="24" font-size="15" font-weight="bold">app peak RSS (MB) against catalogue size</text>`,
  ];
  lefts.forEach((left, k) => {
    out.push(`<rect x="${left}" y="${panel.top}" width="${panel.w}" height="${panel.h}" fill="none" stroke="#999"/>`);
    const ticks =
      k === 0 ? [1, 10, 100, 1000, 10000].filter((v) => v <= yMax[0]) : [0, 1, 2, 3, 4].map((t) => (yMax[1] / 4) * t);
    for (const v of ticks) {
      const y = py(k, v);
      out.push(`<line x1="${left}" x2="${left + panel.w}" y1="${y}" y2="${y}" stroke="#eee"/>`);
      out.push(`<text x="${left - 6}" y="${y + 4}" text-anchor="end">${v.toFixed(0)}</text>`);
    }
    for (const x of xs) {
      const label = x >= 1e6 ? `${x / 1e6}M` : `${x / 1e3}k`;
      out.push(`<text x="${px(left, x)}" y="${panel.top + panel.h + 16}" text-anchor="middle">${label} items</text>`);
    }
    // The targets: hot p95 25 ms and all p95 100 ms; RSS 512 MB.
    const targets = k === 0 ? [25, 100] : [512];
    for (const v of targets)
      out.push(
        `<line x1="${left}" x2="${left + panel.w}" y1="${py(k, v)}" y2="${py(k, v)}" stroke="#f90" stroke-dasharray="4 3"/><text x="${left + panel.w - 4}" y="${py(k, v) - 4}" text-anchor="end" fill="#c60">target ${v}</text>`,
      );
  });
  const line = (k: number, values: (number | undefined)[], color: string) => {
    const pts = values
      .map((v, i) => (v === undefined ? undefined : `${px(lefts[k], xs[i]).toFixed(1)},${py(k, v).toFixed(1)}`))
      .filter(Boolean);
    out.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="2"/>`);
    for (const p of pts) {
      const [x, y] = p!.split(',');
      out.push(`<circle cx="${x}" cy="${y}" r="3" fill="${color}"/>`);
    }
  };
  series.forEach((s, i) => {
    line(0, runs.map(s.pick), s.color);
    out.push(
      `<rect x="${lefts[0] + (i % 3) * 125}" y="${H - 38 + Math.floor(i / 3) * 16}" width="10" height="10" fill="${s.color}"/><text x="${lefts[0] + (i % 3) * 125 + 14}" y="${H - 29 + Math.floor(i / 3) * 16}">${s.label}</text>`,
    );
  });
  line(1, rss, '#9467bd');
  out.push('</svg>');
  writeFileSync(join(dir, 'platform-curve.svg'), out.join('\n') + '\n');
}

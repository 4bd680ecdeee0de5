#!/usr/bin/env node
// Storefront JavaScript budgets: the home page's first load ships <= 120 kB gzip, and
// each lazily loaded route adds no more than its own budget. Runs at the end of
// `npm run build:storefront` (a Vite plugin in storefront/vite.config.ts), so a route that grows
// past its budget fails the build; `node scripts/check-bundle-size.mjs` checks an existing build.
// The back office has its own budgets (BACKOFFICE_BUDGETS below), checked the same way at the end of
// `npm run build:backoffice`; `node scripts/check-bundle-size.mjs backoffice` checks an existing one.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** The first load: the entry (App shell + home page) and everything it imports statically. */
export const FIRST_LOAD_BUDGET = 120 * KB;

/**
 * What each route adds on top of the first load (its chunk and any shared chunk it is the first to
 * need), in gzip bytes. A route not listed gets DEFAULT_ROUTE_BUDGET.
 */
export const ROUTE_BUDGETS = {
  // The price rules and money formatter (about 8 kB, with date-fns) left the first
  // load (its Intl set-up lengthened the first long task); the routes that show prices bring them.
  ListingPage: 16 * KB,
  ProductPage: 16 * KB,
  CartPage: 12 * KB,
  WishlistPage: 12 * KB,
  OfferPage: 12 * KB,
  ProductStrip: 10 * KB,
  LoginPage: 20 * KB,
  RegisterPage: 20 * KB,
  ForgotPasswordPage: 20 * KB,
  PolicyPage: 16 * KB,
  // H4's pages (forms, payment, filters) start with a roomier budget.
  CheckoutPage: 45 * KB,
  OrderHistoryPage: 30 * KB,
  // My Details' three forms share react-hook-form with the sign-in pages; the order page.
  MyDetailsPage: 20 * KB,
  OrderPage: 16 * KB,
};
export const DEFAULT_ROUTE_BUDGET = 6 * KB;

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Files (JS only) a manifest chunk loads before it runs: itself and its static imports. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function routeName(key) {
  const m = /([A-Za-z0-9]+)\.tsx?$/.exec(key);
  return m ? m[1] : key;
}

/** Measures a build in `distDir`; returns {firstLoad, routes[], failures[]}. */
export function measureBundles(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');
  const size = new Map();
  const sizeOf = (key) => {
    if (!size.has(key)) size.set(key, gzipSize(join(distDir, manifest[key].file)));
    return size.get(key);
  };
  const firstKeys = closure(manifest, entryKey);
  const firstLoad = [...firstKeys].reduce((sum, k) => sum + sizeOf(k), 0);
  const failures = [];
  if (firstLoad > FIRST_LOAD_BUDGET)
    failures.push(`first load (home) ${kb(firstLoad)} > budget ${kb(FIRST_LOAD_BUDGET)}`);

  const routes = (manifest[entryKey].dynamicImports ?? []).map((key) => {
    const extra = [...closure(manifest, key)].filter((k) => !firstKeys.has(k));
    const bytes = extra.reduce((sum, k) => sum + sizeOf(k), 0);
    const name = routeName(key);
    const budget = ROUTE_BUDGETS[name] ?? DEFAULT_ROUTE_BUDGET;
    if (bytes > budget) failures.push(`route ${name} adds ${kb(bytes)} > budget ${kb(budget)}`);
    return { name, bytes, budget };
  });
  return { firstLoad, routes, failures };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

export function report({ firstLoad, routes }) {
  const lines = [`first load (home): ${kb(firstLoad)} gzip of ${kb(FIRST_LOAD_BUDGET)}`];
  for (const r of routes.sort((a, b) => b.bytes - a.bytes))
    lines.push(`  + ${r.name.padEnd(20)} ${kb(r.bytes).padStart(9)} of ${kb(r.budget)}`);
  return lines.join('\n');
}

/**
 * The back office's first load, per shell, in gzip bytes: what a first visit to /admin (sign-in,
 * dashboard) or /super-admin downloads before it shows anything: the entry, the shell's chunk and
 * every chunk they import statically (React, the react-admin / MUI vendor chunk, shared code).
 * A little above the sizes measured when the budgets were set (admin 403 kB, super-admin 363 kB);
 * the dashboard's charts load later and are not counted.
 */
export const BACKOFFICE_BUDGETS = {
  AdminApp: 410 * KB,
  SuperAdminApp: 370 * KB,
};

/** Measures a back-office build in `distDir`; returns {shells[], failures[]}. */
export function measureBackoffice(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');
  const sizeOf = (key) => gzipSize(join(distDir, manifest[key].file));
  const failures = [];
  const shells = Object.entries(BACKOFFICE_BUDGETS).map(([name, budget]) => {
    const key = (manifest[entryKey].dynamicImports ?? []).find((k) => routeName(k) === name);
    if (!key) throw new Error(`The back-office entry no longer loads a ${name} chunk.`);
    const keys = closure(manifest, key, closure(manifest, entryKey));
    const bytes = [...keys].reduce((sum, k) => sum + sizeOf(k), 0);
    const files = [...keys].map((k) => manifest[k].file.replace(/^assets\//, '')).sort();
    if (bytes > budget) failures.push(`first load of ${name} ${kb(bytes)} > budget ${kb(budget)}`);
    return { name, bytes, budget, files };
  });
  return { shells, failures };
}

export function reportBackoffice({ shells }) {
  return shells
    .map((s) => `back office first load (${s.name}): ${kb(s.bytes)} gzip of ${kb(s.budget)}\n    ${s.files.join(' ')}`)
    .join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const backoffice = process.argv[2] === 'backoffice';
  const dist =
    (backoffice ? process.argv[3] : process.argv[2]) ?? join(root, backoffice ? 'backoffice' : 'storefront', 'dist');
  const result = backoffice ? measureBackoffice(dist) : measureBundles(dist);
  console.log(backoffice ? reportBackoffice(result) : report(result));
  if (result.failures.length) {
    console.error(`Bundle budget exceeded:\n  ${result.failures.join('\n  ')}`);
    process.exit(1);
  }
}

/**
 * The query-independent part of the search order (search-ranking.ts steps 6-7) as one place per
 * product, computed once per snapshot and sales read: popularity (the store's units sold in the
 * last 90 days plus the sizes it carries, capped at 1023), then units in stock (capped at
 * 1,048,575), then name (equal names in the snapshot's product order). Place 0 comes first.
 *
 * A query then orders its hits by its own match key, then by this place: one number per hit, no
 * tie left to break, so the results page sorts numbers and the type-ahead keeps its six best
 * while scanning (search-top.ts).
 */
import type { CatalogueProduct } from './catalogue-product';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { rankingOf } from './ranking-features';

/** Popularity and stock beyond these count as these (as they always have in the search order). */
export const POPULARITY_CAP = 1023;
export const STOCK_CAP = 1048575;

/** More places than a snapshot has products: a hit's sort number is match key * PLACES + place. */
export const PLACES = 2 ** 26;

/** The popularity search ranks by: units sold in the last 90 days plus the sizes carried. */
export function popularityOf(p: CatalogueProduct, sales: ReadonlyMap<string, number> | undefined): number {
  return (sales?.get(p.key) ?? 0) + rankingOf(p).sizes.length;
}

/** Each product's place by its position in `snap.all`, and the position at each place. */
/**
 * A counting sort's second step: `runs` holds how many entries have each value; each value gets
 * instead the position its run starts at, the runs laid out in `order`.
 */
export function runStarts(runs: Map<number, number>, order: (a: number, b: number) => number): void {
  let start = 0;
  for (const value of [...runs.keys()].sort(order)) {
    const count = runs.get(value)!;
    runs.set(value, start);
    start += count;
  }
}

export interface Standing {
  place: Int32Array;
  atPlace: Int32Array;
}

interface Kept extends Standing {
  sales: ReadonlyMap<string, number> | undefined;
}

const memo = new WeakMap<CatalogueSnapshot, Kept>();

/** The products' places in the query-independent order (kept per snapshot and sales read). */
export function standingOf(snap: CatalogueSnapshot, sales: ReadonlyMap<string, number> | undefined): Standing {
  const kept = memo.get(snap);
  if (kept && kept.sales === sales) return kept;
  const made = { sales, ...placesOf(snap, sales) };
  memo.set(snap, made);
  return made;
}

/**
 * The places by a counting sort: the products taken in name order (the listed ones as the snapshot
 * sorts them, then the others by position) go to the run of their popularity and stock, runs in
 * the order's direction. A snapshot has far fewer distinct (popularity, stock) pairs than products.
 */
function placesOf(snap: CatalogueSnapshot, sales: ReadonlyMap<string, number> | undefined): Standing {
  const n = snap.all.length;
  if (n >= PLACES) throw new Error(`search standing: ${n} products are more than ${PLACES - 1}`);
  const byName = new Int32Array(n);
  const named = new Uint8Array(n);
  let next = 0;
  for (const p of snap.products) {
    byName[next++] = p.at;
    named[p.at] = 1;
  }
  for (let i = 0; i < n; i++) if (named[i] === 0) byName[next++] = i;
  // Ascending in the order: more popular first, then more in stock (an exact integer below 2^30).
  const rank = new Float64Array(n);
  const runs = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const p = snap.all[i];
    const popularity = Math.min(popularityOf(p, sales), POPULARITY_CAP);
    const stock = Math.min(rankingOf(p).stock, STOCK_CAP);
    rank[i] = (POPULARITY_CAP - popularity) * (STOCK_CAP + 1) + (STOCK_CAP - stock);
    runs.set(rank[i], (runs.get(rank[i]) ?? 0) + 1);
  }
  runStarts(runs, (a, b) => a - b);
  const place = new Int32Array(n);
  const atPlace = new Int32Array(n);
  for (const i of byName) {
    const k = runs.get(rank[i])!;
    runs.set(rank[i], k + 1);
    place[i] = k;
    atPlace[k] = i;
  }
  return { place, atPlace };
}

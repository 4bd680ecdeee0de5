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

/** Popularity and stock beyond these count as these (as they always have in the search order). */
export const POPULARITY_CAP = 1023;
export const STOCK_CAP = 1048575;

/** More places than a snapshot has products: a hit's sort number is match key * PLACES + place. */
export const PLACES = 2 ** 26;
/** Name positions fit below 2^23 in the one-number sort of the places (30 bits of popularity and stock above). */
const NAME_SPAN = 2 ** 23;

/** The popularity search ranks by: units sold in the last 90 days plus the sizes carried. */
export function popularityOf(p: CatalogueProduct, sales: ReadonlyMap<string, number> | undefined): number {
  return (sales?.get(p.key) ?? 0) + p.ranking.sizes.length;
}

/** Each product's place by its position in `snap.all`, and the position at each place. */
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

function placesOf(snap: CatalogueSnapshot, sales: ReadonlyMap<string, number> | undefined): Standing {
  const n = snap.all.length;
  if (n >= NAME_SPAN) throw new Error(`search standing: ${n} products are more than ${NAME_SPAN - 1}`);
  // Name order: the listed products as the snapshot sorts them by name, then the others by position.
  const byName = new Int32Array(n).fill(-1);
  let next = 0;
  for (const p of snap.products) byName[p.at] = next++;
  for (let i = 0; i < n; i++) if (byName[i] < 0) byName[i] = next++;
  // One exact number per product, ascending in the order (30 bits of popularity and stock, 23 of name).
  const sortable = new Float64Array(n);
  const at = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const p = snap.all[i];
    const popularity = Math.min(popularityOf(p, sales), POPULARITY_CAP);
    const stock = Math.min(p.ranking.stock, STOCK_CAP);
    sortable[i] = ((POPULARITY_CAP - popularity) * (STOCK_CAP + 1) + (STOCK_CAP - stock)) * NAME_SPAN + byName[i];
    at[byName[i]] = i;
  }
  sortable.sort();
  const place = new Int32Array(n);
  const atPlace = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const i = at[sortable[k] % NAME_SPAN];
    place[i] = k;
    atPlace[k] = i;
  }
  return { place, atPlace };
}

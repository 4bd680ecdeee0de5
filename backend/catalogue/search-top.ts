/**
 * A search over one snapshot: the index's matches that carry a size and pack asked for, ranked in
 * full for the results page (search-ranking.ts), or only their n best listed for the type-ahead.
 *
 * The type-ahead keeps its n best while scanning the matches once: each match's number (match
 * key, then place in the query-independent order) is the one the full ranking sorts by, so the n
 * kept are the results page's first n. A match whose best possible key (from its text relevance
 * and place alone) cannot beat the n-th kept is passed over without reading its product.
 */
import { hasIntent, parseSearchQuery, SearchQuery } from '../domain/search-query';
import type { CatalogueProduct } from './catalogue-product';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { columnsOf, LISTED } from './listing-columns';
import type { SearchHits } from './listing';
import { SearchIndex } from './search-index';
import { rankingOf } from './ranking-features';
import { fitsQuery, QueryRanker, queryRanker, RankSource, rankHits } from './search-ranking';
import { PLACES } from './search-standing';
import type { SynonymSet } from './synonyms';

type Sales = ReadonlyMap<string, number> | undefined;

/** The matches of `text`: positions in `snap.all` with SearchIndex's relevance, in the order found. */
export function findHits(
  snap: CatalogueSnapshot,
  text: string,
  synonyms: SynonymSet | undefined,
): { query: SearchQuery; at: number[]; relevance: number[] } {
  // The index is over `all` (a refreshed snapshot keeps its positions): a position is a product.
  const index = () => (snap.searchIndex ??= SearchIndex.of(snap.all));
  const listed = () => Int32Array.from(snap.products, (p) => p.at);
  return hitsIn(index, (at) => rankingOf(snap.all[at]), listed, text, synonyms);
}

/**
 * findHits over any index: `features` gives a product's sizes and packs (fitsQuery), `listed` the
 * positions of the listed products in name order (a text of sizes or packs alone lists them all).
 */
export function hitsIn(
  index: () => SearchIndex,
  features: RankSource['features'],
  listed: () => ArrayLike<number>,
  text: string,
  synonyms: SynonymSet | undefined,
): { query: SearchQuery; at: number[]; relevance: number[] } {
  const query = parseSearchQuery(text);
  const at: number[] = [];
  const relevance: number[] = [];
  const keep = (p: number, s: number) => {
    if (!fitsQuery({ features }, p, query)) return;
    at.push(p);
    relevance.push(s);
  };
  if (query.text) index().searchPositions(query.text, synonyms, keep);
  else if (hasIntent(query)) {
    const all = listed();
    for (let k = 0; k < all.length; k++) keep(all[k], 0);
  }
  return { query, at, relevance };
}

/** Every match of `text` in ranking order, best first (the results page). */
export function rankedHits(snap: CatalogueSnapshot, text: string, synonyms: SynonymSet | undefined, sales: Sales) {
  const { query, at, relevance } = findHits(snap, text, synonyms);
  return rankHits(snap, query, at, relevance, sales);
}

/**
 * The `n` best listed products for `text`, in the results page's order (the type-ahead); from
 * `ranked`, the text's ranked hits, when they are at hand.
 */
export function topListed(
  snap: CatalogueSnapshot,
  text: string,
  synonyms: SynonymSet | undefined,
  sales: Sales,
  n: number,
  ranked?: SearchHits,
): CatalogueProduct[] {
  if (ranked) return firstListed(snap, ranked.at, n);
  const { query, at, relevance } = findHits(snap, text, synonyms);
  // A price intent orders by price between the key and the place: ranked in full (rare, short texts aside).
  if (query.cheap) return firstListed(snap, rankHits(snap, query, at, relevance, sales).at, n);
  return bestListed(snap, queryRanker(snap, query, sales), at, relevance, n).map((i) => snap.all[i]);
}

function firstListed(snap: CatalogueSnapshot, at: ArrayLike<number>, n: number): CatalogueProduct[] {
  const out: CatalogueProduct[] = [];
  for (let k = 0; k < at.length && out.length < n; k++) if (snap.all[at[k]].listed) out.push(snap.all[at[k]]);
  return out;
}

/** Positions of the `n` best listed matches, best first: one pass, the n best kept in order. */
export function bestListed(
  snap: CatalogueSnapshot,
  ranker: QueryRanker,
  at: readonly number[],
  relevance: readonly number[],
  n: number,
): number[] {
  if (n <= 0) return [];
  const { flags } = columnsOf(snap);
  const { place } = ranker.standing;
  const best: number[] = [];
  const bestAt: number[] = [];
  for (let k = 0; k < at.length; k++) {
    const i = at[k];
    if ((flags[i] & LISTED) === 0) continue;
    const last = PLACES - 1 - place[i];
    const full = best.length === n;
    if (full && ranker.keyBound(relevance[k]) * PLACES + last <= best[n - 1]) continue;
    const v = ranker.key(i, relevance[k]) * PLACES + last;
    if (full && v <= best[n - 1]) continue;
    let j = full ? n - 1 : best.length;
    while (j > 0 && best[j - 1] < v) {
      best[j] = best[j - 1];
      bestAt[j] = bestAt[j - 1];
      j--;
    }
    best[j] = v;
    bestAt[j] = i;
  }
  return bestAt;
}

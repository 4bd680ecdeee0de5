/**
 * The order of search results, for the results page and the type-ahead alike: the text match
 * (SearchIndex), then what a shop knows of its products. Best first:
 *
 * 1. words matched without a typo (more first): a typo never outranks an exact or prefix match;
 * 2. query words naming the product's category ('beer', 'gin', 'ipa', 'red wine'): that category
 *    before products that only hold the word in their name (root-beer liqueur, ginger beer), and
 *    a sub-category named by the word before its siblings ('seltzer': Hard Seltzer, then Hard Cider);
 * 3. how well the words matched (name > brand > type > origin, the whole query in the name);
 * 4. the plain bottle before its variants unless a query word asks for one: flavours and side
 *    editions first after it, then gift packs, ready-to-drink and minis (only sizes up to 100 ml);
 * 5. with a price intent ('cheap red'), the lowest price;
 * 6. popularity: the store's own sales of the last 90 days (units) plus the sizes it carries of
 *    the product (a shop stocks more sizes of what sells: this keeps a single sale of a side
 *    bottle from outranking the bottle stocked in six sizes), then units in stock (both capped);
 * 7. name (equal names in the snapshot's product order).
 *
 * A query made only of category words ('wine', 'red wine') ranks the category's products by 4-7
 * alone: the word in a name ('Dessert Wine') says nothing of what a shopper wants first.
 *
 * Sizes and packs asked for ('titos 1.75', '6pk') filter: a product must carry one of them.
 * What a product is (its category words, variant markers, sizes) is read from its ranking
 * features (ranking-features.ts, computed with the snapshot, and ranking-columns.ts, per
 * snapshot); this file weighs them per query. Steps 6-7 do not depend on the query: they are one
 * place per product, kept per snapshot (search-standing.ts), so a hit's rank is one number.
 */
import type { SearchQuery } from '../domain/search-query';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { columnsOf } from './listing-columns';
import {
  categoryWord,
  FAMILY_WORDS,
  Marker,
  MINI_ML,
  PACKAGED_LEVEL,
  singular,
  VariantFamily,
} from './ranking-features';
import { rankingOf, RankingFeatures } from './ranking-features';
import { CategoryClass, RankingColumns, rankingColumnsOf } from './ranking-columns';
import { words } from './search-text';
import { PLACES, runStarts, Standing, standingOf } from './search-standing';

type Sales = ReadonlyMap<string, number> | undefined;

/**
 * What ranking reads of the products it ranks, by position: a snapshot's (snapshotSource), or the
 * same values kept with a cold store's listing summary (summary/search-image.ts).
 */
export interface RankSource {
  columns: RankingColumns;
  /** A product's variant markers and the sizes and packs it is listed in. */
  features(at: number): Pick<RankingFeatures, 'markers' | 'sizes' | 'packs'>;
  /** Display prices in cents by position (read for a price intent only). */
  prices(): ArrayLike<number>;
  /** Steps 6-7: each product's place in the query-independent order (search-standing.ts). */
  standing: Standing;
}

/** A snapshot's products as ranking reads them, with the store's sales as read. */
export function snapshotSource(snap: CatalogueSnapshot, sales: Sales): RankSource {
  return {
    columns: rankingColumnsOf(snap),
    features: (at) => rankingOf(snap.all[at]),
    prices: () => columnsOf(snap).price,
    standing: standingOf(snap, sales),
  };
}

/** What a query asks for, read once per query: its words and the variant families it names. */
interface Asked {
  words: Set<string>;
  families: Set<VariantFamily>;
}

function askedBy(q: SearchQuery): Asked {
  const typed = new Set(words(q.text).flatMap((w) => [w, singular(w)]));
  const families = new Set<VariantFamily>();
  const names = (family: VariantFamily) => [...typed].some((w) => FAMILY_WORDS[family].has(w));
  if (names('gift')) families.add('gift');
  if (names('rtd')) families.add('rtd');
  if (names('mini') || q.sizesMl.some((ml) => ml <= MINI_ML)) families.add('mini');
  return { words: typed, families };
}

const lifted = (m: Marker, a: Asked) =>
  (m.family !== undefined && a.families.has(m.family)) || (m.words?.some((w) => a.words.has(w)) ?? false);

/** Points per query word matched without a typo in SearchIndex's relevance (its NO_TYPO). */
const TYPO_FREE_POINTS = 10;

/** Whether product `at` carries a size and a pack the query asks for (true when it asks for none). */
export function fitsQuery(source: Pick<RankSource, 'features'>, at: number, q: SearchQuery): boolean {
  if (!q.sizesMl.length && !q.packs.length) return true;
  const f = source.features(at);
  return (
    (!q.sizesMl.length || q.sizesMl.some((ml) => f.sizes.includes(ml))) &&
    (!q.packs.length || q.packs.some((n) => f.packs.includes(n)))
  );
}

/**
 * Steps 1-5 of the order as one number, higher first: typo-free words (up to 8), category hits
 * (up to 16), sub-category hits (up to 8), fit (capped), plainness (2 - level).
 */
function matchKey(typoFree: number, categoryHits: number, narrowHits: number, fit: number, level: number): number {
  return (
    (((typoFree * 17 + categoryHits) * 9 + narrowHits) * 1024 + Math.min(fit, 1023)) * 3 + (PACKAGED_LEVEL - level)
  );
}

/** The highest variant level of a product's markers that no query word lifts (0: plain). */
function variantLevel(markers: readonly Marker[], asked: Asked): number {
  let level = 0;
  for (const m of markers) if (m.level > level && !lifted(m, asked)) level = m.level;
  return level;
}

/**
 * How a query's words name one category class: category hits (a word naming the main category
 * counts twice: 'beer' means Beer, then Root Beer, a soda), sub-category hits, and whether every
 * word is a category word (then how well the words matched says nothing and counts 0).
 */
function weigh(c: CategoryClass, typed: readonly string[]): { hits: number; narrow: number; whole: boolean } {
  let inCategory = 0;
  let inMain = 0;
  let narrow = 0;
  for (const w of typed) {
    if (c.category.includes(w)) inCategory++;
    if (c.main.includes(w)) inMain++;
    if (c.narrow.includes(w)) narrow++;
  }
  return { hits: inCategory + inMain, narrow, whole: inCategory === typed.length };
}

/** What ranking one query reads once: its words as category words, and the variants it asks for. */
export interface QueryRanker {
  /** Steps 1-5 of the order for the product at `at` with SearchIndex's relevance `r` (higher first). */
  key(at: number, r: number): number;
  /** No product with relevance `r` has a higher key than this. */
  keyBound(r: number): number;
  /** Steps 6-7: each product's place in the query-independent order (search-standing.ts). */
  standing: Standing;
}

/**
 * Steps 1-5 for one query: each category class weighed once (ranking-columns.ts), a hit then
 * reads its class, its relevance and, when it has variant markers, its product.
 */
export function queryRanker(snap: CatalogueSnapshot, q: SearchQuery, sales: Sales): QueryRanker {
  return rankerOver(snapshotSource(snap, sales), q);
}

/** queryRanker over any RankSource. */
export function rankerOver(source: RankSource, q: SearchQuery): QueryRanker {
  const asked = askedBy(q);
  const typed = words(q.text).map(categoryWord);
  const { classOf, classes, categoryWords, plain } = source.columns;
  // Most texts name no category (word starts, names): every class then weighs the same.
  const weighed = typed.some((w) => categoryWords.has(w))
    ? classes.map((c) => weigh(c, typed))
    : new Array<ReturnType<typeof weigh>>(classes.length).fill({ hits: 0, narrow: 0, whole: typed.length === 0 });
  // The most hits any class gives, among those naming every word (fit 0) and the others.
  const most = { whole: { hits: -1, narrow: 0 }, part: { hits: -1, narrow: 0 } };
  for (const w of weighed) {
    const m = w.whole ? most.whole : most.part;
    m.hits = Math.max(m.hits, w.hits);
    m.narrow = Math.max(m.narrow, w.narrow);
  }
  const fitOf = (r: number, typoFree: number) => Math.round((r - typoFree * TYPO_FREE_POINTS) * 20);
  return {
    key(at, r) {
      const w = weighed[classOf[at]];
      const typoFree = Math.floor(r / TYPO_FREE_POINTS);
      const level = plain[at] === 1 ? 0 : variantLevel(source.features(at).markers, asked);
      return matchKey(typoFree, w.hits, w.narrow, w.whole ? 0 : fitOf(r, typoFree), level);
    },
    keyBound(r) {
      const typoFree = Math.floor(r / TYPO_FREE_POINTS);
      const whole = most.whole.hits < 0 ? -1 : matchKey(typoFree, most.whole.hits, most.whole.narrow, 0, 0);
      const part =
        most.part.hits < 0 ? -1 : matchKey(typoFree, most.part.hits, most.part.narrow, fitOf(r, typoFree), 0);
      return Math.max(whole, part);
    },
    standing: source.standing,
  };
}

/**
 * The hits (positions in `snap.all`, each with SearchIndex's relevance) in ranking order, best
 * first, each with a relevance that orders them so (the listing sorts by it, ties by name, and
 * meets them already sorted): one number per hit, its match key then its place in the
 * query-independent order (search-standing.ts), sorted as numbers. With a price intent, price
 * comes between the two. The products' features were computed when the snapshot was built
 * (ranking-features.ts): a hit costs a few reads and additions.
 */
export function rankHits(
  snap: CatalogueSnapshot,
  q: SearchQuery,
  at: readonly number[],
  relevance: readonly number[],
  sales: Sales,
): { at: Int32Array; score: Float64Array } {
  return rankOver(snapshotSource(snap, sales), q, at, relevance);
}

/** rankHits over any RankSource. */
export function rankOver(
  source: RankSource,
  q: SearchQuery,
  at: readonly number[],
  relevance: readonly number[],
): { at: Int32Array; score: Float64Array } {
  const ranker = rankerOver(source, q);
  if (q.cheap) return byPrice(source, ranker, at, relevance);
  const n = at.length;
  const key = new Float64Array(n);
  for (let k = 0; k < n; k++) key[k] = ranker.key(at[k], relevance[k]);
  const products = ranker.standing.place.length;
  const out = n * SCAN_BELOW < products ? sortByNumber(ranker.standing, at, key) : scanPlaces(ranker.standing, at, key);
  const score = new Float64Array(n);
  for (let i = 0; i < n; i++) score[i] = n - i;
  return { at: out, score };
}

/** Fewer hits than the snapshot's products over this: sorted as numbers, else by a scan of the places. */
const SCAN_BELOW = 8;

/** Key descending, then place ascending, as one number per hit sorted ascending (exact below 2^53). */
export function sortByNumber({ place, atPlace }: Standing, at: readonly number[], key: Float64Array): Int32Array {
  const n = at.length;
  const P = PLACES;
  const sortable = new Float64Array(n);
  for (let k = 0; k < n; k++) sortable[k] = place[at[k]] - key[k] * P;
  sortable.sort();
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = atPlace[((sortable[i] % P) + P) % P];
  return out;
}

/**
 * The same order for many hits: the places scanned in order give the hits by place, then each
 * goes to its key's run (keys descending), keeping the place order within a run. A query has few
 * distinct keys, so this costs two passes instead of a sort.
 */
export function scanPlaces({ place, atPlace }: Standing, at: readonly number[], key: Float64Array): Int32Array {
  const n = at.length;
  const keyAt = new Float64Array(atPlace.length);
  const runs = new Map<number, number>();
  for (let k = 0; k < n; k++) {
    keyAt[place[at[k]]] = key[k] + 1;
    runs.set(key[k], (runs.get(key[k]) ?? 0) + 1);
  }
  runStarts(runs, (a, b) => b - a);
  const out = new Int32Array(n);
  for (let pl = 0; pl < keyAt.length; pl++) {
    if (keyAt[pl] === 0) continue;
    const k = keyAt[pl] - 1;
    const to = runs.get(k)!;
    runs.set(k, to + 1);
    out[to] = atPlace[pl];
  }
  return out;
}

/** rankHits with a price intent: key, then the lowest price, then the query-independent place. */
function byPrice(source: RankSource, ranker: QueryRanker, at: readonly number[], relevance: readonly number[]) {
  const n = at.length;
  const key = new Float64Array(n);
  for (let k = 0; k < n; k++) key[k] = ranker.key(at[k], relevance[k]);
  const price = source.prices();
  const { place } = ranker.standing;
  const order = Array.from({ length: n }, (_, k) => k);
  order.sort((a, b) => key[b] - key[a] || price[at[a]] - price[at[b]] || place[at[a]] - place[at[b]]);
  return { at: Int32Array.from(order, (k) => at[k]), score: Float64Array.from(order, (_, i) => n - i) };
}

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
 *    bottle from outranking the bottle stocked in six sizes), then units in stock;
 * 7. name.
 *
 * A query made only of category words ('wine', 'red wine') ranks the category's products by 4-7
 * alone: the word in a name ('Dessert Wine') says nothing of what a shopper wants first.
 *
 * Sizes and packs asked for ('titos 1.75', '6pk') filter: a product must carry one of them.
 * What a product is (its category words, variant markers, sizes) is read from its ranking
 * features (ranking-features.ts, computed with the snapshot); this file weighs them per query.
 */
import type { SearchQuery } from '../domain/search-query';
import type { CatalogueProduct } from './catalogue-product';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { columnsOf } from './listing-columns';
import {
  categoryWord,
  FAMILY_WORDS,
  Marker,
  MINI_ML,
  PACKAGED_LEVEL,
  RankingFeatures,
  singular,
  VariantFamily,
} from './ranking-features';
import { words } from './search-text';

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
export function fitsQuery(snap: CatalogueSnapshot, at: number, q: SearchQuery): boolean {
  if (!q.sizesMl.length && !q.packs.length) return true;
  const f = snap.all[at].ranking;
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

/** Steps 1-5 of the order for one hit: its features `f` and SearchIndex's relevance `r`. */
function hitKey(f: RankingFeatures, r: number, typed: readonly string[], asked: Asked): number {
  const typoFree = Math.floor(r / TYPO_FREE_POINTS);
  let level = 0;
  for (const m of f.markers) if (m.level > level && !lifted(m, asked)) level = m.level;
  let inCategory = 0;
  let inMain = 0;
  let narrow = 0;
  for (const w of typed) {
    if (f.category.includes(w)) inCategory++;
    // A word naming the main category counts twice: 'beer' means Beer, then Root Beer (a soda).
    if (f.main.includes(w)) inMain++;
    if (f.narrow.includes(w)) narrow++;
  }
  const fit = inCategory === typed.length ? 0 : Math.round((r - typoFree * TYPO_FREE_POINTS) * 20);
  return matchKey(typoFree, inCategory + inMain, narrow, fit, level);
}

/**
 * The hits (positions in `snap.all`, each with SearchIndex's relevance), each given a relevance
 * that orders them as ranked (the listing sorts by it, ties by name): one number per hit, so the
 * listing's one sort of thousands of hits (a two-letter type-ahead) stays cheap. With a price
 * intent, the hits come sorted, scored by their place. The products' features were computed when
 * the snapshot was built (ranking-features.ts): a hit costs a few reads and additions.
 */
export function rankHits(
  snap: CatalogueSnapshot,
  q: SearchQuery,
  at: readonly number[],
  relevance: readonly number[],
  sales: ReadonlyMap<string, number> | undefined,
): { at: Int32Array; score: Float64Array } {
  const asked = askedBy(q);
  const typed = words(q.text).map(categoryWord);
  const n = at.length;
  const popularityOf = (p: CatalogueProduct) => (sales?.get(p.key) ?? 0) + p.ranking.sizes.length;
  if (!q.cheap) {
    // One number per hit (the listing sorts by it, ties by name): 22 bits of match key, then
    // 10 of popularity and 20 of stock, capped (within a double's 53 exact bits).
    const score = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      const p = snap.all[at[k]];
      const key = hitKey(p.ranking, relevance[k], typed, asked);
      score[k] = (key * 1024 + Math.min(popularityOf(p), 1023)) * 1048576 + Math.min(p.ranking.stock, 1048575);
    }
    return { at: Int32Array.from(at), score };
  }
  const key = new Float64Array(n);
  const popularity = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const p = snap.all[at[k]];
    key[k] = hitKey(p.ranking, relevance[k], typed, asked);
    popularity[k] = popularityOf(p);
  }
  const { nameRank, price } = columnsOf(snap);
  const stockOf = (k: number) => snap.all[at[k]].ranking.stock;
  const order = Array.from({ length: n }, (_, k) => k);
  order.sort(
    (a, b) =>
      key[b] - key[a] ||
      price[at[a]] - price[at[b]] ||
      popularity[b] - popularity[a] ||
      stockOf(b) - stockOf(a) ||
      nameRank[at[a]] - nameRank[at[b]],
  );
  return { at: Int32Array.from(order, (k) => at[k]), score: Float64Array.from(order, (_, i) => n - i) };
}

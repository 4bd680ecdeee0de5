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
 */
import type { SearchQuery } from '../domain/search-query';
import { parseSizeMl } from '../domain/size';
import type { CatalogueProduct } from './catalogue-product';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { columnsOf } from './listing-columns';
import { words } from './search-text';

/** Variant words: flavours (spirits and beer; a wine's words are grapes and places). */
const FLAVOURS = new Set(
  (
    'apple honey fire cinnamon vanilla peach cherry berry berries strawberry raspberry blueberry blackberry ' +
    'citron lemon lime orange mango pineapple coconut watermelon pear cranberry espresso coffee chocolate ' +
    'caramel maple peppermint mint whipped cake pumpkin citrus grapefruit jalapeno cucumber passion pomegranate ' +
    'banana melon tangerine elderflower hibiscus butterscotch toffee salted cookie pickle peanut butter tea ' +
    'lemonade punch flavored infused juice grape smores birthday poire peche essences pink limon mandrin raspberri apeach pears coco peppar tamarind infusion ' +
    'sours expresso almande colada velvet cupcake pie'
  ).split(' '),
);
/** Side editions of a line ('Single Barrel', 'Limited Edition'), as words or phrases of the name. */
const EDITIONS = [
  'single barrel',
  'barrel proof',
  'cask strength',
  'limited',
  'edition',
  'special',
  'anniversary',
  'holiday',
  'winter',
  'collection',
  'personal',
  'private',
  'release',
];
const GIFT = new Set([
  'glass',
  'glasses',
  'gift',
  'snifter',
  'mug',
  'mugs',
  'set',
  'calendar',
  'with',
  'box',
  'sampler',
  'variety',
]);
const RTD = new Set(['can', 'cans', 'canned', 'cocktail', 'cocktails', 'rtd', 'ready', 'spritz', 'highball']);
const MINI = new Set(['mini', 'minis', 'miniature', 'miniatures', 'nip', 'nips', 'sample']);
/** The largest size that makes a product a mini when it is all the store lists of it. */
const MINI_ML = 100;

/** How far a variant ranks behind its plain bottle (0: plain). */
const FLAVOUR_LEVEL = 1;
const PACKAGED_LEVEL = 2;

/** What makes a product a variant: any of `words` in the query, or a query asking for its `family`, lifts it. */
interface Marker {
  level: number;
  words?: string[];
  family?: 'gift' | 'rtd' | 'mini';
}

/** What a query asks for, read once per query: its words and the variant families it names. */
interface Asked {
  words: Set<string>;
  families: Set<Marker['family']>;
}

function askedBy(q: SearchQuery): Asked {
  const typed = new Set(words(q.text).flatMap((w) => [w, singular(w)]));
  const families = new Set<Marker['family']>();
  if ([...GIFT].some((g) => typed.has(g))) families.add('gift');
  if ([...RTD].some((g) => typed.has(g))) families.add('rtd');
  if ([...MINI].some((g) => typed.has(g)) || q.sizesMl.some((ml) => ml <= MINI_ML)) families.add('mini');
  return { words: typed, families };
}

const lifted = (m: Marker, a: Asked) =>
  (m.family !== undefined && a.families.has(m.family)) || (m.words?.some((w) => a.words.has(w)) ?? false);

/** What ranking reads of one product, computed once per snapshot. */
interface Features {
  /** Words of its main category, group and sub-category (singular). */
  category: Set<string>;
  /** Words of its main category. */
  main: Set<string>;
  /** Words of its sub-category that its main category lacks ('seltzer' of Beer > Hard Seltzer, not of Hard Cider). */
  narrow: Set<string>;
  /** Variant markers: the words making it a variant, with their level. */
  markers: Marker[];
  sizes: Set<number>;
  packs: Set<number>;
  stock: number;
}

const singular = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
/** Category words as shoppers type them. */
const categoryWord = (w: string) => (w === 'whisky' ? 'whiskey' : singular(w));

function featuresOf(p: CatalogueProduct): Features {
  const c = p.content;
  const category = new Set(words(`${c.mainCategory} ${c.group} ${c.subCategory}`).map(categoryWord));
  const main = new Set(words(c.mainCategory).map(categoryWord));
  const narrow = new Set(
    words(c.subCategory)
      .map(categoryWord)
      .filter((w) => !main.has(w)),
  );
  const nameWords = words(c.name);
  // Whole words only: 'Especial' is no 'special'.
  const name = ` ${nameWords.join(' ')} `;
  const markers: Features['markers'] = [];
  const wine = category.has('wine');
  for (const w of nameWords) {
    if (!wine && FLAVOURS.has(w)) markers.push({ words: [w], level: FLAVOUR_LEVEL });
    if (GIFT.has(w)) markers.push({ family: 'gift', level: PACKAGED_LEVEL });
    if (RTD.has(w)) markers.push({ family: 'rtd', level: PACKAGED_LEVEL });
  }
  for (const e of EDITIONS) if (name.includes(` ${e} `)) markers.push({ words: e.split(' '), level: FLAVOUR_LEVEL });
  if (category.has('ready')) markers.push({ family: 'rtd', level: PACKAGED_LEVEL });
  const sizes = new Set<number>();
  const packs = new Set<number>();
  let stock = 0;
  for (const v of p.listedVariants) {
    const ml = parseSizeMl(v.size);
    if (ml !== null) sizes.add(ml);
    packs.add(v.packSize);
    stock += Math.max(0, v.availableToSell);
  }
  if (sizes.size && [...sizes].every((ml) => ml <= MINI_ML)) markers.push({ family: 'mini', level: PACKAGED_LEVEL });
  return { category, main, narrow, markers, sizes, packs, stock };
}

/** Per product object: a refreshed snapshot keeps the objects of unchanged products, and so their features. */
const featureMemo = new WeakMap<CatalogueProduct, Features>();
function features(snap: CatalogueSnapshot, at: number): Features {
  const p = snap.all[at];
  let f = featureMemo.get(p);
  if (!f) featureMemo.set(p, (f = featuresOf(p)));
  return f;
}

/** Points per query word matched without a typo in SearchIndex's relevance (its NO_TYPO). */
const TYPO_FREE_POINTS = 10;

/** Whether product `at` carries a size and a pack the query asks for (true when it asks for none). */
export function fitsQuery(snap: CatalogueSnapshot, at: number, q: SearchQuery): boolean {
  const f = features(snap, at);
  return (
    (!q.sizesMl.length || q.sizesMl.some((ml) => f.sizes.has(ml))) &&
    (!q.packs.length || q.packs.some((n) => f.packs.has(n)))
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

/**
 * The hits (positions in `snap.all`, each with SearchIndex's relevance), each given a relevance
 * that orders them as ranked (the listing sorts by it, ties by name): one number per hit, so the
 * listing's one sort of thousands of hits (a two-letter type-ahead) stays cheap. With a price
 * intent, the hits come sorted, scored by their place.
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
  const key = new Float64Array(n);
  const price = new Int32Array(n);
  const popularity = new Int32Array(n);
  const stock = new Int32Array(n);
  const { nameRank } = columnsOf(snap);
  for (let k = 0; k < n; k++) {
    const p = snap.all[at[k]];
    const f = features(snap, at[k]);
    const r = relevance[k];
    const typoFree = Math.floor(r / TYPO_FREE_POINTS);
    let level = 0;
    for (const m of f.markers) if (m.level > level && !lifted(m, asked)) level = m.level;
    let inCategory = 0;
    let inMain = 0;
    let narrow = 0;
    for (const w of typed) {
      if (f.category.has(w)) inCategory++;
      // A word naming the main category counts twice: 'beer' means Beer, then Root Beer (a soda).
      if (f.main.has(w)) inMain++;
      if (f.narrow.has(w)) narrow++;
    }
    const fit = inCategory === typed.length ? 0 : Math.round((r - typoFree * TYPO_FREE_POINTS) * 20);
    key[k] = matchKey(typoFree, inCategory + inMain, narrow, fit, level);
    price[k] = p.displayPriceCents;
    popularity[k] = (sales?.get(p.key) ?? 0) + f.sizes.size;
    stock[k] = f.stock;
  }
  if (!q.cheap) {
    // One number per hit (the listing sorts by it, ties by name): 22 bits of match key, then
    // 10 of popularity and 20 of stock, capped (within a double's 53 exact bits).
    const score = new Float64Array(n);
    for (let k = 0; k < n; k++)
      score[k] = (key[k] * 1024 + Math.min(popularity[k], 1023)) * 1048576 + Math.min(stock[k], 1048575);
    return { at: Int32Array.from(at), score };
  }
  const order = Array.from({ length: n }, (_, k) => k);
  order.sort(
    (a, b) =>
      key[b] - key[a] ||
      price[a] - price[b] ||
      popularity[b] - popularity[a] ||
      stock[b] - stock[a] ||
      nameRank[at[a]] - nameRank[at[b]],
  );
  return { at: Int32Array.from(order, (k) => at[k]), score: Float64Array.from(order, (_, i) => n - i) };
}

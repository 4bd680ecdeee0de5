/**
 * The order of search results, for the results page and the type-ahead alike: the text match
 * (SearchIndex), then what a shop knows of its products. Best first:
 *
 * 1. words matched without a typo (more first): a typo never outranks an exact or prefix match;
 * 2. query words naming the product's category ('beer', 'gin', 'ipa', 'red wine'): that category
 *    before products that only hold the word in their name (root-beer liqueur, ginger beer);
 * 3. with a price intent ('cheap red'), the lowest price;
 * 4. how well the words matched (name > brand > type > origin, the whole query in the name);
 * 5. the plain bottle before its variants unless a query word asks for one: flavours and side
 *    editions first after it, then gift packs, ready-to-drink and minis (only sizes up to 100 ml);
 * 6. popularity: the store's own sales of the last 90 days (units) plus the sizes it carries of
 *    the product (a shop stocks more sizes of what sells: this keeps a single sale of a side
 *    bottle from outranking the bottle stocked in six sizes), then units in stock;
 * 7. name.
 *
 * A query made only of category words ('wine', 'red wine') ranks the category's products by 5-6
 * alone: the word in a name ('Dessert Wine') says nothing of what a shopper wants first.
 *
 * Sizes and packs asked for ('titos 1.75', '6pk') filter: a product must carry one of them.
 */
import type { SearchQuery } from '../domain/search-query';
import { parseSizeMl } from '../domain/size';
import type { CatalogueProduct } from './catalogue-product';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { foldText, words } from './search-text';

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

/** What ranking reads of one product, computed once per snapshot. */
interface Features {
  /** Words of its main category, group and sub-category (singular). */
  category: Set<string>;
  /** Variant markers: the words making it a variant, with their level. */
  markers: Array<{ asks: (w: Set<string>, q: SearchQuery) => boolean; level: number }>;
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
  const name = foldText(c.name);
  const nameWords = words(c.name);
  const markers: Features['markers'] = [];
  const wine = category.has('wine');
  for (const w of nameWords) {
    if (!wine && FLAVOURS.has(w)) markers.push({ asks: (q) => q.has(w), level: FLAVOUR_LEVEL });
    if (GIFT.has(w)) markers.push({ asks: (q) => [...GIFT].some((g) => q.has(g)), level: PACKAGED_LEVEL });
    if (RTD.has(w)) markers.push({ asks: (q) => [...RTD].some((g) => q.has(g)), level: PACKAGED_LEVEL });
  }
  for (const e of EDITIONS)
    if (name.includes(e)) markers.push({ asks: (q) => e.split(' ').some((w) => q.has(w)), level: FLAVOUR_LEVEL });
  if (category.has('ready'))
    markers.push({ asks: (q) => [...RTD].some((g) => q.has(g)) || q.has('ready'), level: PACKAGED_LEVEL });
  const sizes = new Set<number>();
  const packs = new Set<number>();
  let stock = 0;
  for (const v of p.listedVariants) {
    const ml = parseSizeMl(v.size);
    if (ml !== null) sizes.add(ml);
    packs.add(v.packSize);
    stock += Math.max(0, v.availableToSell);
  }
  if (sizes.size && [...sizes].every((ml) => ml <= MINI_ML))
    markers.push({
      asks: (q, sq) => [...MINI].some((g) => q.has(g)) || sq.sizesMl.some((ml) => ml <= MINI_ML),
      level: PACKAGED_LEVEL,
    });
  return { category, markers, sizes, packs, stock };
}

const featureMemo = new WeakMap<CatalogueSnapshot, Array<Features | undefined>>();
function features(snap: CatalogueSnapshot, at: number): Features {
  let list = featureMemo.get(snap);
  if (!list) featureMemo.set(snap, (list = new Array<Features | undefined>(snap.all.length)));
  return (list[at] ??= featuresOf(snap.all[at]));
}

/** A product's place in the order, compared key by key (see the file comment). */
interface RankKey {
  at: number;
  typoFree: number;
  categoryHits: number;
  price: number;
  fit: number;
  level: number;
  popularity: number;
  stock: number;
  name: string;
}

function compare(cheap: boolean) {
  return (a: RankKey, b: RankKey) =>
    b.typoFree - a.typoFree ||
    b.categoryHits - a.categoryHits ||
    (cheap ? a.price - b.price : 0) ||
    b.fit - a.fit ||
    a.level - b.level ||
    b.popularity - a.popularity ||
    b.stock - a.stock ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : a.at - b.at);
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
 * The hits (positions in `snap.all`, each with SearchIndex's relevance) in ranking order, each
 * given a relevance that falls along that order (the listing sorts by it, ties by name).
 */
export function rankHits(
  snap: CatalogueSnapshot,
  q: SearchQuery,
  at: readonly number[],
  relevance: readonly number[],
  sales: ReadonlyMap<string, number> | undefined,
): { at: Int32Array; score: Float64Array } {
  const asked = new Set(words(q.text).flatMap((w) => [w, singular(w)]));
  const typed = words(q.text).map(categoryWord);
  const keys: RankKey[] = [];
  for (let k = 0; k < at.length; k++) {
    const i = at[k];
    const p = snap.all[i];
    const f = features(snap, i);
    const r = relevance[k];
    const typoFree = Math.floor(r / TYPO_FREE_POINTS);
    let level = 0;
    for (const m of f.markers) if (m.level > level && !m.asks(asked, q)) level = m.level;
    const categoryHits = typed.filter((w) => f.category.has(w)).length;
    keys.push({
      at: i,
      typoFree,
      categoryHits,
      price: p.displayPriceCents,
      fit: categoryHits === typed.length ? 0 : Math.round((r - typoFree * TYPO_FREE_POINTS) * 20),
      level,
      popularity: (sales?.get(p.key) ?? 0) + f.sizes.size,
      stock: f.stock,
      name: p.lc.name,
    });
  }
  keys.sort(compare(q.cheap));
  const n = keys.length;
  return { at: Int32Array.from(keys, (x) => x.at), score: Float64Array.from(keys, (_, k) => n - k) };
}

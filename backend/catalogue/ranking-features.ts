/**
 * What search ranking (search-ranking.ts) reads of one product: its category words, what makes it
 * a variant of a plain bottle (flavour and edition words, gift, ready-to-drink, mini), the sizes
 * and packs it is listed in and its stock. Computed once when the snapshot makes the product
 * (catalogue-snapshot.ts), so a query only reads them: a query used to compute them for each
 * product it met first, which made the first searches of a snapshot several times slower.
 */
import { parseSizeMl } from '../domain/size';
import type { SizeVariant } from '../domain/pricing';
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
export const MINI_ML = 100;

/** How far a variant ranks behind its plain bottle (0: plain). */
export const FLAVOUR_LEVEL = 1;
export const PACKAGED_LEVEL = 2;

export type VariantFamily = 'gift' | 'rtd' | 'mini';

/** What makes a product a variant: any of `words` in the query, or a query asking for its `family`, lifts it. */
export interface Marker {
  level: number;
  words?: string[];
  family?: VariantFamily;
}

/** The query words asking for each family of variants. */
export const FAMILY_WORDS: Record<VariantFamily, ReadonlySet<string>> = { gift: GIFT, rtd: RTD, mini: MINI };

/** What ranking reads of one product (arrays: a product has a few of each, and most share them). */
export interface RankingFeatures {
  /** Words of its main category, group and sub-category (singular). */
  category: readonly string[];
  /** Words of its main category. */
  main: readonly string[];
  /** Words of its sub-category that its main category lacks ('seltzer' of Beer > Hard Seltzer, not of Hard Cider). */
  narrow: readonly string[];
  /** Variant markers: the words making it a variant, with their level. */
  markers: readonly Marker[];
  /** The sizes (ml, each once) and pack counts it is listed in. */
  sizes: readonly number[];
  packs: readonly number[];
  /** Units available to sell over its listed sizes. */
  stock: number;
}

export const singular = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
/** Category words as shoppers type them. */
export const categoryWord = (w: string) => (w === 'whisky' ? 'whiskey' : singular(w));

/** The texts of a product's content that ranking reads (catalogue-product.ts ProductContent). */
export interface RankedContent {
  name: string;
  mainCategory: string;
  group: string;
  subCategory: string;
}

interface CategoryWords {
  category: string[];
  main: string[];
  narrow: string[];
  wine: boolean;
  ready: boolean;
}

/**
 * The category words of each (main category, group, sub-category) met, shared by the products in
 * it: a catalogue has a few hundred of these for tens of thousands of products. Emptied if it
 * ever grows past CATEGORY_MEMO_MAX (texts nobody cleans up would otherwise pile up).
 */
const categoryMemo = new Map<string, CategoryWords>();
const CATEGORY_MEMO_MAX = 20_000;

function categoryWords(c: RankedContent): CategoryWords {
  const memoKey = `${c.mainCategory}\u0000${c.group}\u0000${c.subCategory}`;
  let found = categoryMemo.get(memoKey);
  if (found) return found;
  const category = [...new Set(words(`${c.mainCategory} ${c.group} ${c.subCategory}`).map(categoryWord))];
  const main = [...new Set(words(c.mainCategory).map(categoryWord))];
  const narrow = [
    ...new Set(
      words(c.subCategory)
        .map(categoryWord)
        .filter((w) => !main.includes(w)),
    ),
  ];
  found = { category, main, narrow, wine: category.includes('wine'), ready: category.includes('ready') };
  if (categoryMemo.size >= CATEGORY_MEMO_MAX) categoryMemo.clear();
  categoryMemo.set(memoKey, found);
  return found;
}

const NO_MARKERS: readonly Marker[] = Object.freeze([]);

/** The variant markers of a product's name and category (the mini marker is added by its sizes). */
function nameMarkers(name: string, cat: CategoryWords): Marker[] {
  const nameWords = words(name);
  // Whole words only: 'Especial' is no 'special'.
  const spaced = ` ${nameWords.join(' ')} `;
  const markers: Marker[] = [];
  for (const w of nameWords) {
    if (!cat.wine && FLAVOURS.has(w)) markers.push({ words: [w], level: FLAVOUR_LEVEL });
    if (GIFT.has(w)) markers.push({ family: 'gift', level: PACKAGED_LEVEL });
    if (RTD.has(w)) markers.push({ family: 'rtd', level: PACKAGED_LEVEL });
  }
  for (const e of EDITIONS) if (spaced.includes(` ${e} `)) markers.push({ words: e.split(' '), level: FLAVOUR_LEVEL });
  if (cat.ready) markers.push({ family: 'rtd', level: PACKAGED_LEVEL });
  return markers;
}

/** A product's ranking features, made on first use and kept with it (its content and sizes do not change). */
export function rankingOf(p: {
  content: RankedContent;
  listedVariants: readonly SizeVariant[];
  ranking?: RankingFeatures;
}): RankingFeatures {
  return (p.ranking ??= rankingFeatures(p.content, p.listedVariants));
}

/** A product's ranking features from its content and its listed sizes. */
export function rankingFeatures(content: RankedContent, listedVariants: readonly SizeVariant[]): RankingFeatures {
  const cat = categoryWords(content);
  const markers = nameMarkers(content.name, cat);
  const sizes: number[] = [];
  const packs: number[] = [];
  let stock = 0;
  for (const v of listedVariants) {
    const ml = parseSizeMl(v.size);
    if (ml !== null && !sizes.includes(ml)) sizes.push(ml);
    if (!packs.includes(v.packSize)) packs.push(v.packSize);
    stock += Math.max(0, v.availableToSell);
  }
  if (sizes.length && sizes.every((ml) => ml <= MINI_ML)) markers.push({ family: 'mini', level: PACKAGED_LEVEL });
  return {
    category: cat.category,
    main: cat.main,
    narrow: cat.narrow,
    markers: markers.length ? markers : NO_MARKERS,
    sizes,
    packs,
    stock,
  };
}

import { parseSearchQuery, SearchQuery } from '../domain/search-query';
import { buildSnapshot, CatalogueSnapshot } from './catalogue-snapshot';
import { itemRow } from './item-row.fixture';
import { columnsOf } from './listing-columns';
import { categoryWord, FAMILY_WORDS, MINI_ML, PACKAGED_LEVEL, singular, VariantFamily } from './ranking-features';
import { queryRanker, rankHits, scanPlaces, sortByNumber } from './search-ranking';
import { POPULARITY_CAP, STOCK_CAP } from './search-standing';
import { words } from './search-text';
import { rankingOf } from './ranking-features';
import { findHits, rankedHits, topListed } from './search-top';
import { synonymSet } from './synonyms';

/** A small deterministic random source (mulberry32), so a failure names its seed. */
function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  return { next, int, pick };
}
type Random = ReturnType<typeof randomSource>;

/** Few words, so that matches, ties of every step and variants are common. */
const NAME_WORDS = (
  'jack daniels honey black label old reserve single barrel smirnoff vanilla cherry gift set mini glenlivet ' +
  'glen cabernet merlot red wine gin beer ipa hazy ginger root whiskey vodka edition limited rose titos'
).split(' ');
const BRANDS = ['Jack Daniels', 'Smirnoff', 'Glenlivet', 'Alpha', 'Red Hook', 'Beam'];
const CATEGORIES = [
  { mainCategory: 'Wine', subCategory1: 'Red Wine', finalCategory: 'Merlot' },
  { mainCategory: 'Wine', subCategory1: 'Red Wine', finalCategory: 'Cabernet Sauvignon' },
  { mainCategory: 'Wine', subCategory1: 'Rose Wine', finalCategory: 'Rose' },
  { mainCategory: 'Liquor', subCategory1: 'Whiskey', finalCategory: 'Bourbon' },
  { mainCategory: 'Liquor', subCategory1: 'Vodka', finalCategory: 'Vodka' },
  { mainCategory: 'Liquor', subCategory1: 'Gin', finalCategory: 'Gin' },
  { mainCategory: 'Liquor', subCategory1: 'Liqueur', finalCategory: 'Root Beer Liqueur' },
  { mainCategory: 'Beer', subCategory1: 'Beer', finalCategory: 'IPA' },
  { mainCategory: 'Beer', subCategory1: 'Hard Seltzer', finalCategory: 'Hard Seltzer' },
  { mainCategory: 'Ready To Drink', subCategory1: 'Cocktails', finalCategory: 'Canned Cocktails' },
];
const SIZES = ['750 ml', '1.75 L', '50 ml', '375 ml', '1 L'];

/** A catalogue of `products` products (one to three sizes each, some not listed) and random sales. */
function randomCatalogue(r: Random, products: number): { snap: CatalogueSnapshot; sales: Map<string, number> } {
  const rows = [];
  let id = 0;
  for (let k = 0; k < products; k++) {
    // Names repeat on purpose: equal names break their ties by the snapshot's order.
    const itemName = Array.from({ length: 1 + r.int(4) }, () => r.pick(NAME_WORDS)).join(' ');
    const bev = { ...r.pick(CATEGORIES), itemName, brand: r.pick(BRANDS), vintage: String(k) };
    for (let s = 0, sizes = 1 + r.int(3); s < sizes; s++) {
      id++;
      const item = {
        sizeDescription: r.pick(SIZES),
        packQuantity: r.pick([1, 1, 1, 6, 12]),
        availableToSell: r.int(4) === 0 ? 0 : r.int(30),
        isAvailable: r.int(10) > 0,
        unitPriceCents: 500 + r.int(5000),
      };
      rows.push(itemRow(id, item, { ...bev, size: item.sizeDescription }));
    }
  }
  const snap = buildSnapshot(1, 0, rows, '2026-01-15');
  const sales = new Map<string, number>();
  for (const p of snap.all) if (r.int(3) === 0) sales.set(p.key, r.pick([1, 2, 5, 40, 2000]));
  return { snap, sales };
}

/** A text as shoppers type it: word starts, whole words, typos, sizes, packs, 'cheap', a synonym. */
function randomText(r: Random): string {
  const word = () => {
    const w = r.pick([...NAME_WORDS, 'wine', 'beer', 'whisky', 'seltzer', 'gifts', 'minis', 'cans', 'jd']);
    const kind = r.int(4);
    if (kind === 0) return w.slice(0, 2 + r.int(Math.max(1, w.length - 1)));
    if (kind === 1 && w.length >= 5) return w.slice(0, 2) + w[3] + w[2] + w.slice(4);
    return w;
  };
  const parts = Array.from({ length: 1 + r.int(3) }, word);
  if (r.int(6) === 0) parts.push(r.pick(['1.75', '750', '50ml', '6pk', 'handle', 'cheap']));
  return parts.join(' ');
}

/**
 * The documented order (search-ranking.ts), computed from scratch for each hit: typo-free words,
 * category and sub-category hits, fit, plainness, (price with 'cheap'), capped popularity, capped
 * stock, name, the snapshot's order.
 */
function referenceOrder(snap: CatalogueSnapshot, q: SearchQuery, sales: Map<string, number>, text: string) {
  const typedSet = new Set(words(q.text).flatMap((w) => [w, singular(w)]));
  const families = new Set<VariantFamily>(
    (['gift', 'rtd', 'mini'] as const).filter((f) => [...typedSet].some((w) => FAMILY_WORDS[f].has(w))),
  );
  if (q.sizesMl.some((ml) => ml <= MINI_ML)) families.add('mini');
  const typed = words(q.text).map(categoryWord);
  const { nameRank, price } = columnsOf(snap);
  const order = new Map(snap.products.map((p, i) => [p.at, i]));
  const { at, relevance } = findHits(snap, text, SYNONYMS);
  const rows = at.map((i, k) => {
    const f = rankingOf(snap.all[i]);
    const r = relevance[k];
    const typoFree = Math.floor(r / 10);
    let level = 0;
    for (const m of f.markers) {
      const lifted = (m.family && families.has(m.family)) || m.words?.some((w) => typedSet.has(w));
      if (!lifted) level = Math.max(level, m.level);
    }
    const inCategory = typed.filter((w) => f.category.includes(w)).length;
    const hits = inCategory + typed.filter((w) => f.main.includes(w)).length;
    const narrow = typed.filter((w) => f.narrow.includes(w)).length;
    const fit = inCategory === typed.length ? 0 : Math.min(1023, Math.round((r - typoFree * 10) * 20));
    const key = [typoFree * 17 + hits, narrow, fit, PACKAGED_LEVEL - level];
    const p = snap.all[i];
    const popularity = Math.min(POPULARITY_CAP, (sales.get(p.key) ?? 0) + f.sizes.length);
    const tail = [
      q.cheap ? -price[i] : 0,
      popularity,
      Math.min(STOCK_CAP, f.stock),
      -nameRank[i],
      -(order.get(i) ?? 1e9),
    ];
    return { i, sort: [...key, ...tail] };
  });
  rows.sort((a, b) => {
    for (let d = 0; d < a.sort.length; d++) if (a.sort[d] !== b.sort[d]) return b.sort[d] - a.sort[d];
    return a.i - b.i;
  });
  return rows.map((x) => x.i);
}

const SYNONYMS = synonymSet([{ term: 'jd', synonyms: ['jack daniels'], twoWay: false }], '1');
const listedOnly = (snap: CatalogueSnapshot, at: ArrayLike<number>) => Array.from(at).filter((i) => snap.all[i].listed);

describe('search order: full ranking and the type-ahead selection', () => {
  it('rankHits orders every hit as the documented order does, on random catalogues and texts', () => {
    for (const seed of [1, 2, 3]) {
      const r = randomSource(seed);
      const { snap, sales } = randomCatalogue(r, 400);
      for (let t = 0; t < 200; t++) {
        const text = randomText(r);
        const q = parseSearchQuery(text);
        const { at, relevance } = findHits(snap, text, SYNONYMS);
        const ranked = rankHits(snap, q, at, relevance, sales);
        const expected = referenceOrder(snap, q, sales, text);
        // Unlisted hits are never shown: their order among themselves is by place, not name.
        expect({ seed, text, order: listedOnly(snap, ranked.at) }).toEqual({
          seed,
          text,
          order: listedOnly(snap, expected),
        });
        expect([...ranked.at].sort((a, b) => a - b)).toEqual([...at].sort((a, b) => a - b));
        // Both ways of ordering (a sort of numbers for few hits, a scan of places for many) agree.
        const ranker = queryRanker(snap, q, sales);
        const key = Float64Array.from(at, (i, k) => ranker.key(i, relevance[k]));
        expect(scanPlaces(ranker.standing, at, key)).toEqual(sortByNumber(ranker.standing, at, key));
        for (let k = 1; k < ranked.score.length; k++) expect(ranked.score[k]).toBeLessThan(ranked.score[k - 1]);
      }
    }
  });

  it("the type-ahead's bounded selection takes the full ranking's first n listed, on thousands of random texts", () => {
    let compared = 0;
    let nonEmpty = 0;
    for (const seed of [11, 12, 13, 14]) {
      const r = randomSource(seed);
      const { snap, sales } = randomCatalogue(r, 300 + r.int(500));
      for (let t = 0; t < 500; t++) {
        const text = randomText(r);
        const n = 1 + r.int(8);
        const full = listedOnly(snap, rankedHits(snap, text, SYNONYMS, sales).at).slice(0, n);
        const fast = topListed(snap, text, SYNONYMS, sales, n).map((p) => p.at);
        expect({ seed, text, n, fast }).toEqual({ seed, text, n, fast: full });
        const fromRanked = topListed(snap, text, SYNONYMS, sales, n, rankedHits(snap, text, SYNONYMS, sales));
        expect(fromRanked.map((p) => p.at)).toEqual(full);
        compared++;
        if (full.length === n) nonEmpty++;
      }
    }
    // The texts must mostly find a full selection, or the comparison would say little.
    expect(nonEmpty).toBeGreaterThan(compared / 3);
  });

  it('takes nothing for n = 0 and fewer than n when fewer are listed', () => {
    const { snap, sales } = randomCatalogue(randomSource(5), 50);
    expect(topListed(snap, 'jack', SYNONYMS, sales, 0)).toEqual([]);
    const all = listedOnly(snap, rankedHits(snap, 'jack', SYNONYMS, sales).at);
    expect(topListed(snap, 'jack', SYNONYMS, sales, all.length + 5).map((p) => p.at)).toEqual(all);
  });
});

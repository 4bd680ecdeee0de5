/**
 * Search-as-you-type: products, brands and categories for what the shopper has
 * typed so far, from one store's in-memory catalogue (no database round trip). Brands and
 * categories match when one of their words starts with each typed word ('gle' -> Glenlivet,
 * 'red w' -> Red Wine); products come from the ranked, typo-tolerant search index.
 */
import type { CatalogueSnapshot } from './catalogue-snapshot';
import type { CatalogueProduct } from './catalogue-product';
import { foldText, words } from './search-text';

/** Suggestions start at this many characters. */
export const SUGGEST_MIN_CHARS = 2;

export interface NamedCount {
  name: string;
  /** Listed products it holds. */
  count: number;
}
export interface CategorySuggestion extends NamedCount {
  /** The main category it belongs to ('Wine' for Merlot); equal to name for a main category. */
  category: string;
}
export interface Suggestions {
  products: CatalogueProduct[];
  brands: NamedCount[];
  categories: CategorySuggestion[];
}

interface Entry {
  name: string;
  words: string[];
  count: number;
  category: string;
}

/** Brands and categories of a snapshot with their listed products, built once per snapshot. */
const entriesMemo = new WeakMap<CatalogueSnapshot, { brands: Entry[]; categories: Entry[] }>();
function entries(snap: CatalogueSnapshot) {
  let memo = entriesMemo.get(snap);
  if (memo) return memo;
  const brands = new Map<string, Entry>();
  const categories = new Map<string, Entry>();
  const bump = (map: Map<string, Entry>, name: string, category: string) => {
    const key = name.trim().toLowerCase();
    if (!key) return;
    const e = map.get(key);
    if (e) e.count++;
    else map.set(key, { name: name.trim(), words: words(name), count: 1, category });
  };
  for (const p of snap.products) {
    if (!p.listed) continue;
    const c = p.content;
    bump(brands, c.brand, '');
    bump(categories, c.mainCategory, c.mainCategory);
    if (c.group.trim().toLowerCase() !== c.mainCategory.trim().toLowerCase()) bump(categories, c.group, c.mainCategory);
    if (c.subCategory.trim().toLowerCase() !== c.group.trim().toLowerCase())
      bump(categories, c.subCategory, c.mainCategory);
  }
  const byCount = (a: Entry, b: Entry) => b.count - a.count || (a.name < b.name ? -1 : 1);
  memo = { brands: [...brands.values()].sort(byCount), categories: [...categories.values()].sort(byCount) };
  entriesMemo.set(snap, memo);
  return memo;
}

/** Every typed word starts one of the entry's words (in any order). */
function matches(e: Entry, typed: string[]): boolean {
  return typed.every((t) => e.words.some((w) => w.startsWith(t)));
}

type Scored = [CatalogueProduct, number];

/** Best first: relevance, then rating, then name. */
const rank = (a: Scored, b: Scored) =>
  b[1] - a[1] || b[0].rating - a[0].rating || (a[0].lc.name < b[0].lc.name ? -1 : a[0].lc.name > b[0].lc.name ? 1 : 0);

/**
 * The `n` best listed products offered to it, as a full sort would give them: only the products
 * ranking with the n-th best so far or above are kept, and sorted at the end (a search for two
 * letters matches thousands).
 */
export class TopProducts {
  private readonly top: Scored[] = [];
  private readonly kept: Scored[] = [];

  constructor(private readonly n: number) {}

  offer(p: CatalogueProduct, score: number): void {
    const { top, n } = this;
    if (!p.listed || n <= 0) return;
    const e: Scored = [p, score];
    if (top.length === n && rank(e, top[n - 1]) > 0) return;
    this.kept.push(e);
    if (top.length === n && rank(e, top[n - 1]) === 0) return;
    let at = Math.min(top.length, n - 1);
    while (at > 0 && rank(e, top[at - 1]) < 0) at--;
    top.splice(at, 0, e);
    if (top.length > n) top.pop();
  }

  result(): CatalogueProduct[] {
    const bar = this.top[this.n - 1];
    return this.kept
      .filter((e) => !bar || rank(e, bar) <= 0)
      .sort((a, b) => b[1] - a[1] || b[0].rating - a[0].rating || (a[0].lc.name < b[0].lc.name ? -1 : 1))
      .slice(0, this.n)
      .map(([p]) => p);
  }
}

export function topProducts(scores: Map<CatalogueProduct, number>, n: number): CatalogueProduct[] {
  const top = new TopProducts(n);
  for (const [p, score] of scores) top.offer(p, score);
  return top.result();
}

export function suggest(
  snap: CatalogueSnapshot,
  text: string,
  /** The n best listed products for the text (CatalogueService.searchTop). */
  searchTop: (text: string, n: number) => CatalogueProduct[],
  limits = { products: 6, brands: 4, categories: 4 },
): Suggestions {
  const folded = foldText(text).trim();
  if (folded.replace(/\s+/g, '').length < SUGGEST_MIN_CHARS) return { products: [], brands: [], categories: [] };
  const typed = words(folded);
  const { brands, categories } = entries(snap);
  const products = searchTop(folded, limits.products);
  const pick = (list: Entry[], n: number) => {
    const out: Entry[] = [];
    for (const e of list) {
      if (out.length >= n) break;
      if (matches(e, typed)) out.push(e);
    }
    return out;
  };
  return {
    products,
    brands: pick(brands, limits.brands).map((e) => ({ name: e.name, count: e.count })),
    categories: pick(categories, limits.categories).map((e) => ({
      name: e.name,
      count: e.count,
      category: e.category,
    })),
  };
}

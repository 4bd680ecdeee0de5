/**
 * Search-as-you-type: products, brands and categories for what the shopper has
 * typed so far, from one store's in-memory catalogue (no database round trip). Brands and
 * categories match when one of their words starts with each typed word ('gle' -> Glenlivet,
 * 'red w' -> Red Wine); products are the search's first ones, in the results page's order.
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

/**
 * Entries most products first, and the same by the first two letters of their words: a typed word
 * of two letters or more only looks at the entries holding a word that starts like it.
 */
interface Entries {
  all: Entry[];
  byStart: Map<string, Entry[]>;
}

function byStart(list: Entry[]): Map<string, Entry[]> {
  const out = new Map<string, Entry[]>();
  for (const e of list) {
    for (const start of new Set(e.words.filter((w) => w.length >= 2).map((w) => w.slice(0, 2)))) {
      const bucket = out.get(start);
      if (bucket) bucket.push(e);
      else out.set(start, [e]);
    }
  }
  return out;
}

/** Brands and categories of a snapshot with their listed products, built once per snapshot. */
const entriesMemo = new WeakMap<CatalogueSnapshot, { brands: Entries; categories: Entries }>();
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
  const ordered = (map: Map<string, Entry>) => {
    const all = [...map.values()].sort(byCount);
    return { all, byStart: byStart(all) };
  };
  memo = { brands: ordered(brands), categories: ordered(categories) };
  entriesMemo.set(snap, memo);
  return memo;
}

/** Every typed word starts one of the entry's words (in any order). */
function matches(e: Entry, typed: string[]): boolean {
  return typed.every((t) => e.words.some((w) => w.startsWith(t)));
}

export function suggest(
  snap: CatalogueSnapshot,
  text: string,
  /** The n best listed products for the text, in the results page's order (CatalogueService.searchTop). */
  searchTop: (text: string, n: number) => CatalogueProduct[],
  limits = { products: 6, brands: 4, categories: 4 },
): Suggestions {
  const folded = foldText(text).trim();
  if (folded.replace(/\s+/g, '').length < SUGGEST_MIN_CHARS) return { products: [], brands: [], categories: [] };
  const typed = words(folded);
  const { brands, categories } = entries(snap);
  const products = searchTop(folded, limits.products);
  // The longest typed word of two letters or more picks the bucket (the entries that can match).
  const longest = typed.reduce((a, b) => (b.length > a.length ? b : a), '');
  const pick = (from: Entries, n: number) => {
    const list = longest.length >= 2 ? (from.byStart.get(longest.slice(0, 2)) ?? []) : from.all;
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

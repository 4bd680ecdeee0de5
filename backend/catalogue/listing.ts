/**
 * The storefront listing over one store's in-memory catalogue: filter, sort, paginate and count
 * facets in one pass (decisions.md: server-side filtering in one round trip).
 *
 * Faceting is the standard "all other filters" kind: the count shown next to a type is the number
 * of products that would be listed if that type were ticked with every OTHER current filter
 * (countries, brands, price range, category, search) unchanged; likewise for countries and
 * brands. The price bounds are the lowest and highest displayPrice among products matching every
 * filter except the price range, so the slider never hides what it could show.
 */
import { parseSizeMl } from '../domain/size';
import { CatalogueProduct, CatalogueSnapshot } from './catalogue-snapshot';
import type { Collection } from './collections';
import { FacetDictionary } from './facet-dictionary';

import type { ListingSort } from '../domain/api/catalogue';

export type { ListingSort };

export interface ListingQuery {
  category?: string;
  subCategory?: string;
  /** Products matching the search text with their relevance (undefined: no search). */
  searchScores?: Map<CatalogueProduct, number>;
  types?: string[];
  countries?: string[];
  brands?: string[];
  /** Winery / vineyard names (legacy FilterItems). */
  vineyards?: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  /** A named collection (collections.ts): only its products. */
  collection?: Collection;
  /** Bottle sizes as shown ('750 ml', '1.75 L'): products with one of them on the shelf. */
  sizes?: string[];
  /** Only products with a size on sale today. */
  onSale?: boolean;
  /** Only products with a size that has stock left to sell. */
  inStock?: boolean;
  sort: ListingSort;
  page: number;
  pageSize: number;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface ListingResult {
  items: CatalogueProduct[];
  total: number;
  page: number;
  pageSize: number;
  facets: {
    types: FacetCount[];
    countries: FacetCount[];
    brands: FacetCount[];
    /** Sizes, smallest first, each counted with every other filter applied. */
    sizes: FacetCount[];
    /** Products that would be listed with "On sale" / "In stock" ticked and the other filters unchanged. */
    onSale: number;
    inStock: number;
    minPriceCents: number;
    maxPriceCents: number;
  };
}

/** A product's shelf sizes (lower case, shown text) and whether any has stock, computed once per product. */
const shelfMemo = new WeakMap<CatalogueProduct, { sizes: string[]; shown: string[]; inStock: boolean }>();
function shelf(p: CatalogueProduct): { sizes: string[]; shown: string[]; inStock: boolean } {
  let s = shelfMemo.get(p);
  if (!s) {
    const sizes: string[] = [];
    const shown: string[] = [];
    for (const v of p.listedVariants) {
      const text = v.size.trim();
      const key = text.toLowerCase();
      if (key && !sizes.includes(key)) {
        sizes.push(key);
        shown.push(text);
      }
    }
    s = { sizes, shown, inStock: p.listedVariants.some((v) => v.availableToSell > 0) };
    shelfMemo.set(p, s);
  }
  return s;
}

function sizeFacets(counts: Map<string, FacetCount>): FacetCount[] {
  const ml = (v: string) => parseSizeMl(v) ?? Number.MAX_SAFE_INTEGER;
  return [...counts.values()].sort((a, b) => ml(a.value) - ml(b.value) || (a.value < b.value ? -1 : 1));
}

/** The longest brand facet list returned (ticked brands are always included). */
export const MAX_BRAND_FACETS = 100;

const norm = (s: string | undefined) =>
  String(s ?? '')
    .trim()
    .toLowerCase();

/** Non-zero counts as facet values, most first (ties in code-unit order), skipping the blank value. */
function facetList(dict: FacetDictionary, counts: Int32Array, limit = Infinity, keep?: Uint8Array): FacetCount[] {
  const ids: number[] = [];
  for (let id = 0; id < counts.length; id++) if (counts[id] > 0 && dict.keys[id] !== '') ids.push(id);
  ids.sort((a, b) => counts[b] - counts[a] || (dict.keys[a] < dict.keys[b] ? -1 : dict.keys[a] > dict.keys[b] ? 1 : 0));
  const chosen = ids.length <= limit ? ids : [...ids.slice(0, limit), ...ids.slice(limit).filter((id) => keep?.[id])];
  return chosen.map((id) => ({ value: dict.values[id], count: counts[id] }));
}

/** Products of the snapshot in the order of `sort`, restricted to a category token (memoised). */
function candidates(snap: CatalogueSnapshot, token: string | undefined, sort: ListingSort): CatalogueProduct[] {
  const memo = snap.orderMemo;
  const key = `${token ?? ''}|${sort}`;
  const hit = memo.get(key);
  if (hit) return hit;
  let base: CatalogueProduct[];
  if (sort === 'price_asc' || sort === 'price_desc') base = snap.sorted.priceAsc;
  else if (sort === 'newest') base = snap.sorted.newest;
  else base = snap.products;
  let list = base;
  if (token !== undefined) {
    const members = new Set(snap.byCategoryToken.get(token) ?? []);
    list = base.filter((p) => members.has(p));
  }
  if (sort === 'price_desc') list = [...list].reverse();
  memo.set(key, list);
  return list;
}

/**
 * Which type names are menu items (Vodka, Prosecco) in this snapshot. A name that is both a group
 * and an item ('Sparkling Wine') means the item, so its count and its filter agree; a group name
 * that is no item's name ('Red Wine') still selects the whole group.
 */
const itemNamesMemo = new WeakMap<CatalogueSnapshot, { ids: Uint8Array; names: Set<string> }>();
function itemNames(snap: CatalogueSnapshot): { ids: Uint8Array; names: Set<string> } {
  let memo = itemNamesMemo.get(snap);
  if (!memo) {
    memo = { ids: new Uint8Array(snap.dict.types.size), names: new Set() };
    for (const p of snap.products) {
      memo.ids[p.ids.sub] = 1;
      memo.names.add(p.lc.sub);
    }
    itemNamesMemo.set(snap, memo);
  }
  return memo;
}

export function runListing(snap: CatalogueSnapshot, q: ListingQuery): ListingResult {
  const category = norm(q.category) || undefined;
  const sub = norm(q.subCategory);
  const subFilter = sub && sub !== category ? sub : undefined;
  const items_ = itemNames(snap);
  const subIsItem = subFilter !== undefined && items_.names.has(subFilter);
  const { types: typeDict, countries: countryDict, brands: brandDict } = snap.dict;
  const types = typeDict.mask(q.types);
  const countries = countryDict.mask(q.countries);
  const brands = brandDict.mask(q.brands);
  const vineyards = q.vineyards && q.vineyards.length ? new Set(q.vineyards.map(norm).filter(Boolean)) : undefined;
  let min = q.minPriceCents;
  let max = q.maxPriceCents;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const sizes = q.sizes && q.sizes.length ? new Set(q.sizes.map(norm).filter(Boolean)) : undefined;
  const collection = q.collection;

  let list: CatalogueProduct[];
  if (q.searchScores) {
    const scores = q.searchScores;
    const inCategory = category === undefined ? undefined : new Set(snap.byCategoryToken.get(category) ?? []);
    list = [...scores.keys()].filter((p) => p.listed && (!inCategory || inCategory.has(p)));
    const byName = (a: CatalogueProduct, b: CatalogueProduct) =>
      a.lc.name < b.lc.name ? -1 : a.lc.name > b.lc.name ? 1 : 0;
    if (q.sort === 'price_asc') list.sort((a, b) => a.displayPriceCents - b.displayPriceCents || byName(a, b));
    else if (q.sort === 'price_desc') list.sort((a, b) => b.displayPriceCents - a.displayPriceCents || byName(a, b));
    else if (q.sort === 'newest') list.sort((a, b) => b.createdMs - a.createdMs || byName(a, b));
    else list.sort((a, b) => scores.get(b)! - scores.get(a)! || byName(a, b));
  } else {
    list = candidates(snap, category, q.sort);
  }

  // Facet counts by number (see FacetDictionary); flags for ticked values.
  const typeCounts = new Int32Array(typeDict.size);
  const countryCounts = new Int32Array(countryDict.size);
  const brandCounts = new Int32Array(brandDict.size);
  const sizeCounts = new Map<string, FacetCount>();
  let saleCount = 0;
  let stockCount = 0;
  let lo = Infinity;
  let hi = -Infinity;
  let total = 0;
  const offset = (q.page - 1) * q.pageSize;
  const items: CatalogueProduct[] = [];
  for (const p of list) {
    const lc = p.lc;
    if (
      subFilter &&
      lc.sub !== subFilter &&
      (subIsItem || lc.group !== subFilter) &&
      lc.brand !== subFilter &&
      lc.country !== subFilter
    )
      continue;
    if (collection && !collection.matches(p)) continue;
    const ids = p.ids;
    const T = !types || types[ids.sub] === 1 || (types[ids.group] === 1 && items_.ids[ids.group] !== 1);
    const C = !countries || countries[ids.country] === 1;
    const B =
      (!brands || brands[ids.brand] === 1) && (!vineyards || vineyards.has(lc.winery) || vineyards.has(lc.brand));
    const price = p.displayPriceCents;
    const P = (min === undefined || price >= min) && (max === undefined || price <= max);
    const sh = shelf(p);
    const Z = !sizes || sh.sizes.some((z) => sizes.has(z));
    const S = !q.onSale || p.onSale;
    const K = !q.inStock || sh.inStock;
    // The three shopper filters (size, on sale, in stock) count like the others: every filter but their own.
    const rest = Z && S && K;
    if (C && B && P && rest) typeCounts[ids.sub]++;
    if (T && B && P && rest) countryCounts[ids.country]++;
    if (T && C && P && rest) brandCounts[ids.brand]++;
    if (T && C && B && P) {
      if (S && K)
        for (let i = 0; i < sh.sizes.length; i++) {
          const f = sizeCounts.get(sh.sizes[i]);
          if (f) f.count++;
          else sizeCounts.set(sh.sizes[i], { value: sh.shown[i], count: 1 });
        }
      if (Z && K && p.onSale) saleCount++;
      if (Z && S && sh.inStock) stockCount++;
    }
    if (T && C && B && rest) {
      if (price < lo) lo = price;
      if (price > hi) hi = price;
      if (P) {
        total++;
        if (total > offset && items.length < q.pageSize) items.push(p);
      }
    }
  }
  return {
    items,
    total,
    page: q.page,
    pageSize: q.pageSize,
    facets: {
      types: facetList(typeDict, typeCounts),
      countries: facetList(countryDict, countryCounts),
      brands: facetList(brandDict, brandCounts, MAX_BRAND_FACETS, brands),
      sizes: sizeFacets(sizeCounts),
      onSale: saleCount,
      inStock: stockCount,
      minPriceCents: lo === Infinity ? 0 : lo,
      maxPriceCents: hi === -Infinity ? 0 : hi,
    },
  };
}

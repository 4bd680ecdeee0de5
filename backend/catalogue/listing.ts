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
import { CatalogueProduct, CatalogueSnapshot } from './catalogue-snapshot';
import { FacetDictionary } from './facet-dictionary';

export type ListingSort = 'price_asc' | 'price_desc' | 'newest' | 'relevance';

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
    minPriceCents: number;
    maxPriceCents: number;
  };
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
    const ids = p.ids;
    const T = !types || types[ids.sub] === 1 || (types[ids.group] === 1 && items_.ids[ids.group] !== 1);
    const C = !countries || countries[ids.country] === 1;
    const B =
      (!brands || brands[ids.brand] === 1) && (!vineyards || vineyards.has(lc.winery) || vineyards.has(lc.brand));
    const price = p.displayPriceCents;
    const P = (min === undefined || price >= min) && (max === undefined || price <= max);
    if (C && B && P) typeCounts[ids.sub]++;
    if (T && B && P) countryCounts[ids.country]++;
    if (T && C && P) brandCounts[ids.brand]++;
    if (T && C && B) {
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
      minPriceCents: lo === Infinity ? 0 : lo,
      maxPriceCents: hi === -Infinity ? 0 : hi,
    },
  };
}

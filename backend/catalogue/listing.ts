/**
 * The storefront listing over one store's in-memory catalogue: filter, sort, paginate and count
 * facets in one pass (server-side filtering in one round trip).
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
import { columnsOf, IN_STOCK, LISTED, ListingColumns, ON_SALE } from './listing-columns';

import type { ListingSort } from '../domain/api/catalogue';

export type { ListingSort };

export interface ListingQuery {
  category?: string;
  subCategory?: string;
  /** Products matching the search text with their relevance (undefined: no search). */
  searchScores?: Map<CatalogueProduct, number>;
  /** The same as positions in the snapshot's `all` (SearchHits), instead of searchScores. */
  searchHits?: SearchHits;
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

function sizeFacets(cols: ListingColumns, counts: Int32Array, shown: Int32Array): FacetCount[] {
  const out: FacetCount[] = [];
  for (let id = 0; id < counts.length; id++)
    if (counts[id] > 0) out.push({ value: cols.shownTexts[shown[id]], count: counts[id] });
  const ml = (v: string) => parseSizeMl(v) ?? Number.MAX_SAFE_INTEGER;
  return out.sort((a, b) => ml(a.value) - ml(b.value) || (a.value < b.value ? -1 : 1));
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

/** Positions (in `all`) of the snapshot's listed products in the order of `sort`, in a category token (memoised). */
function candidates(snap: CatalogueSnapshot, token: string | undefined, sort: ListingSort): Int32Array {
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
    const members = categoryMask(snap, token);
    list = base.filter((p) => members[p.at] === 1);
  }
  if (sort === 'price_desc') list = [...list].reverse();
  const positions = Int32Array.from(list, (p) => p.at);
  memo.set(key, positions);
  return positions;
}

/** Flags by position in `all`: the listed products of a category token (memoised). */
const categoryMemo = new WeakMap<CatalogueSnapshot, Map<string, Uint8Array>>();
function categoryMask(snap: CatalogueSnapshot, token: string): Uint8Array {
  let masks = categoryMemo.get(snap);
  if (!masks) categoryMemo.set(snap, (masks = new Map()));
  let mask = masks.get(token);
  if (!mask) {
    mask = new Uint8Array(snap.all.length);
    for (const p of snap.byCategoryToken.get(token) ?? []) mask[p.at] = 1;
    masks.set(token, mask);
  }
  return mask;
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

/** Search results as positions in the snapshot's `all` with their relevance, in the order found. */
export interface SearchHits {
  at: Int32Array;
  score: Float64Array;
}

function hitsOf(scores: Map<CatalogueProduct, number>): SearchHits {
  const at = new Int32Array(scores.size);
  const score = new Float64Array(scores.size);
  let k = 0;
  for (const [p, s] of scores) {
    at[k] = p.at;
    score[k++] = s;
  }
  return { at, score };
}

/** The listed hits (in a category) in the order of `sort`; ties in name order, then as found. */
function searchOrder(cols: ListingColumns, hits: SearchHits, inCategory: Uint8Array | undefined, sort: ListingSort) {
  const { at, score } = hits;
  const { flags, price, created, nameRank } = cols;
  const found: number[] = [];
  for (let k = 0; k < at.length; k++) {
    const i = at[k];
    if ((flags[i] & LISTED) !== 0 && (!inCategory || inCategory[i] === 1)) found.push(k);
  }
  const byName = (a: number, b: number) => nameRank[at[a]] - nameRank[at[b]];
  if (sort === 'price_asc') found.sort((a, b) => price[at[a]] - price[at[b]] || byName(a, b));
  else if (sort === 'price_desc') found.sort((a, b) => price[at[b]] - price[at[a]] || byName(a, b));
  else if (sort === 'newest') found.sort((a, b) => created[at[b]] - created[at[a]] || byName(a, b));
  else found.sort((a, b) => score[b] - score[a] || byName(a, b));
  return Int32Array.from(found, (k) => at[k]);
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

  const cols = columnsOf(snap);
  let list: Int32Array;
  const hits = q.searchHits ?? (q.searchScores ? hitsOf(q.searchScores) : undefined);
  if (hits) {
    list = searchOrder(cols, hits, category === undefined ? undefined : categoryMask(snap, category), q.sort);
  } else {
    list = candidates(snap, category, q.sort);
  }

  // The "sub-category" filter by number: a type, a menu group (unless a type has that name), a brand or a country.
  const subType = subFilter === undefined ? -1 : (typeDict.find(subFilter) ?? -1);
  const subBrand = subFilter === undefined ? -1 : (brandDict.find(subFilter) ?? -1);
  const subCountry = subFilter === undefined ? -1 : (countryDict.find(subFilter) ?? -1);
  const { sub: cSub, group: cGroup, country: cCountry, brand: cBrand, price: cPrice, flags: cFlags } = cols;
  const { sizeStart, sizeKey, sizeShown } = cols;
  let sizeMask: Uint8Array | undefined;
  if (sizes) {
    sizeMask = new Uint8Array(cols.sizeKeys.length);
    for (const z of sizes) {
      const id = cols.sizeIds.get(z);
      if (id !== undefined) sizeMask[id] = 1;
    }
  }
  const itemIds = items_.ids;
  const onSale = !!q.onSale;
  const inStock = !!q.inStock;
  const minP = min === undefined ? -Infinity : min;
  const maxP = max === undefined ? Infinity : max;

  // Facet counts by number (see FacetDictionary); flags for ticked values.
  const typeCounts = new Int32Array(typeDict.size);
  const countryCounts = new Int32Array(countryDict.size);
  const brandCounts = new Int32Array(brandDict.size);
  const sizeCounts = new Int32Array(cols.sizeKeys.length);
  /** Per size, the text of its first counted occurrence (as the listing order meets it). */
  const sizeFirstShown = new Int32Array(cols.sizeKeys.length);
  let saleCount = 0;
  let stockCount = 0;
  let lo = Infinity;
  let hi = -Infinity;
  let total = 0;
  const offset = (q.page - 1) * q.pageSize;
  const items: CatalogueProduct[] = [];
  for (let k = 0; k < list.length; k++) {
    const i = list[k];
    const sub_ = cSub[i];
    const group = cGroup[i];
    const country = cCountry[i];
    const brand = cBrand[i];
    if (
      subFilter !== undefined &&
      sub_ !== subType &&
      (subIsItem || group !== subType) &&
      brand !== subBrand &&
      country !== subCountry
    )
      continue;
    if (collection && !collection.matches(snap.all[i])) continue;
    const T = !types || types[sub_] === 1 || (types[group] === 1 && itemIds[group] !== 1);
    const C = !countries || countries[country] === 1;
    let B = !brands || brands[brand] === 1;
    if (B && vineyards) {
      const lc = snap.all[i].lc;
      B = vineyards.has(lc.winery) || vineyards.has(lc.brand);
    }
    const price = cPrice[i];
    const P = price >= minP && price <= maxP;
    const from = sizeStart[i];
    const to = sizeStart[i + 1];
    let Z = true;
    if (sizeMask) {
      Z = false;
      for (let j = from; j < to; j++)
        if (sizeMask[sizeKey[j]] === 1) {
          Z = true;
          break;
        }
    }
    const f = cFlags[i];
    const S = !onSale || (f & ON_SALE) !== 0;
    const K = !inStock || (f & IN_STOCK) !== 0;
    // The three shopper filters (size, on sale, in stock) count like the others: every filter but their own.
    const rest = Z && S && K;
    if (C && B && P && rest) typeCounts[sub_]++;
    if (T && B && P && rest) countryCounts[country]++;
    if (T && C && P && rest) brandCounts[brand]++;
    if (T && C && B && P) {
      if (S && K)
        for (let j = from; j < to; j++) {
          const z = sizeKey[j];
          if (sizeCounts[z]++ === 0) sizeFirstShown[z] = sizeShown[j];
        }
      if (Z && K && (f & ON_SALE) !== 0) saleCount++;
      if (Z && S && (f & IN_STOCK) !== 0) stockCount++;
    }
    if (T && C && B && rest) {
      if (price < lo) lo = price;
      if (price > hi) hi = price;
      if (P) {
        total++;
        if (total > offset && items.length < q.pageSize) items.push(snap.all[i]);
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
      sizes: sizeFacets(cols, sizeCounts, sizeFirstShown),
      onSale: saleCount,
      inStock: stockCount,
      minPriceCents: lo === Infinity ? 0 : lo,
      maxPriceCents: hi === -Infinity ? 0 : hi,
    },
  };
}

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
import { CatalogueSnapshot } from './catalogue-snapshot';
import { CatalogueProduct } from './catalogue-product';
import type { Collection } from './collections';
import { FacetDictionary } from './facet-dictionary';
import { norm } from './product-content';
import { IN_STOCK, LISTED, ListingColumns, ON_SALE } from './listing-columns';
import { ListingSource, snapshotSource } from './listing-source';

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
  return sizeOrder(out);
}

/** Size facets in the order shown: smallest first (by millilitres), then by text. */
export function sizeOrder(out: FacetCount[]): FacetCount[] {
  const ml = (v: string) => parseSizeMl(v) ?? Number.MAX_SAFE_INTEGER;
  return out.sort((a, b) => ml(a.value) - ml(b.value) || (a.value < b.value ? -1 : 1));
}

/** The longest brand facet list returned (ticked brands are always included). */
export const MAX_BRAND_FACETS = 100;

/** A facet value's count: its compared text (key), its shown text, and whether it is ticked. */
export interface FacetTally {
  key: string;
  value: string;
  count: number;
  ticked?: boolean;
}

/**
 * Non-zero counts as facet values, most first (ties in code-unit order of the key), skipping the
 * blank value; past `limit`, only the ticked ones.
 */
export function facetOrder(tallies: FacetTally[], limit = Infinity): FacetCount[] {
  const shown = tallies.filter((e) => e.count > 0 && e.key !== '');
  shown.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const chosen =
    shown.length <= limit ? shown : [...shown.slice(0, limit), ...shown.slice(limit).filter((e) => e.ticked)];
  return chosen.map((e) => ({ value: e.value, count: e.count }));
}

function facetList(dict: FacetDictionary, counts: Int32Array, limit = Infinity, keep?: Uint8Array): FacetCount[] {
  const tallies: FacetTally[] = [];
  for (let id = 0; id < counts.length; id++)
    if (counts[id] > 0)
      tallies.push({ key: dict.keys[id], value: dict.values[id], count: counts[id], ticked: keep?.[id] === 1 });
  return facetOrder(tallies, limit);
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

/** A listing's answer with its page as positions in the source (not yet as products). */
export type ListedPositions = Omit<ListingResult, 'items'> & { positions: number[] };

/** The listing over a store in memory: its snapshot's products. */
export function runListing(snap: CatalogueSnapshot, q: ListingQuery): ListingResult {
  const { positions, ...rest } = listOver(snapshotSource(snap), q);
  return { ...rest, items: positions.map((at) => snap.all[at]) };
}

/**
 * Filters, counts and pages the source's listed products (a search: its hits). A collection or
 * vineyard filter needs a source holding products (productAt).
 */
export function listOver(src: ListingSource, q: ListingQuery): ListedPositions {
  const cols = src.columns;
  const filters = listingFilters(src, cols, q);
  const hits = q.searchHits ?? (q.searchScores ? hitsOf(q.searchScores) : undefined);
  const category = filters.category;
  const list = hits
    ? searchOrder(cols, hits, category === undefined ? undefined : src.inCategory(category), q.sort)
    : src.order(category, q.sort);
  const tally = scanListing(src, cols, list, filters, q);
  const { types: typeDict, countries: countryDict, brands: brandDict } = src.dict;
  return {
    positions: tally.positions,
    total: tally.total,
    page: q.page,
    pageSize: q.pageSize,
    facets: {
      types: facetList(typeDict, tally.typeCounts),
      countries: facetList(countryDict, tally.countryCounts),
      brands: facetList(brandDict, tally.brandCounts, MAX_BRAND_FACETS, filters.brands),
      sizes: sizeFacets(cols, tally.sizeCounts, tally.sizeFirstShown),
      onSale: tally.saleCount,
      inStock: tally.stockCount,
      minPriceCents: tally.lo === Infinity ? 0 : tally.lo,
      maxPriceCents: tally.hi === -Infinity ? 0 : tally.hi,
    },
  };
}

/** A listing query's filters by number (FacetDictionary, listing columns), read once per listing. */
interface ListingFilters {
  category: string | undefined;
  /** The "sub-category" filter, when it is not the category itself. */
  subFilter: string | undefined;
  /** The sub-category names an item (so it never matches a menu group of that name). */
  subIsItem: boolean;
  /** The sub-category filter by number: a type, a menu group (unless a type has that name), a brand or a country. */
  subType: number;
  subBrand: number;
  subCountry: number;
  types: Uint8Array | undefined;
  countries: Uint8Array | undefined;
  brands: Uint8Array | undefined;
  vineyards: Set<string> | undefined;
  sizeMask: Uint8Array | undefined;
  itemIds: Uint8Array;
  collection: ListingQuery['collection'];
  onSale: boolean;
  inStock: boolean;
  minP: number;
  maxP: number;
}

/** A listing query's category, sub-category filter, sizes and price bounds as every listing reads them. */
export interface QueryTerms {
  /** The category token (trimmed, lower case), when one is asked for. */
  category?: string;
  /** The "sub-category" filter, when it is not the category itself. */
  subFilter?: string;
  /** The ticked sizes as compared (none ticked: undefined; only blanks ticked: empty). */
  sizes?: string[];
  /** The price bounds, in order. */
  minPriceCents?: number;
  maxPriceCents?: number;
}

export function queryTerms(q: ListingQuery): QueryTerms {
  const category = norm(q.category) || undefined;
  const sub = norm(q.subCategory);
  let min = q.minPriceCents;
  let max = q.maxPriceCents;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    category,
    subFilter: sub && sub !== category ? sub : undefined,
    sizes: q.sizes && q.sizes.length ? [...new Set(q.sizes.map(norm).filter(Boolean))] : undefined,
    minPriceCents: min,
    maxPriceCents: max,
  };
}

function listingFilters(src: ListingSource, cols: ListingColumns, q: ListingQuery): ListingFilters {
  const { category, subFilter, sizes, minPriceCents: min, maxPriceCents: max } = queryTerms(q);
  const items = src.itemTypes();
  const { types, countries, brands } = src.dict;
  let sizeMask: Uint8Array | undefined;
  if (sizes) {
    sizeMask = new Uint8Array(cols.sizeKeys.length);
    for (const z of sizes) {
      const id = cols.sizeIds.get(z);
      if (id !== undefined) sizeMask[id] = 1;
    }
  }
  return {
    category,
    subFilter,
    subIsItem: subFilter !== undefined && items.names.has(subFilter),
    subType: subFilter === undefined ? -1 : (types.find(subFilter) ?? -1),
    subBrand: subFilter === undefined ? -1 : (brands.find(subFilter) ?? -1),
    subCountry: subFilter === undefined ? -1 : (countries.find(subFilter) ?? -1),
    types: types.mask(q.types),
    countries: countries.mask(q.countries),
    brands: brands.mask(q.brands),
    vineyards: q.vineyards && q.vineyards.length ? new Set(q.vineyards.map(norm).filter(Boolean)) : undefined,
    sizeMask,
    itemIds: items.ids,
    collection: q.collection,
    onSale: !!q.onSale,
    inStock: !!q.inStock,
    minP: min === undefined ? -Infinity : min,
    maxP: max === undefined ? Infinity : max,
  };
}

/** What one scan of the listing order counts: facet counts by number, the price range, the page. */
interface ListingTally {
  typeCounts: Int32Array;
  countryCounts: Int32Array;
  brandCounts: Int32Array;
  sizeCounts: Int32Array;
  /** Per size, the text of its first counted occurrence (as the listing order meets it). */
  sizeFirstShown: Int32Array;
  saleCount: number;
  stockCount: number;
  lo: number;
  hi: number;
  total: number;
  /** The page's positions. */
  positions: number[];
}

/** Whether product `i` has one of the ticked sizes (true when none is ticked). */
function hasSize(cols: ListingColumns, sizeMask: Uint8Array | undefined, i: number): boolean {
  if (!sizeMask) return true;
  const { sizeStart, sizeKey } = cols;
  for (let j = sizeStart[i]; j < sizeStart[i + 1]; j++) if (sizeMask[sizeKey[j]] === 1) return true;
  return false;
}

/**
 * One pass over the listing order: every facet counts the products that pass every filter but its
 * own (the three shopper filters, size, on sale and in stock, as the others), and the page is
 * taken from those passing all.
 */
function scanListing(
  src: ListingSource,
  cols: ListingColumns,
  list: Int32Array,
  f: ListingFilters,
  q: ListingQuery,
): ListingTally {
  const { types, countries, brands, vineyards, itemIds, subFilter, subType, subBrand, subCountry } = f;
  const { sub: cSub, group: cGroup, country: cCountry, brand: cBrand, price: cPrice, flags: cFlags } = cols;
  const { sizeStart, sizeKey, sizeShown } = cols;
  const t: ListingTally = {
    typeCounts: new Int32Array(src.dict.types.size),
    countryCounts: new Int32Array(src.dict.countries.size),
    brandCounts: new Int32Array(src.dict.brands.size),
    sizeCounts: new Int32Array(cols.sizeKeys.length),
    sizeFirstShown: new Int32Array(cols.sizeKeys.length),
    saleCount: 0,
    stockCount: 0,
    lo: Infinity,
    hi: -Infinity,
    total: 0,
    positions: [],
  };
  const offset = (q.page - 1) * q.pageSize;
  for (let k = 0; k < list.length; k++) {
    const i = list[k];
    const sub = cSub[i];
    const group = cGroup[i];
    const country = cCountry[i];
    const brand = cBrand[i];
    const subMisses = sub !== subType && (f.subIsItem || group !== subType) && brand !== subBrand;
    if (subFilter !== undefined && subMisses && country !== subCountry) continue;
    if (f.collection && !f.collection.matches(src.productAt!(i))) continue;
    const T = !types || types[sub] === 1 || (types[group] === 1 && itemIds[group] !== 1);
    const C = !countries || countries[country] === 1;
    let B = !brands || brands[brand] === 1;
    if (B && vineyards) {
      const lc = src.productAt!(i).lc;
      B = vineyards.has(lc.winery) || vineyards.has(lc.brand);
    }
    const price = cPrice[i];
    const P = price >= f.minP && price <= f.maxP;
    const Z = hasSize(cols, f.sizeMask, i);
    const flags = cFlags[i];
    const S = !f.onSale || (flags & ON_SALE) !== 0;
    const K = !f.inStock || (flags & IN_STOCK) !== 0;
    const rest = Z && S && K;
    if (C && B && P && rest) t.typeCounts[sub]++;
    if (T && B && P && rest) t.countryCounts[country]++;
    if (T && C && P && rest) t.brandCounts[brand]++;
    if (T && C && B && P) {
      if (S && K)
        for (let j = sizeStart[i]; j < sizeStart[i + 1]; j++) {
          const z = sizeKey[j];
          if (t.sizeCounts[z]++ === 0) t.sizeFirstShown[z] = sizeShown[j];
        }
      if (Z && K && (flags & ON_SALE) !== 0) t.saleCount++;
      if (Z && S && (flags & IN_STOCK) !== 0) t.stockCount++;
    }
    if (T && C && B && rest) {
      if (price < t.lo) t.lo = price;
      if (price > t.hi) t.hi = price;
      if (P && ++t.total > offset && t.positions.length < q.pageSize) t.positions.push(i);
    }
  }
  return t;
}

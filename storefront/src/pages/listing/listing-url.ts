import type { ListingSort } from '@domain/api/catalogue';
import type { ListingQuery } from '../../api/catalogue';

/**
 * The listing's filter state lives in the URL (shareable, Back works): the route gives category
 * and sub-category or the search text; the query string gives the left panel.
 */
export interface ListingFilters {
  text: string;
  /** null: the shopper has not touched Filter by Type, so the route's sub-category applies. */
  types: string[] | null;
  countries: string[];
  brands: string[];
  minPrice?: number;
  maxPrice?: number;
  sizes: string[];
  onSale: boolean;
  inStock: boolean;
  sort?: ListingSort;
}

export const SORT_OPTIONS: { value: ListingSort; label: string }[] = [
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest Arrival' },
];

const SORTS: ListingSort[] = ['price_asc', 'price_desc', 'newest', 'relevance'];

function list(value: string | null): string[] {
  return value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export function readFilters(params: URLSearchParams): ListingFilters {
  let minPrice = amount(params.get('minPrice'));
  let maxPrice = amount(params.get('maxPrice'));
  // Spec 4 Listing load: a min above the max is swapped.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = params.get('sort') as ListingSort | null;
  return {
    text: params.get('q') ?? '',
    types: params.has('types') ? list(params.get('types')) : null,
    countries: list(params.get('countries')),
    brands: list(params.get('brands')),
    minPrice,
    maxPrice,
    sizes: list(params.get('sizes')),
    onSale: params.get('onSale') === 'true',
    inStock: params.get('inStock') === 'true',
    sort: sort && SORTS.includes(sort) ? sort : undefined,
  };
}

export function writeFilters(f: ListingFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.text.trim()) p.set('q', f.text.trim());
  if (f.types !== null) p.set('types', f.types.join(','));
  if (f.countries.length) p.set('countries', f.countries.join(','));
  if (f.brands.length) p.set('brands', f.brands.join(','));
  if (f.minPrice !== undefined) p.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== undefined) p.set('maxPrice', String(f.maxPrice));
  if (f.sizes.length) p.set('sizes', f.sizes.join(','));
  if (f.onSale) p.set('onSale', 'true');
  if (f.inStock) p.set('inStock', 'true');
  if (f.sort) p.set('sort', f.sort);
  return p;
}

export interface ListingRoute {
  category?: string;
  subCategory?: string;
  searchText?: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What the route's sub-category means for Filter by Type: the same name as the category (a
 * collection card) is the whole category, no type ticked; a known type (a menu item or a name in
 * the saved list) starts ticked; anything else (a brand or country link from a product page)
 * stays a plain sub-category filter (null).
 */
export function routeTypes(route: ListingRoute, knownTypes: string[]): string[] | null {
  const sub = route.subCategory;
  if (!sub) return null;
  if (route.category && same(sub, route.category)) return [];
  return knownTypes.some((t) => same(t, sub)) ? [sub] : null;
}

/** The server query for a route and its filters. */
export function toListingQuery(route: ListingRoute, f: ListingFilters, knownTypes: string[]): ListingQuery {
  const initial = routeTypes(route, knownTypes);
  return {
    category: route.category,
    // A brand or country in the route stays a filter; a type becomes the ticked Filter by Type.
    subCategory: initial === null ? route.subCategory : undefined,
    search: route.searchText,
    text: f.text || undefined,
    types: f.types ?? initial ?? [],
    countries: f.countries,
    brands: f.brands,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    sizes: f.sizes,
    onSale: f.onSale,
    inStock: f.inStock,
    sort: f.sort,
  };
}

/** The ticked types shown in the panel. */
export function selectedTypes(route: ListingRoute, f: ListingFilters, knownTypes: string[]): string[] {
  return f.types ?? routeTypes(route, knownTypes) ?? [];
}

/** Filter by Type options: the saved list first (spec 2.8), then the types the server counted. */
export function typeOptions(route: ListingRoute, saved: string[], counted: string[], ticked: string[]): string[] {
  const names: string[] = [];
  const push = (n: string) => {
    if (!n.trim() || names.some((x) => same(x, n))) return;
    if (route.category && same(n, route.category)) return;
    names.push(n);
  };
  saved.forEach(push);
  ticked.forEach(push);
  counted.forEach(push);
  return names;
}

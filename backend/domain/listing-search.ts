import type { ListingSort } from './api/catalogue';
import { PAGE_SIZES } from './page-size';

/** What the storefront's listing screen asks for (filters and sort), before it becomes a query string. */
export interface ListingQuery {
  category?: string;
  subCategory?: string;
  search?: string;
  /** Text filter of the left panel (spec 5: substring of itemDescription). */
  text?: string;
  types: string[];
  countries: string[];
  brands: string[];
  minPrice?: number;
  maxPrice?: number;
  sizes?: string[];
  onSale?: boolean;
  inStock?: boolean;
  sort?: ListingSort;
}

/** The storefront's page size, the server's default (page-size.ts). */
export const LISTING_PAGE_SIZE = PAGE_SIZES.storefront.default;

/**
 * Query string of GET /api/storeinventory/Listing (filters, sort, counts in one round trip): the one
 * spelling of it, used by the storefront and by the server's first-visit hint that names the same
 * URL in the page's HTML (common/http/storefront-hints.ts).
 */
export function listingSearchParams(q: ListingQuery, page: number, pageSize = LISTING_PAGE_SIZE): URLSearchParams {
  const p = new URLSearchParams();
  if (q.category) p.set('category', q.category);
  if (q.subCategory) p.set('subCategory', q.subCategory);
  const search = [q.search, q.text].filter((s) => s && s.trim()).join(' ');
  if (search) p.set('search', search);
  if (q.types.length) p.set('types', q.types.join(','));
  if (q.countries.length) p.set('countries', q.countries.join(','));
  if (q.brands.length) p.set('brands', q.brands.join(','));
  if (q.minPrice !== undefined) p.set('minPrice', String(q.minPrice));
  if (q.maxPrice !== undefined) p.set('maxPrice', String(q.maxPrice));
  if (q.sizes?.length) p.set('sizes', q.sizes.join(','));
  if (q.onSale) p.set('onSale', 'true');
  if (q.inStock) p.set('inStock', 'true');
  if (q.sort) p.set('sort', q.sort);
  p.set('page', String(page));
  p.set('pageSize', String(pageSize));
  return p;
}

import { apiFetch } from './http';
import type { ListingPage, ListingQuery, MenuCategory, Product } from './types';

export const LISTING_PAGE_SIZE = 24;

/** Query string of the server-side listing (filters, sort, counts in one round trip). */
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
  if (q.sort) p.set('sort', q.sort);
  p.set('page', String(page));
  p.set('pageSize', String(pageSize));
  return p;
}

export function fetchListing(q: ListingQuery, page: number, signal?: AbortSignal): Promise<ListingPage> {
  return apiFetch<ListingPage>(`/storeinventory/Listing?${listingSearchParams(q, page)}`, { signal });
}

export function fetchProduct(itemNumber: string, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`/storeinventory/${encodeURIComponent(itemNumber)}`, { signal });
}

export function fetchFeaturedItems(): Promise<Product[]> {
  return apiFetch<Product[]>('/storeinventory/FeaturedItems');
}

export function fetchWeeklyDeals(): Promise<Product[]> {
  return apiFetch<Product[]>('/storeinventory/WeeklyDeals');
}

/** Spec 7: a number used as the tax rate percent. */
export function fetchSalesTax(): Promise<number> {
  return apiFetch<number>('/storeinventory/SalesTax');
}

export function fetchMenu(): Promise<MenuCategory[]> {
  return apiFetch<MenuCategory[]>('/MenuItem/GetMenuCategory');
}

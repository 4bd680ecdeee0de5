import { listingSearchParams, type ListingQuery } from '@domain/listing-search';
import { apiFetch } from './http';
import type { ListingPage, MenuCategory, ProductView } from '@domain/api/catalogue';

export type { ListingQuery } from '@domain/listing-search';

export function fetchListing(q: ListingQuery, page: number, signal?: AbortSignal): Promise<ListingPage> {
  return apiFetch<ListingPage>(`/storeinventory/Listing?${listingSearchParams(q, page)}`, { signal });
}

export function fetchProduct(itemNumber: string, signal?: AbortSignal): Promise<ProductView> {
  return apiFetch<ProductView>(`/storeinventory/${encodeURIComponent(itemNumber)}`, { signal });
}

export function fetchFeaturedItems(): Promise<ProductView[]> {
  return apiFetch<ProductView[]>('/storeinventory/FeaturedItems');
}

export function fetchWeeklyDeals(): Promise<ProductView[]> {
  return apiFetch<ProductView[]>('/storeinventory/WeeklyDeals');
}

/** Spec 7: a number used as the tax rate percent. */
export function fetchSalesTax(): Promise<number> {
  return apiFetch<number>('/storeinventory/SalesTax');
}

export function fetchMenu(): Promise<MenuCategory[]> {
  return apiFetch<MenuCategory[]>('/MenuItem/GetMenuCategory');
}

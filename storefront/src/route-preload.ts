import type { QueryClient } from '@tanstack/react-query';
import { BANNERS } from './pages/home/home-content';
import { listingQuery } from './pages/listing/listing-query';
import { readFilters, routeTypes, toListingQuery, type ListingRoute } from './pages/listing/listing-url';
import { productQuery } from './pages/product/product-query';
import { readSubCategories } from './state/sub-category';

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed URL: the router shows its own answer, nothing to preload
  }
}

/**
 * Opened straight on a product or listing URL, the page would wait for the app, then its route
 * chunk, then its data, then its pictures, one after the other. Started here, before the first
 * render, the chunk and the data load side by side (same query options as the pages, so the pages
 * find the answer in the cache). On the home page the first banner, the largest paint, starts
 * downloading before React renders. Paths mirror the routes in App.tsx.
 */
export function preloadRoute(
  { pathname, search }: { pathname: string; search: string },
  queryClient: QueryClient,
): void {
  const parts = pathname.split('/').filter(Boolean).map(decode);
  if (parts.some((p) => p === null || p === '')) return;
  const [first, ...rest] = parts as string[];

  if (!first) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = BANNERS[0].src;
    link.fetchPriority = 'high';
    document.head.appendChild(link);
  } else if (first === 'product' && rest.length === 1) {
    void import('./pages/product/ProductPage');
    void queryClient.prefetchQuery(productQuery(rest[0]));
  } else if (first === 'products' && (rest.length === 1 || rest.length === 2)) {
    void import('./pages/listing/ListingPage');
    const route: ListingRoute =
      rest.length === 2 ? { category: rest[0], subCategory: rest[1] } : { searchText: rest[0] };
    const saved = readSubCategories();
    // A route type the saved list cannot place needs the menu first (see ListingPage 'decided').
    if (route.subCategory && routeTypes(route, saved) === null) return;
    void queryClient.prefetchInfiniteQuery(
      listingQuery(toListingQuery(route, readFilters(new URLSearchParams(search)), saved)),
    );
  }
}

import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { MENU_QUERY } from '../../components/CategoryMenu';
import { readSubCategories } from '../../state/sub-category';
import type { ListingPage } from '@domain/api/catalogue';
import {
  readFilters,
  routeTypes,
  selectedTypes,
  toListingQuery,
  typeOptions,
  writeFilters,
  type ListingFilters,
  type ListingRoute,
} from './listing-url';

/**
 * The listing's route and filters: read from the URL, shown at once when the shopper changes them
 * (the router applies a URL change in a transition), and the server query they make.
 */
export function useListingFilters() {
  const params = useParams();
  const route: ListingRoute = useMemo(
    () =>
      params.subCategory
        ? { category: params.category, subCategory: params.subCategory }
        : { searchText: params.searchText },
    [params.category, params.subCategory, params.searchText],
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = useMemo(() => readFilters(searchParams), [searchParams]);
  // The router applies a URL change in a transition; the panel shows the shopper's choice at once.
  const [optimistic, setOptimistic] = useState<ListingFilters | null>(null);
  const [appliedUrl, setAppliedUrl] = useState(urlFilters);
  if (appliedUrl !== urlFilters) {
    setAppliedUrl(urlFilters);
    setOptimistic(null);
  }
  const filters = optimistic ?? urlFilters;
  const saved = useMemo(() => readSubCategories(), [route]); // eslint-disable-line react-hooks/exhaustive-deps
  const menu = useQuery(MENU_QUERY);
  // Every menu item is a type; with the saved list they tell a type in the route from a brand.
  const knownTypes = useMemo(
    () => [...saved, ...(menu.data ?? []).flatMap((c) => c.subCategories.flatMap((g) => g.items))],
    [saved, menu.data],
  );
  // Until the menu answers, a route type not in the saved list cannot be told from a brand.
  const decided = !route.subCategory || routeTypes(route, saved) !== null || !menu.isPending;
  const query = useMemo(() => toListingQuery(route, filters, knownTypes), [route, filters, knownTypes]);

  const update = useCallback(
    (next: Partial<ListingFilters>, options?: { replace?: boolean }) => {
      const merged = { ...filters, ...next };
      setOptimistic(merged);
      setSearchParams(writeFilters(merged), { replace: options?.replace });
    },
    [filters, setSearchParams],
  );
  const clearFilters = useCallback(() => {
    setOptimistic(null);
    setSearchParams(new URLSearchParams());
  }, [setSearchParams]);

  return { route, filters, saved, knownTypes, decided, query, update, clearFilters };
}

/** The type boxes the panel offers (route, saved list and the result's facets) and which are ticked. */
export function useTypeChoices(
  route: ListingRoute,
  filters: ListingFilters,
  saved: string[],
  knownTypes: string[],
  facets: ListingPage['facets'] | undefined,
) {
  const checkedTypes = useMemo(() => selectedTypes(route, filters, knownTypes), [route, filters, knownTypes]);
  const types = useMemo(
    () =>
      typeOptions(
        route,
        saved,
        (facets?.types ?? []).map((t) => t.value),
        checkedTypes,
      ),
    [route, saved, facets, checkedTypes],
  );
  return { checkedTypes, types };
}

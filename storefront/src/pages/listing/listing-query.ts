import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchListing } from '../../api/catalogue';
import type { ListingQuery } from '../../api/catalogue';

/** The listing's paged query; shared with the boot-time preload (route-preload.ts) so both hit one cache entry. */
export function listingQuery(query: ListingQuery) {
  return infiniteQueryOptions({
    queryKey: ['listing', query],
    queryFn: ({ pageParam, signal }) => fetchListing(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 60_000,
  });
}

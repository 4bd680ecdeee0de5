import { queryOptions } from '@tanstack/react-query';
import { fetchProduct } from '../../api/catalogue';
import { ApiError } from '../../api/http';

/** The product page's query; shared with the boot-time preload (route-preload.ts) so both hit one cache entry. */
export function productQuery(itemNumber: string) {
  return queryOptions({
    queryKey: ['product', itemNumber],
    queryFn: ({ signal }) => fetchProduct(itemNumber, signal),
    retry: (count, e) => !(e instanceof ApiError && e.status === 404) && count < 1,
  });
}

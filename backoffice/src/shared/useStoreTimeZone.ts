import type { OwnStore } from '@domain/api/stores';
import { DEFAULT_TIME_ZONE } from '@domain/store-time';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from './dataProvider';

/**
 * The store the caller acts on (GET /api/admin/store, read once per session; a super-admin's is
 * the request's store): its name, calendar and tax rate.
 */
export function useOwnStore(): OwnStore | undefined {
  const { data } = useQuery({
    queryKey: ['admin', 'store'],
    queryFn: async () => (await httpClient('/api/admin/store')).json as OwnStore,
    staleTime: Infinity,
  });
  return data;
}

/** The IANA time zone every date the back office shows is written in (the store's). */
export function useStoreTimeZone(): string {
  return useOwnStore()?.timeZone ?? DEFAULT_TIME_ZONE;
}

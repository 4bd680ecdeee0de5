import type { OwnStore } from '@domain/api/stores';
import { DEFAULT_TIME_ZONE } from '@domain/store-time';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from './dataProvider';

/**
 * The IANA time zone of the store the caller acts on (GET /api/admin/store, read once per session;
 * a super-admin's is the request's store): every date the back office shows is written in it.
 */
export function useStoreTimeZone(): string {
  const { data } = useQuery({
    queryKey: ['admin', 'store'],
    queryFn: async () => (await httpClient('/api/admin/store')).json as OwnStore,
    staleTime: Infinity,
  });
  return data?.timeZone ?? DEFAULT_TIME_ZONE;
}

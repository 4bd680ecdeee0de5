import type { OwnStore } from '@domain/api/stores';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DEFAULT_TIME_ZONE } from '@domain/store-time';
import type { AdminDataProvider } from '../adminDataProvider';

/**
 * The IANA time zone of the store the admin acts on (GET /api/admin/store, read once per session):
 * every date the back office shows is written in it.
 */
export function useStoreTimeZone(): string {
  const dp = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({
    queryKey: ['admin', 'store'],
    queryFn: () => dp.getJson<OwnStore>('store'),
    staleTime: Infinity,
  });
  return data?.timeZone ?? DEFAULT_TIME_ZONE;
}

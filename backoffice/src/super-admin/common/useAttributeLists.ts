import type { AttributeListApi } from '@domain/api/beverages';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

/** The configurator's lists (TableConfigurator/get-all) as propName -> values, for the forms' dropdowns. */
export function useAttributeLists() {
  const dp = useDataProvider<SuperAdminDataProvider>();
  return useQuery({
    queryKey: ['TableConfigurator', 'get-all'],
    queryFn: () => dp.call<AttributeListApi[]>('GET', 'TableConfigurator/get-all'),
    select: (lists) =>
      Object.fromEntries(lists.map((l) => [l.propName, l.propValues ? l.propValues.split(',') : []])) as Record<
        string,
        string[]
      >,
    staleTime: 60_000,
  });
}

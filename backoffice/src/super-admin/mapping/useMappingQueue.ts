import type { PendingItemApi, PendingStore } from '@domain/api/beverages';
import { PAGE_SIZES } from '@domain/page-size';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MAPPING_UPDATED, SAVE_FAILED } from '../common/messages';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

/** The react-admin resource of the mapping page (API resource 'pending-items', see superAdminDataProvider). */
export const MAPPING_RESOURCE = 'mapping-page';

/**
 * The mapping page's queue: the stores with pending items, the chosen store (in the URL, else the
 * first), its items a page at a time from the server, and DECLINE (spec 4: both flags false).
 */
export function useMappingQueue() {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES.admin.default);
  const [busy, setBusy] = useState<string | null>(null);
  const tenants = useQuery({
    queryKey: ['pendinginventory', 'tenants'],
    queryFn: () => dp.call<PendingStore[]>('GET', 'pendinginventory/tenants'),
  });
  const webUrl = params.get('store') ?? tenants.data?.[0]?.webUrl ?? '';
  // The queue a page at a time from the server: any number of items.
  const items = useGetList<PendingItemApi>(
    MAPPING_RESOURCE,
    {
      filter: { webUrl },
      pagination: { page: page + 1, perPage: pageSize },
      sort: { field: 'created_At', order: 'ASC' },
    },
    { enabled: !!webUrl },
  );

  const decline = async (item: PendingItemApi) => {
    setBusy(item.item_Number);
    try {
      await dp.call('POST', 'beverageinventory', {
        id: 0,
        item_Number: item.item_Number,
        is_Review_Pending: false,
        is_Approved: false,
        webUrl,
      });
      items.refetch();
      queryClient.invalidateQueries({ queryKey: ['pendinginventory', 'tenants'] });
      notify(MAPPING_UPDATED, { type: 'success' });
    } catch {
      notify(SAVE_FAILED, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const chooseStore = (store: string) => {
    setPage(0);
    setParams({ store });
  };
  const bulkAccepted = () => {
    setPage(0);
    items.refetch();
    queryClient.invalidateQueries({ queryKey: ['pendinginventory'] });
  };
  return { tenants, webUrl, items, page, setPage, pageSize, setPageSize, busy, decline, chooseStore, bulkAccepted };
}

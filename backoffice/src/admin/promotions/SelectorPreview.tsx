import type { PromotionSelector } from '@domain/promotions/types';
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AdminDataProvider } from '../adminDataProvider';

/** Waits until the admin stops typing before asking the server. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** How many of the store's listed products the form's selector matches (GET /api/admin/promotions/preview). */
export function SelectorPreview() {
  const dp = useDataProvider<AdminDataProvider>();
  const selector = useWatch({ name: 'selector' }) as PromotionSelector | undefined;
  const json = useSettled(JSON.stringify(selector ?? {}));
  const preview = useQuery({
    queryKey: ['promotion-preview', json],
    queryFn: () => dp.getJson<{ count: number }>(`promotions/preview?${new URLSearchParams({ selector: json })}`),
  });
  if (preview.error) return <Alert severity="error">{(preview.error as Error).message}</Alert>;
  const count = preview.data?.count;
  return (
    <Alert severity={count === 0 ? 'warning' : 'info'} role="status" data-testid="selector-preview">
      {count === undefined
        ? 'Counting matching products…'
        : count === 0
          ? 'No listed product matches this selection.'
          : `${count} listed ${count === 1 ? 'product matches' : 'products match'} this selection.`}
    </Alert>
  );
}

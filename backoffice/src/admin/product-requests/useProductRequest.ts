import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import type { ProductRequestOptions } from '@domain/api/product-requests';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetOne, useNotify, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AdminDataProvider } from '../adminDataProvider';
import { EMPTY, formFromItem, payload, problems, type RequestForm } from './product-request-form';

/**
 * The product request form's state: filled from the item for an edit, checked, and sent to the
 * super-admin's review queue. A sent add request empties the form; a sent edit goes back to the inventory.
 */
export function useProductRequest(mode: 'add' | 'edit', itemId: number | undefined) {
  const dp = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [form, setForm] = useState<RequestForm>(EMPTY);
  // Remounts the list inputs (their half-typed text) after a request is sent.
  const [formKey, setFormKey] = useState(0);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useQuery({
    queryKey: ['product-request-options'],
    queryFn: () => dp.getJson<ProductRequestOptions>('product-requests/options'),
  });
  const item = useGetOne<AdminInventoryRecord>('inventory-list', { id: itemId! }, { enabled: !!itemId });

  // The item arrived (or another one): fill the form from it, once per item.
  const [filledFrom, setFilledFrom] = useState<unknown>(null);
  const r = item.data;
  if (r && filledFrom !== r) {
    setFilledFrom(r);
    setForm((f) => formFromItem(f, r));
  }

  const errs = problems(form, mode === 'edit');
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(errs).length) return;
    setBusy(true);
    setError(null);
    try {
      await dp.send('POST', 'product-requests', payload(form, itemId));
      notify('Request sent: it waits for the super-admin’s review.', { type: 'success' });
      if (mode === 'add') {
        setForm(EMPTY);
        setTouched(false);
        setFormKey((k) => k + 1);
        refresh();
      } else navigate('/admin/inventory-list');
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const list = (name: string) => options.data?.[name] ?? [];
  return { form, setForm, formKey, touched, error, busy, item, errs, submit, list };
}

export type ProductRequest = ReturnType<typeof useProductRequest>;

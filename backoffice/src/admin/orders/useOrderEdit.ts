import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import type { OrderEditPreview } from '@domain/api/order-edits';
import type { AdminOrderDetail } from '@domain/api/orders';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';
import { draftChanges, MAX_QUANTITY, startDraft, type DraftLine } from './order-edit-draft';

/** The server's answer for one draft (by its changes): its figures, or why it cannot be made. */
interface Priced {
  key: string;
  preview: OrderEditPreview | null;
  problem: string | null;
}

/** Asks the server to price the draft's changes (debounced); the answer is kept with the changes it is for. */
function useEditPricing(orderId: number, changesKey: string) {
  const dp = useDataProvider<AdminDataProvider>();
  const [priced, setPriced] = useState<Priced>({ key: '[]', preview: null, problem: null });
  useEffect(() => {
    if (changesKey === '[]') return;
    let live = true;
    const timer = setTimeout(() => {
      dp.send<OrderEditPreview>('POST', `orders/${orderId}/edit/preview`, { changes: JSON.parse(changesKey) }).then(
        (p) => live && setPriced({ key: changesKey, preview: p, problem: null }),
        (e: Error) => live && setPriced({ key: changesKey, preview: null, problem: e.message }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dp, changesKey, orderId]);
  return [priced, setPriced] as const;
}

/** A draft line for an item added in this edit. */
function addedLine(item: AdminInventoryRecord, n: number): DraftLine {
  return {
    key: `n${item.itemNumber}-${n}`,
    orderItemId: null,
    itemNumber: item.itemNumber,
    name: item.itemDescription,
    quantity: 1,
    removed: false,
  };
}

/**
 * The order edit's state: the draft, its changes, the server's pricing of them, the item picker
 * (to add an item or substitute a line) and saving.
 */
export function useOrderEdit(order: AdminOrderDetail, onDone: () => void) {
  const dp = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState<DraftLine[]>(() => startDraft(order));
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState<{ substitute: DraftLine | null } | null>(null);

  const changes = useMemo(() => draftChanges(order, draft), [order, draft]);
  const changesKey = JSON.stringify(changes);
  const [priced, setPriced] = useEditPricing(order.id, changesKey);
  const current = priced.key === changesKey;

  const update = (key: string, patch: Partial<DraftLine>) =>
    setDraft((d) => d.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const drop = (key: string) => setDraft((d) => d.filter((x) => x.key !== key));

  const pick = (item: AdminInventoryRecord) => {
    const target = picking?.substitute;
    setPicking(null);
    if (target) return update(target.key, { itemNumber: item.itemNumber, name: item.itemDescription });
    const present = draft.find((l) => l.itemNumber === item.itemNumber && !l.removed);
    if (present) update(present.key, { quantity: Math.min(MAX_QUANTITY, present.quantity + 1) });
    else setDraft((d) => [...d, addedLine(item, d.length)]);
  };

  const save = async () => {
    setSaving(true);
    try {
      await dp.send('PUT', `orders/${order.id}/edit`, { changes, ...(note.trim() ? { note: note.trim() } : {}) });
      notify('Order updated; the customer was emailed.', { type: 'success' });
      refresh();
      onDone();
    } catch (e) {
      setPriced({ key: changesKey, preview: null, problem: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    note,
    setNote,
    saving,
    picking,
    setPicking,
    changes,
    update,
    drop,
    pick,
    save,
    preview: current ? priced.preview : null,
    problem: current ? priced.problem : null,
    pricing: changes.length > 0 && !current,
  };
}

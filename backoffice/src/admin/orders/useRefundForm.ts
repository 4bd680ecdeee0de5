import type { RefundRequestBody } from '@domain/api/refunds';
import { useMemo, useState } from 'react';
import type { PendingRefund } from './refund-pending';

export type RefundMode = RefundRequestBody['kind'];

/** The request the form's fields make, or null while they do not make one yet. */
function refundBody(
  mode: RefundMode,
  quantities: Record<number, number>,
  amount: string,
  reason: string,
  restock: boolean,
): RefundRequestBody | null {
  const trimmed = reason.trim() || undefined;
  if (mode === 'full') return { kind: 'full', reason: trimmed, restock };
  if (mode === 'amount') {
    const n = Number(amount);
    return amount.trim() && Number.isFinite(n) && n > 0 ? { kind: 'amount', amount: n, reason: trimmed } : null;
  }
  const lines = Object.entries(quantities)
    .filter(([, q]) => q > 0)
    .map(([id, quantity]) => ({ orderItemId: Number(id), quantity }));
  return lines.length ? { kind: 'lines', lines, reason: trimmed, restock } : null;
}

/** The refund form's fields, filled from a pending refund's request when there is one, and the request they make. */
export function useRefundForm(pending: PendingRefund | null) {
  const [mode, setMode] = useState<RefundMode>(pending?.body.kind ?? 'lines');
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    Object.fromEntries((pending?.body.lines ?? []).map((l) => [l.orderItemId, l.quantity])),
  );
  const [amount, setAmount] = useState(pending?.body.amount != null ? String(pending.body.amount) : '');
  const [reason, setReason] = useState(pending?.body.reason ?? '');
  const [restock, setRestock] = useState(pending?.body.restock ?? false);
  const body = useMemo(
    () => refundBody(mode, quantities, amount, reason, restock),
    [mode, quantities, amount, reason, restock],
  );
  return {
    mode,
    setMode,
    quantities,
    setQuantities,
    amount,
    setAmount,
    reason,
    setReason,
    restock,
    setRestock,
    body,
  };
}

export type RefundForm = ReturnType<typeof useRefundForm>;

import type { AdminOrderDetail } from '@domain/api/orders';
import type { RefundOptions, RefundQuote, RefundRequestBody } from '@domain/api/refunds';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';
import { dollars } from '../common/format';
import { mayHaveRefunded, newIdempotencyKey, pendingRefund } from './refund-pending';
import { useRefundForm, type RefundForm } from './useRefundForm';

/** What can be refunded, and what the chosen lines give back as the server counts it (a free amount is what was typed). */
function useRefundFigures(orderId: number, form: RefundForm) {
  const dp = useDataProvider<AdminDataProvider>();
  const { mode, body } = form;
  const options = useQuery({
    queryKey: ['refund-options', orderId],
    queryFn: () => dp.getJson<RefundOptions>(`orders/${orderId}/refunds`),
  });
  const quote = useQuery({
    queryKey: ['refund-quote', orderId, mode, body && mode !== 'amount' ? JSON.stringify(body) : null],
    queryFn: () => dp.send<RefundQuote>('POST', `orders/${orderId}/refunds/quote`, body),
    enabled: !!body && mode !== 'amount',
    retry: false,
  });
  return {
    options,
    total: mode === 'amount' ? (body?.amount ?? 0) : (quote.data?.amount ?? 0),
    needsReason: mode === 'amount' && !form.reason.trim(),
    quoteError: mode !== 'amount' && body ? (quote.error as Error | null)?.message : undefined,
  };
}

/**
 * The refund dialog's state: the form, the server's figures, and sending the refund once under one
 * idempotency key, keeping it as pending when the card may have been refunded without the shop recording it.
 */
export function useRefund(order: AdminOrderDetail, onClose: () => void) {
  const dp = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(() => pendingRefund.read(order.id));
  const [idempotencyKey] = useState(() => pending?.key ?? newIdempotencyKey());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRefundForm(pending);
  const figures = useRefundFigures(order.id, form);

  /** Keeps a refund that may have reached the card; drops a pending one the server refused outright. */
  const failed = (e: unknown, sent: RefundRequestBody) => {
    if (mayHaveRefunded(e)) {
      const kept = { key: idempotencyKey, body: sent };
      pendingRefund.keep(order.id, kept);
      setPending(kept);
    } else if (pending) {
      // The server refused the request itself (e.g. refunded meanwhile): nothing is pending.
      pendingRefund.clear(order.id);
      setPending(null);
    }
    setProblem((e as Error).message);
  };

  const submit = async () => {
    const sent = pending?.body ?? form.body;
    if (!sent) return;
    setBusy(true);
    setProblem(null);
    try {
      await dp.send<AdminOrderDetail>('POST', `orders/${order.id}/refunds`, sent, {
        'Idempotency-Key': idempotencyKey,
      });
      pendingRefund.clear(order.id);
      const done = `Refunded ${dollars(figures.total)} for order #${order.orderId}. The customer is emailed.`;
      notify(done, { type: 'success' });
      queryClient.invalidateQueries({ queryKey: ['refund-options', order.id] });
      refresh();
      onClose();
    } catch (e) {
      failed(e, sent);
    } finally {
      setBusy(false);
    }
  };

  // A pending refund's request fills the form, locked: only the same request may go again.
  return { form, ...figures, pending, locked: !!pending, busy, problem, setProblem, submit };
}

export type Refund = ReturnType<typeof useRefund>;

import type { RefundRequestBody } from '@domain/api/refunds';

/** One key per opened dialog: a double click (or a retry after a network error) refunds once. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `refund-${crypto.randomUUID()}`
    : `refund-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A refund the card may have had without the shop recording it (the server said so with a 503, or
 * no answer came): kept per order in the tab until it is recorded, so that the retry, even from a
 * dialog opened again, sends the same request under the same key and the card is refunded once.
 */
export interface PendingRefund {
  key: string;
  body: RefundRequestBody;
}
const pendingSlot = (orderId: number) => `refund-pending-${orderId}`;
export const pendingRefund = {
  read(orderId: number): PendingRefund | null {
    try {
      return JSON.parse(sessionStorage.getItem(pendingSlot(orderId)) ?? 'null') as PendingRefund | null;
    } catch {
      return null;
    }
  },
  keep(orderId: number, pending: PendingRefund) {
    sessionStorage.setItem(pendingSlot(orderId), JSON.stringify(pending));
  },
  clear(orderId: number) {
    sessionStorage.removeItem(pendingSlot(orderId));
  },
};

/** Whether a failed refund call may have refunded the card (503: refunded, not recorded; no answer). */
export const mayHaveRefunded = (e: unknown) => {
  const status = (e as { status?: number }).status;
  return status === undefined || status === 503;
};

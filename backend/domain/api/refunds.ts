/**
 * Refunds as the API takes them. Pure types: the back office's refund dialog
 * sends them; the answer is the order detail (AdminOrderDetail) with the refund in `refunds`.
 */

/** `POST /api/admin/orders/{id}/refunds` (with an Idempotency-Key header). */
export interface RefundRequestBody {
  /** 'lines': chosen lines and quantities (the server computes the amount); 'amount': a free amount; 'full': all that is left. */
  kind: 'lines' | 'amount' | 'full';
  lines?: Array<{ orderItemId: number; quantity: number }>;
  /** Dollars, kind 'amount' only. */
  amount?: number;
  /** Why; required for a free amount. */
  reason?: string;
  /** Put the refunded units back into stock (kinds 'lines' and 'full'). */
  restock?: boolean;
}

/** One order line as the refund dialog offers it. */
export interface RefundableLineView {
  orderItemId: number;
  productName: string;
  size: string;
  /** Units on the line, and how many of them may still be refunded (0 for lines not charged). */
  quantity: number;
  refundableQuantity: number;
  /** Dollars the whole line cost: discounted goods + tax + deposit. */
  lineAmount: number;
}

/** `GET /api/admin/orders/{id}/refunds`: what may be refunded now. */
export interface RefundOptions {
  /** Null when the order can be refunded; else why not. */
  refusal: string | null;
  /** Dollars left to refund (captured minus refunded). */
  refundable: number;
  lines: RefundableLineView[];
}

/** `POST /api/admin/orders/{id}/refunds/quote`: what a refund request would give back (nothing written). */
export interface RefundQuote {
  amount: number;
  lines: Array<{ orderItemId: number; quantity: number; amount: number }>;
}

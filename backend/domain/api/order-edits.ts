/** Order edits before completion: the back office's request and the server's answer. */
import type { QuoteResponse } from './quote';

/** One change to an open order's lines. */
export type OrderLineChange =
  | { action: 'quantity'; orderItemId: number; quantity: number }
  | { action: 'remove'; orderItemId: number }
  | { action: 'add'; itemNumber: string; quantity: number }
  | { action: 'substitute'; orderItemId: number; itemNumber: string; quantity?: number };

/** PUT /api/admin/orders/{id}/edit (applies) and POST /api/admin/orders/{id}/edit/preview (prices only). */
export interface OrderEditRequest {
  changes: OrderLineChange[];
  /** Shown to the customer in the mail and kept in the order's history. */
  note?: string;
}

/** The preview: the server quote of the edited order, against the amount authorized on the card. */
export interface OrderEditPreview {
  quote: QuoteResponse;
  /** The hold authorized at checkout, in dollars: the new total may not exceed it. */
  authorized: number;
  /** What changes, in words ("Quantity of X: 2 -> 3"). */
  changes: string[];
}

import type { CheckoutOptions, PlacedOrder, PlaceOrderRequest } from '@domain/api/checkout';
import { apiFetch } from './http';

export function fetchCheckoutOptions(signal?: AbortSignal): Promise<CheckoutOptions> {
  return apiFetch<CheckoutOptions>('/shipping/options', { signal });
}

/** POST /orders; the Idempotency-Key makes a retry of the same attempt return the first answer. */
export function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
  return apiFetch<PlacedOrder>('/orders', {
    method: 'POST',
    body,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Spec 7: POST /orders/send (the server does not mail the same confirmation twice in a row). */
export function sendOrderConfirmation(orderId: number, toEmail: string): Promise<unknown> {
  return apiFetch('/orders/send', {
    method: 'POST',
    body: { toEmail, emailType: 'Order Confirmation', orderId },
    auth: true,
  });
}

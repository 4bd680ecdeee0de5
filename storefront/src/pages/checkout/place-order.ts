import type { FreshFigures, PlacedOrder, PlaceOrderRequest, StaleOrder } from '@domain/api/checkout';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/http';
import { placeOrder } from '../../api/checkout';
import { addToCart, getCart, removeFromCart } from '../../state/cart';
import { CHECKOUT_MESSAGES } from './checkout-rules';

/** With Stripe the order carries the confirmed intent's id instead of the card (POST /api/orders takes either). */
export type OrderBody = Omit<PlaceOrderRequest, 'payment'> & {
  payment: PlaceOrderRequest['payment'] | { paymentIntentId: string };
};

function newKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The server's fresh prices (a 409) replace what the cart showed, so the shopper sees the real total. */
function applyFreshPrices(fresh: FreshFigures | undefined): void {
  for (const f of fresh?.orderItems ?? []) {
    const line = getCart().find((l) => l.itemNumber === f.itemId);
    if (!line || f.itemPrice === undefined) continue;
    const salesTax = f.salesTax ?? line.salesTax;
    if (line.price === f.itemPrice && line.salesTax === salesTax) continue;
    if (line.salesTax !== salesTax) removeFromCart(line.itemNumber); // add() keeps the old tax on an existing line
    addToCart({ ...line, price: f.itemPrice, salesTax });
  }
}

/**
 * Places the order once: the same attempt (same body) keeps its Idempotency-Key, so a retry after a
 * lost answer returns the first order instead of a second one; a changed body gets a new key.
 */
export function usePlaceOrder() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** `prepare` gives the body, or the reason the payment failed (Stripe's confirmation runs there). */
  async function submit(prepare: () => Promise<OrderBody | string>): Promise<PlacedOrder['data'] | null> {
    setPlacing(true);
    setError(null);
    try {
      const body = await prepare();
      if (typeof body === 'string') {
        setError(`${CHECKOUT_MESSAGES.failed} ${body}`);
        return null;
      }
      const text = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== text) attempt.current = { body: text, key: newKey() };
      // The server's DTO takes payment.paymentIntentId beside the card fields.
      const placed = await placeOrder(body as PlaceOrderRequest, attempt.current.key);
      attempt.current = null;
      return placed.data;
    } catch (e) {
      if (e instanceof ApiError) {
        // Other 409s (an Idempotency-Key reused for another order) carry no figures.
        const payload = e.body as Partial<StaleOrder> | null;
        if (e.status === 409 && payload?.code === 'PRICE_CHANGED') applyFreshPrices(payload.fresh);
        setError(`${CHECKOUT_MESSAGES.failed} ${e.message}`);
      } else {
        setError(`${CHECKOUT_MESSAGES.failed} Please check your connection and try again.`);
      }
      return null;
    } finally {
      setPlacing(false);
    }
  }

  return { submit, placing, error, clearError: () => setError(null) };
}

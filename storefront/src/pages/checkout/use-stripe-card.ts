import type { QuoteRequest } from '@domain/api/quote';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/http';
import { fetchPaymentSetup, loadStripeJs, startStripeIntent, type StripeElements, type StripeJs } from './stripe-js';

/** With Stripe, the Payment Element (hosted by Stripe) takes the card; our card fields are not shown. */
export interface StripeCard {
  /** Stripe is the shop's processor. */
  active: boolean;
  /** Ref callback of the element's host (kept on the page while the order is reviewed). */
  setHost: (host: HTMLDivElement | null) => void;
  /** The element is mounted for the current cart. */
  ready: boolean;
  /** Stripe.js or the intent could not be had. */
  error: string | null;
  /** Confirms the intent in the browser (3-D Secure included): its id, or the processor's reason. */
  confirm(): Promise<{ paymentIntentId: string } | { error: string }>;
}

interface Mounted {
  key: string;
  stripe: StripeJs;
  elements: StripeElements;
  paymentIntentId: string;
}

const CONFIRMED = ['requires_capture', 'succeeded'];

/**
 * Loads Stripe.js and mounts the Payment Element for the server's hold on `cart` once the Payment
 * tab is reached (`wanted`); a changed cart gets a new intent the next time.
 */
export function useStripeCard(wanted: boolean, cart: QuoteRequest | null): StripeCard {
  const setup = useQuery({ queryKey: ['payment-setup'], queryFn: ({ signal }) => fetchPaymentSetup(signal) });
  const active = setup.data?.processor === 'stripe';
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const cartKey = cart ? JSON.stringify(cart) : null;
  const [reachedKey, setReachedKey] = useState<string | null>(null);
  if (active && wanted && cartKey && cartKey !== reachedKey) setReachedKey(cartKey);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const { scriptUrl, publishableKey } = setup.data ?? {};
    if (!reachedKey || !scriptUrl || !publishableKey || !host) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void (async () => {
      try {
        const [factory, intent] = await Promise.all([
          loadStripeJs(scriptUrl),
          startStripeIntent(JSON.parse(reachedKey) as QuoteRequest),
        ]);
        if (cancelled) return;
        const stripe = factory(publishableKey);
        const elements = stripe.elements({ clientSecret: intent.clientSecret });
        const element = elements.create('payment');
        element.mount(host);
        destroy = () => element.destroy?.();
        setError(null);
        setMounted({ key: reachedKey, stripe, elements, paymentIntentId: intent.paymentIntentId });
      } catch (e) {
        if (!cancelled) setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [reachedKey, setup.data, host]);

  const current = mounted && mounted.key === reachedKey ? mounted : null;
  // An intent already held (the order's POST failed after it) is not confirmed twice.
  const confirmed = useRef<string | null>(null);
  async function confirm(): Promise<{ paymentIntentId: string } | { error: string }> {
    if (!current) return { error: error ?? 'The card form is not ready yet.' };
    if (confirmed.current === current.paymentIntentId) return { paymentIntentId: current.paymentIntentId };
    const result = await current.stripe.confirmPayment({ elements: current.elements, redirect: 'if_required' });
    if (result.error) return { error: result.error.message ?? 'The card was not accepted.' };
    if (!result.paymentIntent || !CONFIRMED.includes(result.paymentIntent.status))
      return { error: 'The card payment was not completed.' };
    confirmed.current = current.paymentIntentId;
    return { paymentIntentId: current.paymentIntentId };
  }
  return { active, setHost, ready: !!current, error, confirm };
}

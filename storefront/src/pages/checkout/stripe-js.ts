import type { QuoteRequest } from '@domain/api/quote';
import { apiFetch } from '../../api/http';
import type { PaymentSetup, StartedIntent } from '@domain/api/payments';

/** The part of Stripe.js the checkout uses (https://docs.stripe.com/js). */
export interface StripeElement {
  mount(target: HTMLElement): void;
  destroy?(): void;
}
export interface StripeElements {
  create(type: 'payment'): StripeElement;
}
export interface ConfirmResult {
  paymentIntent?: { id: string; status: string };
  error?: { message?: string };
}
export interface StripeJs {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: { elements: StripeElements; redirect: 'if_required' }): Promise<ConfirmResult>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

export function fetchPaymentSetup(signal?: AbortSignal): Promise<PaymentSetup> {
  return apiFetch<PaymentSetup>('/payments/setup', { signal });
}

export function startStripeIntent(cart: QuoteRequest): Promise<StartedIntent> {
  return apiFetch<StartedIntent>('/payments/stripe/intent', { method: 'POST', body: cart, auth: true });
}

const loading = new Map<string, Promise<StripeFactory>>();

/** Adds Stripe.js's script tag once (Stripe asks that it is loaded from its own host, never bundled). */
export function loadStripeJs(scriptUrl: string): Promise<StripeFactory> {
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise<StripeFactory>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => {
        const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
        if (factory) resolve(factory);
        else reject(new Error('Stripe.js did not load.'));
      };
      script.onerror = () => reject(new Error('Stripe.js could not be loaded.'));
      document.head.appendChild(script);
    });
    promise.catch(() => loading.delete(scriptUrl));
    loading.set(scriptUrl, promise);
  }
  return promise;
}

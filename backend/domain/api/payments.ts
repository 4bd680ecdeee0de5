/**
 * Payments as the API answers them. Pure types, shared by the server, the storefront's card step
 * and the back office's payment cards.
 */

/** GET /api/payments/setup: which processor takes the card; with Stripe, where Stripe.js is and the key. */
export interface PaymentSetup {
  processor: string;
  publishableKey?: string;
  /** Stripe.js: js.stripe.com in production; the tests' stand-in when STRIPE_API_BASE is set. */
  scriptUrl?: string;
}

/** POST /api/payments/stripe/intent: the intent the Payment Element confirms (the server's hold). */
export interface StartedIntent {
  paymentIntentId: string;
  clientSecret: string;
  /** Dollars held on the card: the order total plus the hold padding. */
  holdAmount: number;
}

/** GET /api/payment/attention: an order whose payment needs staff; the message is the server's. */
export interface PaymentAttention {
  orderId: number;
  transactionId: string;
  message: string;
  holdExpiresAt: string | null;
  since: string;
}

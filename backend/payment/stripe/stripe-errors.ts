import Stripe from 'stripe';
import { DeclineCode, PaymentError } from '../payment-gateway';

/** Times a call refused with 429 (rate limit) is tried again, after 0.25 s, 0.5 s, 1 s. */
const RATE_LIMIT_TRIES = 4;

/**
 * Runs a Stripe call, trying it again with the same idempotency key when Stripe answers 429 (its
 * rate limit), then maps Stripe's refusals to PaymentError. The SDK itself retries network
 * failures and timeouts (maxNetworkRetries) with the same key, which Stripe answers once.
 */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      if (e instanceof Stripe.errors.StripeRateLimitError && attempt < RATE_LIMIT_TRIES) {
        await new Promise((r) => setTimeout(r, 125 * 2 ** attempt));
        continue;
      }
      throw mapStripeError(e);
    }
  }
}

/** Stripe's error as a PaymentError (a refusal), or as it was (network: the outcome is unknown). */
export function mapStripeError(e: unknown): unknown {
  if (!(e instanceof Stripe.errors.StripeError)) return e;
  if (e instanceof Stripe.errors.StripeIdempotencyError || e.type === 'idempotency_error') {
    return new PaymentError('This idempotency key was already used for another request at Stripe.', 'idempotency');
  }
  if (e.code === 'resource_missing') return new PaymentError('Stripe has no such payment.', 'not_found');
  if (e.code === 'amount_too_large' || e.code === 'amount_too_small') {
    return new PaymentError(`Stripe refused the amount: ${e.message}`, 'amount');
  }
  if (e.code === 'payment_intent_unexpected_state') {
    const intent = e.payment_intent;
    if (intent && isExpired(intent)) return expiredHold();
    return new PaymentError(`Stripe refused: ${e.message}`, 'invalid_state');
  }
  if (e.code === 'charge_expired_for_capture') return expiredHold();
  if (e.code === 'charge_already_refunded') return new PaymentError(e.message, 'amount');
  if (e instanceof Stripe.errors.StripeInvalidRequestError || e instanceof Stripe.errors.StripeCardError) {
    return new PaymentError(`Stripe refused: ${e.message}`, 'invalid_state');
  }
  return e;
}

/** The card hold lapsed (Stripe cancels an uncaptured online card authorization after 7 days). */
export function isExpired(intent: Pick<Stripe.PaymentIntent, 'status' | 'cancellation_reason'>): boolean {
  return intent.status === 'canceled' && intent.cancellation_reason === 'automatic';
}

export function expiredHold(): PaymentError {
  return new PaymentError(
    'The card hold has expired and can no longer be captured: ask the customer to pay again.',
    'invalid_state',
  );
}

/** Our decline code for Stripe's card error (code and decline_code). */
export function declineCode(error: { code?: string | null; decline_code?: string | null }): DeclineCode {
  if (error.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (error.code === 'expired_card') return 'expired_card';
  if (error.code === 'incorrect_cvc' || error.code === 'invalid_cvc') return 'invalid_cvv';
  if (error.code === 'incorrect_number' || error.code === 'invalid_number') return 'invalid_card';
  if (error.code === 'invalid_expiry_month' || error.code === 'invalid_expiry_year') return 'invalid_expiry';
  return 'declined';
}

import { Inject, Injectable, Optional } from '@nestjs/common';
import type Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import {
  AuthorizationLookup,
  AuthorizeRequest,
  AuthorizeResult,
  CaptureResult,
  PaymentError,
  PaymentGateway,
  RefundResult,
  VoidResult,
} from '../payment-gateway';
import { createStripeClient, StripeClient } from './stripe-client';
import { declineCode, expiredHold, isExpired, mapStripeError, stripeCall } from './stripe-errors';

/** Nest token of the SDK client options (tests: a short timeout); unset in the app. */
export const STRIPE_CLIENT_OPTIONS = Symbol('STRIPE_CLIENT_OPTIONS');

/** What checkout asks Stripe for: a manual-capture PaymentIntent the shopper's browser confirms. */
export interface IntentRequest {
  amountCents: number;
  currency: string;
  /** Our payment's id (txn_...): kept in the intent's metadata, so the reconciler finds it there. */
  reference: string;
  storeId: number;
  idempotencyKey: string;
}

/**
 * Stripe behind the gateway interface, with the official SDK. Card data never reaches us: the
 * storefront's Payment Element confirms a PaymentIntent created here with `capture_method: manual`,
 * and `authorize` is given that intent's id as the card token and checks it is held for the
 * expected amount. Capture, cancel (void) and refunds go to the intent, each with our idempotency key.
 */
@Injectable()
export class StripePaymentGateway implements PaymentGateway {
  readonly name = 'stripe';
  readonly stripe: StripeClient;

  constructor(
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'stripe'>,
    @Optional() @Inject(STRIPE_CLIENT_OPTIONS) options?: { timeoutMs?: number; maxNetworkRetries?: number },
  ) {
    if (!config.stripe) throw new Error('PAYMENT_GATEWAY=stripe needs the STRIPE_* settings.');
    this.stripe = createStripeClient(config.stripe, options);
  }

  /** Creates the intent checkout confirms in the browser; the same key answers the same intent. */
  async createIntent(request: IntentRequest): Promise<{ intentId: string; clientSecret: string }> {
    const intent = await stripeCall(() =>
      this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          capture_method: 'manual',
          // Card-like methods that complete in the page (no redirect), as `confirmPayment({redirect: 'if_required'})` expects.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { reference: request.reference, store: String(request.storeId) },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { intentId: intent.id, clientSecret: intent.client_secret! };
  }

  /** The confirmed intent (`cardToken`), approved when it holds exactly `amountCents` for our payment. */
  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    if (request.card || !request.cardToken) {
      throw new PaymentError('With Stripe, the card is entered in Stripe’s payment form only.', 'invalid_state');
    }
    const intent = await this.intent(request.cardToken);
    if (intent.metadata?.reference !== request.reference) {
      throw new PaymentError('This card payment belongs to another checkout.', 'invalid_state');
    }
    const result = resultOf(intent);
    if (result.status === 'authorized' && result.authorizedCents !== request.amountCents) {
      throw new PaymentError('The card payment is not for the order’s amount. Please pay again.', 'amount');
    }
    if (result.status === 'authorized' || result.status === 'declined') return result;
    if (isExpired(intent)) throw expiredHold();
    throw new PaymentError('The card payment was not completed. Please pay again.', 'invalid_state');
  }

  async capture(processorReference: string, amountCents: number, idempotencyKey: string): Promise<CaptureResult> {
    if (amountCents === 0) {
      // Nothing to charge: Stripe captures no 0, so the hold is released.
      await this.void(processorReference, idempotencyKey);
      return { processorReference, capturedCents: 0 };
    }
    const intent = await stripeCall(() =>
      this.stripe.paymentIntents.capture(processorReference, { amount_to_capture: amountCents }, { idempotencyKey }),
    );
    return { processorReference, capturedCents: intent.amount_received };
  }

  async void(processorReference: string, idempotencyKey: string): Promise<VoidResult> {
    try {
      const intent = await this.stripe.paymentIntents.cancel(processorReference, {}, { idempotencyKey });
      return { processorReference, voidedCents: intent.amount };
    } catch (e) {
      // Cancelled already (in the dashboard, or the hold lapsed): nothing is held any more.
      const intent = (e as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
      if (intent?.status === 'canceled') return { processorReference, voidedCents: intent.amount };
      throw mapStripeError(e);
    }
  }

  /**
   * The reason stays in our records only: the same refund sent again (its number is the key) must
   * carry the same parameters, whatever reason the second attempt was typed with.
   */
  async refund(processorReference: string, amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    const refund = await stripeCall(() =>
      this.stripe.refunds.create({ payment_intent: processorReference, amount: amountCents }, { idempotencyKey }),
    );
    const charge = (await this.intent(processorReference)).latest_charge as Stripe.Charge | null;
    return {
      processorReference,
      refundedCents: refund.amount,
      totalRefundedCents: charge?.amount_refunded ?? refund.amount,
    };
  }

  /**
   * The intent made for the payment whose authorization key this is (`<txn>:authorize`), found by
   * its metadata. One the shopper never confirmed is cancelled here, so it cannot become a hold we
   * do not know of: like a cancelled one, it answers null (no authorization).
   */
  async lookup(idempotencyKey: string): Promise<AuthorizationLookup | null> {
    const reference = idempotencyKey.replace(/:authorize$/, '');
    const found = await stripeCall(() =>
      this.stripe.paymentIntents.search({ query: `metadata['reference']:'${reference.replace(/'/g, '')}'` }),
    );
    const listed = found.data[0];
    if (!listed || listed.status === 'canceled') return null;
    const intent = await this.intent(listed.id);
    const result = resultOf(intent);
    if (result.status === 'authorized') return { ...result, processorReference: intent.id, state: 'authorized' };
    if (intent.status === 'succeeded') {
      return { ...result, status: 'authorized', processorReference: intent.id, state: 'captured' };
    }
    await this.void(intent.id, `${reference}:void`);
    return null;
  }

  /** The intent with its charge (and the charge's balance transaction: fee, net, availability). */
  intent(id: string): Promise<Stripe.PaymentIntent> {
    return stripeCall(() =>
      this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge', 'latest_charge.balance_transaction'] }),
    );
  }
}

/** Where an intent stands, as the gateway interface answers an authorization. */
function resultOf(intent: Stripe.PaymentIntent): AuthorizeResult | ({ status: 'other' } & AuthorizeResult) {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  const cardFields = {
    brand: card?.brand ?? '',
    last4: card?.last4 ?? '',
    ...(card ? { expiry: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}` } : {}),
  };
  if (intent.status === 'requires_capture') {
    return {
      processorReference: intent.id,
      status: 'authorized',
      authorizedCents: intent.amount_capturable,
      ...cardFields,
    };
  }
  const error = intent.last_payment_error;
  if (intent.status === 'requires_payment_method' && error) {
    return {
      processorReference: intent.id,
      status: 'declined',
      authorizedCents: 0,
      declineCode: declineCode(error),
      declineReason: error.message ?? 'Your card was declined.',
      ...cardFields,
    };
  }
  return { processorReference: intent.id, status: 'other' as never, authorizedCents: 0, ...cardFields };
}

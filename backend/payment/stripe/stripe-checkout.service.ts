import { Inject, Injectable, Logger } from '@nestjs/common';
import { toDollars } from '../../common/money/money';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import type { StoreContext } from '../../tenants/store-context';
import { StoreDb } from '../../tenants/store-db';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payment-gateway';
import { newIntentPayment, OPEN_INTENT_PAYMENT } from './stripe-hold';
import { StripePaymentGateway } from './stripe-payment.gateway';
import type { PaymentSetup, StartedIntent } from '../../domain/api/payments';

/**
 * Checkout's side of Stripe: the payment is written down as 'authorizing' (and committed) before
 * Stripe is asked for the intent, so a crash at any point leaves a row the hold reconciler settles
 * (it finds the intent by our reference in its metadata).
 */
@Injectable()
export class StripeCheckoutService {
  private readonly log = new Logger('StripeCheckout');

  constructor(
    private readonly db: StoreDb,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  setup(): PaymentSetup {
    const stripe = this.config.stripe;
    if (this.gateway.name !== 'stripe' || !stripe) return { processor: this.gateway.name };
    const base = stripe.apiBase;
    return {
      processor: 'stripe',
      publishableKey: stripe.publishableKey,
      scriptUrl: base ? `${base.protocol}://${base.host}:${base.port}/js/stripe.js` : 'https://js.stripe.com/v3/',
    };
  }

  /** A manual-capture intent for `amountCents` (the hold) for the signed-in customer. */
  async start(ctx: StoreContext, amountCents: number): Promise<StartedIntent> {
    const gateway = this.gateway;
    if (!(gateway instanceof StripePaymentGateway)) throw new Error('Stripe is not the configured processor.');
    const { transactionId, idempotencyKey } = newIntentPayment();
    await this.db.run(ctx, (em) =>
      em.query(OPEN_INTENT_PAYMENT, [
        transactionId,
        ctx.store.id,
        ctx.user?.id ?? null,
        idempotencyKey,
        'USD',
        amountCents,
      ]),
    );
    const intent = await gateway.createIntent({
      amountCents,
      currency: 'USD',
      reference: transactionId,
      storeId: ctx.store.id,
      idempotencyKey,
    });
    await this.db.run(ctx, (em) =>
      em.query(`UPDATE payment_transaction SET processor_reference = $2, updated_at = now() WHERE id = $1`, [
        transactionId,
        intent.intentId,
      ]),
    );
    this.log.log({ transactionId, paymentIntentId: intent.intentId }, 'Stripe payment intent created');
    return { paymentIntentId: intent.intentId, clientSecret: intent.clientSecret, holdAmount: toDollars(amountCents) };
  }
}

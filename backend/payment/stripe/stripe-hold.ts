import { BadRequestException, ConflictException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { cardProblem } from '../../domain/payment-card';
import type { StoreContext } from '../../tenants/store-context';
import type { HoldRequest } from '../hold-request';

/** What POST /api/orders may carry as its payment: the card as typed (sandbox) or Stripe's intent. */
export interface OrderPayment {
  cardHolderName?: string;
  cardNumber?: string;
  expirationDate?: string;
  cvv?: string;
  paymentIntentId?: string;
}

export const STRIPE_TEXTS = {
  noCardData:
    'Card details go to Stripe only: send the paymentIntentId of the confirmed payment, never a card number or CVV.',
  intentNeeded: 'Please enter your card details in the payment form and confirm the payment.',
  intentUnknown: 'This card payment is not one of your checkout payments. Please pay again.',
  totalChanged: 'The order total changed after you paid. Please confirm the payment again for the new total.',
  notStripe: 'This shop takes the card details on this page: send the card, not a payment intent.',
} as const;

/** The payment fields an order body must have for the configured processor (400 otherwise). */
export function checkPaymentFields(gateway: string, payment: OrderPayment): void {
  if (gateway === 'stripe') {
    if (payment.cardNumber !== undefined || payment.cvv !== undefined) throw refusal(STRIPE_TEXTS.noCardData);
    if (!payment.paymentIntentId) throw refusal(STRIPE_TEXTS.intentNeeded);
    return;
  }
  if (payment.paymentIntentId !== undefined) throw refusal(STRIPE_TEXTS.notStripe);
  const problem = cardProblem({
    cardNumber: payment.cardNumber ?? '',
    expirationDate: payment.expirationDate ?? '',
    cvv: payment.cvv ?? '',
  });
  if (problem) throw refusal(problem);
}

function refusal(message: string) {
  return new BadRequestException({ status: false, message });
}

/** The payment row written when checkout asks for an intent (its card columns filled on approval). */
export const OPEN_INTENT_PAYMENT = `INSERT INTO payment_transaction (id, store_id, user_id, status, gateway, idempotency_key, currency,
  requested_cents, authorized_cents) VALUES ($1, $2, $3, 'authorizing', 'stripe', $4, $5, $6, 0)`;

/** A new payment id and the key its intent is created with (the reconciler looks it up by it). */
export function newIntentPayment(): { transactionId: string; idempotencyKey: string } {
  const transactionId = `txn_${randomBytes(12).toString('hex')}`;
  return { transactionId, idempotencyKey: `${transactionId}:authorize` };
}

/**
 * The hold of an order paid with Stripe: the payment written when the shopper's intent was made,
 * still 'authorizing', of this customer and store, for the order's hold amount. Locked for the
 * placement's first transaction; `ask` then checks at Stripe that the intent is held.
 */
export async function intentHold(
  em: EntityManager,
  ctx: StoreContext,
  intentId: string,
  amountCents: number,
): Promise<HoldRequest> {
  const [row]: Array<{ id: string; key: string; requested: number }> = await em.query(
    `SELECT id, idempotency_key AS key, requested_cents AS requested FROM payment_transaction
      WHERE processor_reference = $1 AND gateway = 'stripe' AND store_id = $2 AND user_id = $3
        AND status = 'authorizing' AND order_id IS NULL
      FOR UPDATE`,
    [intentId, ctx.store.id, ctx.user?.id ?? null],
  );
  if (!row)
    throw new ConflictException({ status: false, code: 'PAYMENT_UNKNOWN', message: STRIPE_TEXTS.intentUnknown });
  if (Number(row.requested) !== amountCents) {
    throw new ConflictException({ status: false, code: 'PAYMENT_AMOUNT', message: STRIPE_TEXTS.totalChanged });
  }
  return {
    transactionId: row.id,
    idempotencyKey: row.key,
    amountCents,
    cardToken: intentId,
    brand: '',
    last4: '',
    expiry: '',
  };
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { cardBrand, cardDigits, cardProblem, CARD_MESSAGES, formatExpiry, parseExpiry } from '../domain/payment-card';
import { AuthorizeRequest, AuthorizeResult, DeclineCode, PaymentError, PaymentGateway } from './payment-gateway';
import { PaymentTransaction } from './payment-transaction.entity';

/** Published test cards (any future expiry, any 3-digit CVV). Other valid cards are approved. */
export const SANDBOX_TEST_CARDS = {
  approveVisa: '4111111111111111',
  approveVisa2: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const DECLINE_MESSAGES: Record<'declined' | 'insufficient_funds', string> = {
  declined: 'Your card was declined. Please use a different card.',
  insufficient_funds: 'Your card has insufficient funds. Please use a different card.',
};

const REFUSALS: Record<string, 'declined' | 'insufficient_funds'> = {
  [SANDBOX_TEST_CARDS.declined]: 'declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
};

function problemCode(message: string): DeclineCode {
  if (message === CARD_MESSAGES.expired) return 'expired_card';
  if (message === CARD_MESSAGES.cvv) return 'invalid_cvv';
  return 'invalid_card';
}

/**
 * The built-in processor: checks the card like a real one (Luhn, expiry, CVV), answers the
 * published test cards, and keeps each transaction in `payment_transaction` with its authorized,
 * captured, voided and refunded amounts. Authorizations are written on their own connection, like a
 * remote processor's, so a hold survives the rollback of the caller's transaction and must be voided.
 */
@Injectable()
export class SandboxPaymentGateway implements PaymentGateway {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const problem = cardProblem(request.card);
    if (problem) return { approved: false, code: problemCode(problem), message: problem };
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      return { approved: false, code: 'declined', message: 'The amount to authorize must be above 0.' };
    }
    const digits = cardDigits(request.card.cardNumber);
    const expiry = formatExpiry(parseExpiry(request.card.expirationDate)!);
    const refusal = REFUSALS[digits];
    const id = `txn_${randomBytes(12).toString('hex')}`;
    // Only brand, last four digits and expiry are kept; never the number or the CVV.
    await this.ds.query(
      `INSERT INTO payment_transaction (id, store_id, user_id, status, decline_code, card_brand, card_last4, card_expiry, card_holder_name, requested_cents, authorized_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        request.storeId,
        request.userId ?? null,
        refusal ? 'declined' : 'authorized',
        refusal ?? null,
        cardBrand(digits),
        digits.slice(-4),
        expiry,
        (request.cardHolderName ?? '').trim().slice(0, 100),
        request.amountCents,
        refusal ? 0 : request.amountCents,
      ],
    );
    if (refusal) return { approved: false, code: refusal, message: DECLINE_MESSAGES[refusal], transactionId: id };
    return {
      approved: true,
      transactionId: id,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expiry,
      authorizedCents: request.amountCents,
    };
  }

  async capture(transactionId: string, amountCents: number, em?: EntityManager): Promise<PaymentTransaction> {
    this.assertAmount(amountCents, true);
    return this.change(
      em,
      transactionId,
      `UPDATE payment_transaction SET captured_cents = $2, status = 'captured', updated_at = now()
        WHERE id = $1 AND status = 'authorized' AND authorized_cents >= $2`,
      [amountCents],
      (t) =>
        t.status !== 'authorized'
          ? `This payment is ${t.status} and cannot be captured.`
          : `The capture amount exceeds the authorized ${dollars(t.authorizedCents)}.`,
    );
  }

  async void(transactionId: string, em?: EntityManager): Promise<PaymentTransaction> {
    return this.change(
      em,
      transactionId,
      `UPDATE payment_transaction SET voided_cents = authorized_cents, status = 'voided', updated_at = now()
        WHERE id = $1 AND status = 'authorized'`,
      [],
      (t) => `This payment is ${t.status} and cannot be voided.`,
    );
  }

  async refund(transactionId: string, amountCents: number, em?: EntityManager): Promise<PaymentTransaction> {
    this.assertAmount(amountCents, false);
    return this.change(
      em,
      transactionId,
      `UPDATE payment_transaction SET refunded_cents = refunded_cents + $2,
              status = CASE WHEN refunded_cents + $2 = captured_cents THEN 'refunded' ELSE 'partially_refunded' END,
              updated_at = now()
        WHERE id = $1 AND status IN ('captured', 'partially_refunded') AND refunded_cents + $2 <= captured_cents`,
      [amountCents],
      (t) =>
        t.status !== 'captured' && t.status !== 'partially_refunded'
          ? `This payment is ${t.status} and cannot be refunded.`
          : `The refund exceeds the ${dollars(t.capturedCents - t.refundedCents)} left to refund.`,
    );
  }

  async attachToOrder(transactionId: string, orderId: number, em?: EntityManager): Promise<void> {
    await (em ?? this.ds.manager).query('UPDATE payment_transaction SET order_id = $2 WHERE id = $1', [
      transactionId,
      orderId,
    ]);
  }

  find(transactionId: string, em?: EntityManager): Promise<PaymentTransaction | null> {
    return (em ?? this.ds.manager).findOne(PaymentTransaction, { where: { id: transactionId } });
  }

  private assertAmount(amountCents: number, allowZero: boolean) {
    if (!Number.isInteger(amountCents) || amountCents < 0 || (!allowZero && amountCents === 0)) {
      throw new PaymentError('The amount must be a positive number of cents.', 'amount');
    }
  }

  /** One conditional UPDATE (so two staff clicks cannot both capture), then the row as it is now. */
  private async change(
    em: EntityManager | undefined,
    transactionId: string,
    sql: string,
    params: unknown[],
    refusal: (t: PaymentTransaction) => string,
  ): Promise<PaymentTransaction> {
    const manager = em ?? this.ds.manager;
    const [, affected] = (await manager.query(sql, [transactionId, ...params])) as [unknown[], number];
    const row = await this.find(transactionId, manager);
    if (!row) throw new PaymentError('No such payment transaction.', 'not_found');
    if (!affected) throw new PaymentError(refusal(row), row.status === 'authorized' ? 'amount' : 'invalid_state');
    return row;
  }
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

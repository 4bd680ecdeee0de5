import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { toCents, toDollars } from '../common/money/money';
import { APP_CONFIG, AppConfig } from '../config/config';
import type { PaymentView } from '../domain/api/orders';
import { cardBrand, cardDigits, formatExpiry, parseExpiry } from '../domain/payment-card';
import { AuthorizeResult, CardDetails, PAYMENT_GATEWAY, PaymentError, PaymentGateway } from './payment-gateway';
import { cardDecline, HOLD_TEXTS, holdRules, PaymentAmounts } from './payment-rules';
import { PaymentTransaction } from './payment-transaction.entity';
import { pauseForCrashTest } from './test-crash';
import type { HoldRequest } from './hold-request';
import { checkPaymentFields, intentHold, OrderPayment } from './stripe/stripe-hold';
import type { StoreContext } from '../tenants/store-context';
import { preparedQuery, StoreDb, type PreparedStatement } from '../tenants/store-db';

/** 402 for a refused card, with the processor's message (never the card number). */
export class PaymentDeclinedException extends HttpException {
  constructor(message: string, code: string) {
    super({ message, code }, HttpStatus.PAYMENT_REQUIRED);
  }
}

export type { HoldRequest } from './hold-request';

/** The processor's approval of a hold (`ask`); the payment row may not hold it yet. */
export interface ApprovedHold {
  transactionId: string;
  brand: string;
  last4: string;
  expiry: string;
  authorizedCents: number;
}

/** An approved hold with the processor's answer, as `ask` gives it. */
export interface Approval {
  hold: ApprovedHold;
  result: AuthorizeResult;
}

/** How long a card hold lasts at the processors (Stripe: 7 days for online card payments; the sandbox alike). */
export const HOLD_LIFETIME = `interval '7 days'`;

/**
 * The order's statement (order-writer.ts) writes the processor's approval onto its payment and
 * links it to the order, as a CTE over `o` (the inserted order), as recordAuthorization would
 * (the card columns are the row's own, set by `open`): `txn` is the payment's id, `ref` and
 * `cents` the processor's reference and the held amount. It updates nothing when the payment is no
 * longer 'authorizing' (the reconciler settled it): see `recordedWithOrder`.
 */
export const recordWithOrder = (txn: string, ref: string, cents: string) => `
  UPDATE payment_transaction p SET status = 'authorized', processor_reference = ${ref}, authorized_cents = ${cents},
         decline_code = NULL, order_id = o.id, hold_expires_at = now() + ${HOLD_LIFETIME}, updated_at = now()
    FROM o WHERE p.id = ${txn} AND p.status = 'authorizing' AND p.order_id IS NULL
  RETURNING p.id`;

const CURRENCY = 'USD';

/** A hold's intent, written before the processor is asked (PaymentService.open). */
const OPEN_HOLD: PreparedStatement = {
  name: 'payment-open-hold',
  text: `INSERT INTO payment_transaction (id, store_id, user_id, status, gateway, idempotency_key, currency, card_brand,
        card_last4, card_expiry, card_holder_name, requested_cents, authorized_cents)
   VALUES ($1, $2, $3, 'authorizing', $4, $5, $6, $7, $8, $9, $10, $11, 0)`,
};

/**
 * Where a payment change runs: the caller's store, or the hold reconciler's named bypass (it
 * settles the holds of every store). Inside a transaction of the same scope, the change joins it.
 */
export type PaymentScope = StoreContext | 'payment-reconciler';

/**
 * The shop's side of card payments: it keeps the `payment_transaction` rows and asks the configured
 * gateway. An authorization is written down as 'authorizing' (and committed) before the processor
 * is asked, so a crash at any point leaves a row the hold reconciler finds.
 */
@Injectable()
export class PaymentService {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly db: StoreDb,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Spec 7 POST /payment/authorize: 200 {transactionId}, a refused card 402. */
  async authorizeForCustomer(
    ctx: StoreContext,
    input: { amount: number; cardNumber: string; expirationDate: string; cvv: string; cardHolderName?: string },
  ) {
    const hold = await this.authorize(ctx, {
      amountCents: toCents(input.amount),
      card: {
        number: input.cardNumber,
        expiry: input.expirationDate,
        cvv: input.cvv,
        holderName: input.cardHolderName,
      },
    });
    return { transactionId: hold.transactionId };
  }

  /**
   * Holds `amountCents` on the card (POST /payment/authorize): `open`, `ask`, then the answer is
   * written on its own. A card that fails the checks (Luhn, expiry, CVV) is refused with 402 and
   * writes nothing; a processor's decline is kept as a 'declined' row and answers 402.
   */
  async authorize(ctx: StoreContext, request: { amountCents: number; card: CardDetails }): Promise<ApprovedHold> {
    const hold = await this.db.run(ctx, () => this.open(ctx, request));
    const approved = await this.ask(ctx, hold);
    const row = await this.db.run(ctx, (em) => this.recordAuthorization(em, hold.transactionId, approved.result));
    if (!row) {
      await this.voidLateHold(hold.transactionId, approved.result);
      throw new ConflictException({
        status: false,
        message: 'The card authorization took too long. Please try again.',
      });
    }
    await pauseForCrashTest(this.config, 'recorded', hold.transactionId);
    return approved.hold;
  }

  /** The processor's name (PAYMENT_GATEWAY). */
  get gatewayName(): string {
    return this.gateway.name;
  }

  /** Refuses (400) an order body whose payment fields do not fit the processor (stripe/stripe-hold.ts). */
  checkPaymentFields(payment: OrderPayment): void {
    checkPaymentFields(this.gateway.name, payment);
  }

  /**
   * The hold of an order, in the placement's first transaction: with Stripe, the payment written
   * when its intent was made (`intentHold`); else the card's, written down by `open`.
   */
  openFor(ctx: StoreContext, amountCents: number, payment: OrderPayment): Promise<HoldRequest> {
    if (payment.paymentIntentId) {
      const intentId = payment.paymentIntentId;
      return this.db.run(ctx, (em) => intentHold(em, ctx, intentId, amountCents));
    }
    const card = {
      number: payment.cardNumber ?? '',
      expiry: payment.expirationDate ?? '',
      cvv: payment.cvv ?? '',
      holderName: payment.cardHolderName,
    };
    return this.open(ctx, { amountCents, card });
  }

  /**
   * Writes the intent of a hold down as 'authorizing' (never the card number or CVV). It must be
   * committed before the processor is asked (`ask`): inside a caller's transaction for the store,
   * it commits with it. A card that fails our checks is refused with 402 and writes nothing.
   */
  async open(ctx: StoreContext, request: { amountCents: number; card: CardDetails }): Promise<HoldRequest> {
    const { card, amountCents } = request;
    const problem = cardDecline(card);
    if (problem) throw new PaymentDeclinedException(problem.message, problem.code);
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      throw new BadRequestException('The amount to authorize must be above 0.');
    }
    const id = `txn_${randomBytes(12).toString('hex')}`;
    const digits = cardDigits(card.number);
    const hold: HoldRequest = {
      transactionId: id,
      idempotencyKey: `${id}:authorize`,
      amountCents,
      card,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expiry: formatExpiry(parseExpiry(card.expiry)!),
    };
    await this.db.run(ctx, (em) =>
      preparedQuery(em, OPEN_HOLD, [
        id,
        ctx.store.id,
        ctx.user?.id ?? null,
        this.gateway.name,
        hold.idempotencyKey,
        CURRENCY,
        hold.brand,
        hold.last4,
        hold.expiry,
        (card.holderName ?? '').trim().slice(0, 100),
        amountCents,
      ]),
    );
    return hold;
  }

  /**
   * Asks the processor for a hold `open` wrote down (and its transaction committed). Approved: the
   * answer, for the caller to write (`recordAuthorization`, or the order's statement with
   * `RECORD_WITH_ORDER`). Refused outright: the payment is marked failed and 402 or 409 answers.
   * Declined: kept as a 'declined' row, 402. No answer (network): the row stays 'authorizing' for
   * the hold reconciler.
   */
  async ask(ctx: StoreContext, hold: HoldRequest): Promise<Approval> {
    const id = hold.transactionId;
    let result: AuthorizeResult;
    try {
      result = await this.gateway.authorize({
        amountCents: hold.amountCents,
        currency: CURRENCY,
        card: hold.card,
        cardToken: hold.cardToken,
        idempotencyKey: hold.idempotencyKey,
        reference: id,
      });
    } catch (e) {
      if (e instanceof PaymentError) {
        // Refused outright: no hold exists. A token's payment (a Stripe intent the shopper may still
        // confirm) stays 'authorizing', for another try or the reconciler.
        if (!hold.cardToken) await this.db.run(ctx, (em) => this.markFailed(em, id));
        throw httpError(e);
      }
      // Outcome unknown (network, timeout): the row stays 'authorizing' for the hold reconciler.
      this.log.error({ err: e, transactionId: id }, 'The card authorization got no answer');
      throw e;
    }
    await pauseForCrashTest(this.config, 'unrecorded', id);
    if (result.status !== 'authorized' && hold.cardToken) {
      // Declined in Stripe's form: the shopper may confirm the same intent with another card.
      throw new PaymentDeclinedException(
        result.declineReason ?? 'Your card was declined.',
        result.declineCode ?? 'declined',
      );
    }
    if (result.status !== 'authorized') {
      const row = await this.db.run(ctx, (em) => this.recordAuthorization(em, id, result));
      if (!row) {
        await this.voidLateHold(id, result);
        throw new ConflictException({
          status: false,
          message: 'The card authorization took too long. Please try again.',
        });
      }
      throw new PaymentDeclinedException(
        result.declineReason ?? 'Your card was declined.',
        result.declineCode ?? 'declined',
      );
    }
    if (hold.cardToken) await this.db.run(ctx, (em) => this.recordTokenCard(em, id, result));
    return {
      hold: {
        transactionId: id,
        // As recordAuthorization keeps them: the row's own (always set by `open`) before the processor's.
        brand: hold.brand || result.brand,
        last4: hold.last4 || result.last4,
        expiry: hold.expiry || (result.expiry ?? ''),
        authorizedCents: result.authorizedCents,
      },
      result,
    };
  }

  /**
   * After the order's statement (RECORD_WITH_ORDER), inside its transaction: refuses (409) a hold
   * that was no longer 'authorizing' (the reconciler settled it meanwhile), so the order is not
   * written without it.
   */
  async recordedWithOrder(hold: ApprovedHold, recorded: boolean): Promise<void> {
    if (!recorded) {
      throw new ConflictException({
        status: false,
        code: 'PAYMENT_EXPIRED',
        message: 'The card authorization expired before the order was saved. Please place the order again.',
      });
    }
    await pauseForCrashTest(this.config, 'recorded', hold.transactionId);
  }

  /**
   * After a failed order placement (its transaction rolled back, the payment still 'authorizing'):
   * writes the processor's answer down and releases the hold now (the reconciler would, minutes later).
   */
  async abandon(ctx: StoreContext, approved: Approval): Promise<void> {
    const id = approved.hold.transactionId;
    const row = await this.db.run(ctx, (em) => this.recordAuthorization(em, id, approved.result));
    if (!row) await this.voidLateHold(id, approved.result);
    else await this.releaseHold(ctx, id);
  }

  /**
   * A hold the reconciler settled while the processor was answering (minutes late): made after its
   * look-up, it is released here, as nobody else knows of it.
   */
  private async voidLateHold(transactionId: string, result: AuthorizeResult): Promise<void> {
    if (result.status !== 'authorized' || !result.processorReference) return;
    await this.gateway.void(result.processorReference, `${transactionId}:void`).catch((err) => {
      this.log.error({ err, transactionId }, 'Could not release a late card hold');
    });
  }

  /**
   * Writes the processor's answer onto a payment still 'authorizing'; null when it is no longer
   * (the reconciler or a retry got there first).
   */
  async recordAuthorization(
    em: EntityManager,
    transactionId: string,
    result: AuthorizeResult,
  ): Promise<Pick<PaymentTransaction, 'cardBrand' | 'cardLast4' | 'cardExpiry' | 'authorizedCents'> | null> {
    const [rows] = (await em.query(
      `UPDATE payment_transaction
          SET status = $2, processor_reference = $3, authorized_cents = $4, decline_code = $5,
              hold_expires_at = CASE WHEN $9::boolean THEN now() + ${HOLD_LIFETIME} END,
              card_brand = COALESCE(card_brand, $6), card_last4 = COALESCE(card_last4, $7),
              card_expiry = COALESCE(card_expiry, $8), updated_at = now()
        WHERE id = $1 AND status = 'authorizing'
        RETURNING card_brand AS "cardBrand", card_last4 AS "cardLast4", card_expiry AS "cardExpiry",
                  authorized_cents AS "authorizedCents"`,
      [
        transactionId,
        result.status,
        result.processorReference,
        result.status === 'authorized' ? result.authorizedCents : 0,
        result.declineCode ?? null,
        result.brand || null,
        /^\d{4}$/.test(result.last4) ? result.last4 : null,
        result.expiry ?? null,
        result.status === 'authorized',
      ],
    )) as [Array<Pick<PaymentTransaction, 'cardBrand' | 'cardLast4' | 'cardExpiry' | 'authorizedCents'>>, number];
    return rows[0] ?? null;
  }

  /** A token's card (brand, last four, expiry) as the processor told it, on the payment still 'authorizing'. */
  private async recordTokenCard(em: EntityManager, transactionId: string, result: AuthorizeResult): Promise<void> {
    await em.query(
      `UPDATE payment_transaction SET card_brand = COALESCE(card_brand, $2), card_last4 = COALESCE(card_last4, $3),
              card_expiry = COALESCE(card_expiry, $4) WHERE id = $1 AND status = 'authorizing'`,
      [transactionId, result.brand || null, /^\d{4}$/.test(result.last4) ? result.last4 : null, result.expiry ?? null],
    );
  }

  /** The processor never made the authorization: nothing to release. */
  async markFailed(em: EntityManager, transactionId: string): Promise<void> {
    await em.query(
      `UPDATE payment_transaction SET status = 'failed', updated_at = now() WHERE id = $1 AND status = 'authorizing'`,
      [transactionId],
    );
  }

  /** Takes `amountCents` (at most the hold) from an authorized payment, once. */
  capture(scope: PaymentScope, transactionId: string, amountCents: number): Promise<PaymentTransaction> {
    return this.change(
      scope,
      transactionId,
      (p) => holdRules.capture(liveHold(p), amountCents),
      async (ref, p) => {
        const done = await this.gateway.capture(ref, amountCents, `${transactionId}:capture`);
        return { ...p, status: 'captured', capturedCents: done.capturedCents };
      },
    );
  }

  /** Releases an uncaptured hold. */
  void(scope: PaymentScope, transactionId: string): Promise<PaymentTransaction> {
    return this.change(
      scope,
      transactionId,
      (p) => holdRules.void(p),
      async (ref, p) => {
        const done = await this.gateway.void(ref, `${transactionId}:void`);
        return { ...p, status: 'voided', voidedCents: done.voidedCents };
      },
    );
  }

  /**
   * Gives back part or all of a captured payment. `idempotencyKey` makes a retried refund happen
   * once at the processor; the row always takes the processor's total.
   */
  refund(
    scope: PaymentScope,
    transactionId: string,
    amountCents: number,
    idempotencyKey: string,
    reason?: string,
  ): Promise<PaymentTransaction> {
    return this.change(
      scope,
      transactionId,
      (p) => holdRules.refund(p, amountCents),
      async (ref, p) => {
        const done = await this.gateway.refund(ref, amountCents, `${transactionId}:refund:${idempotencyKey}`, reason);
        const refundedCents = done.totalRefundedCents;
        return { ...p, status: refundedCents === p.capturedCents ? 'refunded' : 'partially_refunded', refundedCents };
      },
    );
  }

  /** After a failed order placement: releases the hold now (the reconciler would, minutes later). */
  async releaseHold(ctx: StoreContext, transactionId: string): Promise<void> {
    try {
      await this.void(ctx, transactionId);
    } catch (e) {
      if (e instanceof PaymentError && e.code === 'invalid_state') return; // already released or never held
      throw e;
    }
  }

  /** Staff capture of a hold of their own store (another store's transaction: 404). */
  async captureForStaff(ctx: StoreContext, transactionId: string, amount: number) {
    await this.db.findInStoreOrThrow(ctx, PaymentTransaction, transactionId, 'No such payment transaction.');
    try {
      return paymentView(await this.capture(ctx, transactionId, toCents(amount)));
    } catch (e) {
      throw httpError(e);
    }
  }

  /**
   * One change of a payment: the row is locked, our rules refuse a wrong request before the
   * processor is asked, the processor does it (idempotent by key, so a rolled-back caller can
   * retry), and the row takes the amounts the processor answered, in the caller's transaction when
   * it has one for the same scope.
   */
  private async change(
    scope: PaymentScope,
    transactionId: string,
    rule: (p: PaymentTransaction) => PaymentAmounts,
    call: (processorReference: string, p: PaymentAmounts) => Promise<PaymentAmounts>,
  ): Promise<PaymentTransaction> {
    const run = async (m: EntityManager) => {
      const row = await m.findOne(PaymentTransaction, {
        where: { id: transactionId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw new PaymentError('No such payment transaction.', 'not_found');
      rule(row);
      if (row.gateway !== this.gateway.name) {
        throw new PaymentError(
          `This payment was made with the ${row.gateway} processor, not ${this.gateway.name}.`,
          'invalid_state',
        );
      }
      const next = await call(row.processorReference!, row);
      await m.query(
        `UPDATE payment_transaction SET status = $2, captured_cents = $3, voided_cents = $4, refunded_cents = $5,
                updated_at = now() WHERE id = $1`,
        [transactionId, next.status, next.capturedCents, next.voidedCents, next.refundedCents],
      );
      return m.findOneByOrFail(PaymentTransaction, { id: transactionId });
    };
    return typeof scope === 'string' ? this.db.bypass(scope, run) : this.db.run(scope, run);
  }
}

/** A hold past its expiry cannot be captured (409 through httpError), whatever the processor. */
export function liveHold(p: PaymentTransaction, now = new Date()): PaymentTransaction {
  if (p.status === 'authorized' && p.holdExpiresAt && p.holdExpiresAt <= now) {
    throw new PaymentError(HOLD_TEXTS.expired, 'invalid_state');
  }
  return p;
}

/** The API view of a transaction: amounts in dollars, card as brand, last four and expiry. */
export function paymentView(t: PaymentTransaction): PaymentView {
  return {
    transactionId: t.id,
    status: t.status,
    cardBrand: t.cardBrand,
    cardLast4: t.cardLast4,
    cardExpiry: t.cardExpiry,
    authorizedAmount: toDollars(t.authorizedCents),
    capturedAmount: toDollars(t.capturedCents),
    voidedAmount: toDollars(t.voidedCents),
    refundedAmount: toDollars(t.refundedCents),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function httpError(e: unknown): unknown {
  if (!(e instanceof PaymentError)) return e;
  if (e.code === 'not_found') return new NotFoundException(e.message);
  if (e.code === 'amount') return new BadRequestException(e.message);
  return new ConflictException(e.message);
}

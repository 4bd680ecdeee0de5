import { randomBytes } from 'node:crypto';

/**
 * The state of the Stripe stand-in (stripe-stand-in.ts): PaymentIntents, their charges, refunds,
 * balance transactions and events, with the rules of Stripe's API reference for the calls the
 * shop makes (manual capture, amount_to_capture, cancel, partial refunds). Each rule failure is a
 * StripeFailure carrying the HTTP status and Stripe's error object.
 */

export type Obj = Record<string, any>;

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Obj,
  ) {
    super(String(error.message));
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
/** Online card authorizations at Stripe last 7 days. */
export const HOLD_SECONDS = 7 * 24 * 3600;

/** Stripe's test payment methods the stand-in knows, and what confirming with each does. */
const TEST_METHODS: Record<
  string,
  { last4: string; decline?: { code: string; decline_code?: string; message: string } }
> = {
  pm_card_visa: { last4: '4242' },
  pm_card_threeDSecure2Required: { last4: '3155' },
  pm_card_chargeDeclined: {
    last4: '0002',
    decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    last4: '9995',
    decline: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    last4: '0069',
    decline: { code: 'expired_card', message: 'Your card has expired.' },
  },
};

export function invalid(message: string, code?: string, extra: Obj = {}): StripeFailure {
  return new StripeFailure(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...extra });
}

export class StandInLedger {
  readonly intents = new Map<string, Obj>();
  readonly charges = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  readonly balanceTransactions = new Map<string, Obj>();
  readonly events: Obj[] = [];

  createIntent(p: Obj): Obj {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 50)
      throw invalid('Amount must be at least $0.50 usd', 'amount_too_small', { param: 'amount' });
    if (!p.currency) throw invalid('Missing required param: currency.', 'parameter_missing', { param: 'currency' });
    const pi = id('pi');
    const intent = {
      id: pi,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: String(p.currency).toLowerCase(),
      capture_method: p.capture_method ?? 'automatic_async',
      client_secret: `${pi}_secret_${randomBytes(8).toString('hex')}`,
      status: 'requires_payment_method',
      metadata: p.metadata ?? {},
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      canceled_at: null,
      cancellation_reason: null,
      payment_method: null,
      created: now(),
      livemode: false,
    };
    this.intents.set(pi, intent);
    this.emit('payment_intent.created', intent);
    return intent;
  }

  intent(piId: string): Obj {
    const intent = this.intents.get(piId);
    if (!intent)
      throw new StripeFailure(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${piId}'`,
        param: 'intent',
      });
    this.expireIfDue(intent);
    return intent;
  }

  /** An authorization older than 7 days is cancelled by Stripe (cancellation_reason 'automatic'). */
  private expireIfDue(intent: Obj) {
    const charge = intent.latest_charge && this.charges.get(intent.latest_charge);
    if (intent.status !== 'requires_capture' || !charge || charge.created + HOLD_SECONDS > now()) return;
    Object.assign(intent, { status: 'canceled', cancellation_reason: 'automatic', canceled_at: now() });
    intent.amount_capturable = 0;
    this.emit('payment_intent.canceled', intent);
  }

  confirm(piId: string, p: Obj): Obj {
    const intent = this.intent(piId);
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status))
      throw this.unexpectedState(intent, 'confirm');
    const method = TEST_METHODS[String(p.payment_method ?? intent.payment_method ?? '')];
    if (!method) throw invalid(`No such PaymentMethod: '${p.payment_method}'`, 'resource_missing');
    intent.payment_method = p.payment_method ?? intent.payment_method;
    if (method.decline) {
      const error = { type: 'card_error', ...method.decline, payment_method: { id: intent.payment_method } };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
      this.emit('payment_intent.payment_failed', intent);
      throw new StripeFailure(402, { ...error, payment_intent: intent });
    }
    if (intent.payment_method === 'pm_card_threeDSecure2Required' && intent.status !== 'requires_action') {
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
      return intent;
    }
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      currency: intent.currency,
      payment_intent: intent.id,
      balance_transaction: null,
      status: 'succeeded',
      metadata: intent.metadata,
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: method.last4, exp_month: 12, exp_year: 2034 },
      },
      created: now(),
    };
    this.charges.set(charge.id, charge);
    Object.assign(intent, { next_action: null, last_payment_error: null, latest_charge: charge.id });
    if (intent.capture_method === 'manual') {
      Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount });
      this.emit('payment_intent.amount_capturable_updated', intent);
    } else this.settle(intent, charge, intent.amount);
    return intent;
  }

  capture(piId: string, p: Obj): Obj {
    const intent = this.intent(piId);
    if (intent.status !== 'requires_capture') throw this.unexpectedState(intent, 'capture');
    const amount = p.amount_to_capture === undefined ? intent.amount_capturable : Number(p.amount_to_capture);
    if (!Number.isInteger(amount) || amount > intent.amount_capturable)
      throw invalid(
        `The amount to capture (${amount}) must be less than or equal to the amount capturable (${intent.amount_capturable}).`,
        'amount_too_large',
        { param: 'amount_to_capture' },
      );
    this.settle(intent, this.charges.get(intent.latest_charge)!, amount);
    return intent;
  }

  private settle(intent: Obj, charge: Obj, amount: number) {
    const fee = Math.round(amount * 0.029) + 30;
    const txn = {
      id: id('txn'),
      object: 'balance_transaction',
      amount,
      fee,
      net: amount - fee,
      currency: intent.currency,
      status: 'pending',
      type: 'charge',
      source: charge.id,
      available_on: now() + 2 * 86400,
      created: now(),
    };
    this.balanceTransactions.set(txn.id, txn);
    Object.assign(charge, { captured: true, amount_captured: amount, balance_transaction: txn.id });
    Object.assign(intent, { status: 'succeeded', amount_capturable: 0, amount_received: amount });
    this.emit('payment_intent.succeeded', intent);
    this.emit('charge.captured', charge);
  }

  cancel(piId: string, p: Obj): Obj {
    const intent = this.intent(piId);
    const cancellable = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'];
    if (!cancellable.includes(intent.status)) throw this.unexpectedState(intent, 'cancel');
    Object.assign(intent, {
      status: 'canceled',
      amount_capturable: 0,
      canceled_at: now(),
      cancellation_reason: p.cancellation_reason ?? null,
    });
    this.emit('payment_intent.canceled', intent);
    return intent;
  }

  refund(p: Obj): Obj {
    const charge = p.charge
      ? this.charges.get(p.charge)
      : this.charges.get(this.intent(String(p.payment_intent)).latest_charge);
    if (!charge || !charge.captured)
      throw invalid('This PaymentIntent does not have a successful charge to refund.', 'charge_not_refundable');
    const left = charge.amount_captured - charge.amount_refunded;
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (left === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount_too_large',
        { param: 'amount' },
      );
    const txn = { id: id('txn'), object: 'balance_transaction', amount: -amount, fee: 0, net: -amount };
    this.balanceTransactions.set(txn.id, { ...txn, currency: charge.currency, type: 'refund', status: 'pending' });
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: 'succeeded',
      metadata: p.metadata ?? {},
      balance_transaction: txn.id,
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    this.emit('charge.refunded', { ...charge, refunds: { data: [refund] } });
    return refund;
  }

  private unexpectedState(intent: Obj, verb: string): StripeFailure {
    return invalid(
      `This PaymentIntent's ${verb} could not be performed because it has a status of ${intent.status}.`,
      'payment_intent_unexpected_state',
      { payment_intent: intent },
    );
  }

  emit(type: string, object: Obj) {
    this.events.push({
      id: id('evt'),
      object: 'event',
      type,
      created: now(),
      data: { object: JSON.parse(JSON.stringify(object)) },
      livemode: false,
      api_version: '2025-01-01',
    });
  }
}

import { formatDollars } from '../common/money/money';
import { CARD_MESSAGES, cardProblem } from '../domain/payment-card';
import type { PaymentStatus } from '../domain/api/orders';
import { CardDetails, DeclineCode, PaymentError } from './payment-gateway';

/** Where a payment stands (the API reports it as is). */
export type { PaymentStatus };

export interface PaymentAmounts {
  status: PaymentStatus;
  authorizedCents: number;
  capturedCents: number;
  voidedCents: number;
  refundedCents: number;
}

/** The amounts after a capture, void or refund. */
export type ChangedAmounts = PaymentAmounts & { status: 'captured' | 'voided' | 'partially_refunded' | 'refunded' };

/**
 * The rules of a card hold, in one place: the sandbox processor applies them to its ledger and
 * PaymentService to our own rows (so a wrong request is refused before any processor is asked).
 * Each returns the amounts after the change, or throws PaymentError.
 */
export const holdRules = {
  /** Takes `amountCents` (0 allowed: nothing to charge) of an authorized hold, once. */
  capture(p: PaymentAmounts, amountCents: number): ChangedAmounts {
    assertCents(amountCents, true);
    if (p.status !== 'authorized') throw refusal(p, 'captured');
    if (amountCents > p.authorizedCents) {
      throw new PaymentError(
        `The capture amount exceeds the authorized ${formatDollars(p.authorizedCents)}.`,
        'amount',
      );
    }
    return { ...p, status: 'captured', capturedCents: amountCents };
  },

  /** Releases the whole of an uncaptured hold. */
  void(p: PaymentAmounts): ChangedAmounts {
    if (p.status !== 'authorized') throw refusal(p, 'voided');
    return { ...p, status: 'voided', voidedCents: p.authorizedCents };
  },

  /** Gives back part of what was captured; refunds add up to at most the captured amount. */
  refund(p: PaymentAmounts, amountCents: number): ChangedAmounts {
    assertCents(amountCents, false);
    if (p.status !== 'captured' && p.status !== 'partially_refunded') throw refusal(p, 'refunded');
    const left = p.capturedCents - p.refundedCents;
    if (amountCents > left) {
      throw new PaymentError(`The refund exceeds the ${formatDollars(left)} left to refund.`, 'amount');
    }
    const refundedCents = p.refundedCents + amountCents;
    return { ...p, status: refundedCents === p.capturedCents ? 'refunded' : 'partially_refunded', refundedCents };
  },
};

function assertCents(amountCents: number, allowZero: boolean) {
  if (!Number.isInteger(amountCents) || amountCents < 0 || (!allowZero && amountCents === 0)) {
    throw new PaymentError('The amount must be a positive number of cents.', 'amount');
  }
}

const STATUS_WORDS: Record<PaymentStatus, string> = {
  authorizing: 'still being authorized',
  authorized: 'authorized',
  declined: 'declined',
  failed: 'failed',
  captured: 'captured',
  voided: 'voided',
  partially_refunded: 'partially refunded',
  refunded: 'refunded',
};

function refusal(p: PaymentAmounts, verb: string): PaymentError {
  return new PaymentError(`This payment is ${STATUS_WORDS[p.status]} and cannot be ${verb}.`, 'invalid_state');
}

/** What staff read about a card hold's expiry (the desk, the dashboard, a refused capture). */
export const HOLD_TEXTS = {
  expiresSoon: 'Card hold expires tomorrow: complete or ask the customer to pay again',
  expired: 'The card hold has expired and can no longer be captured: ask the customer to pay again.',
} as const;

export const DECLINE_MESSAGES: Record<'declined' | 'insufficient_funds', string> = {
  declined: 'Your card was declined. Please use a different card.',
  insufficient_funds: 'Your card has insufficient funds. Please use a different card.',
};

/** Each card check failure (domain/payment-card.ts) and its decline code. */
const CARD_PROBLEM_CODES: Array<[string, DeclineCode]> = [
  [CARD_MESSAGES.number, 'invalid_card'],
  [CARD_MESSAGES.expiryFormat, 'invalid_expiry'],
  [CARD_MESSAGES.expired, 'expired_card'],
  [CARD_MESSAGES.cvv, 'invalid_cvv'],
];

/** Why a card as typed cannot be authorized (Luhn, expiry, CVV), as a decline code and message; null when fine. */
export function cardDecline(card: CardDetails, now?: Date): { code: DeclineCode; message: string } | null {
  const message = cardProblem({ cardNumber: card.number, expirationDate: card.expiry, cvv: card.cvv }, now);
  if (!message) return null;
  return { code: CARD_PROBLEM_CODES.find(([m]) => m === message)?.[1] ?? 'invalid_card', message };
}

/** The message a shopper sees for a decline code. */
export function declineMessage(code: DeclineCode): string {
  if (code === 'declined' || code === 'insufficient_funds') return DECLINE_MESSAGES[code];
  return CARD_PROBLEM_CODES.find(([, c]) => c === code)?.[0] ?? CARD_MESSAGES.number;
}

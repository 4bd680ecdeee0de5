import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { cardBrand, cardDigits, formatExpiry, parseExpiry } from '../../domain/payment-card';
import {
  AuthorizationLookup,
  AuthorizeRequest,
  AuthorizeResult,
  CaptureResult,
  DeclineCode,
  PaymentError,
  PaymentGateway,
  RefundResult,
  VoidResult,
} from '../payment-gateway';
import { cardDecline, declineMessage, holdRules } from '../payment-rules';
import type { SandboxOperation } from './sandbox-charge.entity';
import { SANDBOX_LEDGER, SandboxChargeRecord, SandboxLedger } from './sandbox-ledger';

/** Published test cards (any future expiry, any 3-digit CVV). Other valid cards are approved. */
export const SANDBOX_TEST_CARDS = {
  approveVisa: '4111111111111111',
  approveVisa2: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** Published test tokens, for clients that tokenize the card with the processor first. */
export const SANDBOX_TEST_TOKENS: Record<string, string> = {
  tok_visa: SANDBOX_TEST_CARDS.approveVisa2,
  tok_declined: SANDBOX_TEST_CARDS.declined,
  tok_insufficient_funds: SANDBOX_TEST_CARDS.insufficientFunds,
};

const REFUSALS: Record<string, 'declined' | 'insufficient_funds'> = {
  [SANDBOX_TEST_CARDS.declined]: 'declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
};

/** Optimistic-lock retries when two calls change one charge at the same instant. */
const MAX_TRIES = 5;

/**
 * The built-in processor: checks the card like a real one (Luhn, expiry, CVV), answers the
 * published test cards and tokens, and keeps its books in the ledger it is given (never the card
 * number or CVV). Every call is idempotent by its key, as a real processor's API is.
 */
@Injectable()
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(@Inject(SANDBOX_LEDGER) private readonly ledger: SandboxLedger) {}

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const invalid = requestProblem(request);
    if (invalid) {
      // A retry answers as the first call did, whatever it sends.
      const earlier = await this.ledger.byIdempotencyKey(request.idempotencyKey);
      if (earlier) return this.replayAuthorization(earlier, request);
      throw invalid;
    }
    const card = request.card ?? {
      number: SANDBOX_TEST_TOKENS[request.cardToken!] ?? '',
      expiry: '12/99',
      cvv: '123',
    };
    const digits = cardDigits(card.number);
    const last4 = /^\d{4}$/.test(digits.slice(-4)) ? digits.slice(-4) : '';
    const parsedExpiry = parseExpiry(card.expiry);
    const expiry = parsedExpiry ? formatExpiry(parsedExpiry) : null;
    const refusal: DeclineCode | undefined = cardDecline(card)?.code ?? REFUSALS[digits];
    // One statement: a key already used stores nothing and gives back the charge made with it.
    const charge = await this.ledger.add({
      reference: `sbx_${randomBytes(12).toString('hex')}`,
      idempotencyKey: request.idempotencyKey,
      merchantReference: request.reference,
      status: refusal ? 'declined' : 'authorized',
      declineCode: refusal ?? null,
      currency: request.currency,
      cardBrand: cardBrand(digits),
      cardLast4: last4,
      cardExpiry: expiry,
      authorizedCents: refusal ? 0 : request.amountCents,
      capturedCents: 0,
      voidedCents: 0,
      refundedCents: 0,
      operations: [],
      version: 0,
    });
    // A retry, or two calls with one key at the same instant: the answer of the charge stored.
    return this.replayAuthorization(charge, request);
  }

  async capture(processorReference: string, amountCents: number, idempotencyKey: string): Promise<CaptureResult> {
    const op = await this.change(processorReference, { key: idempotencyKey, kind: 'capture', amountCents }, (c) =>
      holdRules.capture(c, amountCents),
    );
    return { processorReference, capturedCents: op.amountCents };
  }

  async void(processorReference: string, idempotencyKey: string): Promise<VoidResult> {
    const op = await this.change(processorReference, { key: idempotencyKey, kind: 'void', amountCents: 0 }, (c) =>
      holdRules.void(c),
    );
    return { processorReference, voidedCents: op.amountCents };
  }

  async refund(
    processorReference: string,
    amountCents: number,
    idempotencyKey: string,
    reason?: string,
  ): Promise<RefundResult> {
    const op = await this.change(
      processorReference,
      { key: idempotencyKey, kind: 'refund', amountCents, reason: reason?.slice(0, 200) },
      (c) => holdRules.refund(c, amountCents),
    );
    return { processorReference, refundedCents: op.amountCents, totalRefundedCents: op.totalRefundedCents! };
  }

  async lookup(idempotencyKey: string): Promise<AuthorizationLookup | null> {
    const charge = await this.ledger.byIdempotencyKey(idempotencyKey);
    if (!charge) return null;
    return { ...this.resultOf(charge), processorReference: charge.reference, state: charge.status };
  }

  /** The answer to an authorization already in the books (a retry must ask for the same amount). */
  private replayAuthorization(charge: SandboxChargeRecord, request: AuthorizeRequest) {
    if (
      charge.merchantReference !== request.reference ||
      (charge.status !== 'declined' && !sameAmount(charge, request))
    ) {
      throw new PaymentError('This idempotency key was already used for another authorization.', 'idempotency');
    }
    return this.resultOf(charge);
  }

  private resultOf(charge: SandboxChargeRecord): AuthorizeResult {
    const declined = charge.status === 'declined';
    return {
      processorReference: charge.reference,
      status: declined ? 'declined' : 'authorized',
      authorizedCents: charge.authorizedCents,
      ...(declined ? { declineCode: charge.declineCode!, declineReason: declineMessage(charge.declineCode!) } : {}),
      brand: charge.cardBrand,
      last4: charge.cardLast4,
      ...(charge.cardExpiry ? { expiry: charge.cardExpiry } : {}),
    };
  }

  /**
   * Applies one operation to a charge: a retry with the same key gets the first answer; otherwise
   * the hold rules decide, and the new state is written only if nobody changed the charge meanwhile.
   */
  private async change(
    reference: string,
    op: SandboxOperation,
    apply: (
      c: SandboxChargeRecord,
    ) => Pick<SandboxChargeRecord, 'status' | 'authorizedCents' | 'capturedCents' | 'voidedCents' | 'refundedCents'>,
  ): Promise<SandboxOperation> {
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const charge = await this.ledger.byReference(reference);
      if (!charge) throw new PaymentError('No such payment transaction.', 'not_found');
      const done = charge.operations.find((o) => o.key === op.key);
      if (done) {
        if (done.kind !== op.kind || (op.kind !== 'void' && done.amountCents !== op.amountCents)) {
          throw new PaymentError('This idempotency key was already used for another operation.', 'idempotency');
        }
        return done;
      }
      const next = apply(charge);
      const recorded: SandboxOperation =
        op.kind === 'void'
          ? { ...op, amountCents: next.voidedCents }
          : op.kind === 'refund'
            ? { ...op, totalRefundedCents: next.refundedCents }
            : op;
      if (
        await this.ledger.replace({ ...charge, ...next, operations: [...charge.operations, recorded] }, charge.version)
      )
        return recorded;
    }
    throw new Error(`The sandbox processor could not update ${reference}: too many concurrent changes.`);
  }
}

/** What makes an authorization request unreadable, before any card is looked at. */
function requestProblem(request: AuthorizeRequest): PaymentError | null {
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
    return new PaymentError('The amount to authorize must be a positive number of cents.', 'amount');
  }
  if (!/^[A-Z]{3}$/.test(request.currency)) return new PaymentError('The currency is not valid.', 'amount');
  if (!!request.card === !!request.cardToken) {
    return new PaymentError('Send either a card or a card token.', 'invalid_state');
  }
  return null;
}

function sameAmount(charge: SandboxChargeRecord, request: AuthorizeRequest) {
  return charge.authorizedCents === request.amountCents && charge.currency === request.currency;
}

/**
 * What the shop asks of a card processor (every outside integration sits behind an interface), in
 * plain values only: amounts in integer cents, a currency, the card or a processor's card token,
 * an idempotency key per call, and the processor's own reference back. An adapter for a real
 * processor implements this over its HTTP API; `SandboxPaymentGateway` is the built-in one. What
 * the shop keeps about a payment (the `payment_transaction` rows) is written by PaymentService.
 */

/** Nest injection token of the configured gateway (PAYMENT_GATEWAY, `sandbox` by default). */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/** Card data as typed at checkout. Used for the call only: never stored or logged. */
export interface CardDetails {
  number: string;
  /** 'MM/YY' */
  expiry: string;
  cvv: string;
  holderName?: string;
}

export interface AuthorizeRequest {
  amountCents: number;
  /** ISO 4217, e.g. 'USD'. */
  currency: string;
  /** The card itself, or a token the processor issued for it (exactly one of the two). */
  card?: CardDetails;
  cardToken?: string;
  /** The same key again returns the first answer instead of a second hold. */
  idempotencyKey: string;
  /** Our own reference (the transaction id), shown in the processor's records. */
  reference: string;
}

export type DeclineCode =
  'invalid_card' | 'invalid_expiry' | 'expired_card' | 'invalid_cvv' | 'declined' | 'insufficient_funds';

export interface AuthorizeResult {
  /** The processor's id of the authorization; null when it kept no record (e.g. an unreadable card). */
  processorReference: string | null;
  status: 'authorized' | 'declined';
  /** Held amount (0 when declined). */
  authorizedCents: number;
  declineCode?: DeclineCode;
  /** A message the shopper can act on. */
  declineReason?: string;
  brand: string;
  /** Last four digits of the card, '' when unknown. */
  last4: string;
  /** 'MM/YY' when the processor knows it. */
  expiry?: string;
}

/** Where an authorization stands at the processor. */
export type ProcessorStatus = 'authorized' | 'declined' | 'captured' | 'voided' | 'partially_refunded' | 'refunded';

/** What a processor knows about the authorization made with an idempotency key. */
export interface AuthorizationLookup extends AuthorizeResult {
  processorReference: string;
  state: ProcessorStatus;
}

export interface CaptureResult {
  processorReference: string;
  /** Amount taken from the hold; the rest of the hold is released. */
  capturedCents: number;
}

export interface VoidResult {
  processorReference: string;
  /** Amount of the hold released. */
  voidedCents: number;
}

export interface RefundResult {
  processorReference: string;
  /** This refund. */
  refundedCents: number;
  /** Every refund of this payment so far, this one included. */
  totalRefundedCents: number;
}

/** A refusal by the processor (or by our own rules before asking it): the request was wrong, not the system. */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly code: 'not_found' | 'invalid_state' | 'amount' | 'idempotency',
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/**
 * A card processor. Each call may be retried with the same idempotency key and then answers as the
 * first time did; a network failure throws (outcome unknown: PaymentService leaves the payment
 * 'authorizing' and the hold reconciler asks `lookup` later). Refusals throw PaymentError.
 */
export interface PaymentGateway {
  /** The PAYMENT_GATEWAY name, kept with every payment so a later call goes to the same processor. */
  readonly name: string;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Takes `amountCents` (at most what is authorized) from the hold; the rest of the hold is released. */
  capture(processorReference: string, amountCents: number, idempotencyKey: string): Promise<CaptureResult>;
  /** Releases an uncaptured hold. */
  void(processorReference: string, idempotencyKey: string): Promise<VoidResult>;
  /** Gives back part or all of a captured amount. */
  refund(
    processorReference: string,
    amountCents: number,
    idempotencyKey: string,
    reason?: string,
  ): Promise<RefundResult>;
  /** The authorization made with this idempotency key, or null when the processor never made one. */
  lookup(idempotencyKey: string): Promise<AuthorizationLookup | null>;
}

import type { EntityManager } from 'typeorm';
import type { CardInput } from '../domain/payment-card';
import type { PaymentTransaction } from './payment-transaction.entity';

/** Nest injection token of the configured gateway (PAYMENT_GATEWAY=sandbox by default). */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

export interface AuthorizeRequest {
  amountCents: number;
  /** Used for this call only; never stored or logged. */
  card: CardInput;
  cardHolderName?: string;
  storeId: number;
  userId?: number | null;
}

export type DeclineCode = 'invalid_card' | 'expired_card' | 'invalid_cvv' | 'declined' | 'insufficient_funds';

export type AuthorizeResult =
  | { approved: true; transactionId: string; brand: string; last4: string; expiry: string; authorizedCents: number }
  | { approved: false; code: DeclineCode; message: string; transactionId?: string };

export class PaymentError extends Error {
  constructor(
    message: string,
    readonly code: 'not_found' | 'invalid_state' | 'amount',
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/**
 * A card processor (architecture.md: integrations behind an interface). Amounts are cents. `em`,
 * when given, lets a processor that keeps its records in our database write them in the caller's
 * transaction; a remote processor ignores it.
 */
export interface PaymentGateway {
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Takes `amountCents` (at most what is authorized) from the hold; the rest of the hold is released. */
  capture(transactionId: string, amountCents: number, em?: EntityManager): Promise<PaymentTransaction>;
  /** Releases an uncaptured hold. */
  void(transactionId: string, em?: EntityManager): Promise<PaymentTransaction>;
  refund(transactionId: string, amountCents: number, em?: EntityManager): Promise<PaymentTransaction>;
  /** Links a transaction to the order it pays for. */
  attachToOrder(transactionId: string, orderId: number, em?: EntityManager): Promise<void>;
  find(transactionId: string, em?: EntityManager): Promise<PaymentTransaction | null>;
}

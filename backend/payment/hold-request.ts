import type { CardDetails } from './payment-gateway';

/** A hold written down as 'authorizing' (`open`), before the processor is asked for it. */
export interface HoldRequest {
  transactionId: string;
  idempotencyKey: string;
  amountCents: number;
  /** The card as typed (sandbox), or the processor's token of it (Stripe: the confirmed PaymentIntent). */
  card?: CardDetails;
  cardToken?: string;
  /** As written on the payment row (from the card number and expiry typed; '' until a token's processor answers). */
  brand: string;
  last4: string;
  expiry: string;
}

import { formatDollars } from '../../common/money/money';

/** Who and why, as the order desk shows what happened at Stripe without us. */
export const STRIPE_DASHBOARD = {
  actor: 'Stripe dashboard',
  refundReason: 'Refunded in the Stripe dashboard',
} as const;

/** Why an order needs staff (payment_transaction.attention). */
export const STRIPE_ATTENTION = {
  expired: 'The card hold expired at Stripe: ask the customer to pay again.',
  canceled: 'The card payment was cancelled in the Stripe dashboard: ask the customer to pay again.',
  disputed: (reason: string, cents: number) =>
    `The customer disputed ${formatDollars(cents)} with their bank (${reason.replace(/_/g, ' ')}): answer it in the Stripe dashboard.`,
} as const;

/**
 * Money is an integer number of cents in the database and in domain code; the API speaks dollars.
 * The rules themselves live in backend/domain/money.ts, shared with the front ends.
 */
export { roundCents, toCents, toDollars, formatDollars, isWholeCents } from '../../domain/money';
export type Cents = number;

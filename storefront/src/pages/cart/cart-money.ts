import { formatDollars, toCents } from '@domain/money';

/** The quote's dollar amounts as the cart shows them. */
export const money = (dollars: number) => formatDollars(toCents(dollars));

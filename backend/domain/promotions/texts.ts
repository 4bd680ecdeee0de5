/** What the shopper reads about a promo code: a quote problem, never a 5xx. */
import { formatDollars } from '../money';

export const PROMO_TEXTS = {
  unknown: (code: string) => `The code ${code} is not valid.`,
  expired: (code: string) => `The code ${code} has expired.`,
  notYet: (code: string) => `The code ${code} is not active yet.`,
  usedUp: (code: string) => `The code ${code} has been used up.`,
  usedByYou: (code: string) => `You have already used the code ${code}.`,
  firstOrder: (code: string) => `The code ${code} is for a first order only.`,
  signIn: (code: string) => `Please sign in to use the code ${code}.`,
  threshold: (code: string, cents: number) => `The code ${code} needs an order of ${formatDollars(cents)} or more.`,
  nothing: (code: string) => `The code ${code} does not apply to the items in your cart.`,
} as const;

/**
 * How a discount line names its promotion: "Wine case discount", "Welcome offer (WELCOME10)" (a
 * code's promotion names its code, so the shopper sees what the code took off).
 */
export function discountLabel(p: { name: string; code: string | null }): string {
  const code = p.code?.trim().toUpperCase();
  return code && !p.name.toUpperCase().includes(code) ? `${p.name} (${code})` : p.name;
}

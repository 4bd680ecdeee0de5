import { roundCents } from '../money';

/** The card hold is the total plus this share (spec 9: total plus 20 percent). */
export const HOLD_MARKUP_PERCENT = 20;

/** Spec 9: the card hold amount, total plus 20 %, rounded half up to the cent. */
export function holdAmountCents(totalCents: number): number {
  return roundCents((totalCents * (100 + HOLD_MARKUP_PERCENT)) / 100);
}

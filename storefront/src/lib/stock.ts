import type { SizeVariant } from '@domain/api/catalogue';
import { QUOTE_TEXTS } from '@domain/quote/problems';

/** At or below this many units a size shows "Only N left". */
export const LOW_STOCK = 10;

/** Units of one size a shopper can order now: 0 when the size is switched off or sold out. */
export function unitsLeft(v: Pick<SizeVariant, 'isAvailable' | 'availableToSell'>): number {
  if (v.isAvailable === false) return 0;
  return Math.max(0, Math.floor(v.availableToSell ?? 0));
}

/** What the shopper is told about a size's stock, or null when there is plenty. */
export function stockNote(left: number): string | null {
  if (left <= 0) return 'Sold out';
  if (left <= LOW_STOCK) return `Only ${left} left`;
  return null;
}

/** Why the quantity cannot go higher, once the shopper has asked for every unit there is. */
export function capNote(left: number, quantity: number): string | null {
  if (left <= 0 || quantity < left) return null;
  return left === 1 ? 'That is the last one we have.' : `That is all ${left} we have.`;
}

/**
 * The cart line's stock note once its quantity has reached every unit left (the stepper's plus
 * stops there), in the quote's words; null below that.
 */
export function cartStockNote(left: number | undefined, quantity: number): string | null {
  if (left === undefined || left <= 0 || quantity < left) return null;
  return QUOTE_TEXTS.lowStock(left);
}

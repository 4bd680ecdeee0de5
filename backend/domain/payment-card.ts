/**
 * Card checks shared by the payment gateway and the checkout form: Luhn, brand, expiry 'MM/YY' and
 * CVV length. Pure. Nothing here keeps or prints a card number; callers keep only brand, last four
 * digits and expiry.
 */

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Unknown';

export const CARD_MESSAGES = {
  number: 'The card number is not valid.',
  expiryFormat: 'Please enter the expiry date as MM/YY.',
  expired: 'The card has expired.',
  cvv: 'The CVV is not valid.',
  holder: 'Please enter the card holder name.',
} as const;

/** Spec 9: card number at most 16 digits, CVV at most 4. */
export const CARD_LIMITS = { numberMax: 16, numberMin: 13, cvvMax: 4 } as const;

/** Digits only: spaces and dashes people type between groups are dropped. */
export function cardDigits(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Unknown';
}

/** A card number the gateway will look at: 13 to 16 digits, Luhn-valid, a brand we take. */
export function isValidCardNumber(value: unknown): boolean {
  const digits = cardDigits(value);
  return (
    digits.length >= CARD_LIMITS.numberMin &&
    digits.length <= CARD_LIMITS.numberMax &&
    luhnValid(digits) &&
    cardBrand(digits) !== 'Unknown'
  );
}

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** 'MM/YY' (also 'MM/YYYY' and 'YYYY-MM', what a month picker gives) or null. */
export function parseExpiry(value: unknown): CardExpiry | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  let m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(v);
  let month: number;
  let year: number;
  if (m) {
    month = Number(m[1]);
    year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  } else if ((m = /^(\d{4})-(\d{2})$/.exec(v))) {
    year = Number(m[1]);
    month = Number(m[2]);
  } else return null;
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** 'MM/YY' */
export function formatExpiry(e: CardExpiry): string {
  return `${String(e.month).padStart(2, '0')}/${String(e.year % 100).padStart(2, '0')}`;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(e: CardExpiry, now: Date = new Date()): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return e.year < year || (e.year === year && e.month < month);
}

/** 3 digits, or 4 for American Express (spec 9: at most 4). */
export function isValidCvv(value: unknown, brand?: CardBrand): boolean {
  if (typeof value !== 'string') return false;
  if (brand === 'American Express') return /^\d{4}$/.test(value.trim());
  return /^\d{3}$/.test(value.trim()) || (brand === undefined && /^\d{4}$/.test(value.trim()));
}

export interface CardInput {
  cardNumber: string;
  expirationDate: string;
  cvv: string;
}

/** The first problem with a card as typed (message to show), or null. */
export function cardProblem(card: CardInput, now: Date = new Date()): string | null {
  const digits = cardDigits(card.cardNumber);
  if (!isValidCardNumber(digits)) return CARD_MESSAGES.number;
  const expiry = parseExpiry(card.expirationDate);
  if (!expiry) return CARD_MESSAGES.expiryFormat;
  if (isExpired(expiry, now)) return CARD_MESSAGES.expired;
  if (!isValidCvv(card.cvv, cardBrand(digits))) return CARD_MESSAGES.cvv;
  return null;
}

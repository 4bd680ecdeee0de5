import {
  cardBrand,
  cardProblem,
  CARD_MESSAGES,
  formatExpiry,
  isExpired,
  isValidCardNumber,
  isValidCvv,
  luhnValid,
  parseExpiry,
} from './payment-card';

const NOW = new Date(2026, 4, 15); // 15 May 2026

describe('card checks', () => {
  it('accepts the sandbox test cards and refuses a mistyped digit (Luhn)', () => {
    for (const n of [
      '4111111111111111',
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
    ]) {
      expect(luhnValid(n)).toBe(true);
      expect(isValidCardNumber(n)).toBe(true);
    }
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('41111111111111111')).toBe(false); // 17 digits: spec max 16
    expect(isValidCardNumber('')).toBe(false);
    expect(isValidCardNumber('abcd')).toBe(false);
  });
  it('names the brand', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2221000000000009')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999999999999995')).toBe('Unknown');
  });
  it('reads MM/YY, MM/YYYY and the month picker value YYYY-MM', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('7/2029')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('2029-07')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0729')).toBeNull();
    expect(formatExpiry({ month: 7, year: 2029 })).toBe('07/29');
  });
  it('keeps a card good through the last day of its month', () => {
    expect(isExpired({ month: 5, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, NOW)).toBe(true);
    expect(isExpired({ month: 1, year: 2025 }, NOW)).toBe(true);
  });
  it('takes a 3-digit CVV, 4 for American Express', () => {
    expect(isValidCvv('123', 'Visa')).toBe(true);
    expect(isValidCvv('1234', 'Visa')).toBe(false);
    expect(isValidCvv('1234', 'American Express')).toBe(true);
    expect(isValidCvv('12a', 'Visa')).toBe(false);
  });
  it('names the first problem with a card', () => {
    const ok = { cardNumber: '4111111111111111', expirationDate: '12/30', cvv: '123' };
    expect(cardProblem(ok, NOW)).toBeNull();
    expect(cardProblem({ ...ok, cardNumber: '4111111111111121' }, NOW)).toBe(CARD_MESSAGES.number);
    expect(cardProblem({ ...ok, expirationDate: '1230' }, NOW)).toBe(CARD_MESSAGES.expiryFormat);
    expect(cardProblem({ ...ok, expirationDate: '01/24' }, NOW)).toBe(CARD_MESSAGES.expired);
    expect(cardProblem({ ...ok, cvv: '12' }, NOW)).toBe(CARD_MESSAGES.cvv);
  });
});

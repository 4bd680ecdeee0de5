import { namedStockText, problemsSentence, stockText } from '../../backend/domain/quote/problems';
import { copiesOf } from './rule-homes.spec';

/**
 * Stock wording has one rule (backend/domain/quote/problems.ts): beside a line 'Out of stock.' or
 * 'Only 3 left in stock.'; standing alone (a refused order or edit) the same text after the item's
 * name. No other source spells a stock sentence of its own.
 */
/** A stock sentence in a string (a comment may say 'back in stock.'). */
const STOCK_SENTENCE = /is out of stock|out of stock\.['"`]|in stock\.['"`]/i;

it('finds a stock sentence typed outside problems.ts (the scan can fail)', () => {
  expect(STOCK_SENTENCE.test('`${name} is out of stock.`')).toBe(true);
  expect(STOCK_SENTENCE.test('`Only ${left} more of ${name} in stock.`')).toBe(true);
  expect(copiesOf(STOCK_SENTENCE, ['backend/domain/quote/problems.ts'])).toEqual([]);
});

it('words a line and a refusal by the same rule', () => {
  expect(stockText(0)).toBe('Out of stock.');
  expect(stockText(3)).toBe('Only 3 left in stock.');
  expect(namedStockText('Merlot 750 ml', 0)).toBe('Merlot 750 ml: Out of stock.');
  expect(namedStockText('Merlot 750 ml', 3)).toBe('Merlot 750 ml: Only 3 left in stock.');
  // A refusal built from the quote's problems reads the same as one built from the stock rows.
  const fromQuote = problemsSentence(
    [{ itemNumber: 'M1', code: 'LOW_STOCK', message: stockText(3) }],
    () => 'Merlot 750 ml',
  );
  expect(fromQuote).toBe(namedStockText('Merlot 750 ml', 3));
});

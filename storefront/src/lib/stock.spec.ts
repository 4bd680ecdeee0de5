import { capNote, cartStockNote, LOW_STOCK, stockNote, unitsLeft } from './stock';

describe('stock notes on the product page', () => {
  it('counts nothing for a switched-off or sold-out size', () => {
    expect(unitsLeft({ isAvailable: false, availableToSell: 9 })).toBe(0);
    expect(unitsLeft({ isAvailable: true, availableToSell: 0 })).toBe(0);
    expect(unitsLeft({ isAvailable: true, availableToSell: -2 })).toBe(0);
    expect(unitsLeft({ isAvailable: true, availableToSell: 3 })).toBe(3);
  });

  it('says "Only N left" at or below the low-stock line and nothing above it', () => {
    expect(stockNote(0)).toBe('Sold out');
    expect(stockNote(3)).toBe('Only 3 left');
    expect(stockNote(LOW_STOCK)).toBe(`Only ${LOW_STOCK} left`);
    expect(stockNote(LOW_STOCK + 1)).toBeNull();
  });

  it('explains the cap once the quantity reaches the stock', () => {
    expect(capNote(3, 2)).toBeNull();
    expect(capNote(3, 3)).toBe('That is all 3 we have.');
    expect(capNote(1, 1)).toBe('That is the last one we have.');
    expect(capNote(0, 1)).toBeNull();
  });
});

describe('the cart line at its stock', () => {
  it('says "Only N left in stock." once the quantity reaches the units left, not one above', () => {
    expect(cartStockNote(5, 4)).toBeNull();
    expect(cartStockNote(5, 5)).toBe('Only 5 left in stock.');
    expect(cartStockNote(undefined, 5)).toBeNull();
    expect(cartStockNote(0, 1)).toBeNull(); // sold out: the quote's own problem says so
  });
});

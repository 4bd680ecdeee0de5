import { promoTradeOffText, tradeOffWorthTelling } from './promo-trade-off';

describe('a promo code’s trade-off as the shopper reads it', () => {
  it('a code that brings back the delivery fee says so, with what it saves in all', () => {
    const t = { code: 'WELCOME10', discount: 10, fee: 4.99, net: -5.71 };
    expect(tradeOffWorthTelling(t)).toBe(true);
    expect(promoTradeOffText(t, 'delivery')).toBe(
      'WELCOME10 takes $10.00 off, but your order then loses free delivery and pays the $4.99 delivery fee. In all (tax included) you save $5.71.',
    );
  });

  it('a code that costs more than it saves, shipped', () => {
    const t = { code: 'ONEOFF', discount: 1, fee: 18.99, net: 17.92 };
    expect(tradeOffWorthTelling(t)).toBe(true);
    expect(promoTradeOffText(t, 'shipping')).toBe(
      'ONEOFF takes $1.00 off, but your order then loses free shipping and pays $18.99 for shipping. In all (tax included) it costs you $17.92 more.',
    );
  });

  it('a code that only saves needs no warning', () => {
    expect(tradeOffWorthTelling({ code: 'WELCOME10', discount: 10, fee: 0, net: -10.7 })).toBe(false);
  });
});

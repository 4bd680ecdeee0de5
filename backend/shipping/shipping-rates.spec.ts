import { DEFAULT_RATE_TABLE, ratesFor, RateBracket } from './shipping-rates';

describe('shipping rate table', () => {
  it('charges the default Standard Shipping 18.99 for a light parcel (spec 9)', () => {
    expect(Object.fromEntries(ratesFor(DEFAULT_RATE_TABLE, 2, true))).toEqual({
      'Standard Shipping': 1899,
      'Express Shipping': 3499,
    });
  });
  it('moves to the next bracket above each limit', () => {
    expect(ratesFor(DEFAULT_RATE_TABLE, 10, true).get('Standard Shipping')).toBe(1899);
    expect(ratesFor(DEFAULT_RATE_TABLE, 11, true).get('Standard Shipping')).toBe(2899);
    expect(ratesFor(DEFAULT_RATE_TABLE, 71, true).get('Standard Shipping')).toBe(6499);
  });
  it('drops an option whose brackets stop below the weight', () => {
    expect([...ratesFor(DEFAULT_RATE_TABLE, 71, false).keys()]).toEqual(['Standard Shipping']);
  });
  it('adds the residential surcharge only for residential addresses', () => {
    const table: RateBracket[] = [
      { optionName: 'Ground', maxWeightLb: null, costCents: 1000, residentialSurchargeCents: 250, sortOrder: 0 },
    ];
    expect(ratesFor(table, 5, true).get('Ground')).toBe(1250);
    expect(ratesFor(table, 5, false).get('Ground')).toBe(1000);
  });
});

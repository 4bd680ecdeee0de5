import { describeChange } from './describeChange';

describe('describeChange', () => {
  it('names a promotion amount and threshold in dollars, as the form edits them', () => {
    expect(
      describeChange({ amountCents: 500, thresholdCents: 5000 }, { amountCents: 750, thresholdCents: 10000 }),
    ).toBe('Amount off: $5.00 → $7.50; Threshold: $50.00 → $100.00');
    expect(describeChange(null, { amountCents: 1999, name: 'Sale' })).toBe('Amount off: $19.99; Name: Sale');
  });

  it('shows an amount that was not set as a dash', () => {
    expect(describeChange({ amountCents: null }, { amountCents: 250 })).toBe('Amount off: — → $2.50');
  });

  it('keeps other fields as they are', () => {
    expect(
      describeChange({ itemUnitPrice: 19.99, isAvailable: true }, { itemUnitPrice: 17.99, isAvailable: false }),
    ).toBe('Price: 19.99 → 17.99; Available: yes → no');
  });

  it('writes times in the store zone in the back office format, and days as days, never as ISO text', () => {
    expect(
      describeChange(null, { endedAt: '2026-12-06T04:30:00.000Z', endsOn: '2026-12-05' }, true, 'America/Chicago'),
    ).toBe('Ended: 05/12/26 10:30 PM; Ends on: 05/12/26');
    expect(describeChange({ dateSaleEnds: null }, { dateSaleEnds: '2026-12-31' })).toBe('Sale ends: — → 31/12/26');
  });
});

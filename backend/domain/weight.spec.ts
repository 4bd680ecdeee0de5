import fc from 'fast-check';
import { lineWeightPounds, orderWeightPounds, unitWeightPounds } from './weight';

describe('shipping weight (spec 9)', () => {
  it('converts ml, l and oz with the spec factors', () => {
    expect(unitWeightPounds('750 ml')).toBeCloseTo(1.32, 10);
    expect(unitWeightPounds('1.75 L')).toBeCloseTo(3.08, 10);
    expect(unitWeightPounds('1L')).toBeCloseTo(1.76, 10);
    expect(unitWeightPounds('12 oz')).toBeCloseTo(0.66, 10);
    expect(unitWeightPounds('12 fl oz')).toBeCloseTo(0.66, 10);
    expect(unitWeightPounds('750ML')).toBeCloseTo(1.32, 10);
  });
  it('weighs nothing for a size without a known unit', () => {
    expect(unitWeightPounds('')).toBe(0);
    expect(unitWeightPounds('Gift set')).toBe(0);
    expect(unitWeightPounds(null)).toBe(0);
  });
  it('multiplies by quantity and pack size', () => {
    expect(lineWeightPounds({ size: '12 oz', quantity: 2, packSize: 6 })).toBeCloseTo(7.92, 10);
    expect(lineWeightPounds({ size: '750 ml', quantity: 3, packSize: 0 })).toBeCloseTo(3.96, 10); // a missing pack size counts as 1
  });
  it('rounds the order total up to whole pounds', () => {
    expect(orderWeightPounds([{ size: '750 ml', quantity: 1, packSize: 1 }])).toBe(2); // 1.32 -> 2
    expect(
      orderWeightPounds([
        { size: '750 ml', quantity: 2, packSize: 1 },
        { size: '1.75 L', quantity: 1, packSize: 1 },
      ]),
    ).toBe(6); // 2.64 + 3.08 = 5.72
    expect(orderWeightPounds([{ size: '1 L', quantity: 25, packSize: 1 }])).toBe(44); // exactly 44, binary noise must not add a pound
    expect(orderWeightPounds([])).toBe(0);
  });
  it('is never below the exact weight nor a whole pound above it', () => {
    const line = fc.record({
      size: fc.constantFrom('50 ml', '375 ml', '750 ml', '1 L', '1.75 L', '12 oz', '16 oz'),
      quantity: fc.integer({ min: 1, max: 50 }),
      packSize: fc.integer({ min: 1, max: 24 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), (lines) => {
        const exact = lines.reduce((s, l) => s + lineWeightPounds(l), 0);
        const w = orderWeightPounds(lines);
        return Number.isInteger(w) && w >= exact - 1e-6 && w < exact + 1;
      }),
    );
  });
});

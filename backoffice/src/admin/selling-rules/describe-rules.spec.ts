import { clockTime, depositText, shipsTo, sizeRange, STATE_CHOICES } from './describe-rules';

describe('selling-rule texts of the back office', () => {
  it('says where a category ships', () => {
    expect(shipsTo({ anywhere: true, states: ['IA'] })).toBe('Anywhere in the US');
    expect(shipsTo({ anywhere: false, states: ['IA'] })).toBe('Iowa only');
    expect(shipsTo({ anywhere: false, states: ['IA', 'NY'] })).toBe('Iowa, New York');
    expect(shipsTo({ anywhere: false, states: [] })).toBe('Not shipped (delivery or pickup only)');
  });
  it('describes a deposit and its sizes', () => {
    expect(sizeRange({ minMl: 0, maxMl: null })).toBe('0 ml and up');
    expect(sizeRange({ minMl: 0, maxMl: 709 })).toBe('0 - 709 ml');
    expect(depositText({ amount: 0.05, taxable: false })).toBe('$0.05 per container, not taxed');
    expect(depositText({ amount: 0.1, taxable: true })).toBe('$0.10 per container, taxed');
  });
  it('checks clock times as the server does', () => {
    for (const ok of ['00:00', '09:30', '23:59', '24:00', '', undefined]) expect(clockTime(ok)).toBeUndefined();
    for (const bad of ['9:00', '24:01', '25:00', '9am', '12:60'])
      expect(clockTime(bad)).toBe('Enter a time such as 09:00 (24:00 for midnight).');
  });
  it('offers every state by name and postal code', () => {
    expect(STATE_CHOICES).toContainEqual({ id: 'NY', name: 'New York (NY)' });
    expect(STATE_CHOICES).toHaveLength(51);
  });
});

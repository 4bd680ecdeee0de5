import { ageOn } from './date-of-birth';

describe('ID check age (21+ before a delivery or pickup is handed over)', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2005-06-15', '2026-06-15')).toBe(21);
    expect(ageOn('2005-06-15', '2026-06-14')).toBe(20);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });
  it('refuses a birth date that is not in the past or not a date', () => {
    expect(ageOn('2030-01-01', '2026-06-15')).toBeNull();
    expect(ageOn('1990/04/12', '2026-06-15')).toBeNull();
  });
});

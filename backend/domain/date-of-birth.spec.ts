import { dateOfBirthProblem } from './date-of-birth';

describe('date of birth (My Details)', () => {
  it('takes nothing or a real past date', () => {
    for (const ok of [undefined, null, '', '1990-04-12', '2004-02-29'])
      expect(dateOfBirthProblem(ok, '2026-11-23')).toBeNull();
  });
  it('refuses other text, impossible dates, today, the future and before 1900', () => {
    for (const bad of ['12/04/1990', '1990-02-30', '2026-11-23', '2030-01-01', '1899-12-31', '1990-4-12'])
      expect(dateOfBirthProblem(bad, '2026-11-23')).toBe('Please enter a valid date of birth.');
  });
});

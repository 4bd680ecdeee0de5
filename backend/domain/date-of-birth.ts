/** My Details' optional date of birth: checked by the form and the API alike. */
export const DATE_OF_BIRTH_MESSAGE = 'Please enter a valid date of birth.';

/** Null when `value` is empty or a real past date 'YYYY-MM-DD' from 1900 on, else the message. */
export function dateOfBirthProblem(value: string | null | undefined, today: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return DATE_OF_BIRTH_MESSAGE;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const real =
    d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
  return real && value >= '1900-01-01' && value < today ? null : DATE_OF_BIRTH_MESSAGE;
}

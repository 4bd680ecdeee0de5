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

/** The youngest a customer may be to buy (spec 9). */
export const MINIMUM_AGE = 21;

/** Checkout's refusal of a customer whose date of birth says they are under MINIMUM_AGE. */
export const UNDER_AGE_MESSAGE = `You must be ${MINIMUM_AGE} or older to order. The date of birth in My Details says you are under ${MINIMUM_AGE}.`;

/** Whole years between a 'YYYY-MM-DD' birth date and today; null when not a past date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!m || dateOfBirth >= today) return null;
  const [ty, tm, td] = today.split('-').map(Number);
  const [by, bm, bd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age--;
  return age;
}

/** True when a known date of birth makes the customer younger than MINIMUM_AGE on `today`. */
export function isUnderAge(dateOfBirth: string | null | undefined, today: string): boolean {
  if (!dateOfBirth) return false;
  const age = ageOn(dateOfBirth, today);
  return age !== null && age < MINIMUM_AGE;
}

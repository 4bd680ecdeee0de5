/**
 * Money is an integer number of cents in the database and in domain code; the API speaks dollars.
 * One rounding rule everywhere: half up (away from zero), as the spec's per-line tax rule.
 */
export type Cents = number;

/** Rounds a fractional amount of cents half up to a whole number of cents. */
export function roundCents(value: number): Cents {
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  return Math.sign(value) * Math.round(Math.abs(value) + 1e-9);
}

export function toCents(dollars: number | string | null | undefined): Cents {
  if (dollars === null || dollars === undefined || dollars === '') return 0;
  const n = typeof dollars === 'string' ? Number(dollars) : dollars;
  if (!Number.isFinite(n)) throw new RangeError(`Not an amount of money: ${dollars}`);
  return roundCents(n * 100);
}

export function toDollars(cents: Cents | null | undefined): number {
  if (cents === null || cents === undefined) return 0;
  return Math.round(cents) / 100;
}

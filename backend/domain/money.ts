/**
 * Money rules shared by the server and the front ends (no framework imports). Amounts are integer
 * cents; one rounding rule: half up, away from zero.
 */
export function roundCents(value: number): number {
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  return Math.sign(value) * Math.round(Math.abs(value) + 1e-9);
}

export function toCents(dollars: number | string | null | undefined): number {
  if (dollars === null || dollars === undefined || dollars === '') return 0;
  const n = typeof dollars === 'string' ? Number(dollars) : dollars;
  if (!Number.isFinite(n)) throw new RangeError(`Not an amount of money: ${dollars}`);
  return roundCents(n * 100);
}

/** True when a dollar amount is a whole number of cents (at most 2 decimals, binary noise aside). */
export function isWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

export function toDollars(cents: number | null | undefined): number {
  if (cents === null || cents === undefined) return 0;
  return Math.round(cents) / 100;
}

let usd: Intl.NumberFormat | undefined;

/**
 * '$1,234.50': the one money formatter of the server and both front ends (one shared
 * Intl.NumberFormat: building one per call is slow on the checkout path). It is built on first use,
 * not when the module loads: its set-up is a long task on a phone, and a page should not pay it
 * before it shows a price (issue 16.15). Amounts in dollars go through toCents first.
 */
export function formatDollars(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}

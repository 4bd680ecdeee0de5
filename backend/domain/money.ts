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
/** Up to $10 trillion, cents / 100 is close enough to a whole cent for Intl to write that cent too. */
const WRITTEN_OUT_LIMIT = 1e15;

/**
 * '$1,234.50': the one money formatter of the server and both front ends. Whole cents (all the shop
 * keeps) are written out directly: a browser's first Intl.NumberFormat loads its locale data, a
 * 100-170 ms long task measured in Chromium (Lighthouse's Total Blocking Time on every
 * page that shows a price). Anything else (a fraction of a cent, NaN) goes through the one shared
 * Intl formatter, built on first use; the unit spec checks both give the same text. Amounts in
 * dollars go through toCents first.
 */
export function formatDollars(cents: number): string {
  if (!Number.isInteger(cents) || Math.abs(cents) > WRITTEN_OUT_LIMIT) {
    usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return usd.format(cents / 100);
  }
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

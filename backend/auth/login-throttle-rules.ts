/**
 * The sign-in limits (a soft lockout: no stranger can lock an account's owner out):
 *
 * - per (account, address): 5 failures in 15 minutes, then that address waits for that account;
 * - per address: 20 failures in 15 minutes, whatever the accounts (a guesser trying many accounts);
 * - per account, from all addresses: after 5 failures in 15 minutes each further try from an address
 *   the account has not signed in from waits a growing delay after the account's latest try (30 s,
 *   1 min, 2 min ... at most 15 min). An address the owner signed in from in the last 90 days is not
 *   slowed by it, so strangers failing from elsewhere cannot keep the owner out.
 */
export const WINDOW_MS = 15 * 60 * 1000;
export const PAIR_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 20;
export const ACCOUNT_FREE_FAILURES = 5;
export const ACCOUNT_BASE_DELAY_MS = 30_000;
export const KNOWN_ADDRESS_DAYS = 90;

/** What the throttle knows of the keys of one attempt, within the window. */
export interface AttemptCounts {
  pair: { n: number; oldest?: Date };
  address: { n: number; oldest?: Date };
  account: { n: number; latest?: Date };
  /** The account signed in from this address lately. */
  knownAddress: boolean;
}

/** The account-wide wait after `n` failures (0 while under the free count). */
export function accountDelayMs(n: number): number {
  if (n < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_BASE_DELAY_MS * 2 ** (n - ACCOUNT_FREE_FAILURES), WINDOW_MS);
}

/** Milliseconds until this attempt may be made (0: now). */
export function waitBeforeAttempt(c: AttemptCounts, now: number): number {
  const waits = [0];
  const untilLeavesWindow = (oldest?: Date) => (oldest ? oldest.getTime() + WINDOW_MS - now : WINDOW_MS);
  if (c.pair.n >= PAIR_MAX_FAILURES) waits.push(untilLeavesWindow(c.pair.oldest));
  if (c.address.n >= ADDRESS_MAX_FAILURES) waits.push(untilLeavesWindow(c.address.oldest));
  if (!c.knownAddress && c.account.latest) waits.push(c.account.latest.getTime() + accountDelayMs(c.account.n) - now);
  return Math.max(...waits.map((w) => Math.min(w, WINDOW_MS)));
}

/** The 429's message: how long to wait, in words. */
export function throttledMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

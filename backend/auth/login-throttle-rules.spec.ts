import {
  accountDelayMs,
  throttledMessage,
  waitBeforeAttempt,
  WINDOW_MS,
  type AttemptCounts,
} from './login-throttle-rules';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms);
const counts = (over: Partial<AttemptCounts> = {}): AttemptCounts => ({
  pair: { n: 0 },
  address: { n: 0 },
  account: { n: 0 },
  knownAddress: false,
  ...over,
});

describe('sign-in limits', () => {
  it('the account delay grows from 30 s after 5 failures and stops at 15 minutes', () => {
    expect([4, 5, 6, 7, 10, 20].map(accountDelayMs)).toEqual([0, 30_000, 60_000, 120_000, 900_000, 900_000]);
  });

  it('slows strangers after the account failed 5 times, but not an address the owner signed in from', () => {
    const account = { n: 5, latest: ago(1000) };
    expect(waitBeforeAttempt(counts({ account }), NOW)).toBe(29_000);
    expect(waitBeforeAttempt(counts({ account, knownAddress: true }), NOW)).toBe(0);
    expect(waitBeforeAttempt(counts({ account: { n: 5, latest: ago(31_000) } }), NOW)).toBe(0);
  });

  it('stops one address for one account after 5 failures, and any address after 20, even a known one', () => {
    const pair = { n: 5, oldest: ago(60_000) };
    expect(waitBeforeAttempt(counts({ pair, knownAddress: true }), NOW)).toBe(WINDOW_MS - 60_000);
    expect(waitBeforeAttempt(counts({ address: { n: 19, oldest: ago(1) } }), NOW)).toBe(0);
    expect(waitBeforeAttempt(counts({ address: { n: 20, oldest: ago(1000) }, knownAddress: true }), NOW)).toBe(
      WINDOW_MS - 1000,
    );
  });

  it('says how long to wait', () => {
    expect(throttledMessage(29_100)).toBe('Too many failed sign-in attempts. Please wait 30 seconds and try again.');
    expect(throttledMessage(60_000)).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
    expect(throttledMessage(WINDOW_MS - 5000)).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  });
});

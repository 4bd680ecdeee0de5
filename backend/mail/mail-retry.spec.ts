import { MAX_ATTEMPTS, retryDelayMs } from './mail-retry';

describe('mail retry backoff', () => {
  it('doubles from one minute', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than two hours', () => {
    expect(retryDelayMs(20)).toBe(2 * 60 * 60_000);
    expect(retryDelayMs(1000)).toBe(2 * 60 * 60_000);
  });

  it('spreads the tries over more than an hour before giving up', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += retryDelayMs(attempt);
    expect(total).toBeGreaterThan(60 * 60_000);
  });
});

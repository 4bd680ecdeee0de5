import { startTestApp, TestApp } from '../support/test-app';

const WRONG = 'Username or password is incorrect.';
const THROTTLED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * The sign-in limit holds under concurrency: each attempt is reserved before its password is
 * checked, so a burst of guesses checks at most 5 passwords (every checked wrong one answers 401,
 * every refused one 429 without a check).
 */
describe('sign-in limit under concurrent attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const attempt = (ip: string, username: string, password: string) =>
    t.http().post('/api/login').set('X-Forwarded-For', ip).send({ username, password });

  const tally = (statuses: number[]) => ({
    checkedWrong: statuses.filter((s) => s === 401).length,
    refused: statuses.filter((s) => s === 429).length,
    signedIn: statuses.filter((s) => s === 200).length,
  });

  it('checks at most 5 of 30 concurrent wrong passwords for one account', async () => {
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(`10.60.0.${i + 1}`, 'customer1', 'wrong-password')),
    );
    expect(tally(res.map((r) => r.status))).toEqual({ checkedWrong: 5, refused: 25, signedIn: 0 });
    expect(res.find((r) => r.status === 401)!.body.message).toBe(WRONG);
    expect(res.find((r) => r.status === 429)!.body.message).toBe(THROTTLED);
    // The account stays locked for its owner too.
    expect((await attempt('10.60.1.1', 'customer1', 'customer1')).status).toBe(429);
  });

  it('checks at most 5 of 30 concurrent wrong passwords from one address, whatever the accounts', async () => {
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt('10.61.0.1', `nobody${i}`, 'wrong-password')),
    );
    expect(tally(res.map((r) => r.status))).toEqual({ checkedWrong: 5, refused: 25, signedIn: 0 });
    expect((await attempt('10.61.0.1', 'superadmin', 'superadmin1')).status).toBe(429);
  });

  it('does not let the right password in among 20 concurrent wrong ones once 5 were checked', async () => {
    const tries = Array.from({ length: 20 }, (_, i) => attempt(`10.62.0.${i + 1}`, 'customer2', 'wrong-password'));
    const right = attempt('10.62.1.1', 'customer2', 'customer2');
    const [wrongs, rightRes] = await Promise.all([Promise.all(tries), right]);
    const { checkedWrong } = tally(wrongs.map((r) => r.status));
    // The right password gets in only as one of the first 5 tries, never after 5 wrong checks.
    if (rightRes.status === 200) expect(checkedWrong).toBeLessThanOrEqual(4);
    else expect(rightRes.status).toBe(429);
    expect(checkedWrong + (rightRes.status === 200 ? 1 : 0)).toBeLessThanOrEqual(5);
  });
});

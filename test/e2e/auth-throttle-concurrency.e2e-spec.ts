import { startTestApp, TestApp } from '../support/test-app';

const WRONG = 'Username or password is incorrect.';
const THROTTLED = /^Too many failed sign-in attempts\. Please wait \d+ (seconds?|minutes?) and try again\.$/;

/**
 * The sign-in limits hold under concurrency: each attempt is reserved before its password is
 * checked, so a burst of guesses checks no more passwords than the limits allow (every checked
 * wrong one answers 401, every refused one 429 without a check), and a success among them forgives
 * none of the failures counted by the others.
 */
describe('sign-in limits under concurrent attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('DELETE FROM login_attempt; DELETE FROM login_known_address'));

  const attempt = (ip: string, username: string, password: string) =>
    t.http().post('/api/login').set('X-Forwarded-For', ip).send({ username, password });

  const tally = (statuses: number[]) => ({
    checkedWrong: statuses.filter((s) => s === 401).length,
    refused: statuses.filter((s) => s === 429).length,
    signedIn: statuses.filter((s) => s === 200).length,
  });

  it('checks at most 5 of 30 concurrent wrong passwords for one account from 30 addresses', async () => {
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(`10.60.0.${i + 1}`, 'customer1', 'wrong-password')),
    );
    expect(tally(res.map((r) => r.status))).toEqual({ checkedWrong: 5, refused: 25, signedIn: 0 });
    expect(res.find((r) => r.status === 401)!.body.message).toBe(WRONG);
    const refused = res.find((r) => r.status === 429)!;
    expect(refused.body.message).toMatch(THROTTLED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks at most 20 of 30 concurrent wrong passwords from one address, whatever the accounts', async () => {
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt('10.61.0.1', `nobody${i}`, 'wrong-password')),
    );
    expect(tally(res.map((r) => r.status))).toEqual({ checkedWrong: 20, refused: 10, signedIn: 0 });
    expect((await attempt('10.61.0.1', 'superadmin', 'superadmin1')).status).toBe(429);
  });

  it('the right password among 20 concurrent wrong ones, in any order, never lets more than 5 wrong ones be checked', async () => {
    for (let position = 0; position < 21; position += 5) {
      await t.db.query('DELETE FROM login_attempt');
      const tries = Array.from(
        { length: 20 },
        (_, i) => () => attempt(`10.62.${position}.${i + 1}`, 'customer2', 'x'.repeat(8)),
      );
      tries.splice(position, 0, () => attempt(`10.62.${position}.200`, 'customer2', 'customer2'));
      const res = await Promise.all(tries.map((send) => send()));
      const right = res[position];
      const { checkedWrong } = tally(res.filter((_, i) => i !== position).map((r) => r.status));
      // The right one, once through, is no failure: at most 5 wrong passwords are checked, never more.
      expect(checkedWrong).toBeLessThanOrEqual(5);
      expect([200, 429]).toContain(right.status);
      // Whatever the order, the account is slowed afterwards: no success cleared the others' failures.
      if (checkedWrong === 5) expect((await attempt('10.62.99.1', 'customer2', 'customer2')).status).toBe(429);
    }
  });

  it("a stranger's burst does not stop the owner signing in from their own address, even at the same time", async () => {
    expect((await attempt('10.63.1.1', 'admin@northside.example', 'northside1')).status).toBe(200);
    const strangers = Array.from({ length: 20 }, (_, i) =>
      attempt(`10.63.0.${i + 1}`, 'admin@northside.example', 'wrong-password'),
    );
    const owner = attempt('10.63.1.1', 'admin@northside.example', 'northside1');
    const [res, ownerRes] = await Promise.all([Promise.all(strangers), owner]);
    expect(ownerRes.status).toBe(200);
    expect(tally(res.map((r) => r.status))).toEqual({ checkedWrong: 5, refused: 15, signedIn: 0 });
    expect((await attempt('10.63.1.1', 'admin@northside.example', 'northside1')).status).toBe(200);
  });
});

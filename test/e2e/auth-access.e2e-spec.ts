import { createHmac } from 'node:crypto';
import { startTestApp, TEST_JWT_SECRET, TestApp } from '../support/test-app';

const THROTTLED = /^Too many failed sign-in attempts\. Please wait (29|30) seconds and try again\.$/;

const b64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** An HS256 token signed the way the app signs them (or with another secret). */
function sign(
  payload: Record<string, unknown>,
  secret = TEST_JWT_SECRET,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const head = `${b64url(header)}.${b64url(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

function decode(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describe('sign-in throttling: per (account, address), per address, and a growing delay per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query('DELETE FROM login_attempt; DELETE FROM login_known_address'));

  const attempt = (ip: string, username: string, password: string) =>
    t.http().post('/api/login').set('X-Forwarded-For', ip).send({ username, password });
  const retryAfter = (res: { headers: Record<string, string> }) => Number(res.headers['retry-after']);

  it('five wrong passwords from five addresses do not stop the owner signing in from their own address', async () => {
    expect((await attempt('10.0.1.1', 'admin@northside.example', 'northside1')).status).toBe(200);
    for (let i = 1; i <= 5; i++) {
      const res = await attempt(`10.0.0.${i}`, 'admin@northside.example', 'wrong-password');
      expect([res.status, res.body.message]).toEqual([401, 'Username or password is incorrect.']);
    }
    // A sixth stranger (even with the right password) is slowed down, and told for how long.
    const slowed = await attempt('10.0.0.6', 'admin@northside.example', 'northside1');
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(THROTTLED),
      error: 'Too Many Requests',
    });
    expect(retryAfter(slowed)).toBeGreaterThanOrEqual(29);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(30);
    // The owner, from the address they signed in from before, is not.
    expect((await attempt('10.0.1.1', 'admin@northside.example', 'northside1')).status).toBe(200);
    // Other accounts are not affected.
    expect((await attempt('10.0.0.7', 'customer1', 'customer1')).status).toBe(200);
  });

  it('the delay grows with each further failure of the account', async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt(`10.5.0.${i}`, 'customer2', 'wrong-password')).status).toBe(401);
    // Pretend the 30 s passed: the sixth wrong try is checked, and the next waits a minute.
    await t.db.query(`UPDATE login_attempt SET created_at = created_at - interval '31 seconds'`);
    expect((await attempt('10.5.0.6', 'customer2', 'wrong-password')).status).toBe(401);
    const slowed = await attempt('10.5.0.7', 'customer2', 'customer2');
    expect([slowed.status, slowed.body.message]).toEqual([
      429,
      'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    ]);
    expect(retryAfter(slowed)).toBeGreaterThanOrEqual(59);
  });

  it('stops an address after 5 failures for one account, for 15 minutes', async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt('10.6.0.1', 'customer2', 'wrong-password')).status).toBe(401);
    const res = await attempt('10.6.0.1', 'customer2', 'customer2');
    expect(res.status).toBe(429);
    expect(retryAfter(res)).toBeGreaterThan(890);
    expect(res.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('stops an address after 20 failures, whatever accounts it tries', async () => {
    for (let i = 1; i <= 20; i++) {
      expect((await attempt('10.20.30.40', `nobody${i}`, 'wrong-password')).status).toBe(401);
    }
    const fromLockedIp = await attempt('10.20.30.40', 'customer1', 'customer1');
    expect(fromLockedIp.status).toBe(429);
    expect(retryAfter(fromLockedIp)).toBeGreaterThan(890);
    expect((await attempt('10.20.30.41', 'customer1', 'customer1')).status).toBe(200);
  });

  it("forgets the owner's own earlier typos once they sign in", async () => {
    for (let i = 0; i < 4; i++) expect((await attempt('10.3.0.1', 'superadmin', 'wrong-password')).status).toBe(401);
    expect((await attempt('10.3.0.1', 'superadmin', 'superadmin1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('10.3.0.1', 'superadmin', 'wrong-password')).status).toBe(401);
    expect((await attempt('10.3.0.1', 'superadmin', 'superadmin1')).status).toBe(200);
  });

  it('counts failures by username and by email against the same account', async () => {
    for (let i = 1; i <= 3; i++) expect((await attempt('10.1.0.1', 'customer1', 'wrong-password')).status).toBe(401);
    for (let i = 4; i <= 5; i++)
      expect((await attempt('10.1.0.1', ' Customer1@Example.com', 'wrong-password')).status).toBe(401);
    expect((await attempt('10.1.0.1', 'customer1', 'customer1')).status).toBe(429);
    expect((await attempt('10.1.0.9', 'customer1@example.com', 'customer1')).status).toBe(429);
  });
});

describe('access guard on protected routes', () => {
  let t: TestApp;
  let customerToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    customerToken = await t.login('customer1', 'customer1');
  });
  afterAll(() => t.close());

  const get = (token?: string) => {
    const req = t.http().get('/api/customer/customer1@example.com');
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  it('works with the token from sign-in', async () => {
    await get(customerToken).expect(200);
  });

  it('answers 401 without a token or with a malformed one', async () => {
    expect((await get()).status).toBe(401);
    expect((await get('not-a-token')).body).toEqual({
      statusCode: 401,
      message: 'Please sign in.',
      error: 'Unauthorized',
    });
    expect((await t.http().get('/api/customer/customer1@example.com').set('Authorization', customerToken)).status).toBe(
      401,
    ); // no "Bearer"
  });

  it('answers 401 with "session has expired" for an expired token', async () => {
    const claims = decode(customerToken);
    const now = Math.floor(Date.now() / 1000);
    const expired = sign({ ...claims, iat: now - 7200, exp: now - 60 });
    const res = await get(expired).expect(401);
    expect(res.body.message).toBe('Your session has expired. Please sign in again.');
    // The same claims with an expiry in the future pass: only the expiry differs.
    await get(sign({ ...claims, iat: now, exp: now + 600 })).expect(200);
  });

  it('answers 401 for a tampered token (claims changed after signing)', async () => {
    const [head, , signature] = customerToken.split('.');
    const claims = { ...decode(customerToken), role: 'superadmin' };
    const tampered = `${head}.${b64url(claims)}.${signature}`;
    await get(tampered).expect(401);
    // A super-admin claim would have read another customer's record: it must not.
    await t.http().get('/api/customer/customer2@example.com').set('Authorization', `Bearer ${tampered}`).expect(401);
  });

  it('answers 401 for a token signed with another secret or with no signature at all', async () => {
    const claims = { ...decode(customerToken), role: 'superadmin' };
    await get(sign(claims, 'another-secret-that-is-long-enough-0123456789')).expect(401);
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;
    await get(unsigned).expect(401);
  });

  it('answers 403 when a staff member calls a customer-only route', async () => {
    const admin = await t.login('admin@northside.example', 'northside1');
    const res = await t.http().get('/api/wishlist').set('Authorization', `Bearer ${admin}`).expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      message: 'You do not have access to this resource.',
      error: 'Forbidden',
    });
    await t.http().get('/api/wishlist').expect(401);
  });

  it('issues tokens that expire after JWT_EXPIRES_IN (default 8 hours)', () => {
    const { iat, exp } = decode(customerToken);
    expect(exp - iat).toBe(8 * 3600);
  });
});

describe('token lifetime from JWT_EXPIRES_IN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { JWT_EXPIRES_IN: '3600' } });
  });
  afterAll(() => t.close());

  it('reads a bare number as seconds', async () => {
    const token = await t.login('customer1', 'customer1');
    const { iat, exp } = decode(token);
    expect(exp - iat).toBe(3600);
    await t.http().get('/api/customer/customer1@example.com').set('Authorization', `Bearer ${token}`).expect(200);
  });
});

import { startTestApp, TestApp } from '../support/test-app';

const LIMITED = 'Too many requests from your address. Please wait a few seconds and try again.';

/**
 * PUBLIC_RATE_LIMIT: public API calls per second per IP address, counted over 10 seconds. With 1,
 * an address gets 10 public calls per window; the 11th is refused until the window ends.
 */
describe('rate limit on public API calls (PUBLIC_RATE_LIMIT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_RATE_LIMIT: '1' } });
  });
  afterAll(() => t.close());

  const from = (ip: string, path: string) => t.http().get(path).set('X-Forwarded-For', ip);

  it('answers 429 with Retry-After and the JSON error body once an address used its allowance', async () => {
    const search = '/api/storeinventory/FeaturedItems';
    for (let i = 0; i < 5; i++) await from('10.70.0.1', search).expect(200);
    for (let i = 0; i < 5; i++) await from('10.70.0.1', '/api/storeinventory/SalesTax').expect(200); // one budget

    const refused = await from('10.70.0.1', search).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: LIMITED, error: 'Too Many Requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10);

    // Other addresses are not affected, nor are calls behind a token.
    await from('10.70.0.2', search).expect(200);
  });

  it('does not count calls made with a token to routes behind it', async () => {
    const token = await t.http().post('/api/login').set('X-Forwarded-For', '10.71.0.1').send({
      username: 'customer1',
      password: 'customer1',
    });
    expect(token.status).toBe(200);
    for (let i = 0; i < 15; i++) {
      await from('10.71.0.1', '/api/wishlist').set('Authorization', `Bearer ${token.body.token}`).expect(200);
    }
  });
});

describe('without PUBLIC_RATE_LIMIT in tests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('limits nothing (test files send many calls from one address)', async () => {
    for (let i = 0; i < 40; i++) await t.http().get('/api/storeinventory/SalesTax').expect(200);
  });
});

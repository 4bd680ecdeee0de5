import { ConfigError, loadConfig } from './config';

const BASE = { NODE_ENV: 'test', JWT_SECRET: 's'.repeat(40), DATA_DIR: '/tmp/stripe-config-spec' };
const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_abcdefgh12345678',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefgh12345678',
  STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12345678',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...BASE, PAYMENT_GATEWAY: 'stripe', ...env });
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
}

describe('PAYMENT_GATEWAY=stripe configuration', () => {
  it('reads the three keys and the test-only API base', () => {
    const c = loadConfig({ ...BASE, PAYMENT_GATEWAY: 'stripe', ...KEYS, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(c.paymentGateway).toBe('stripe');
    expect(c.stripe).toEqual({
      secretKey: KEYS.STRIPE_SECRET_KEY,
      publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
      apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 },
    });
  });

  it('refuses a missing or malformed key with one line naming it', () => {
    expect(problems({})).toEqual([
      'STRIPE_SECRET_KEY is required when PAYMENT_GATEWAY=stripe (sk_test_... or sk_live_...)',
      'STRIPE_PUBLISHABLE_KEY is required when PAYMENT_GATEWAY=stripe (pk_test_... or pk_live_...)',
      'STRIPE_WEBHOOK_SECRET is required when PAYMENT_GATEWAY=stripe (whsec_...)',
    ]);
    expect(problems({ ...KEYS, STRIPE_SECRET_KEY: 'pk_test_abcdefgh12345678' })).toEqual([
      'STRIPE_SECRET_KEY must look like sk_test_... or sk_live_... (got "pk_test_...")',
    ]);
    expect(problems({ ...KEYS, STRIPE_PUBLISHABLE_KEY: 'pk_live_abcdefgh12345678' })).toEqual([
      'STRIPE_SECRET_KEY is a test key but STRIPE_PUBLISHABLE_KEY a live one',
    ]);
    expect(problems({ ...KEYS, STRIPE_API_BASE: 'ftp://x' })).toHaveLength(1);
  });

  it('refuses the API base in production and ignores the keys with the sandbox', () => {
    expect(() =>
      loadConfig({
        ...BASE,
        NODE_ENV: 'production',
        PAYMENT_GATEWAY: 'stripe',
        ...KEYS,
        STRIPE_API_BASE: 'http://x:1',
      }),
    ).toThrow(/STRIPE_API_BASE is for tests only/);
    expect(loadConfig({ ...BASE, STRIPE_SECRET_KEY: 'nonsense' }).stripe).toBeUndefined();
  });
});

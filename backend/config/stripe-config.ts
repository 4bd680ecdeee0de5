/**
 * The Stripe settings (PAYMENT_GATEWAY=stripe): read by config.ts from the STRIPE_* variables and
 * checked here, each problem as one line of the start-up error. Unset when another processor is
 * configured (the keys are then ignored).
 */
export interface StripeSettings {
  /** sk_test_... or sk_live_... (a restricted rk_ key works too). */
  secretKey: string;
  /** pk_test_... or pk_live_...: handed to the storefront for Stripe.js. */
  publishableKey: string;
  /** whsec_...: signs the webhook deliveries of the endpoint (or of `stripe listen`). */
  webhookSecret: string;
  /**
   * Tests only: where the SDK sends its calls instead of api.stripe.com (the local stand-in), as
   * http(s)://host:port. Refused in production.
   */
  apiBase?: { protocol: 'http' | 'https'; host: string; port: number };
}

export interface StripeEnvironment {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  apiBase?: string;
}

const KEY_FORMATS = {
  STRIPE_SECRET_KEY: { pattern: /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, example: 'sk_test_... or sk_live_...' },
  STRIPE_PUBLISHABLE_KEY: { pattern: /^pk_(test|live)_[A-Za-z0-9]{8,}$/, example: 'pk_test_... or pk_live_...' },
  STRIPE_WEBHOOK_SECRET: { pattern: /^whsec_[A-Za-z0-9+/=]{8,}$/, example: 'whsec_...' },
} as const;

/** The Stripe settings when `gateway` is 'stripe' (problems pushed, one line each), else undefined. */
export function stripeSettings(
  gateway: string,
  nodeEnv: string,
  env: StripeEnvironment,
  problems: string[],
): StripeSettings | undefined {
  if (gateway !== 'stripe') return undefined;
  const values: Record<keyof typeof KEY_FORMATS, string> = {
    STRIPE_SECRET_KEY: (env.secretKey ?? '').trim(),
    STRIPE_PUBLISHABLE_KEY: (env.publishableKey ?? '').trim(),
    STRIPE_WEBHOOK_SECRET: (env.webhookSecret ?? '').trim(),
  };
  for (const [name, { pattern, example }] of Object.entries(KEY_FORMATS)) {
    const value = values[name as keyof typeof KEY_FORMATS];
    if (!value) problems.push(`${name} is required when PAYMENT_GATEWAY=stripe (${example})`);
    else if (!pattern.test(value)) problems.push(`${name} must look like ${example} (got "${value.slice(0, 8)}...")`);
  }
  const mode = (key: string) => /_(test|live)_/.exec(key)?.[1];
  const [secretMode, publicMode] = [mode(values.STRIPE_SECRET_KEY), mode(values.STRIPE_PUBLISHABLE_KEY)];
  if (secretMode && publicMode && secretMode !== publicMode) {
    problems.push(`STRIPE_SECRET_KEY is a ${secretMode} key but STRIPE_PUBLISHABLE_KEY a ${publicMode} one`);
  }
  return {
    secretKey: values.STRIPE_SECRET_KEY,
    publishableKey: values.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET,
    apiBase: apiBase(env.apiBase, nodeEnv, problems),
  };
}

function apiBase(raw: string | undefined, nodeEnv: string, problems: string[]): StripeSettings['apiBase'] {
  if (!raw) return undefined;
  if (nodeEnv === 'production') {
    problems.push('STRIPE_API_BASE is for tests only and is refused when NODE_ENV=production');
    return undefined;
  }
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(url.protocol);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return { protocol, host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)) };
  } catch {
    problems.push(`STRIPE_API_BASE must be an http:// or https:// URL such as http://127.0.0.1:12111 (got "${raw}")`);
    return undefined;
  }
}

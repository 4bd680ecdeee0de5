import { Writable } from 'node:stream';
import Stripe from 'stripe';
import { startTestApp, TestApp } from './test-app';
import { STAND_IN_KEYS, startStripeStandIn, StripeStandIn } from './stripe-stand-in';

/** The app with PAYMENT_GATEWAY=stripe against a fresh stand-in, with its log lines kept. */
export interface StripeTestApp {
  t: TestApp;
  standIn: StripeStandIn;
  /** Every log line the app wrote (LOG_LEVEL=debug). */
  logs: string[];
  /** The SDK as the shopper's browser would use it through Stripe.js (confirming an intent). */
  browser: Stripe;
  close(): Promise<void>;
}

export async function startStripeApp(env: Record<string, string> = {}): Promise<StripeTestApp> {
  const standIn = await startStripeStandIn();
  const logs: string[] = [];
  const logDestination = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const t = await startTestApp({
    env: {
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: STAND_IN_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
      STRIPE_API_BASE: standIn.url,
      LOG_LEVEL: 'debug',
      ...env,
    },
    logDestination: logDestination as never,
  });
  const url = new URL(standIn.url);
  const browser = new Stripe(STAND_IN_KEYS.secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    telemetry: false,
  });
  return {
    t,
    standIn,
    logs,
    browser,
    async close() {
      await t.close();
      await standIn.close();
    },
  };
}

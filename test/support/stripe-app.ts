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

export async function startStripeApp(env: Record<string, string> = {}, listen = false): Promise<StripeTestApp> {
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
    listen,
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

/** Signs `payload` as Stripe would for the stand-in's webhook secret (`timestamp` in seconds: a stale one). */
export function signedEvent(payload: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_KEYS.webhookSecret, timestamp });
}

/** Posts an event to the webhook endpoint, signed unless a header is given. */
export function deliver(s: StripeTestApp, event: object | string, signature?: string) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  return s.t
    .http()
    .post('/api/payments/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature ?? signedEvent(payload))
    .send(payload);
}

/**
 * A pickup order of `quantity` bottles of `itemNumber` paid through Stripe as a shopper does:
 * intent, confirmation with Stripe's test card, then POST /api/orders with the intent's id.
 */
export async function placeStripeOrder(
  s: StripeTestApp,
  token: string,
  itemNumber: string,
  quantity: number,
): Promise<{ orderId: number; intentId: string; total: number }> {
  const http = s.t.http;
  const cart = { orderType: 'pickup', items: [{ itemNumber, quantity }] };
  const quote = await http().post('/api/cart/quote').set('Authorization', `Bearer ${token}`).send(cart);
  const intent = await http().post('/api/payments/stripe/intent').set('Authorization', `Bearer ${token}`).send(cart);
  if (intent.status !== 200) throw new Error(`no intent: ${intent.status} ${JSON.stringify(intent.body)}`);
  const intentId: string = intent.body.paymentIntentId;
  await s.browser.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  const res = await http()
    .post('/api/orders')
    .set('Authorization', `Bearer ${token}`)
    .send({
      orderType: 'pickup',
      orderItems: [{ itemId: itemNumber, quantity, itemPrice: quote.body.lines?.[0]?.unitPrice ?? 20 }],
      billingAddress: {
        fullName: 'Ava Martinez',
        addressLine1: '310 Court Avenue',
        city: 'Des Moines',
        state: 'IA',
        zipCode: '50309',
        country: 'USA',
      },
      contact: { fullName: 'Ava Martinez', phoneNumber: '(515) 555-0101', email: 'customer1@example.com' },
      payment: { paymentIntentId: intentId },
      totalAmount: quote.body.total,
      ageConfirmed: true,
    });
  if (res.status !== 201) throw new Error(`order not placed: ${res.status} ${JSON.stringify(res.body)}`);
  return { orderId: res.body.data.orderId, intentId, total: quote.body.total };
}

/** Takes a pickup order to Complete (the capture), as the store's admin. */
export async function completeOrder(s: StripeTestApp, admin: string, orderId: number) {
  for (const status of ['Accepted', 'Ready for pickup', 'Complete']) {
    const res = await s.t
      .http()
      .put('/api/orders/UpdateOrderStatus')
      .set('Authorization', `Bearer ${admin}`)
      .send({
        orderId,
        status,
        ...(status === 'Complete' ? { idCheck: { idType: "Driver's license", dateOfBirth: '1990-04-12' } } : {}),
      });
    if (res.status !== 200) return res;
  }
  return undefined;
}

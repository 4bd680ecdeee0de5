import Stripe from 'stripe';
import type { StripeSettings } from '../../config/stripe-config';

/** The API version the adapter and its stand-in are written against. */
export type StripeClient = Stripe;

/**
 * The official SDK's client for the configured keys: every POST carries our own idempotency key,
 * so its network retries (connection failure, timeout, 409, 5xx) are safe; STRIPE_API_BASE (tests)
 * sends the calls to the local stand-in instead of api.stripe.com.
 */
export function createStripeClient(
  settings: StripeSettings,
  options: { timeoutMs?: number; maxNetworkRetries?: number } = {},
): StripeClient {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'northside-shop' },
    ...(settings.apiBase ?? {}),
  });
}

import Stripe from 'stripe';
import { PaymentError, PaymentGateway } from '../../backend/payment/payment-gateway';
import { StripePaymentGateway } from '../../backend/payment/stripe/stripe-payment.gateway';
import { stripeSettings } from '../../backend/config/stripe-config';
import { STAND_IN_KEYS, startStripeStandIn, StripeStandIn } from '../support/stripe-stand-in';

/**
 * The Stripe adapter against the local stand-in (no call leaves the machine): the calls it makes,
 * and each Stripe refusal or failure it must turn into the shop's own answer.
 */
describe('Stripe gateway against the stand-in', () => {
  let standIn: StripeStandIn;
  let gateway: StripePaymentGateway;

  const settings = () => stripeSettings('stripe', 'test', { ...STAND_IN_KEYS, apiBase: standIn.url }, [])!;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    gateway = new StripePaymentGateway({ stripe: settings() });
  });
  afterAll(() => standIn.close());

  let n = 0;
  /** A new intent for `cents`, confirmed with Stripe's test payment method `method` (none: left unconfirmed). */
  async function heldIntent(cents: number, method?: string) {
    const reference = `txn_test${++n}`;
    const { intentId } = await gateway.createIntent({
      amountCents: cents,
      currency: 'USD',
      reference,
      storeId: 1,
      idempotencyKey: `${reference}:authorize`,
    });
    if (method)
      await gateway.stripe.paymentIntents.confirm(intentId, { payment_method: method }).catch(() => undefined);
    return { intentId, reference };
  }

  const authorize = (intentId: string, reference: string, cents: number) =>
    gateway.authorize({ amountCents: cents, currency: 'USD', cardToken: intentId, idempotencyKey: 'k', reference });

  it('creates a manual-capture intent with our reference and store in its metadata, once per key', async () => {
    const { intentId, reference } = await heldIntent(12_000);
    const intent = standIn.ledger.intents.get(intentId)!;
    expect(intent).toMatchObject({ amount: 12_000, currency: 'usd', capture_method: 'manual' });
    expect(intent.metadata).toEqual({ reference, store: '1' });
    const again = await gateway.createIntent({
      amountCents: 12_000,
      currency: 'USD',
      reference,
      storeId: 1,
      idempotencyKey: `${reference}:authorize`,
    });
    expect(again.intentId).toBe(intentId);
    expect(standIn.ledger.intents.size).toBe(n);
  });

  it('approves a confirmed intent held for the expected amount only, with the card’s brand and last four', async () => {
    const { intentId, reference } = await heldIntent(5_000, 'pm_card_visa');
    await expect(authorize(intentId, reference, 5_000)).resolves.toMatchObject({
      status: 'authorized',
      authorizedCents: 5_000,
      processorReference: intentId,
      brand: 'visa',
      last4: '4242',
    });
    await expect(authorize(intentId, reference, 4_000)).rejects.toMatchObject({ code: 'amount' });
    await expect(authorize(intentId, 'txn_other', 5_000)).rejects.toMatchObject({ code: 'invalid_state' });
    const unconfirmed = await heldIntent(5_000);
    await expect(authorize(unconfirmed.intentId, unconfirmed.reference, 5_000)).rejects.toThrow(/not completed/);
  });

  it('card declined: a decline with Stripe’s reason', async () => {
    const { intentId, reference } = await heldIntent(5_000, 'pm_card_chargeDeclined');
    await expect(authorize(intentId, reference, 5_000)).resolves.toMatchObject({
      status: 'declined',
      declineCode: 'declined',
      declineReason: 'Your card was declined.',
    });
  });

  it('insufficient funds: a decline with its own code', async () => {
    const { intentId, reference } = await heldIntent(5_000, 'pm_card_chargeDeclinedInsufficientFunds');
    await expect(authorize(intentId, reference, 5_000)).resolves.toMatchObject({
      status: 'declined',
      declineCode: 'insufficient_funds',
      declineReason: 'Your card has insufficient funds.',
    });
  });

  it('captures less than the hold with amount_to_capture; above the hold is refused as an amount error', async () => {
    const { intentId } = await heldIntent(6_000, 'pm_card_visa');
    await expect(gateway.capture(intentId, 6_001, 'cap-above')).rejects.toMatchObject({ code: 'amount' });
    await expect(gateway.capture(intentId, 5_000, 'cap-1')).resolves.toEqual({
      processorReference: intentId,
      capturedCents: 5_000,
    });
    expect(standIn.ledger.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: 5_000 });
  });

  it('expired authorization: capturing it is refused as a lapsed hold, not a failure', async () => {
    const { intentId } = await heldIntent(3_000, 'pm_card_visa');
    standIn.ageHold(intentId, 8);
    const refusal = await gateway.capture(intentId, 3_000, 'cap-expired').catch((e) => e);
    expect(refusal).toBeInstanceOf(PaymentError);
    expect(refusal).toMatchObject({ code: 'invalid_state', message: expect.stringMatching(/hold has expired/) });
  });

  it('refunds with our key once; the same key with another amount is an idempotency refusal', async () => {
    const { intentId } = await heldIntent(8_000, 'pm_card_visa');
    await gateway.capture(intentId, 8_000, 'cap-r');
    // Through the interface, as PaymentService calls it (with the reason typed in the back office).
    const refund: PaymentGateway['refund'] = (gateway as PaymentGateway).refund.bind(gateway);
    const first = await refund(intentId, 1_500, 'txn:refund:#1', 'Broken bottle');
    expect(first).toEqual({ processorReference: intentId, refundedCents: 1_500, totalRefundedCents: 1_500 });
    await expect(refund(intentId, 1_500, 'txn:refund:#1', 'typed again')).resolves.toMatchObject({
      totalRefundedCents: 1_500,
    });
    const reused = await gateway.refund(intentId, 2_000, 'txn:refund:#1').catch((e) => e);
    expect(reused).toBeInstanceOf(PaymentError);
    expect(reused.code).toBe('idempotency');
    await expect(gateway.refund(intentId, 7_000, 'txn:refund:#2')).rejects.toMatchObject({ code: 'amount' });
    expect([...standIn.ledger.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });

  it('rate limit (429): tried again with the same key until it goes through', async () => {
    standIn.rateLimitNext('/v1/payment_intents', 2);
    const before = standIn.calls.length;
    const { intentId, reference } = await heldIntent(2_500);
    const tries = standIn.calls.slice(before).filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((c) => c.idempotencyKey))).toEqual(new Set([`${reference}:authorize`]));
    expect(standIn.ledger.intents.get(intentId)).toBeDefined();
  });

  it('network timeout: the SDK tries again with the same key and Stripe captures once', async () => {
    const impatient = new StripePaymentGateway({ stripe: settings() }, { timeoutMs: 300, maxNetworkRetries: 2 });
    const { intentId } = await heldIntent(4_000, 'pm_card_visa');
    standIn.delayNext(`/${intentId}/capture`, 1_000);
    const before = standIn.calls.length;
    await expect(impatient.capture(intentId, 4_000, 'cap-slow')).resolves.toMatchObject({ capturedCents: 4_000 });
    const tries = standIn.calls.slice(before).filter((c) => c.path.endsWith('/capture'));
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tries.map((c) => c.idempotencyKey))).toEqual(new Set(['cap-slow']));
    expect(
      standIn.ledger.events.filter((e) => e.type === 'charge.captured' && e.data.object.payment_intent === intentId),
    ).toHaveLength(1);
  });

  it('without retries, a timeout is an unknown outcome (thrown as is, never a refusal)', async () => {
    const once = new StripePaymentGateway({ stripe: settings() }, { timeoutMs: 200, maxNetworkRetries: 0 });
    const { intentId } = await heldIntent(4_000, 'pm_card_visa');
    standIn.delayNext(`/${intentId}/capture`, 600);
    const error = await once.capture(intentId, 4_000, 'cap-once').catch((e) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  it('voids (cancels) a hold; cancelling it again answers as released', async () => {
    const { intentId } = await heldIntent(2_000, 'pm_card_visa');
    await expect(gateway.void(intentId, 'void-1')).resolves.toEqual({
      processorReference: intentId,
      voidedCents: 2_000,
    });
    await expect(gateway.void(intentId, 'void-2')).resolves.toMatchObject({ voidedCents: 2_000 });
    expect(standIn.ledger.intents.get(intentId)!.status).toBe('canceled');
  });

  it('looks an authorization up by our reference in the metadata; an unconfirmed intent is cancelled', async () => {
    const held = await heldIntent(2_200, 'pm_card_visa');
    await expect(gateway.lookup(`${held.reference}:authorize`)).resolves.toMatchObject({
      state: 'authorized',
      processorReference: held.intentId,
      authorizedCents: 2_200,
    });
    const open = await heldIntent(2_200);
    await expect(gateway.lookup(`${open.reference}:authorize`)).resolves.toBeNull();
    expect(standIn.ledger.intents.get(open.intentId)!.status).toBe('canceled');
    await expect(gateway.lookup('txn_never:authorize')).resolves.toBeNull();
  });
});

import { HoldReconciler } from '../../backend/payment/hold-reconciler.service';
import { completeOrder, deliver, placeStripeOrder, startStripeApp, StripeTestApp } from '../support/stripe-app';
import { putItem } from './orders-fixtures';

/**
 * The whole Stripe path against the stand-in: authorize, Complete (capture), a partial refund from
 * the back office, a refund made in Stripe's dashboard, with the shop's and Stripe's totals equal;
 * and a checkout cut off after Stripe's answer leaves no hold (the reconciler finds it by metadata).
 */
describe('Stripe: from authorization to dashboard refund, and no hold left by a crash', () => {
  let s: StripeTestApp;
  let customer: string;
  let admin: string;

  beforeAll(async () => {
    s = await startStripeApp();
    [customer, admin] = await Promise.all([
      s.t.login('customer1', 'customer1'),
      s.t.login('admin@northside.example', 'northside1'),
    ]);
    await putItem(s.t.db, 'northside', {
      itemNumber: 'DW-1',
      description: 'Done Chardonnay',
      mainCategory: 'Wine',
      unitPriceCents: 3000,
      salesTaxPercent: 7,
      stock: 100,
    });
  });
  afterAll(() => s.close());

  it('authorize -> Complete -> partial refund -> dashboard refund: shop and Stripe agree', async () => {
    const { orderId, intentId, total } = await placeStripeOrder(s, customer, 'DW-1', 3);
    const held = s.standIn.ledger.intents.get(intentId)!;
    expect(held.status).toBe('requires_capture');
    expect(held.amount).toBeGreaterThan(Math.round(total * 100)); // the hold padding

    expect(await completeOrder(s, admin, orderId)).toBeUndefined();
    expect(held).toMatchObject({ status: 'succeeded', amount_received: Math.round(total * 100) });

    await s.t
      .http()
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set('Authorization', `Bearer ${admin}`)
      .set('Idempotency-Key', `done-when-${orderId}`)
      .send({ kind: 'amount', amount: 12.5, reason: 'Scuffed label' })
      .expect(201);
    s.standIn.ledger.refund({ payment_intent: intentId, amount: 800 });
    const event = [...s.standIn.ledger.events].reverse().find((e) => e.type === 'charge.refunded')!;
    await deliver(s, event).expect(200, { received: true });

    const charge = s.standIn.ledger.charges.get(held.latest_charge)!;
    expect(charge).toMatchObject({ amount_captured: Math.round(total * 100), amount_refunded: 1250 + 800 });
    const [shop] = await s.t.db.query(
      `SELECT p.captured_cents AS captured, p.refunded_cents AS refunded,
              (SELECT sum(amount_cents)::int FROM order_refund r WHERE r.order_id = o.id) AS "refundRows"
         FROM customer_order o JOIN payment_transaction p ON p.id = o.transaction_id WHERE o.id = $1`,
      [orderId],
    );
    expect(shop).toEqual({ captured: charge.amount_captured, refunded: charge.amount_refunded, refundRows: 2050 });
    // The admin's reconciliation with Stripe finds nothing to report; a shop total off by a cent is listed.
    const reconcile = () =>
      s.t.http().get('/api/payment/stripe/reconciliation').set('Authorization', `Bearer ${admin}`).expect(200);
    expect((await reconcile()).body).toEqual([]);
    await s.t.db.query(
      `UPDATE payment_transaction SET refunded_cents = refunded_cents - 1 WHERE processor_reference = $1`,
      [intentId],
    );
    expect((await reconcile()).body).toEqual([
      expect.objectContaining({ orderId, stripe: { capturedCents: shop.captured, refundedCents: 2050 } }),
    ]);
    await s.t.db.query(
      `UPDATE payment_transaction SET refunded_cents = refunded_cents + 1 WHERE processor_reference = $1`,
      [intentId],
    );
    const by = await s.t.db.query('SELECT actor_email FROM order_refund WHERE order_id = $1 ORDER BY id', [orderId]);
    expect(by.map((r: { actor_email: string }) => r.actor_email)).toEqual([
      'admin@northside.example',
      'Stripe dashboard',
    ]);
  });

  it('a checkout cut off after Stripe answered (intent held, no order) leaves no hold: found by its metadata', async () => {
    const cart = { orderType: 'pickup', items: [{ itemNumber: 'DW-1', quantity: 1 }] };
    const held = await s.t
      .http()
      .post('/api/payments/stripe/intent')
      .set('Authorization', `Bearer ${customer}`)
      .send(cart)
      .expect(200);
    await s.browser.paymentIntents.confirm(held.body.paymentIntentId, { payment_method: 'pm_card_visa' });
    // Cut off before the intent's id was even written down: only Stripe's metadata names our payment.
    const unconfirmed = await s.t
      .http()
      .post('/api/payments/stripe/intent')
      .set('Authorization', `Bearer ${customer}`)
      .send(cart)
      .expect(200);
    await s.browser.paymentIntents.confirm(unconfirmed.body.paymentIntentId, { payment_method: 'pm_card_visa' });
    await s.t.db.query(`UPDATE payment_transaction SET processor_reference = NULL WHERE processor_reference = $1`, [
      unconfirmed.body.paymentIntentId,
    ]);

    const report = await s.t.app.get(HoldReconciler).reconcile(0);
    expect(report.errors).toEqual([]);
    expect(report.voided).toHaveLength(2);
    for (const id of [held.body.paymentIntentId, unconfirmed.body.paymentIntentId]) {
      expect(s.standIn.ledger.intents.get(id)).toMatchObject({ status: 'canceled', amount_capturable: 0 });
    }
    const open = await s.t.db.query(
      `SELECT id FROM payment_transaction WHERE gateway = 'stripe' AND order_id IS NULL AND status IN ('authorizing', 'authorized')`,
    );
    expect(open).toEqual([]);
  });
});

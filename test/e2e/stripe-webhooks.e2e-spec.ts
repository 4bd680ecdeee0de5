import {
  completeOrder,
  deliver,
  placeStripeOrder,
  signedEvent,
  startStripeApp,
  StripeTestApp,
} from '../support/stripe-app';
import { putItem } from './orders-fixtures';

/** POST /api/payments/stripe/webhook: signed events only, each once, in any order. */
describe('Stripe webhooks', () => {
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
      itemNumber: 'WH-1',
      description: 'Webhook Rioja',
      mainCategory: 'Wine',
      unitPriceCents: 2500,
      salesTaxPercent: 7,
      stock: 100,
    });
  });
  afterAll(() => s.close());

  const lastEvent = (type: string, intentId: string) =>
    [...s.standIn.ledger.events]
      .reverse()
      .find((e) => e.type === type && (e.data.object.payment_intent ?? e.data.object.id) === intentId)!;
  const payment = async (orderId: number) =>
    (
      await s.t.db.query(
        `SELECT p.status, p.captured_cents AS captured, p.refunded_cents AS refunded, p.attention
           FROM payment_transaction p JOIN customer_order o ON o.transaction_id = p.id WHERE o.id = $1`,
        [orderId],
      )
    )[0];
  const refunds = (orderId: number) =>
    s.t.db.query(
      'SELECT amount_cents AS amount, actor_email AS by, reason FROM order_refund WHERE order_id = $1 ORDER BY id',
      [orderId],
    );

  async function capturedOrder() {
    const placed = await placeStripeOrder(s, customer, 'WH-1', 2);
    expect(await completeOrder(s, admin, placed.orderId)).toBeUndefined();
    return placed;
  }

  it('records a dashboard refund once (a duplicate delivery changes nothing) as by "Stripe dashboard"', async () => {
    const { orderId, intentId } = await capturedOrder();
    s.standIn.ledger.refund({ payment_intent: intentId, amount: 700 });
    const event = lastEvent('charge.refunded', intentId);
    await deliver(s, event).expect(200, { received: true });
    await deliver(s, event).expect(200, { received: true, duplicate: true });
    expect(await refunds(orderId)).toEqual([
      { amount: 700, by: 'Stripe dashboard', reason: 'Refunded in the Stripe dashboard' },
    ]);
    expect(await payment(orderId)).toMatchObject({ status: 'partially_refunded', refunded: 700 });
  });

  it('refuses a tampered body and a stale signature (400), changing nothing', async () => {
    const { orderId, intentId } = await capturedOrder();
    s.standIn.ledger.refund({ payment_intent: intentId, amount: 500 });
    const payload = JSON.stringify(lastEvent('charge.refunded', intentId));
    const signature = signedEvent(payload);
    await deliver(s, payload.replace('"amount_refunded":500', '"amount_refunded":5000'), signature).expect(400);
    await deliver(s, payload, signedEvent(payload, Math.floor(Date.now() / 1000) - 600)).expect(400);
    await deliver(s, payload, 't=1,v1=deadbeef').expect(400);
    expect(await refunds(orderId)).toEqual([]);
    await deliver(s, payload, signature).expect(200);
    expect(await refunds(orderId)).toHaveLength(1);
  });

  it('ends in the same totals when two dashboard refunds arrive out of order', async () => {
    const { orderId, intentId } = await capturedOrder();
    s.standIn.ledger.refund({ payment_intent: intentId, amount: 300 });
    const first = lastEvent('charge.refunded', intentId);
    s.standIn.ledger.refund({ payment_intent: intentId, amount: 400 });
    const second = lastEvent('charge.refunded', intentId);
    await deliver(s, second).expect(200);
    await deliver(s, first).expect(200, { received: true, ignored: true });
    const rows = await refunds(orderId);
    expect(rows.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0)).toBe(700);
    expect((await payment(orderId)).refunded).toBe(700);
  });

  it('flags an order whose hold was cancelled in the dashboard; completing it is then a clear 409', async () => {
    const { orderId, intentId } = await placeStripeOrder(s, customer, 'WH-1', 1);
    s.standIn.ledger.cancel(intentId, { cancellation_reason: 'requested_by_customer' });
    await deliver(s, lastEvent('payment_intent.canceled', intentId)).expect(200, { received: true });
    expect(await payment(orderId)).toMatchObject({
      status: 'voided',
      attention: expect.stringMatching(/cancelled in the Stripe dashboard/),
    });
    const refused = await completeOrder(s, admin, orderId);
    expect(refused?.status).toBe(409);
  });

  it('flags a disputed order and writes it to the audit trail', async () => {
    const { orderId, intentId } = await capturedOrder();
    const dispute = {
      id: `evt_dispute_${orderId}`,
      object: 'event',
      type: 'charge.dispute.created',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'dp_1',
          object: 'dispute',
          amount: 1000,
          reason: 'product_not_received',
          payment_intent: intentId,
        },
      },
    };
    await deliver(s, dispute).expect(200, { received: true });
    expect((await payment(orderId)).attention).toMatch(/disputed \$10\.00 with their bank \(product not received\)/);
    const audit = await s.t.db.query(
      `SELECT actor_email, action FROM audit_entry WHERE entity = 'order' AND entity_id = $1`,
      [String(orderId)],
    );
    expect(audit).toContainEqual({ actor_email: 'Stripe dashboard', action: 'payment-disputed' });
  });

  it('follows the amount Stripe holds (amount_capturable_updated) while the order is uncaptured', async () => {
    const { orderId, intentId } = await placeStripeOrder(s, customer, 'WH-1', 1);
    const event = lastEvent('payment_intent.amount_capturable_updated', intentId);
    const lower = JSON.parse(JSON.stringify(event));
    lower.id = `${event.id}_partial`;
    lower.data.object.amount_capturable = event.data.object.amount - 100;
    await deliver(s, lower).expect(200, { received: true });
    const [row] = await s.t.db.query(
      `SELECT p.authorized_cents AS held FROM payment_transaction p JOIN customer_order o ON o.transaction_id = p.id WHERE o.id = $1`,
      [orderId],
    );
    expect(row.held).toBe(event.data.object.amount - 100);
  });

  it('acknowledges and ignores every other event', async () => {
    const event = { id: 'evt_other_1', object: 'event', type: 'customer.created', created: 1, data: { object: {} } };
    await deliver(s, event).expect(200, { received: true, ignored: true });
  });
});

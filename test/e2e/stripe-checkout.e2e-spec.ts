import { startStripeApp, StripeTestApp } from '../support/stripe-app';
import { STAND_IN_KEYS } from '../support/stripe-stand-in';
import { BILLING, CARDS, futureExpiry, putItem } from './orders-fixtures';

/** Checkout with PAYMENT_GATEWAY=stripe: the card goes to Stripe only, the order needs a held intent. */
describe('checkout with Stripe (against the stand-in)', () => {
  let s: StripeTestApp;
  let customer: string;
  let customer2: string;

  beforeAll(async () => {
    s = await startStripeApp();
    [customer, customer2] = await Promise.all([
      s.t.login('customer1', 'customer1'),
      s.t.login('customer2', 'customer2'),
    ]);
    await putItem(s.t.db, 'northside', {
      itemNumber: 'ST-1',
      description: 'Stripe Merlot',
      mainCategory: 'Wine',
      unitPriceCents: 2000,
      salesTaxPercent: 7,
      stock: 100,
    });
  });
  afterAll(() => s.close());

  const cart = (quantity = 2) => ({ orderType: 'pickup', items: [{ itemNumber: 'ST-1', quantity }] });
  const intent = (token: string, quantity = 2) =>
    s.t.http().post('/api/payments/stripe/intent').set('Authorization', `Bearer ${token}`).send(cart(quantity));
  /** The server's total and hold for `quantity` bottles (POST /api/cart/quote). */
  const quote = async (quantity = 2): Promise<{ total: number; holdAmount: number }> =>
    (
      await s.t
        .http()
        .post('/api/cart/quote')
        .set('Authorization', `Bearer ${customer}`)
        .send(cart(quantity))
        .expect(200)
    ).body;
  const order = async (token: string, payment: object, quantity = 2) =>
    s.t
      .http()
      .post('/api/orders')
      .set('Authorization', `Bearer ${token}`)
      .send({
        orderType: 'pickup',
        orderItems: [{ itemId: 'ST-1', quantity, itemPrice: 20 }],
        billingAddress: BILLING,
        contact: { fullName: 'Ava Martinez', phoneNumber: '(515) 555-0101', email: 'customer1@example.com' },
        payment,
        totalAmount: (await quote(quantity)).total,
        ageConfirmed: true,
      });

  /** The order call's answer, checked to have `status` (its body shown when not). */
  const answered = async (call: Promise<{ status: number; body: any }>, status: number) => {
    const res = await call;
    expect({ status: res.status, body: res.body }).toMatchObject({ status });
    return res;
  };

  it('tells the storefront to load Stripe.js with the publishable key', async () => {
    const res = await s.t.http().get('/api/payments/setup').expect(200);
    expect(res.body).toEqual({
      processor: 'stripe',
      publishableKey: STAND_IN_KEYS.publishableKey,
      scriptUrl: `${s.standIn.url}/js/stripe.js`,
    });
  });

  it('places the order once the intent holds the server’s total plus padding, and no card number reaches us', async () => {
    const { total, holdAmount } = await quote();
    expect(holdAmount).toBeGreaterThan(total);
    const started = await intent(customer).expect(200);
    expect(started.body).toEqual({
      paymentIntentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringContaining('_secret_'),
      holdAmount,
    });
    const pi = s.standIn.ledger.intents.get(started.body.paymentIntentId)!;
    expect(pi).toMatchObject({ amount: Math.round(holdAmount * 100), capture_method: 'manual' });
    expect(pi.metadata.reference).toMatch(/^txn_/);

    // Not confirmed yet: refused, and the payment stays open for the shopper's confirmation.
    await answered(order(customer, { paymentIntentId: pi.id }), 409);
    await s.browser.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    const placed = await answered(order(customer, { paymentIntentId: pi.id }), 201);
    expect(placed.body.data).toMatchObject({ totalAmount: total, holdAmount, transactionId: pi.metadata.reference });
    const [payment] = await s.t.db.query(
      `SELECT p.status, p.gateway, p.processor_reference AS ref, p.authorized_cents AS held, p.card_last4 AS last4, o.card_last4 AS "orderLast4"
         FROM payment_transaction p JOIN customer_order o ON o.transaction_id = p.id WHERE o.id = $1`,
      [placed.body.data.orderId],
    );
    expect(payment).toEqual({
      status: 'authorized',
      gateway: 'stripe',
      ref: pi.id,
      held: Math.round(holdAmount * 100),
      last4: '4242',
      orderLast4: '4242',
    });
    // The same intent cannot pay a second order.
    await answered(order(customer, { paymentIntentId: pi.id }), 409);
  });

  it('refuses a body with a card number or CVV (400) and never logs them', async () => {
    const card = { cardHolderName: 'Ava', cardNumber: CARDS.visa2, expirationDate: futureExpiry(), cvv: '737' };
    const res = await answered(order(customer, card), 400);
    expect(res.body.message).toMatch(/Card details go to Stripe only/);
    await answered(order(customer, { paymentIntentId: 'pi_abc', cvv: '737' }), 400);
    const logged = s.logs.join('\n');
    expect(logged).not.toContain(CARDS.visa2);
    expect(logged).not.toContain('"737"');
    expect(s.standIn.calls.map((c) => c.body).join('\n')).not.toContain(CARDS.visa2);
  });

  it('answers a decline in Stripe’s form with its reason; the same intent then pays with another card', async () => {
    const { body } = await intent(customer).expect(200);
    await s.browser.paymentIntents
      .confirm(body.paymentIntentId, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' })
      .catch(() => undefined);
    const declined = await answered(order(customer, { paymentIntentId: body.paymentIntentId }), 402);
    expect(declined.body).toMatchObject({ message: 'Your card has insufficient funds.', code: 'insufficient_funds' });
    await s.browser.paymentIntents.confirm(body.paymentIntentId, { payment_method: 'pm_card_visa' });
    await answered(order(customer, { paymentIntentId: body.paymentIntentId }), 201);
  });

  it('refuses an intent of another customer, or one made for another total', async () => {
    const { body } = await intent(customer).expect(200);
    await s.browser.paymentIntents.confirm(body.paymentIntentId, { payment_method: 'pm_card_visa' });
    const other = await answered(order(customer2, { paymentIntentId: body.paymentIntentId }), 409);
    expect(other.body.code).toBe('PAYMENT_UNKNOWN');
    const changed = await answered(order(customer, { paymentIntentId: body.paymentIntentId }, 3), 409);
    expect(changed.body.code).toBe('PAYMENT_AMOUNT');
  });

  it('keeps the sandbox card fields refused with Stripe: a card order without an intent is a 400', async () => {
    await answered(order(customer, { cardHolderName: 'Ava' }), 400);
  });
});

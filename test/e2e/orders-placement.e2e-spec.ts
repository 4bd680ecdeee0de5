import { deliveredMails } from '../support/mailbox';
import { startTestApp, TestApp } from '../support/test-app';
import { CARDS, firstWindow, NORTHSIDE_ADDRESS, orderBody, putItem, stockOf } from './orders-fixtures';

const count = async (t: TestApp, sql: string, params: unknown[] = []) => (await t.db.query(sql, params))[0].n as number;

describe('placing an order (POST /api/orders)', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    customer = await t.login('customer1', 'customer1');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2000, stock: 20 }); // store tax 7 % applies
    await putItem(t.db, 'northside', {
      itemNumber: 'T-200',
      description: 'Test Cabernet T-200',
      mainCategory: 'Wine',
      size: '1.75 L',
      unitPriceCents: 3499,
      salesTaxPercent: 6,
      stock: 5,
    });
  });
  const place = (body: object, token = customer) =>
    t.http().post('/api/orders').set('Authorization', `Bearer ${token}`).send(body);

  it('places a pickup order priced by the server: Received, Pending, items Received, hold = total + 20 %', async () => {
    const res = await place(orderBody()).expect(201);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Order placed successfully!',
      data: {
        orderStatus: 'Received',
        transactionStatus: 'Pending',
        subTotal: 40,
        salesTax: 2.8,
        shippingCost: 0,
        totalAmount: 42.8,
        holdAmount: 51.36,
      },
    });
    const { orderId, transactionId } = res.body.data;
    expect(await stockOf(t.db, 'northside', 'T-100')).toBe(18);
    const [order] = await t.db.query('SELECT * FROM customer_order WHERE id = $1', [orderId]);
    expect(order).toMatchObject({
      order_type: 'pickup',
      order_status: 'Received',
      transaction_status: 'Pending',
      total_cents: 4280,
      hold_amount_cents: 5136,
      card_last4: '1111',
      card_brand: 'Visa',
    });
    const items = await t.db.query(
      'SELECT item_number, quantity, item_price_cents, item_status FROM order_item WHERE order_id = $1',
      [orderId],
    );
    expect(items).toEqual([{ item_number: 'T-100', quantity: 2, item_price_cents: 2000, item_status: 'Received' }]);
    const [txn] = await t.db.query('SELECT status, authorized_cents, order_id FROM payment_transaction WHERE id = $1', [
      transactionId,
    ]);
    expect(txn).toEqual({ status: 'authorized', authorized_cents: 5136, order_id: orderId });
    const mail = (await deliveredMails(t)).find(
      (m) => m.kind === 'order-confirmation' && m.subject.includes(`#${orderId} `),
    )!;
    expect(mail.to).toBe('customer1@example.com');
    expect(mail.subject).toBe(`Order Confirmation #${orderId} - Northside Wine & Spirits`);
    expect(mail.text).toContain('Pick up in store is available 2 hours after ordering');
    expect(mail.text).toContain('Total: $42.80');
  });

  it('places a delivery order to a zip in the delivery zones, with the delivery fee, the deposit and a window', async () => {
    const window = await firstWindow(t, [{ itemNumber: 'T-200', quantity: 1 }]);
    const body = orderBody({
      orderType: 'delivery',
      shippingAddress: NORTHSIDE_ADDRESS,
      orderItems: [{ itemId: 'T-200', quantity: 1, itemPrice: 34.99 }],
      deliveryWindowStart: window.start,
      totalAmount: 42.13,
    });
    const res = await place(body).expect(201);
    // 34.99 + 0.05 deposit + 4.99 delivery fee (under $100) + 2.10 tax (6 %)
    expect(res.body.data).toMatchObject({
      subTotal: 34.99,
      bottleDeposit: 0.05,
      salesTax: 2.1,
      shippingCost: 4.99,
      totalAmount: 42.13,
      windowStart: window.start,
      windowEnd: window.end,
    });
    const addr = await t.db.query(
      `SELECT kind, zip_code, country FROM order_address WHERE order_id = $1 ORDER BY kind`,
      [res.body.data.orderId],
    );
    expect(addr).toEqual([
      { kind: 'billing', zip_code: '50309', country: 'USA' },
      { kind: 'shipping', zip_code: '50309', country: 'USA' },
    ]);
  });

  it('places a shipping order with the chosen option priced by weight (spec 9)', async () => {
    // 3 x 1.75 L = 9.24 lb -> 10 lb -> Standard Shipping 18.99
    const body = orderBody({
      orderType: 'shipping',
      shippingAddress: { ...NORTHSIDE_ADDRESS, zipCode: '60601', city: 'Chicago', state: 'IL' },
      shippingOption: 'Standard Shipping',
      orderItems: [{ itemId: 'T-200', quantity: 3, itemPrice: 34.99 }],
      totalAmount: 130.41,
    });
    const res = await place(body).expect(201);
    // Wine ships to Illinois; 3 bottles pay 0.15 deposit.
    expect(res.body.data).toMatchObject({
      subTotal: 104.97,
      bottleDeposit: 0.15,
      shippingCost: 18.99,
      salesTax: 6.3,
      totalAmount: 130.41,
      holdAmount: 156.49,
    });
    const [order] = await t.db.query('SELECT shipping_option, weight_lb FROM customer_order WHERE id = $1', [
      res.body.data.orderId,
    ]);
    expect(order).toEqual({ shipping_option: 'Standard Shipping', weight_lb: 10 });
  });

  it('refuses delivery outside the zones with the spec 8 message and writes nothing', async () => {
    const before = await count(t, 'SELECT count(*)::int AS n FROM customer_order');
    const res = await place(
      orderBody({ orderType: 'delivery', shippingAddress: { ...NORTHSIDE_ADDRESS, zipCode: '52401' } }),
    ).expect(400);
    expect(res.body.message).toBe(
      'Delivery is not available at given address. Please choose either shipping or pickup to place this order.',
    );
    expect(res.body.status).toBe(false);
    expect(await count(t, 'SELECT count(*)::int AS n FROM customer_order')).toBe(before);
    expect(await stockOf(t.db, 'northside', 'T-100')).toBe(20);
  });

  it('answers 409 with the fresh figures when the client shows other prices, and takes nothing', async () => {
    const authBefore = await count(t, 'SELECT count(*)::int AS n FROM payment_transaction');
    const res = await place(
      orderBody({ orderItems: [{ itemId: 'T-100', quantity: 2, itemPrice: 1 }], totalAmount: 2.14 }),
    ).expect(409);
    expect(res.body).toMatchObject({
      status: false,
      code: 'PRICE_CHANGED',
      fresh: { subTotal: 40, salesTax: 2.8, totalAmount: 42.8, holdAmount: 51.36 },
    });
    expect(res.body.fresh.orderItems).toEqual([
      expect.objectContaining({ itemId: 'T-100', itemPrice: 20, quantity: 2, salesTax: 7 }),
    ]);
    expect(await stockOf(t.db, 'northside', 'T-100')).toBe(20);
    expect(await count(t, 'SELECT count(*)::int AS n FROM payment_transaction')).toBe(authBefore);
    // A tampered total alone is caught too.
    await place(orderBody({ totalAmount: 40 })).expect(409);
  });

  it('charges the sale price inside the sale window and the regular price outside it', async () => {
    await putItem(t.db, 'northside', {
      itemNumber: 'T-300',
      unitPriceCents: 3000,
      unitSalePriceCents: 2500,
      dateSaleStarts: '2020-01-01',
      dateSaleEnds: '2099-12-31',
      stock: 3,
    });
    await place(
      orderBody({ orderItems: [{ itemId: 'T-300', quantity: 1, itemPrice: 25 }], totalAmount: 26.75 }),
    ).expect(201);
    await putItem(t.db, 'northside', {
      itemNumber: 'T-300',
      unitPriceCents: 3000,
      unitSalePriceCents: 2500,
      dateSaleStarts: '2020-01-01',
      dateSaleEnds: '2021-01-01',
      stock: 3,
    });
    const stale = await place(
      orderBody({ orderItems: [{ itemId: 'T-300', quantity: 1, itemPrice: 25 }], totalAmount: 26.75 }),
    ).expect(409);
    expect(stale.body.fresh.orderItems[0].itemPrice).toBe(30);
  });

  it.each([
    ['declined', CARDS.declined, 'Your card was declined. Please use a different card.', 'declined'],
    [
      'insufficient funds',
      CARDS.insufficient,
      'Your card has insufficient funds. Please use a different card.',
      'insufficient_funds',
    ],
  ])('refuses a %s card with a clear 402: no order, no stock change', async (_label, cardNumber, message, code) => {
    const orders = await count(t, 'SELECT count(*)::int AS n FROM customer_order');
    const res = await place(orderBody({ payment: { ...orderBody().payment, cardNumber } })).expect(402);
    expect(res.body).toMatchObject({ statusCode: 402, message, code });
    expect(await count(t, 'SELECT count(*)::int AS n FROM customer_order')).toBe(orders);
    expect(await stockOf(t.db, 'northside', 'T-100')).toBe(20);
    const [txn] = await t.db.query(
      'SELECT status, authorized_cents, decline_code FROM payment_transaction ORDER BY created_at DESC LIMIT 1',
    );
    expect(txn).toEqual({ status: 'declined', authorized_cents: 0, decline_code: code });
  });

  it('refuses a mistyped or expired card before calling the processor', async () => {
    const bad = await place(orderBody({ payment: { ...orderBody().payment, cardNumber: '4111111111111112' } })).expect(
      400,
    );
    expect(bad.body.message).toBe('The card number is not valid.');
    const old = await place(orderBody({ payment: { ...orderBody().payment, expirationDate: '01/20' } })).expect(400);
    expect(old.body.message).toBe('The card has expired.');
    const long = await place(
      orderBody({ payment: { ...orderBody().payment, cardNumber: '41111111111111111111' } }),
    ).expect(400);
    expect(long.body.message).toBe('The card number is not valid.');
    expect(JSON.stringify(long.body)).not.toContain('4111');
  });

  it('answers the spec texts for a missing order type, address or field, and the 21+ confirmation', async () => {
    expect((await place(orderBody({ orderType: undefined })).expect(400)).body.message).toBe(
      'Please select an order type.',
    );
    expect((await place(orderBody({ orderType: 'delivery' })).expect(400)).body.message).toBe(
      'Please enter your delivery address.',
    );
    expect(
      (
        await place(orderBody({ orderType: 'delivery', shippingAddress: { ...NORTHSIDE_ADDRESS, city: '' } })).expect(
          400,
        )
      ).body.message,
    ).toBe('Please enter your delivery address.');
    expect(
      (await place(orderBody({ payment: { ...orderBody().payment, cvv: undefined } })).expect(400)).body.message,
    ).toBe('Please fill in all required fields.');
    expect(
      (await place(orderBody({ billingAddress: { ...orderBody().billingAddress, zipCode: undefined } })).expect(400))
        .body.message,
    ).toBe('Please fill in all required fields.');
    expect((await place(orderBody({ ageConfirmed: false })).expect(400)).body.message).toBe(
      'Please confirm that you are 21 or older.',
    );
    expect((await place(orderBody({ orderItems: [] })).expect(400)).body.message).toBe('Your cart is empty.');
    expect(
      (await place(orderBody({ orderItems: [{ itemId: 'T-100', quantity: -1, itemPrice: 20 }] })).expect(400)).body
        .message,
    ).toBe('quantity must be at least 1.');
    expect(
      (await place(orderBody({ orderType: 'shipping', shippingAddress: NORTHSIDE_ADDRESS })).expect(400)).body.message,
    ).toBe('Please choose a shipping type.');
    expect((await place({ ...orderBody(), customerId: 2 }).expect(400)).body.message).toContain(
      'Unknown field: customerId.',
    );
  });

  it('refuses more than the stock and an unknown item with 409 / the reason', async () => {
    const res = await place(
      orderBody({ orderItems: [{ itemId: 'T-200', quantity: 6, itemPrice: 34.99 }], totalAmount: 222.54 }),
    ).expect(409);
    expect(res.body.message).toBe('Test Cabernet T-200: Only 5 left in stock.');
    expect(res.body.problems).toEqual([
      { itemNumber: 'T-200', code: 'LOW_STOCK', message: 'Only 5 left in stock.', available: 5 },
    ]);
    const unknown = await place(
      orderBody({ orderItems: [{ itemId: 'NOPE', quantity: 1, itemPrice: 1 }], totalAmount: 1.07 }),
    ).expect(409);
    expect(unknown.body.message).toBe('Item NOPE is not sold by this store.');
  });

  it('voids the hold and writes nothing when saving the order fails after the authorization', async () => {
    // A database fault injected for one shopper name: the order INSERT fails inside the transaction.
    await t.db.query(
      `CREATE OR REPLACE FUNCTION test_fail_order() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`,
    );
    await t.db.query(
      `CREATE TRIGGER test_fail_order BEFORE INSERT ON customer_order FOR EACH ROW WHEN (NEW.contact_name = 'Fault Injection') EXECUTE FUNCTION test_fail_order()`,
    );
    try {
      const orders = await count(t, 'SELECT count(*)::int AS n FROM customer_order');
      const res = await place(
        orderBody({ contact: { fullName: 'Fault Injection', email: 'customer1@example.com' } }),
      ).expect(500);
      expect(res.body.message).toBe('Something went wrong on our side. Please try again.');
      expect(await count(t, 'SELECT count(*)::int AS n FROM customer_order')).toBe(orders);
      expect(await stockOf(t.db, 'northside', 'T-100')).toBe(20);
      const [txn] = await t.db.query(
        'SELECT status, authorized_cents, voided_cents, order_id FROM payment_transaction ORDER BY created_at DESC LIMIT 1',
      );
      expect(txn).toEqual({ status: 'voided', authorized_cents: 5136, voided_cents: 5136, order_id: null });
    } finally {
      await t.db.query('DROP TRIGGER test_fail_order ON customer_order');
    }
  });

  it('is for signed-in customers only', async () => {
    await t.http().post('/api/orders').send(orderBody()).expect(401);
    const admin = await t.login('admin@northside.example', 'northside1');
    await place(orderBody(), admin).expect(403);
  });
});

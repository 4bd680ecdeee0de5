import { deliveredMails } from '../support/mailbox';
import { startTestApp, TestApp } from '../support/test-app';
import { firstWindow, NORTHSIDE_ADDRESS, orderBody, putItem, stockOf } from './orders-fixtures';

describe('order workflow: transitions, ID check, capture, void, restock, emails', () => {
  let t: TestApp;
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    [customer, admin] = await Promise.all([
      t.login('customer1', 'customer1'),
      t.login('admin@northside.example', 'northside1'),
    ]);
  });
  afterAll(() => t.close());

  async function newOrder(
    overrides: Record<string, unknown> = {},
  ): Promise<{ orderId: number; transactionId: string }> {
    await putItem(t.db, 'northside', { itemNumber: 'W-1', mainCategory: 'Extras', unitPriceCents: 2000, stock: 100 });
    const res = await t
      .http()
      .post('/api/orders')
      .set('Authorization', `Bearer ${customer}`)
      .send(orderBody({ orderItems: [{ itemId: 'W-1', quantity: 2, itemPrice: 20 }], ...overrides }))
      .expect(201);
    return res.body.data;
  }
  const status = (token: string, body: object) =>
    t.http().put('/api/orders/UpdateOrderStatus').set('Authorization', `Bearer ${token}`).send(body);
  const txn = async (id: string) =>
    (
      await t.db.query(
        'SELECT status, authorized_cents, captured_cents, voided_cents FROM payment_transaction WHERE id = $1',
        [id],
      )
    )[0];
  const mails = async (orderId: number) =>
    (
      await t.db.query(`SELECT subject FROM mail_outbox WHERE kind = 'order-status' AND subject LIKE $1 ORDER BY id`, [
        `Your order #${orderId} %`,
      ])
    ).map((r: { subject: string }) => r.subject);

  it('takes a pickup order from Received to Complete: ID check required, actual total captured, mail at each step', async () => {
    const { orderId, transactionId } = await newOrder();
    await status(admin, { orderId, orderItemId: 0, status: 'Accepted' }).expect(200);
    const ready = await status(admin, { orderId, orderItemId: 0, status: 'Ready for pickup' }).expect(200);
    expect(ready.body).toMatchObject({ orderStatus: 'Ready for pickup', nextStatuses: ['Complete'] });
    const refused = await status(admin, { orderId, orderItemId: 0, status: 'Complete' }).expect(409);
    expect(refused.body.message).toBe('Record the customer\u2019s 21+ ID check before completing this order.');
    const minor = await status(admin, {
      orderId,
      orderItemId: 0,
      status: 'Complete',
      idCheck: { idType: "Driver's license", dateOfBirth: `${new Date().getFullYear() - 19}-01-01` },
    }).expect(422);
    expect(minor.body.message).toBe('The customer is under 21: the order cannot be handed over.');
    const done = await status(admin, {
      orderId,
      orderItemId: 0,
      status: 'Complete',
      idCheck: { idType: "Driver's license", dateOfBirth: '1990-04-12' },
    }).expect(200);
    expect(done.body).toMatchObject({
      orderStatus: 'Complete',
      transactionStatus: 'Captured',
      idCheck: { idType: "Driver's license" },
      payment: { capturedAmount: 42.8, authorizedAmount: 51.36 },
    });
    expect(done.body.orderItems.every((i: { itemStatus: string }) => i.itemStatus === 'Complete')).toBe(true);
    expect(await txn(transactionId)).toEqual({
      status: 'captured',
      authorized_cents: 5136,
      captured_cents: 4280,
      voided_cents: 0,
    });
    expect(done.body.statusHistory.map((h: { from: string; to: string }) => `${h.from}>${h.to}`)).toEqual([
      'null>Received',
      'Received>Accepted',
      'Accepted>Ready for pickup',
      'Ready for pickup>Complete',
    ]);
    expect(done.body.statusHistory[3].by).toEqual({
      userId: expect.any(Number),
      role: 'admin',
      email: 'admin@northside.example',
    });
    expect(await mails(orderId)).toEqual([
      `Your order #${orderId} is accepted - Northside Wine & Spirits`,
      `Your order #${orderId} is ready for pickup - Northside Wine & Spirits`,
      `Your order #${orderId} is complete - Northside Wine & Spirits`,
    ]);
    // Nothing moves a completed order.
    expect((await status(admin, { orderId, orderItemId: 0, status: 'Cancelled' }).expect(409)).body.message).toBe(
      'The order is Complete and can no longer change.',
    );
  });

  it('completes a shipped order without an ID check (the carrier takes the 21+ signature)', async () => {
    const { orderId } = await newOrder({
      orderType: 'shipping',
      shippingAddress: { ...NORTHSIDE_ADDRESS, city: 'Iowa City', zipCode: '52240' },
      shippingOption: 'Standard Shipping',
      totalAmount: 42.8 + 18.99,
    });
    await status(admin, { orderId, status: 'Accepted' }).expect(200);
    expect((await status(admin, { orderId, status: 'Out for delivery' }).expect(409)).body.message).toBe(
      'A shipping order cannot go from Accepted to Out for delivery.',
    );
    await status(admin, { orderId, status: 'Shipped' }).expect(200);
    const done = await status(admin, { orderId, status: 'Complete' }).expect(200);
    expect(done.body.payment.capturedAmount).toBe(61.79);
  });

  it('declines an order: the hold is voided, the stock comes back, the customer is told why', async () => {
    const { orderId, transactionId } = await newOrder(); // resets W-1 to 100, then takes 2
    expect(await stockOf(t.db, 'northside', 'W-1')).toBe(98);
    const res = await status(admin, {
      orderId,
      orderItemId: 0,
      status: 'Declined',
      note: 'We are out of gift boxes.',
    }).expect(200);
    expect(res.body).toMatchObject({ orderStatus: 'Declined', transactionStatus: 'Voided' });
    expect(await txn(transactionId)).toMatchObject({ status: 'voided', voided_cents: 5136, captured_cents: 0 });
    expect(await stockOf(t.db, 'northside', 'W-1')).toBe(100);
    const subject = `Your order #${orderId} is declined - Northside Wine & Spirits`;
    const mail = (await deliveredMails(t)).find((m) => m.subject === subject)!;
    expect(mail.text).toContain('Note from the store: We are out of gift boxes.');
  });

  it('lets a customer cancel their own Received order, but not accept it or cancel once accepted', async () => {
    const a = await newOrder();
    expect((await status(customer, { orderId: a.orderId, status: 'Accepted' }).expect(409)).body.message).toBe(
      'Only the store can make this change.',
    );
    const cancelled = await status(customer, { orderId: a.orderId, status: 'cancelled' }).expect(200);
    expect(cancelled.body).toMatchObject({ orderStatus: 'Cancelled', transactionStatus: 'Voided' });
    const b = await newOrder();
    await status(admin, { orderId: b.orderId, status: 'Accepted' }).expect(200);
    await status(customer, { orderId: b.orderId, status: 'Cancelled' }).expect(409);
    expect((await status(admin, { orderId: b.orderId, status: 'Lost' }).expect(400)).body.message).toBe(
      'Unknown status: Lost.',
    );
  });

  it('needs an ID check to complete a delivery', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'W-1', mainCategory: 'Extras', unitPriceCents: 2000, stock: 100 });
    const { orderId } = await newOrder({
      orderType: 'delivery',
      shippingAddress: NORTHSIDE_ADDRESS,
      deliveryWindowStart: (await firstWindow(t, [{ itemNumber: 'W-1', quantity: 2 }])).start,
      totalAmount: 47.79,
    });
    await status(admin, { orderId, status: 'Accepted' }).expect(200);
    await status(admin, { orderId, status: 'Out for delivery' }).expect(200);
    await status(admin, { orderId, status: 'Complete' }).expect(409);
    await status(admin, {
      orderId,
      status: 'Complete',
      idCheck: { idType: 'Passport', dateOfBirth: '1985-02-28' },
    }).expect(200);
  });

  it('takes one item out (stock back, total down, capture the actual total) and sets tracking details', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'W-2', unitPriceCents: 1000, stock: 10 });
    const { orderId, transactionId } = await newOrder({
      orderItems: [
        { itemId: 'W-1', quantity: 2, itemPrice: 20 },
        { itemId: 'W-2', quantity: 1, itemPrice: 10 },
      ],
      totalAmount: 53.5,
    });
    const detail = (
      await t.http().get(`/api/orders/GetOrderById/${orderId}`).set('Authorization', `Bearer ${admin}`).expect(200)
    ).body;
    const w2 = detail.orderItems.find((i: { itemId: string }) => i.itemId === 'W-2');
    const put = (body: object) =>
      t.http().put('/api/orders/UpdateOrderItemStatus').set('Authorization', `Bearer ${admin}`).send(body);
    const res = await put({
      orderId,
      orderItemId: w2.orderItemId,
      status: 'Declined',
      note: 'Bottle arrived broken',
    }).expect(200);
    expect(res.body).toMatchObject({ subTotal: 40, salesTax: 2.8, totalAmount: 42.8 });
    expect(await stockOf(t.db, 'northside', 'W-2')).toBe(10);
    const tracked = await put({
      orderId,
      orderItemId: w2.orderItemId - 1,
      trackingNumber: '1Z999AA10123456784',
      estimatedDelivery: '2030-01-15',
    }).expect(200);
    expect(tracked.body.orderItems[0]).toMatchObject({
      trackingNumber: '1Z999AA10123456784',
      estimatedDelivery: '2030-01-15',
    });
    const tracking = await t
      .http()
      .get(`/api/orders/GetOrderItemWithTracking?orderId=${orderId}`)
      .set('Authorization', `Bearer ${customer}`)
      .expect(200);
    expect(
      tracking.body.find((i: { trackingNumber: string }) => i.trackingNumber === '1Z999AA10123456784'),
    ).toBeTruthy();
    await status(admin, { orderId, status: 'Accepted' }).expect(200);
    await status(admin, { orderId, status: 'Ready for pickup' }).expect(200);
    const done = await status(admin, {
      orderId,
      status: 'Complete',
      idCheck: { idType: 'State ID', dateOfBirth: '1970-01-01' },
    }).expect(200);
    expect(done.body.orderItems.map((i: { itemStatus: string }) => i.itemStatus)).toEqual(['Complete', 'Declined']);
    expect((await txn(transactionId)).captured_cents).toBe(4280);
    await put({ orderId, orderItemId: w2.orderItemId }).expect(400);
    await t
      .http()
      .put('/api/orders/UpdateOrderItemStatus')
      .set('Authorization', `Bearer ${customer}`)
      .send({ orderId, orderItemId: w2.orderItemId, trackingNumber: 'x' })
      .expect(403);
  });

  it('adds items to an open order within the card hold, and refuses beyond it', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'W-3', unitPriceCents: 500, stock: 10 });
    const { orderId } = await newOrder(); // total 42.80, hold 51.36
    const put = (body: object) =>
      t.http().put('/api/orders/AddItemsToOrder').set('Authorization', `Bearer ${admin}`).send(body);
    const res = await put({ orderId, orderItems: [{ itemId: 'W-3', quantity: 1 }] }).expect(200);
    expect(res.body).toMatchObject({ subTotal: 45, totalAmount: 48.15 });
    expect(await stockOf(t.db, 'northside', 'W-3')).toBe(9);
    const over = await put({ orderId, orderItems: [{ itemId: 'W-3', quantity: 2 }] }).expect(409);
    expect(over.body.message).toBe(
      'The new total $58.85 exceeds the authorized $51.36: the customer must re-authorize payment.',
    );
    expect(await stockOf(t.db, 'northside', 'W-3')).toBe(9);
  });
});

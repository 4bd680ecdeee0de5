import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem, stockOf } from './orders-fixtures';

/**
 * What the storefront's order page asks of the API. The customer reads their own
 * order (items, amounts, history, what they may do next) and cancels it while it is Received, with
 * the same call the page sends: the hold is voided, the stock returned and a mail queued.
 */
describe('order page (GET /api/orders/GetOrderById, customer cancel)', () => {
  let t: TestApp;
  let customer: string;
  let other: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    [customer, other, admin] = await Promise.all([
      t.login('customer1', 'customer1'),
      t.login('customer2', 'customer2'),
      t.login('admin@northside.example', 'northside1'),
    ]);
  });
  afterAll(() => t.close());

  async function place(quantity: number): Promise<number> {
    await putItem(t.db, 'northside', { itemNumber: 'OP-1', unitPriceCents: 1500, stock: 20 });
    const before = await stockOf(t.db, 'northside', 'OP-1');
    const id = await placeOrder(t, customer, orderBody({ orderItems: [{ itemId: 'OP-1', quantity, itemPrice: 15 }] }));
    expect(await stockOf(t.db, 'northside', 'OP-1')).toBe(before - quantity);
    return id;
  }
  const detail = (token: string, id: number) =>
    t.http().get(`/api/orders/GetOrderById/${id}`).set('Authorization', `Bearer ${token}`);
  const cancel = (token: string, id: number) =>
    t
      .http()
      .put('/api/orders/UpdateOrderStatus')
      .set('Authorization', `Bearer ${token}`)
      .send({ orderId: id, orderItemId: 0, status: 'Cancelled' });

  it('shows the customer their order with its lines, amounts and the cancel they may make', async () => {
    const id = await place(2);
    const body = (await detail(customer, id).expect(200)).body;
    expect(body).toMatchObject({ orderId: id, orderStatus: 'Received', nextStatuses: ['Cancelled'] });
    expect(body.orderItems).toEqual([
      expect.objectContaining({ itemId: 'OP-1', quantity: 2, itemPrice: 15, trackingNumber: null }),
    ]);
    expect(body.subTotal).toBe(30);
    // The quote's figures the page shows when the order has them: pickup time, no window.
    const [row] = await t.db.query(
      `SELECT deposit_cents, discount_cents, pickup_ready_at FROM customer_order WHERE id = $1`,
      [id],
    );
    expect(body).toMatchObject({
      deposit: row.deposit_cents / 100,
      discount: row.discount_cents / 100,
      deliveryWindow: null,
      pickupReadyAt: row.pickup_ready_at ? new Date(row.pickup_ready_at).toISOString() : null,
    });
    expect(body.pickupReadyAt).not.toBeNull();
    expect(body.totalAmount).toBeGreaterThan(30); // sales tax
    // Another customer cannot see it or cancel it.
    await detail(other, id).expect(404);
    await cancel(other, id).expect(404);
  });

  it('cancels a Received order: hold voided, stock back, mail queued, and only once', async () => {
    const id = await place(3);
    const stock = await stockOf(t.db, 'northside', 'OP-1');
    const res = await cancel(customer, id).expect(200);
    expect(res.body).toMatchObject({ orderStatus: 'Cancelled', transactionStatus: 'Voided', nextStatuses: [] });
    expect(res.body.statusHistory.at(-1)).toMatchObject({
      from: 'Received',
      to: 'Cancelled',
      by: { role: 'customer' },
    });
    expect(await stockOf(t.db, 'northside', 'OP-1')).toBe(stock + 3);
    const [payment] = await t.db.query(
      `SELECT p.status FROM payment_transaction p JOIN customer_order o ON o.transaction_id = p.id WHERE o.id = $1`,
      [id],
    );
    expect(payment.status).toBe('voided');
    const mails = await t.db.query(`SELECT subject FROM mail_outbox WHERE subject LIKE $1`, [`Your order #${id} %`]);
    expect(mails.map((m: { subject: string }) => m.subject)).toContainEqual(expect.stringContaining('cancelled'));
    await cancel(customer, id).expect(409);
    expect(await stockOf(t.db, 'northside', 'OP-1')).toBe(stock + 3);
  });

  it('refuses a cancel once the store accepted the order', async () => {
    const id = await place(1);
    await t
      .http()
      .put('/api/orders/UpdateOrderStatus')
      .set('Authorization', `Bearer ${admin}`)
      .send({ orderId: id, orderItemId: 0, status: 'Accepted' })
      .expect(200);
    expect((await detail(customer, id).expect(200)).body.nextStatuses).toEqual([]);
    await cancel(customer, id).expect(409);
  });
});

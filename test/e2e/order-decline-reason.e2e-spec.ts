import { deliveredMails } from '../support/mailbox';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem, stockOf } from './orders-fixtures';

/**
 * One rule, every entry point: declining an order needs a reason (the customer is told), and the
 * move does the same things whichever call makes it (domain/order-status.ts, one service method).
 */
describe('declining an order: a reason is needed at every entry point, and the effects are the same', () => {
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

  const ENTRY_POINTS = {
    'PUT /api/orders/UpdateOrderStatus': (orderId: number, note?: string) =>
      t
        .http()
        .put('/api/orders/UpdateOrderStatus')
        .set('Authorization', `Bearer ${admin}`)
        .send({ orderId, orderItemId: 0, status: 'Declined', ...(note === undefined ? {} : { note }) }),
    'POST /api/admin/orders/:id/transition': (orderId: number, note?: string) =>
      t
        .http()
        .post(`/api/admin/orders/${orderId}/transition`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ to: 'Declined', ...(note === undefined ? {} : { note }) }),
  };

  async function newOrder(itemNumber: string): Promise<{ orderId: number; transactionId: string }> {
    await putItem(t.db, 'northside', { itemNumber, unitPriceCents: 2000, stock: 10 });
    const res = await t
      .http()
      .post('/api/orders')
      .set('Authorization', `Bearer ${customer}`)
      .send(orderBody({ orderItems: [{ itemId: itemNumber, quantity: 2, itemPrice: 20 }] }))
      .expect(201);
    return res.body.data;
  }

  /** What a decline changes: order, items, stock, payment, history, mail. */
  async function state(orderId: number, transactionId: string, itemNumber: string) {
    const [order] = await t.db.query('SELECT order_status, transaction_status FROM customer_order WHERE id = $1', [
      orderId,
    ]);
    const items = await t.db.query('SELECT item_status FROM order_item WHERE order_id = $1', [orderId]);
    const [payment] = await t.db.query('SELECT status FROM payment_transaction WHERE id = $1', [transactionId]);
    const history = await t.db.query(
      'SELECT from_status, to_status, note, actor_email FROM order_status_history WHERE order_id = $1 AND to_status = $2',
      [orderId, 'Declined'],
    );
    const subject = `Your order #${orderId} is declined - Northside Wine & Spirits`;
    const mails = await t.db.query(`SELECT 1 FROM mail_outbox WHERE kind = 'order-status' AND subject = $1`, [subject]);
    return {
      order: order.order_status,
      transaction: order.transaction_status,
      items: items.map((i: { item_status: string }) => i.item_status),
      stock: await stockOf(t.db, 'northside', itemNumber),
      payment: payment.status,
      history,
      mails: mails.length,
      subject,
    };
  }

  for (const [name, decline] of Object.entries(ENTRY_POINTS)) {
    it(`${name}: refuses without a reason (400, nothing written), then declines with the same effects`, async () => {
      const itemNumber = `DR-${name.startsWith('PUT') ? 'SPEC' : 'ADMIN'}`;
      const { orderId, transactionId } = await newOrder(itemNumber);
      const before = await state(orderId, transactionId, itemNumber);
      expect(before).toMatchObject({ order: 'Received', stock: 8, payment: 'authorized', history: [], mails: 0 });

      for (const note of [undefined, '', '   ']) {
        const refused = await decline(orderId, note).expect(400);
        expect(refused.body.message).toBe('Give the reason for declining: the customer is told.');
        expect(await state(orderId, transactionId, itemNumber)).toEqual(before);
      }

      await decline(orderId, 'The bottle arrived broken.').expect(200);
      const after = await state(orderId, transactionId, itemNumber);
      expect(after).toMatchObject({
        order: 'Declined',
        transaction: 'Voided',
        items: ['Declined'],
        stock: 10,
        payment: 'voided',
        history: [
          {
            from_status: 'Received',
            to_status: 'Declined',
            note: 'The bottle arrived broken.',
            actor_email: 'admin@northside.example',
          },
        ],
        mails: 1,
      });
      const mail = (await deliveredMails(t)).find((m) => m.subject === after.subject);
      expect(mail?.text).toContain('Note from the store: The bottle arrived broken.');
    });
  }
});

import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem } from './orders-fixtures';

/** Card holds lapse (7 days) with every processor: here the sandbox, the default. */
describe('card hold expiry (sandbox processor)', () => {
  let t: TestApp;
  let customer: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    [customer, admin] = await Promise.all([
      t.login('customer1', 'customer1'),
      t.login('admin@northside.example', 'northside1'),
    ]);
    await putItem(t.db, 'northside', {
      itemNumber: 'HX-1',
      description: 'Expiry Syrah',
      mainCategory: 'Wine',
      unitPriceCents: 2000,
      salesTaxPercent: 7,
      stock: 50,
    });
  });
  afterAll(() => t.close());

  const order = () =>
    placeOrder(
      t,
      customer,
      orderBody({ orderItems: [{ itemId: 'HX-1', quantity: 1, itemPrice: 20 }], totalAmount: 0 }),
    );
  const holdOf = async (orderId: number) =>
    (
      await t.db.query(
        `SELECT p.id, p.hold_expires_at AS "expiresAt", p.created_at AS "createdAt" FROM payment_transaction p
           JOIN customer_order o ON o.transaction_id = p.id WHERE o.id = $1`,
        [orderId],
      )
    )[0];
  const attention = () => t.http().get('/api/payment/attention').set('Authorization', `Bearer ${admin}`).expect(200);
  const status = (orderId: number, s: string) =>
    t
      .http()
      .put('/api/orders/UpdateOrderStatus')
      .set('Authorization', `Bearer ${admin}`)
      .send({
        orderId,
        status: s,
        ...(s === 'Complete' ? { idCheck: { idType: "Driver's license", dateOfBirth: '1990-04-12' } } : {}),
      });

  it('records the hold’s expiry 7 days after the authorization', async () => {
    const hold = await holdOf(await order());
    const days = (new Date(hold.expiresAt).getTime() - new Date(hold.createdAt).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
  });

  it('lists an order not Complete whose hold expires within 24 hours, with the desk’s words', async () => {
    const soon = await order();
    const later = await order();
    await t.db.query(`UPDATE payment_transaction SET hold_expires_at = now() + interval '20 hours' WHERE id = $1`, [
      (await holdOf(soon)).id,
    ]);
    const listed = (await attention()).body as Array<{ orderId: number; message: string }>;
    expect(listed).toContainEqual(
      expect.objectContaining({
        orderId: soon,
        message: 'Card hold expires tomorrow: complete or ask the customer to pay again',
      }),
    );
    expect(listed.map((a) => a.orderId)).not.toContain(later);
    // Another store's admin does not see it.
    const harbor = await t.login('admin@harbor.example', 'harbor1');
    const theirs = await t.http().get('/api/payment/attention').set('Authorization', `Bearer ${harbor}`).expect(200);
    expect(theirs.body.map((a: { orderId: number }) => a.orderId)).not.toContain(soon);
  });

  it('refuses to capture an expired hold with a clear 409, and the order stays open', async () => {
    const orderId = await order();
    await t.db.query(`UPDATE payment_transaction SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      (await holdOf(orderId)).id,
    ]);
    await status(orderId, 'Accepted').expect(200);
    await status(orderId, 'Ready for pickup').expect(200);
    const refused = await status(orderId, 'Complete');
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toMatch(/card hold has expired/);
    const [row] = await t.db.query('SELECT order_status FROM customer_order WHERE id = $1', [orderId]);
    expect(row.order_status).not.toBe('Complete');
  });
});

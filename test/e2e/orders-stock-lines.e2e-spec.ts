import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem, stockOf } from './orders-fixtures';

/**
 * Placement takes every line's stock in one statement (rows locked in id order): orders naming the
 * same items in opposite orders neither deadlock nor oversell, and a short line takes nothing.
 */
describe('taking the stock of several lines at once', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    customer = await t.login('customer1', 'customer1');
  });
  afterAll(() => t.close());

  const place = (body: object, key: string) =>
    t.http().post('/api/orders').set('Authorization', `Bearer ${customer}`).set('Idempotency-Key', key).send(body);
  const totalOf = async (items: Array<{ itemNumber: string; quantity: number }>) =>
    (await t.http().post('/api/cart/quote').send({ orderType: 'pickup', items }).expect(200)).body.total as number;

  it('orders with the same two scarce items in opposite orders: exactly the stock is sold, no deadlock', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'PAIR-A', unitPriceCents: 1500, stock: 6 });
    await putItem(t.db, 'northside', { itemNumber: 'PAIR-B', unitPriceCents: 2500, stock: 6 });
    const ab = [
      { itemNumber: 'PAIR-A', quantity: 1 },
      { itemNumber: 'PAIR-B', quantity: 1 },
    ];
    const total = await totalOf(ab);
    const lines = (order: typeof ab) =>
      order.map((l) => ({
        itemId: l.itemNumber,
        quantity: l.quantity,
        itemPrice: l.itemNumber === 'PAIR-A' ? 15 : 25,
      }));
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        place(orderBody({ orderItems: lines(i % 2 ? ab : [...ab].reverse()), totalAmount: total }), `pair-order-${i}`),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([...Array(6).fill(201), ...Array(18).fill(409)]);
    expect(await stockOf(t.db, 'northside', 'PAIR-A')).toBe(0);
    expect(await stockOf(t.db, 'northside', 'PAIR-B')).toBe(0);
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM order_item WHERE item_number IN ('PAIR-A', 'PAIR-B')`,
    );
    expect(n).toBe(12);
  });

  it('a line short of stock refuses the order with its reason and takes none of the other lines', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'SHORT-A', unitPriceCents: 1000, stock: 5 });
    await putItem(t.db, 'northside', { itemNumber: 'SHORT-B', unitPriceCents: 1000, stock: 1 });
    const items = [
      { itemNumber: 'SHORT-A', quantity: 2 },
      { itemNumber: 'SHORT-B', quantity: 1 },
    ];
    const total = await totalOf(items);
    await t.db.query(`UPDATE inventory_item SET available_to_sell = 0 WHERE item_number = 'SHORT-B'`);
    const res = await place(
      orderBody({
        orderItems: items.map((l) => ({ itemId: l.itemNumber, quantity: l.quantity, itemPrice: 10 })),
        totalAmount: total,
      }),
      'short-order-1',
    ).expect(409);
    expect(res.body.message).toMatch(/out of stock/i);
    expect(await stockOf(t.db, 'northside', 'SHORT-A')).toBe(5);
  });

  it('a retry with the same key gets the stored answer, order id and date included', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'KEY-A', unitPriceCents: 1200, stock: 3 });
    const items = [{ itemNumber: 'KEY-A', quantity: 1 }];
    const body = orderBody({
      orderItems: [{ itemId: 'KEY-A', quantity: 1, itemPrice: 12 }],
      totalAmount: await totalOf(items),
    });
    const first = await place(body, 'stored-answer-1').expect(201);
    const again = await place(body, 'stored-answer-1').expect(201);
    expect(again.body).toEqual(first.body);
    const [order] = await t.db.query(`SELECT id, order_date FROM customer_order WHERE id = $1`, [
      first.body.data.orderId,
    ]);
    expect(Math.abs(new Date(first.body.data.orderDate).getTime() - new Date(order.order_date).getTime())).toBeLessThan(
      1,
    );
  });
});

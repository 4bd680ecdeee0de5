import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem, stockOf } from './orders-fixtures';

const n = async (t: TestApp, sql: string, params: unknown[] = []) => (await t.db.query(sql, params))[0].n as number;

describe('orders under load and retries (no overselling, exactly once)', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    customer = await t.login('customer1', 'customer1');
  });
  afterAll(() => t.close());
  const place = (body: object, key?: string) => {
    const req = t.http().post('/api/orders').set('Authorization', `Bearer ${customer}`);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };

  it('places exactly 10 of 50 simultaneous orders for an item with 10 in stock, and voids the other holds', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'RUSH-1', unitPriceCents: 1000, stock: 10 });
    const body = orderBody({ orderItems: [{ itemId: 'RUSH-1', quantity: 1, itemPrice: 10 }], totalAmount: 10.7 });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => place(body, `rush-order-${i}`)));
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.message).toMatch(/out of stock|left in stock/i);
    expect(await stockOf(t.db, 'northside', 'RUSH-1')).toBe(0);
    expect(await n(t, `SELECT count(*)::int AS n FROM order_item WHERE item_number = 'RUSH-1'`)).toBe(10);
    // Every hold is either attached to one of the 10 orders or voided: nobody keeps a stray hold.
    const stray = await n(
      t,
      `SELECT count(*)::int AS n FROM payment_transaction WHERE status = 'authorized' AND order_id IS NULL`,
    );
    expect(stray).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the first result: one order, one authorization', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'ONCE-1', unitPriceCents: 2000, stock: 5 });
    const body = orderBody({ orderItems: [{ itemId: 'ONCE-1', quantity: 1, itemPrice: 20 }], totalAmount: 21.4 });
    const auths = await n(t, 'SELECT count(*)::int AS n FROM payment_transaction');
    const first = await place(body, 'checkout-7f3a9c2e').expect(201);
    const again = await place(body, 'checkout-7f3a9c2e').expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await n(t, `SELECT count(*)::int AS n FROM order_item WHERE item_number = 'ONCE-1'`)).toBe(1);
    expect(await n(t, 'SELECT count(*)::int AS n FROM payment_transaction')).toBe(auths + 1);
    expect(await stockOf(t.db, 'northside', 'ONCE-1')).toBe(4);
  });

  it('places one order when the same key arrives twice at the same time', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'ONCE-2', unitPriceCents: 2000, stock: 5 });
    const body = orderBody({ orderItems: [{ itemId: 'ONCE-2', quantity: 1, itemPrice: 20 }], totalAmount: 21.4 });
    const auths = await n(t, 'SELECT count(*)::int AS n FROM payment_transaction');
    const [a, b, c] = await Promise.all([
      place(body, 'double-click-1'),
      place(body, 'double-click-1'),
      place(body, 'double-click-1'),
    ]);
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.data.orderId, b.body.data.orderId, c.body.data.orderId]).size).toBe(1);
    expect(await n(t, `SELECT count(*)::int AS n FROM order_item WHERE item_number = 'ONCE-2'`)).toBe(1);
    expect(await n(t, 'SELECT count(*)::int AS n FROM payment_transaction')).toBe(auths + 1);
  });

  it('refuses the same key with a different order; a declined card is asked again on a retry', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'ONCE-3', unitPriceCents: 2000, stock: 5 });
    const body = orderBody({ orderItems: [{ itemId: 'ONCE-3', quantity: 1, itemPrice: 20 }], totalAmount: 21.4 });
    await place(body, 'reused-key-1').expect(201);
    const other = await place(
      { ...body, orderItems: [{ itemId: 'ONCE-3', quantity: 2, itemPrice: 20 }], totalAmount: 42.8 },
      'reused-key-1',
    ).expect(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different order. Please try again.');
    const declined = { ...body, payment: { ...body.payment, cardNumber: '4000000000000002' } };
    const auths = await n(t, 'SELECT count(*)::int AS n FROM payment_transaction');
    const r1 = await place(declined, 'declined-key-1').expect(402);
    const r2 = await place(declined, 'declined-key-1').expect(402);
    expect(r2.body.message).toBe(r1.body.message);
    // A decline is not the key's final answer (the cardholder may settle it with their bank).
    expect(await n(t, 'SELECT count(*)::int AS n FROM payment_transaction')).toBe(auths + 2);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await place(orderBody(), 'short').expect(400);
    expect(res.body.message).toBe('Idempotency-Key must be 8 to 100 letters, digits or symbols.');
  });
});

import { startTestApp, TestApp } from '../support/test-app';
import { NORTHSIDE_ADDRESS, orderBody, putItem } from './orders-fixtures';

/**
 * An Idempotency-Key keeps only a placed order's answer: a refusal (sold out, price changed, 400)
 * frees the key, so the same request retried once the cause is gone is placed, and then replayed.
 */
describe('Idempotency-Key: refusals are not final', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    customer = await t.login('customer1', 'customer1');
  });
  afterAll(() => t?.close());

  const place = (body: object, key: string) =>
    t.http().post('/api/orders').set('Authorization', `Bearer ${customer}`).set('Idempotency-Key', key).send(body);
  const keyRows = async (key: string) =>
    (await t.db.query('SELECT count(*)::int AS n FROM order_idempotency_key WHERE key = $1', [key]))[0].n as number;

  it('sold out, then restocked: the same key places the order, and a third try replays it', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2000, stock: 1 });
    const body = orderBody();
    const first = await place(body, 'retry-after-restock');
    expect(first.status).toBe(409);
    expect(await keyRows('retry-after-restock')).toBe(0);
    await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2000, stock: 5 });
    const second = await place(body, 'retry-after-restock');
    expect(second.status).toBe(201);
    const third = await place(body, 'retry-after-restock');
    expect([third.status, third.body.data.orderId]).toEqual([201, second.body.data.orderId]);
  });

  it('price changed, then back: the same key places the order', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2500, stock: 5 });
    const body = orderBody();
    const first = await place(body, 'retry-after-price');
    expect(first.status).toBe(409);
    expect(first.body.fresh).toBeDefined();
    expect(await keyRows('retry-after-price')).toBe(0);
    await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2000, stock: 5 });
    expect((await place(body, 'retry-after-price')).status).toBe(201);
  });

  it('a 400 writes no key row, from validation or from the placement rules', async () => {
    await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2000, stock: 5 });
    expect((await place(orderBody({ billingAddress: [] }), 'bad-request-key-1')).status).toBe(400);
    expect(await keyRows('bad-request-key-1')).toBe(0);
    // A delivery without its window is refused inside the transaction that claims the key.
    const delivery = await place(
      orderBody({ orderType: 'delivery', shippingAddress: NORTHSIDE_ADDRESS }),
      'bad-request-key-2',
    );
    expect([delivery.status, delivery.body.message]).toEqual([400, 'Please choose a delivery window.']);
    expect(await keyRows('bad-request-key-2')).toBe(0);
  });
});

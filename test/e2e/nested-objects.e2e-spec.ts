import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem } from './orders-fixtures';

/**
 * An array (or a nested array) where the API takes an object is a 400 naming the field, never a 500
 * and never an order placed with a blank address or contact.
 */
describe('arrays where objects belong', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    customer = await t.login('customer1', 'customer1');
    await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2000, stock: 50 });
  });
  afterAll(() => t?.close());

  const orders = async () => (await t.db.query('SELECT count(*)::int AS n FROM customer_order'))[0].n as number;
  const place = (body: object) => t.http().post('/api/orders').set('Authorization', `Bearer ${customer}`).send(body);

  it('POST /api/cart/quote: shippingAddress as [] or [{...}] is a 400', async () => {
    for (const shippingAddress of [[], [{ zipCode: '50309', state: 'IA' }], [[]]]) {
      const res = await t
        .http()
        .post('/api/cart/quote')
        .send({ orderType: 'delivery', items: [{ itemNumber: 'T-100', quantity: 1 }], shippingAddress });
      expect([res.status, res.body.message]).toEqual([400, 'shippingAddress must be an object.']);
    }
    const lines = await t
      .http()
      .post('/api/cart/quote')
      .send({ orderType: 'pickup', items: [[]] });
    expect([lines.status, lines.body.message]).toEqual([400, 'Each item of items must be an object.']);
  });

  it('POST /api/orders: an array in billingAddress, contact, payment, shippingAddress or orderItems places nothing', async () => {
    const before = await orders();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ billingAddress: [] }, 'billingAddress must be an object.'],
      [{ billingAddress: [[]] }, 'billingAddress must be an object.'],
      [{ contact: [] }, 'contact must be an object.'],
      [{ payment: [] }, 'payment must be an object.'],
      [{ orderItems: [[]] }, 'Each item of orderItems must be an object.'],
      [
        { orderItems: [[{ itemId: 'T-100', quantity: 1, itemPrice: 20 }]] },
        'Each item of orderItems must be an object.',
      ],
    ];
    for (const [override, message] of cases) {
      const res = await place(orderBody(override));
      expect([JSON.stringify(override), res.status, res.body.message]).toEqual([
        JSON.stringify(override),
        400,
        message,
      ]);
    }
    const delivery = await place(orderBody({ orderType: 'delivery', shippingAddress: [] }));
    expect(delivery.status).toBe(400);
    expect(delivery.body.message).toBe('Please enter your delivery address.');
    expect(await orders()).toBe(before);
    // The same body with objects is placed: the refusals above were about the arrays alone.
    await placeOrder(t, customer, orderBody());
    expect(await orders()).toBe(before + 1);
  });

  it('an empty object is validated as the object it stands for', async () => {
    const res = await t
      .http()
      .post('/api/cart/quote')
      .send({ orderType: 'delivery', items: [{ itemNumber: 'T-100', quantity: 1 }], shippingAddress: {} });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.message)).not.toContain('must be an object');
  });
});

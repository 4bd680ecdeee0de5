import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { NORTHSIDE_ADDRESS, orderBody, putItem, stockOf } from './orders-fixtures';

/**
 * Where a parcel goes is where its zip is: the quote, the shipping options it offers and order
 * placement judge the zip's state, and a typed state that disagrees is a 400 naming both.
 */
describe('ship-to rules on the zip’s state', () => {
  let t: TestApp;
  let customer: string;
  const TEQUILA = { itemId: 'ZS-TEQ', quantity: 1, itemPrice: 30 };
  /** The address: a New York street and zip with Iowa typed as the state. */
  const NEW_YORK_AS_IOWA = {
    ...NORTHSIDE_ADDRESS,
    addressLine1: '350 Fifth Avenue',
    addressLine2: '',
    city: 'New York',
    state: 'IA',
    zipCode: '10118',
  };
  const IOWA_CITY = { ...NORTHSIDE_ADDRESS, addressLine2: '', city: 'Iowa City', state: 'IA', zipCode: '52240' };
  const quote = (shippingAddress: object, orderType = 'shipping') =>
    t
      .http()
      .post('/api/cart/quote')
      .send({ orderType, items: [{ itemNumber: TEQUILA.itemId, quantity: 1 }], shippingAddress });
  const orderCount = async () => Number((await t.db.query('SELECT count(*) AS n FROM customer_order'))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    customer = await t.login('customer1', 'customer1');
    await putItem(t.db, 'northside', {
      itemNumber: TEQUILA.itemId,
      description: 'Zip Test Blanco Tequila',
      mainCategory: 'Liquor',
      unitPriceCents: 3000,
      stock: 20,
    });
  });
  afterAll(() => t.close());

  it('the quote refuses New York, "IA", 10118 with a 400 naming both states, and offers no rates', async () => {
    const res = await quote({ state: NEW_YORK_AS_IOWA.state, zipCode: NEW_YORK_AS_IOWA.zipCode }).expect(400);
    expect(res.body.message).toBe('Zip code 10118 is in NY, not IA.');
    expect(res.body.shippingOptions).toBeUndefined();
  });

  it('placement refuses the same address with the same 400 and writes nothing', async () => {
    const before = await orderCount();
    const stock = await stockOf(t.db, 'northside', TEQUILA.itemId);
    const res = await t
      .http()
      .post('/api/orders')
      .set('Authorization', `Bearer ${customer}`)
      .send(
        orderBody({
          orderType: 'shipping',
          orderItems: [TEQUILA],
          shippingAddress: NEW_YORK_AS_IOWA,
          shippingOption: 'Standard Shipping',
          totalAmount: 30 + 18.99 + 2.1 + 0.05,
        }),
      )
      .expect(400);
    expect(res.body.message).toBe('Zip code 10118 is in NY, not IA.');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t.db, 'northside', TEQUILA.itemId)).toBe(stock);
  });

  it('New York typed as New York is judged as New York: tequila may not ship there', async () => {
    const res = await quote({ state: 'NY', zipCode: '10118' }).expect(200);
    expect(res.body.problems).toEqual([
      expect.objectContaining({ code: 'SHIPPING_RESTRICTED', message: 'Spirits can only be shipped within Iowa.' }),
    ]);
    expect(res.body.shippingOptions).toEqual({});
  });

  it('a real Iowa zip still gets rates and the order goes through', async () => {
    const res = await quote({ state: IOWA_CITY.state, zipCode: IOWA_CITY.zipCode }).expect(200);
    expect(res.body.problems.filter((p: { code: string }) => p.code !== 'SHIPPING_OPTION')).toEqual([]);
    expect(res.body.shippingOptions).toMatchObject({ 'Standard Shipping': 18.99 });
    const id = await placeOrder(
      t,
      customer,
      orderBody({
        orderType: 'shipping',
        orderItems: [TEQUILA],
        shippingAddress: IOWA_CITY,
        shippingOption: 'Standard Shipping',
        totalAmount: 1,
      }),
    );
    const [row] = await t.db.query(
      `SELECT state, zip_code FROM order_address WHERE order_id = $1 AND kind = 'shipping'`,
      [id],
    );
    expect(row).toEqual({ state: 'IA', zip_code: '52240' });
  });

  it('delivery zones too: a delivery zip typed with another state is refused naming both', async () => {
    const res = await quote({ state: 'NY', zipCode: '50309' }, 'delivery').expect(400);
    expect(res.body.message).toBe('Zip code 50309 is in IA, not NY.');
    const ok = await quote({ state: 'IA', zipCode: '50309' }, 'delivery').expect(200);
    expect(ok.body.problems.map((p: { code: string }) => p.code)).not.toContain('NOT_DELIVERABLE');
  });
});

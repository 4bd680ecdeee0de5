import { lastMailTo } from '../support/mailbox';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem, storeId } from './orders-fixtures';

/** Promotions through the server quote and order placement, on real PostgreSQL. */
describe('promotions in the quote and at placement', () => {
  let t: TestApp;
  let northside: number;
  let wineCase: number;
  let welcome: number;

  const quote = (body: object, token?: string) => {
    const req = t.http().post('/api/cart/quote');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send(body);
  };
  const place = (token: string, body: object) =>
    t.http().post('/api/orders').set('Authorization', `Bearer ${token}`).send(body);

  /** A new customer with no orders (WELCOME10 is for a first order). */
  let n = 0;
  async function newCustomer(): Promise<{ token: string; email: string }> {
    const email = `promo${++n}-${Date.now()}@example.com`;
    const username = `promo${n}x${Date.now() % 100000}`;
    await t
      .http()
      .post('/api/customer')
      .send({
        customer: {
          id: 0,
          firstName: 'Pat',
          lastName: 'Promo',
          phoneNumber: '(515) 555-0142',
          addressLine1: '1 Main',
          addressLine2: '',
          city: 'Des Moines',
          state: 'IA',
          zipCode: '50309',
          country: 'USA',
          emailAddress: email,
        },
        user: { email, username, password: 'secret1', role: 'customer' },
      })
      .expect(200);
    return { token: await t.login(username, 'secret1'), email };
  }

  beforeAll(async () => {
    t = await startTestApp();
    northside = await storeId(t.db, 'northside');
    await t.db.query('DELETE FROM promotion');
    const today = (await t.db.query(`SELECT to_char(now() AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD') AS d`))[0].d;
    [{ id: wineCase }] = await t.db.query(
      `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, tiers)
       VALUES ($1, 'Wine case discount', 'Mix any wines', $2::date - 1, $2::date + 30, 'tiers', '{"categories":["Wine"]}',
               '[{"minQuantity":6,"percent":10},{"minQuantity":12,"percent":15}]') RETURNING id`,
      [northside, today],
    );
    [{ id: welcome }] = await t.db.query(
      `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, amount_cents, threshold_cents, code,
          first_order_only, per_customer_limit)
       VALUES ($1, 'Welcome', '$10 off a first order over $75', $2::date - 1, $2::date + 30, 'threshold', 1000, 7500,
               'WELCOME10', true, 1) RETURNING id`,
      [northside, today],
    );
    await t.db.query(
      `INSERT INTO promotion (store_id, name, starts_on, ends_on, kind, amount_cents, code)
       VALUES ($1, 'Old', $2::date - 30, $2::date - 1, 'amount', 100, 'OLD5')`,
      [northside, today],
    );
    // Another store's code is not this store's.
    await t.db.query(
      `INSERT INTO promotion (store_id, name, starts_on, ends_on, kind, amount_cents, code)
       VALUES ($1, 'Harbor only', $2::date - 1, $2::date + 1, 'amount', 100, 'HARBOR5')`,
      [await storeId(t.db, 'harbor'), today],
    );
    for (const [itemNumber, price] of [
      ['P-W1', 1500],
      ['P-W2', 1999],
      ['P-W3', 2500],
    ] as const)
      await putItem(t.db, 'northside', {
        itemNumber,
        description: `Promo Wine ${itemNumber}`,
        mainCategory: 'Wine',
        unitPriceCents: price,
        stock: 500,
      });
  });
  afterAll(() => t.close());

  it('6 bottles of any wines: 10 % off each line, tax on the discounted price, deposit untouched; 1 bottle: none, with a nudge', async () => {
    const six = await quote({
      orderType: 'pickup',
      items: [
        { itemNumber: 'P-W1', quantity: 4 },
        { itemNumber: 'P-W2', quantity: 2 },
      ],
    }).expect(200);
    expect(six.body.lines).toEqual([
      expect.objectContaining({ itemNumber: 'P-W1', lineTotal: 60, discount: 6, promotion: 'Wine case discount' }),
      expect.objectContaining({ itemNumber: 'P-W2', lineTotal: 39.98, discount: 4, promotion: 'Wine case discount' }),
    ]);
    expect(six.body).toMatchObject({
      subtotal: 99.98,
      discount: 10,
      promotions: [{ id: wineCase, name: 'Wine case discount', kind: 'tiers', code: null, amount: 10 }],
      nudges: ['Add 6 more bottles of wine to save 15 %'],
      problems: [],
    });
    const b = six.body;
    expect(Math.round(b.total * 100)).toBe(
      Math.round((b.subtotal - b.discount + b.bottleDeposit + b.shippingCost + b.salesTax) * 100),
    );
    // Tax per line on the discounted price: the store's 7 % on 54.00 and 35.98.
    expect(b.lines.map((l: { salesTax: number }) => l.salesTax)).toEqual([3.78, 2.52]);

    const one = await quote({ orderType: 'pickup', items: [{ itemNumber: 'P-W1', quantity: 1 }] }).expect(200);
    expect(one.body).toMatchObject({
      discount: 0,
      promotions: [],
      nudges: ['Add 5 more bottles of wine to save 10 %'],
    });
    expect(one.body.lines[0]).toMatchObject({ discount: 0, promotion: null });
  });

  it('places the order at the quoted figures and records each line’s discount and promotion; the mail shows it', async () => {
    const { token, email } = await newCustomer();
    const items = [
      { itemNumber: 'P-W1', quantity: 4 },
      { itemNumber: 'P-W3', quantity: 2 },
    ];
    const q = (await quote({ orderType: 'pickup', items }, token).expect(200)).body;
    const id = await placeOrder(
      t,
      token,
      orderBody({
        orderItems: [
          { itemId: 'P-W1', quantity: 4, itemPrice: 15 },
          { itemId: 'P-W3', quantity: 2, itemPrice: 25 },
        ],
        contact: { fullName: 'Pat Promo', phoneNumber: '(515) 555-0142', email },
        totalAmount: q.total,
      }),
    );
    const [order] = await t.db.query(
      'SELECT subtotal_cents, discount_cents, order_discount_cents, sales_tax_cents, total_cents, applied_promotions FROM customer_order WHERE id = $1',
      [id],
    );
    expect(order).toMatchObject({
      subtotal_cents: Math.round(q.subtotal * 100),
      discount_cents: Math.round(q.discount * 100),
      order_discount_cents: 0,
      sales_tax_cents: Math.round(q.salesTax * 100),
      total_cents: Math.round(q.total * 100),
    });
    expect(order.applied_promotions).toEqual([
      { id: wineCase, name: 'Wine case discount', kind: 'tiers', code: null, amountCents: 1100 },
    ]);
    const lines = await t.db.query(
      'SELECT item_number, discount_cents, promotion_id, promotion_name FROM order_item WHERE order_id = $1 ORDER BY item_number',
      [id],
    );
    expect(lines).toEqual([
      { item_number: 'P-W1', discount_cents: 600, promotion_id: wineCase, promotion_name: 'Wine case discount' },
      { item_number: 'P-W3', discount_cents: 500, promotion_id: wineCase, promotion_name: 'Wine case discount' },
    ]);
    const mail = await lastMailTo(t, email, 'order-confirmation');
    expect(mail.text).toContain('Wine case discount: -$6.00');
    expect(mail.text).toContain('Discount: -$11.00');
  });

  it('an unknown, expired, another store’s or unmet code is a problem with a clear message, never a 5xx; placement refuses it', async () => {
    const cart = { orderType: 'pickup', items: [{ itemNumber: 'P-W1', quantity: 2 }] };
    const problem = async (promoCode: string) =>
      (await quote({ ...cart, promoCode }).expect(200)).body.problems.filter(
        (p: { code: string }) => p.code === 'PROMO_CODE',
      );
    expect(await problem('NOPE')).toEqual([{ code: 'PROMO_CODE', message: 'The code NOPE is not valid.' }]);
    expect(await problem('old5')).toEqual([{ code: 'PROMO_CODE', message: 'The code OLD5 has expired.' }]);
    expect(await problem('HARBOR5')).toEqual([{ code: 'PROMO_CODE', message: 'The code HARBOR5 is not valid.' }]);
    expect(await problem('welcome10')).toEqual([
      { code: 'PROMO_CODE', message: 'The code WELCOME10 needs an order of $75.00 or more.' },
    ]);
    const { token } = await newCustomer();
    const res = await place(
      token,
      orderBody({ orderItems: [{ itemId: 'P-W1', quantity: 2, itemPrice: 15 }], promoCode: 'NOPE', totalAmount: 32.1 }),
    ).expect(409);
    expect(res.body.message).toBe('The code NOPE is not valid.');
  });

  it('WELCOME10: $10 off a first order over $75, once per customer, even when two orders race', async () => {
    const { token, email } = await newCustomer();
    const items = [{ itemNumber: 'P-W3', quantity: 4 }]; // $100.00
    const q = (await quote({ orderType: 'pickup', items, promoCode: 'WELCOME10' }, token).expect(200)).body;
    expect(q).toMatchObject({
      subtotal: 100,
      discount: 10,
      problems: [],
      promotions: [{ id: welcome, name: 'Welcome', kind: 'threshold', code: 'WELCOME10', amount: 10 }],
    });
    const body = orderBody({
      orderItems: [{ itemId: 'P-W3', quantity: 4, itemPrice: 25 }],
      contact: { fullName: 'Pat Promo', phoneNumber: '(515) 555-0142', email },
      promoCode: 'WELCOME10',
      totalAmount: q.total,
    });
    const results = await Promise.all([place(token, body), place(token, body)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.code).toBe('PROMO_CODE');
    const uses = await t.db.query(
      `SELECT r.order_id, o.discount_cents FROM promotion_redemption r JOIN customer_order o ON o.id = r.order_id
        WHERE r.promotion_id = $1 AND o.contact_email = $2`,
      [welcome, email],
    );
    expect(uses).toEqual([
      { order_id: results.find((r) => r.status === 201)!.body.data.orderId, discount_cents: 1000 },
    ]);
    const [{ redemption_count }] = await t.db.query('SELECT redemption_count FROM promotion WHERE id = $1', [welcome]);
    expect(redemption_count).toBeGreaterThanOrEqual(1);
    // Once used, the quote says so.
    const again = (await quote({ orderType: 'pickup', items, promoCode: 'WELCOME10' }, token).expect(200)).body;
    expect(again.problems).toEqual([{ code: 'PROMO_CODE', message: 'You have already used the code WELCOME10.' }]);
    expect(again.discount).toBe(0);
  });
});

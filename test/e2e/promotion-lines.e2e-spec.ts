import { lastMailTo } from '../support/mailbox';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem, storeId } from './orders-fixtures';

/**
 * Each discount line names its own promotion on every surface (quote, order page, history, desk,
 * confirmation mail), and tiers count bottles (a case of 12 is 12 bottles), as deposits do.
 */
describe('discount lines per promotion, and tiers counted in bottles', () => {
  let t: TestApp;
  let admin: string;
  const quote = (body: object, token?: string) => {
    const req = t.http().post('/api/cart/quote');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send(body);
  };
  const get = (url: string, token: string) => t.http().get(url).set('Authorization', `Bearer ${token}`).expect(200);

  /** A new customer with no orders (WELCOME10 is for a first order). */
  async function newCustomer(): Promise<{ token: string; email: string; customerId: number }> {
    const stamp = `${Date.now() % 1_000_000}`;
    const email = `lines${stamp}@example.com`;
    const username = `lines${stamp}`;
    const customer = { id: 0, firstName: 'Lee', lastName: 'Lines', phoneNumber: '(515) 555-0177' };
    await t
      .http()
      .post('/api/customer')
      .send({
        customer: {
          ...customer,
          ...{ addressLine1: '1 Main', addressLine2: '', city: 'Des Moines', state: 'IA', zipCode: '50309' },
          ...{ country: 'USA', emailAddress: email },
        },
        user: { email, username, password: 'secret1', role: 'customer' },
      })
      .expect(200);
    const [{ id }] = await t.db.query('SELECT id FROM customer WHERE lower(email_address) = $1', [email]);
    return { token: await t.login(username, 'secret1'), email, customerId: id };
  }

  /** Six wines: one at $21.00, two at $15.00, three at $19.99. */
  const WINES = [
    { itemNumber: 'PL-W1', priceCents: 2100, quantity: 1 },
    { itemNumber: 'PL-W2', priceCents: 1500, quantity: 2 },
    { itemNumber: 'PL-W3', priceCents: 1999, quantity: 3 },
  ];

  /**
   * The expected discount of each line, worked out here on its own: 10 % case discount per line
   * (6 bottles), then WELCOME10's $10 shared over what is left of each line, in proportion, the
   * cents left over going to the largest remainders.
   */
  function expectedParts(): Map<string, { caseCents: number; codeCents: number }> {
    const net = WINES.map((w) => {
      const caseCents = Math.round((w.priceCents * w.quantity) / 10);
      return { ...w, caseCents, left: w.priceCents * w.quantity - caseCents };
    });
    const sum = net.reduce((s, w) => s + w.left, 0);
    const shares = net.map((w) => ({ w, exact: (1000 * w.left) / sum }));
    const out = new Map(
      shares.map(({ w, exact }) => [w.itemNumber, { caseCents: w.caseCents, codeCents: Math.floor(exact) }]),
    );
    let rest = 1000 - [...out.values()].reduce((s, v) => s + v.codeCents, 0);
    for (const { w } of [...shares].sort((a, b) => (b.exact % 1) - (a.exact % 1)))
      if (rest-- > 0) out.get(w.itemNumber)!.codeCents++;
    return out;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const northside = await storeId(t.db, 'northside');
    await t.db.query('DELETE FROM promotion');
    const [{ today }] = await t.db.query(`SELECT to_char(now() AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD') AS today`);
    await t.db.query(
      `INSERT INTO promotion (store_id, name, starts_on, ends_on, kind, selector, tiers)
       VALUES ($1, 'Wine case discount', $2::date - 1, $2::date + 30, 'tiers', '{"categories":["Wine"]}',
               '[{"minQuantity":6,"percent":10},{"minQuantity":12,"percent":15}]')`,
      [northside, today],
    );
    await t.db.query(
      `INSERT INTO promotion (store_id, name, starts_on, ends_on, kind, amount_cents, threshold_cents, code,
          first_order_only, per_customer_limit)
       VALUES ($1, 'Welcome offer', $2::date - 1, $2::date + 30, 'threshold', 1000, 7500, 'WELCOME10', true, 1)`,
      [northside, today],
    );
    for (const w of WINES)
      await putItem(t.db, 'northside', {
        itemNumber: w.itemNumber,
        description: `Lines Wine ${w.itemNumber}`,
        mainCategory: 'Wine',
        unitPriceCents: w.priceCents,
        stock: 100,
      });
    await putItem(t.db, 'northside', {
      itemNumber: 'PL-CASE',
      description: 'Lines Merlot, case of 12',
      mainCategory: 'Wine',
      packQuantity: 12,
      unitPriceCents: 18000,
      stock: 10,
    });
    await putItem(t.db, 'northside', {
      itemNumber: 'PL-SIX',
      description: 'Lines Rosé, 6-pack',
      mainCategory: 'Wine',
      packQuantity: 6,
      unitPriceCents: 6000,
      stock: 10,
    });
    admin = await t.login('admin@northside.example', 'northside1');
  });
  afterAll(() => t.close());

  it('6 wines + WELCOME10: every surface names each promotion with its own amount; the mail names WELCOME10', async () => {
    const { token, email, customerId } = await newCustomer();
    const expected = expectedParts();
    const partsOf = (itemNumber: string) => {
      const e = expected.get(itemNumber)!;
      return [
        expect.objectContaining({ name: 'Wine case discount', code: null, amount: e.caseCents / 100 }),
        expect.objectContaining({ name: 'Welcome offer', code: 'WELCOME10', amount: e.codeCents / 100 }),
      ];
    };
    const items = WINES.map((w) => ({ itemNumber: w.itemNumber, quantity: w.quantity }));
    const q = (await quote({ orderType: 'pickup', items, promoCode: 'WELCOME10' }, token).expect(200)).body;
    expect(q.problems).toEqual([]);
    for (const w of WINES) {
      const line = q.lines.find((l: { itemNumber: string }) => l.itemNumber === w.itemNumber);
      expect(line.discounts).toEqual(partsOf(w.itemNumber));
      const e = expected.get(w.itemNumber)!;
      expect(Math.round(line.discount * 100)).toBe(e.caseCents + e.codeCents);
    }

    const orderId = await placeOrder(
      t,
      token,
      orderBody({
        orderItems: WINES.map((w) => ({ itemId: w.itemNumber, quantity: w.quantity, itemPrice: w.priceCents / 100 })),
        contact: { fullName: 'Lee Lines', phoneNumber: '(515) 555-0177', email },
        promoCode: 'WELCOME10',
        totalAmount: q.total,
      }),
    );
    const order = (await get(`/api/orders/GetOrderById/${orderId}`, token)).body;
    const history = (await get(`/api/orders/GetOrdersByCustomerId/${customerId}`, token)).body.find(
      (h: { orderId: number }) => h.orderId === orderId,
    );
    const detail = (await get(`/api/admin/orders/${orderId}`, admin)).body;
    for (const w of WINES) {
      const byItem = (lines: Array<{ itemId?: string; sku?: string }>) =>
        lines.find((i) => (i.itemId ?? i.sku) === w.itemNumber) as { discounts: unknown };
      expect(byItem(order.orderItems).discounts).toEqual(partsOf(w.itemNumber));
      expect(byItem(history.orderItems).discounts).toEqual(partsOf(w.itemNumber));
      expect(byItem(detail.orderItems).discounts).toEqual(partsOf(w.itemNumber));
    }

    const mail = (await lastMailTo(t, email, 'order-confirmation')).text;
    const w1 = expected.get('PL-W1')!;
    expect(mail).toContain(`Wine case discount: -$${(w1.caseCents / 100).toFixed(2)}`);
    expect(mail).toContain(`Welcome offer (WELCOME10): -$${(w1.codeCents / 100).toFixed(2)}`);
    // The old mail named the whole line's discount after the case discount.
    expect(mail).not.toContain(`Wine case discount: -$${((w1.caseCents + w1.codeCents) / 100).toFixed(2)}`);
  });

  it('a case of 12 counts as 12 bottles: the case discount, no nudge, deposits on 12 containers', async () => {
    const q = (await quote({ orderType: 'pickup', items: [{ itemNumber: 'PL-CASE', quantity: 1 }] }).expect(200)).body;
    expect(q.lines[0]).toMatchObject({ discount: 27, promotion: 'Wine case discount' }); // 15 % of $180.00
    expect(q.lines[0].deposit).toBe(0.6); // 12 containers at 5 cents
    expect(q.nudges).toEqual([]);
    const { token, email } = await newCustomer();
    const orderId = await placeOrder(
      t,
      token,
      orderBody({
        orderItems: [{ itemId: 'PL-CASE', quantity: 1, itemPrice: 180 }],
        contact: { fullName: 'Lee Lines', phoneNumber: '(515) 555-0177', email },
        totalAmount: q.total,
      }),
    );
    const [line] = await t.db.query('SELECT discount_cents, deposit_cents FROM order_item WHERE order_id = $1', [
      orderId,
    ]);
    expect(line).toEqual({ discount_cents: 2700, deposit_cents: 60 });
  });

  it('a 6-pack reaches the 6-bottle tier and the nudge counts the bottles still missing', async () => {
    const q = (await quote({ orderType: 'pickup', items: [{ itemNumber: 'PL-SIX', quantity: 1 }] }).expect(200)).body;
    expect(q.lines[0]).toMatchObject({ discount: 6, promotion: 'Wine case discount' });
    expect(q.nudges).toEqual(['Add 6 more bottles of wine to save 15 %']);
  });
});

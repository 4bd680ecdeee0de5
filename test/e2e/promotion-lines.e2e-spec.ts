import { lastMailTo } from '../support/mailbox';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody } from './orders-fixtures';
import { newCustomer, placeWelcomeOrder, setUpDiscountLines, WINES } from './promotion-lines-fixtures';

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
    await setUpDiscountLines(t);
    admin = await t.login('admin@northside.example', 'northside1');
  });
  afterAll(() => t.close());

  it('6 wines + WELCOME10: every surface names each promotion with its own amount; the mail names WELCOME10', async () => {
    const { token, email, customerId, quote: q, orderId } = await placeWelcomeOrder(t);
    const expected = expectedParts();
    const partsOf = (itemNumber: string) => {
      const e = expected.get(itemNumber)!;
      return [
        expect.objectContaining({ name: 'Wine case discount', code: null, amount: e.caseCents / 100 }),
        expect.objectContaining({ name: 'Welcome offer', code: 'WELCOME10', amount: e.codeCents / 100 }),
      ];
    };
    expect(q.problems).toEqual([]);
    for (const w of WINES) {
      const line = q.lines.find((l: { itemNumber: string }) => l.itemNumber === w.itemNumber);
      expect(line.discounts).toEqual(partsOf(w.itemNumber));
      const e = expected.get(w.itemNumber)!;
      expect(Math.round(line.discount * 100)).toBe(e.caseCents + e.codeCents);
    }
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
    const { token, email } = await newCustomer(t);
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

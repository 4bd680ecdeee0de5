import { startTestApp, TestApp } from '../support/test-app';

/**
 * The demo orders (seeded into every test database, as `npm run seed` does) are priced by the
 * quote, as a placed order is: each stored total is what the quote answers for the order's lines,
 * type, address and shipping option (deposits, promotions and delivery fees included).
 */
describe('demo orders are priced through the quote', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores, for every demo order, the total, deposit, discount and hold the quote gives its lines', async () => {
    const orders: Array<{
      id: number;
      store: string;
      orderType: string;
      shippingOption: string | null;
      state: string | null;
      zipCode: string | null;
      totals: { total: number; deposit: number; discount: number; shipping: number; hold: number };
      items: Array<{ itemNumber: string; quantity: number }>;
    }> = await t.db.query(
      `SELECT o.id, s.web_url AS store, o.order_type AS "orderType", o.shipping_option AS "shippingOption",
              a.state, a.zip_code AS "zipCode",
              json_build_object('total', o.total_cents, 'deposit', o.deposit_cents, 'discount', o.discount_cents,
                                'shipping', o.shipping_cost_cents, 'hold', o.hold_amount_cents) AS totals,
              (SELECT json_agg(json_build_object('itemNumber', i.item_number, 'quantity', i.quantity) ORDER BY i.id)
                 FROM order_item i WHERE i.order_id = o.id) AS items
         FROM customer_order o JOIN store s ON s.id = o.store_id
         LEFT JOIN order_address a ON a.order_id = o.id AND a.kind = 'shipping'
        ORDER BY o.id`,
    );
    expect(orders.length).toBeGreaterThan(10);
    const cents = (dollars: number) => Math.round(dollars * 100);
    let withDeposit = 0;
    for (const o of orders) {
      const res = await t
        .http()
        .post('/api/cart/quote')
        .set('X-Store', o.store)
        .send({
          orderType: o.orderType,
          items: o.items,
          ...(o.state ? { shippingAddress: { state: o.state, zipCode: o.zipCode } } : {}),
          ...(o.shippingOption ? { shippingOption: o.shippingOption } : {}),
        })
        .expect(200);
      const q = res.body;
      expect({ order: o.id, ...o.totals }).toEqual({
        order: o.id,
        total: cents(q.total),
        deposit: cents(q.bottleDeposit),
        discount: cents(q.discount),
        shipping: cents(q.shippingCost),
        hold: cents(q.holdAmount),
      });
      if (o.totals.deposit > 0) withDeposit++;
    }
    // The demo has deposit states' beer and wine: a stale price rule without deposits would show here.
    expect(withDeposit).toBeGreaterThan(0);
  });
});

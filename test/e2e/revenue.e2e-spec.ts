import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { orderRevenue, REVENUE_SQL } from '../../backend/domain/revenue';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem, storeId } from './orders-fixtures';

const TZ = 'America/Chicago';

/**
 * Revenue net of refunds on every surface: the dashboard's month figures, the orders CSV, the order
 * detail's payment status and the customer's "Total spent", each checked against SQL written here and
 * a calculation of its own (goods after discounts minus the goods share of the refunds; tax,
 * deposits and fees apart), with one order refunded in full and one in part.
 */
describe('revenue net of refunds (dashboard, orders CSV, payment status, customer stats)', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let northside: number;
  let month: string;
  let keyN = 0;
  const orders: Record<'full' | 'part' | 'kept', number> = { full: 0, part: 0, kept: 0 };

  const get = (url: string) => t.http().get(url).set('Authorization', `Bearer ${admin}`);
  const status = (body: object) =>
    t.http().put('/api/orders/UpdateOrderStatus').set('Authorization', `Bearer ${admin}`).send(body).expect(200);
  const refund = (orderId: number, body: object) =>
    t
      .http()
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set('Authorization', `Bearer ${admin}`)
      .set('Idempotency-Key', `revenue-${Date.now()}-${++keyN}`)
      .send(body);

  /** A pickup order of 6 wines ($15, 10 % case discount) and 2 openers ($20), taken to Complete. */
  async function completedOrder(): Promise<number> {
    const orderId = await placeOrder(
      t,
      customer,
      orderBody({
        orderItems: [
          { itemId: 'RV-W1', quantity: 6, itemPrice: 15 },
          { itemId: 'RV-X1', quantity: 2, itemPrice: 20 },
        ],
        totalAmount: 0,
      }),
    );
    await status({ orderId, status: 'Accepted' });
    await status({ orderId, status: 'Ready for pickup' });
    await status({ orderId, status: 'Complete', idCheck: { idType: "Driver's license", dateOfBirth: '1990-04-12' } });
    return orderId;
  }

  beforeAll(async () => {
    t = await startTestApp();
    [admin, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('customer1', 'customer1'),
    ]);
    northside = await storeId(t.db, 'northside');
    [{ month }] = await t.db.query(`SELECT to_char(now() AT TIME ZONE '${TZ}', 'YYYY-MM') AS month`);
    await t.db.query('DELETE FROM promotion');
    await t.db.query(
      `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, tiers)
       VALUES ($1, 'Revenue case discount', 'Mix any wines', current_date - 2, current_date + 30, 'tiers',
               '{"categories":["Wine"]}', '[{"minQuantity":6,"percent":10}]')`,
      [northside],
    );
    await putItem(t.db, 'northside', {
      itemNumber: 'RV-W1',
      description: 'Revenue Cabernet',
      mainCategory: 'Wine',
      unitPriceCents: 1500,
      stock: 100,
    });
    await putItem(t.db, 'northside', {
      itemNumber: 'RV-X1',
      description: 'Revenue Opener',
      mainCategory: 'Extras',
      unitPriceCents: 2000,
      stock: 100,
    });
    orders.full = await completedOrder();
    orders.part = await completedOrder();
    orders.kept = await completedOrder();
  });
  afterAll(() => t.close());

  /** The month's figures computed here from the rows, not with the app's rule or SQL. */
  async function expectedFigures() {
    const rows: Array<Record<string, number>> = await t.db.query(
      `SELECT o.subtotal_cents AS subtotal, o.discount_cents AS discount, o.total_cents AS total,
              o.sales_tax_cents AS tax, o.deposit_cents AS deposit, o.shipping_cost_cents AS fee,
              (SELECT COALESCE(sum(amount_cents), 0)::int FROM order_refund r WHERE r.order_id = o.id) AS refunded
         FROM customer_order o
        WHERE o.store_id = $1 AND o.order_status NOT IN ('Declined', 'Cancelled')
          AND to_char(o.order_date AT TIME ZONE '${TZ}', 'YYYY-MM') = $2`,
      [northside, month],
    );
    let revenue = 0;
    let orderCount = 0;
    let refunds = 0;
    let tax = 0;
    let deposits = 0;
    let fees = 0;
    for (const r of rows) {
      refunds += r.refunded;
      if (r.refunded > 0 && r.refunded >= r.total) continue; // refunded in full: sold nothing
      const goods = r.subtotal - r.discount;
      revenue += goods - Math.round((r.refunded * goods) / r.total);
      orderCount += 1;
      tax += r.tax;
      deposits += r.deposit;
      fees += r.fee;
    }
    return {
      revenue: revenue / 100,
      orders: orderCount,
      averageOrderValue: orderCount ? Math.round(revenue / orderCount) / 100 : 0,
      refunds: refunds / 100,
      salesTax: tax / 100,
      deposits: deposits / 100,
      fees: fees / 100,
    };
  }
  const summary = async () => (await get(`/api/admin/dashboard/summary?month=${month}`).expect(200)).body;
  const orderRow = async (orderId: number) =>
    (await t.db.query('SELECT * FROM customer_order WHERE id = $1', [orderId]))[0];

  it('counts a refunded order out of revenue and the average, and the goods share of a partial refund', async () => {
    const before = await summary();
    expect(before.figures).toMatchObject(await expectedFigures());
    const o = await orderRow(orders.part);
    const goods = o.subtotal_cents - o.discount_cents;
    expect(goods).toBe(9000 - 900 + 4000); // 6 wines with 10 % off, 2 openers

    await refund(orders.full, { kind: 'full' }).expect(201);
    const [opener] = await t.db.query(`SELECT id FROM order_item WHERE order_id = $1 AND item_number = 'RV-X1'`, [
      orders.part,
    ]);
    await refund(orders.part, { kind: 'lines', lines: [{ orderItemId: opener.id, quantity: 1 }] }).expect(201);
    const [{ refunded }] = await t.db.query(
      'SELECT sum(amount_cents)::int AS refunded FROM order_refund WHERE order_id = $1',
      [orders.part],
    );
    expect(refunded).toBeGreaterThan(2000); // the opener, its tax and deposit

    const after = await summary();
    const expected = await expectedFigures();
    expect(after.figures).toMatchObject(expected);
    // Revenue fell by all the goods of the full refund and the partial refund's goods share.
    const partGoodsBack = Math.round((refunded * goods) / o.total_cents);
    expect(Math.round(before.figures.revenue * 100 - after.figures.revenue * 100)).toBe(goods + partGoodsBack);
    expect(after.figures.orders).toBe(before.figures.orders - 1);
    expect(after.figures.refunds).toBeCloseTo(before.figures.refunds + (o.total_cents + refunded) / 100, 2);
  });

  it('marks the payment Refunded / Partially refunded on the order and its detail', async () => {
    expect((await orderRow(orders.full)).transaction_status).toBe('Refunded');
    expect((await orderRow(orders.part)).transaction_status).toBe('Partially refunded');
    expect((await orderRow(orders.kept)).transaction_status).toBe('Captured');
    const detail = (await get(`/api/admin/orders/${orders.part}`).expect(200)).body;
    expect(detail.transactionStatus).toBe('Partially refunded');
    expect((await get(`/api/admin/orders/${orders.full}`).expect(200)).body.transactionStatus).toBe('Refunded');
  });

  it('exports each order with its payment status, what was refunded and its revenue', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'Revenue Cabernet', status: 'Complete' }));
    const text = (await get(`/api/admin/orders/export.csv?filter=${filter}`).expect(200)).text.replace(/^\uFEFF/, '');
    const rows: Array<Record<string, string>> = parse(text, { columns: true, skip_empty_lines: true });
    const row = (id: number) => rows.find((r) => Number(r.Order) === id)!;
    const refundedOf = async (id: number) =>
      (
        await t.db.query('SELECT COALESCE(sum(amount_cents), 0)::int AS c FROM order_refund WHERE order_id = $1', [id])
      )[0].c;
    for (const [key, payment] of [
      ['full', 'Refunded'],
      ['part', 'Partially refunded'],
      ['kept', 'Captured'],
    ] as const) {
      const o = await orderRow(orders[key]);
      const refunded = await refundedOf(orders[key]);
      const goods = o.subtotal_cents - o.discount_cents;
      const revenue = refunded >= o.total_cents ? 0 : goods - Math.round((refunded * goods) / o.total_cents);
      expect(row(orders[key])).toMatchObject({
        Payment: payment,
        Total: (o.total_cents / 100).toFixed(2),
        Refunded: (refunded / 100).toFixed(2),
        Revenue: (revenue / 100).toFixed(2),
      });
    }
    expect(row(orders.full).Revenue).toBe('0.00');
    expect(row(orders.kept).Refunded).toBe('0.00');
  });

  it("shows the customer's Total spent net of refunds, without the refunded order in the averages", async () => {
    const [customerRow] = await t.db.query('SELECT customer_id AS id FROM customer_order WHERE id = $1', [orders.part]);
    const rows: Array<{ total: number; refunded: number }> = await t.db.query(
      `SELECT o.total_cents AS total, (SELECT COALESCE(sum(amount_cents), 0)::int FROM order_refund r WHERE r.order_id = o.id) AS refunded
         FROM customer_order o WHERE o.store_id = $1 AND o.customer_id = $2 AND o.order_status NOT IN ('Declined', 'Cancelled')`,
      [northside, customerRow.id],
    );
    const spent = rows.reduce((s, r) => s + r.total - r.refunded, 0);
    const paid = rows.filter((r) => !(r.refunded > 0 && r.refunded >= r.total)).length;
    const stats = (await get(`/api/admin/orders/${orders.part}`).expect(200)).body.stats;
    expect(stats.totalSpent).toBe(spent / 100);
    expect(stats.averageOrderPrice).toBe(Math.round(spent / paid) / 100);
    const gross = rows.reduce((s, r) => s + r.total, 0);
    expect(stats.totalSpent).toBeLessThan(gross / 100); // the old, gross figure
  });

  it('gives the same revenue in SQL (REVENUE_SQL) as in code (orderRevenue), order by order', async () => {
    const cases = fc.sample(
      fc
        .record({
          subtotal: fc.integer({ min: 0, max: 5_000_000 }),
          discountPart: fc.integer({ min: 0, max: 100 }),
          extra: fc.integer({ min: 0, max: 400_000 }),
          refundPart: fc.oneof(fc.constant(0), fc.constant(100), fc.integer({ min: 0, max: 100 })),
        })
        .map((c) => {
          const discount = Math.floor((c.subtotal * c.discountPart) / 100);
          const total = c.subtotal - discount + c.extra;
          return { subtotal: c.subtotal, discount, total, refunded: Math.floor((total * c.refundPart) / 100) };
        }),
      { numRuns: 500, seed: 30 },
    );
    const rows: Array<{ revenue: string; full: boolean; net: string }> = await t.db.query(
      `SELECT ${REVENUE_SQL.revenueCents} AS revenue, ${REVENUE_SQL.fullyRefunded} AS full, ${REVENUE_SQL.netPaidCents} AS net
         FROM unnest($1::int[], $2::int[], $3::int[], $4::bigint[]) WITH ORDINALITY
              AS o(subtotal_cents, discount_cents, total_cents, refunded, n)
         CROSS JOIN LATERAL (SELECT o.refunded AS cents) AS refund
        ORDER BY o.n`,
      [
        cases.map((c) => c.subtotal),
        cases.map((c) => c.discount),
        cases.map((c) => c.total),
        cases.map((c) => c.refunded),
      ],
    );
    const fromSql = rows.map((r) => ({ revenue: Number(r.revenue), full: r.full, net: Number(r.net) }));
    const fromCode = cases.map((c) => {
      const r = orderRevenue({
        subtotalCents: c.subtotal,
        discountCents: c.discount,
        depositCents: 0,
        shippingCents: 0,
        salesTaxCents: 0,
        totalCents: c.total,
        refundedCents: c.refunded,
      });
      return { revenue: r.revenueCents, full: r.fullyRefunded, net: r.netPaidCents };
    });
    expect(fromSql).toEqual(fromCode);
  });
});

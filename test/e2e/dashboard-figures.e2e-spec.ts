import { startTestApp, TestApp } from '../support/test-app';
import { insertItem, placeOrder, storeId } from './admin-fixtures';

const TZ = 'America/Chicago';

/** Month figures against the month before, tiles' links, low stock. */
describe('dashboard month figures, the desk filtered by month, low stock', () => {
  let t: TestApp;
  let north: string;
  let harbor: string;
  let customer: string;
  let northId: number;
  let month: string;
  let previous: string;
  const orders: Record<string, number> = {};
  const get = (url: string, token = north) => t.http().get(url).set('Authorization', `Bearer ${token}`);
  const list = (filter: object, token = north) =>
    get(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]`, token).expect(200);

  beforeAll(async () => {
    t = await startTestApp();
    [north, harbor, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
      t.login('customer1', 'customer1'),
    ]);
    northId = await storeId(t.db, 'northside');
    [{ month, previous }] = await t.db.query(
      `SELECT to_char(now() AT TIME ZONE '${TZ}', 'YYYY-MM') AS month,
              to_char((now() AT TIME ZONE '${TZ}') - interval '1 month', 'YYYY-MM') AS previous`,
    );
    await insertItem(t.db, northId, {
      itemNumber: 'T14-D-1',
      unitPriceCents: 1000,
      availableToSell: 50,
      salesTaxPercent: 7,
    });
    await insertItem(t.db, northId, {
      itemNumber: 'T14-D-2',
      itemDescription: 'Almost Gone Amaro',
      unitPriceCents: 500,
      availableToSell: 1,
    });
    orders.a = (await placeOrder(t.http, customer, [{ itemId: 'T14-D-1', quantity: 2 }])).orderId;
    orders.b = (await placeOrder(t.http, customer, [{ itemId: 'T14-D-1', quantity: 4 }])).orderId;
    orders.old = (await placeOrder(t.http, customer, [{ itemId: 'T14-D-1', quantity: 1 }])).orderId;
    // One order placed in the month before (moved back to the 15th at noon, store time).
    await t.db.query(
      `UPDATE customer_order SET order_date = (($2 || '-15 12:00')::timestamp AT TIME ZONE '${TZ}') WHERE id = $1`,
      [orders.old, previous],
    );
  });
  afterAll(() => t.close());

  it('answers revenue, orders, average order value and discounts for the month and the month before', async () => {
    // Revenue: goods after discounts (no refunds in these months); tax, deposits and fees apart.
    const sold = await t.db.query(
      `SELECT to_char(order_date AT TIME ZONE '${TZ}', 'YYYY-MM') AS month, count(*)::int AS n,
              sum(subtotal_cents - discount_cents)::int AS revenue, sum(discount_cents)::int AS discounts,
              sum(sales_tax_cents)::int AS tax, sum(deposit_cents)::int AS deposits, sum(shipping_cost_cents)::int AS fees
         FROM customer_order WHERE store_id = $1 AND order_status NOT IN ('Declined', 'Cancelled') GROUP BY 1`,
      [northId],
    );
    const [{ refunds }] = await t.db.query(
      'SELECT count(*)::int AS refunds FROM order_refund r JOIN customer_order o ON o.id = r.order_id WHERE o.store_id = $1',
      [northId],
    );
    expect(refunds).toBe(0);
    const expected = (m: string) => {
      const r = sold.find((s: any) => s.month === m) ?? {
        n: 0,
        revenue: 0,
        discounts: 0,
        tax: 0,
        deposits: 0,
        fees: 0,
      };
      return {
        orders: r.n,
        revenue: r.revenue / 100,
        discounts: r.discounts / 100,
        averageOrderValue: r.n ? Math.round(r.revenue / r.n) / 100 : 0,
        refunds: 0,
        salesTax: r.tax / 100,
        deposits: r.deposits / 100,
        fees: r.fees / 100,
      };
    };
    const res = await get(`/api/admin/dashboard/summary?month=${month}`).expect(200);
    expect(res.body.figures).toEqual(expected(month));
    expect(res.body.previous).toEqual({ month: previous, ...expected(previous) });
    expect(res.body.figures.orders).toBeGreaterThanOrEqual(2);
    expect(res.body.previous.orders).toBeGreaterThanOrEqual(1);

    // A declined order leaves the figures.
    await t
      .http()
      .post(`/api/admin/orders/${orders.b}/transition`)
      .set('Authorization', `Bearer ${north}`)
      .send({ to: 'Declined', note: 'No stock.' })
      .expect(200);
    const after = (await get(`/api/admin/dashboard/summary?month=${month}`).expect(200)).body;
    expect(after.figures.orders).toBe(res.body.figures.orders - 1);
    expect(after.figures.revenue).toBeCloseTo(res.body.figures.revenue - 40, 2);
  });

  it('lists the orders a tile counts: the month (store calendar), a list of statuses, or all', async () => {
    const thisMonth = (await list({ month, status: 'all' })).body.map((o: any) => o.orderId);
    expect(thisMonth).toEqual(expect.arrayContaining([orders.a, orders.b]));
    expect(thisMonth).not.toContain(orders.old);
    expect((await list({ month: previous, status: 'all' })).body.map((o: any) => o.orderId)).toContain(orders.old);
    const received = (await list({ month, status: ['Received'] })).body.map((o: any) => o.orderId);
    expect(received).toContain(orders.a);
    expect(received).not.toContain(orders.b);
    const counts = (await get(`/api/admin/orders/counts?month=${previous}`).expect(200)).body;
    expect(counts.all).toBeGreaterThanOrEqual(1);
    // The demo's declined order (16 days old) falls in the month before or not, by today's date.
    const [{ declined }] = await t.db.query(
      `SELECT count(*)::int AS declined FROM customer_order WHERE store_id = $1 AND order_status = 'Declined'
          AND to_char(order_date AT TIME ZONE '${TZ}', 'YYYY-MM') = $2`,
      [northId, previous],
    );
    expect(counts.Declined).toBe(declined);
    await get(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ month: '2025-13' }))}`).expect(400);
    await get(
      `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ status: ['Received', 'Nope'] }))}`,
    ).expect(400);
    // Another store's desk never lists them.
    expect((await list({ month, status: 'all' }, harbor)).body.map((o: any) => o.orderId)).not.toContain(orders.a);
  });

  it('counts low-stock items at or below the store’s own threshold, and filters the inventory by it', async () => {
    await t.db.query(`UPDATE store SET low_stock_threshold = 1 WHERE id = $1`, [northId]);
    const low = (await get('/api/admin/dashboard/low-stock').expect(200)).body;
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM inventory_item WHERE store_id = $1 AND available_to_sell <= 1`,
      [northId],
    );
    expect(low).toMatchObject({ threshold: 1, count: n });
    expect(low.items.length).toBe(Math.min(5, n));
    expect(low.items.every((i: any) => i.availableToSell <= 1)).toBe(true);
    const filtered = await get(
      `/api/admin/inventory?filter=${encodeURIComponent(JSON.stringify({ lowStock: true }))}&range=[0,499]`,
    ).expect(200);
    expect(filtered.headers['content-range']).toMatch(new RegExp(`/${n}$`));
    expect(filtered.body.map((i: any) => i.itemNumber)).toContain('T14-D-2');
    await t.db.query(`UPDATE store SET low_stock_threshold = 0 WHERE id = $1`, [northId]);
    const none = (await get('/api/admin/dashboard/low-stock').expect(200)).body;
    expect(none.items.map((i: any) => i.itemNumber)).not.toContain('T14-D-2');
    // Harbor's card counts Harbor's items only.
    const harborLow = (await get('/api/admin/dashboard/low-stock', harbor).expect(200)).body;
    expect(harborLow.items.map((i: any) => i.itemNumber)).not.toContain('T14-D-2');
  });
});

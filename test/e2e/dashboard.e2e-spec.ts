import { startTestApp, TestApp } from '../support/test-app';
import { insertBeverage, insertItem, linkBeverage, placeOrder, storeId } from './admin-fixtures';

const TZ = 'America/Chicago';

describe('store dashboard aggregates (GET /api/admin/dashboard/*)', () => {
  let t: TestApp;
  let north: string;
  let harbor: string;
  let customer: string;
  let northId: number;
  let harborId: number;
  let month: string;
  let before: Record<string, number>;

  const get = (url: string, token = north) => t.http().get(url).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await startTestApp();
    [north, harbor, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
      t.login('customer1', 'customer1'),
    ]);
    northId = await storeId(t.db, 'northside');
    harborId = await storeId(t.db, 'harbor');
    [{ month }] = await t.db.query(`SELECT to_char(now() AT TIME ZONE '${TZ}', 'YYYY-MM') AS month`);
    before = (await get(`/api/admin/dashboard/summary?month=${month}`).expect(200)).body;

    const wine = await insertBeverage(t.db, 'Dashboard Test Merlot', 'Wine');
    const beer = await insertBeverage(t.db, 'Dashboard Test Lager', 'Beer');
    const merlot = await insertItem(t.db, northId, {
      itemNumber: 'T5-D-1',
      unitPriceCents: 1500,
      availableToSell: 40,
      salesTaxPercent: 7,
    });
    const lager = await insertItem(t.db, northId, {
      itemNumber: 'T5-D-2',
      unitPriceCents: 999,
      availableToSell: 60,
      salesTaxPercent: 7,
    });
    await linkBeverage(t.db, merlot, wine);
    await linkBeverage(t.db, lager, beer);
    await insertItem(t.db, harborId, { itemNumber: 'T5-D-9', unitPriceCents: 2500, availableToSell: 9 });

    await placeOrder(t.http, customer, [
      { itemId: 'T5-D-1', quantity: 2 },
      { itemId: 'T5-D-2', quantity: 1 },
    ]);
    const b = await placeOrder(t.http, customer, [{ itemId: 'T5-D-1', quantity: 1 }]);
    const c = await placeOrder(t.http, customer, [{ itemId: 'T5-D-2', quantity: 3 }]);
    const d = await placeOrder(t.http, customer, [{ itemId: 'T5-D-2', quantity: 2 }]);
    await placeOrder(t.http, customer, [{ itemId: 'T5-D-9', quantity: 1 }], { store: 'harbor' });
    const move = (orderId: number, to: string, note?: string) =>
      t
        .http()
        .post(`/api/admin/orders/${orderId}/transition`)
        .set('Authorization', `Bearer ${north}`)
        .send({ to, note })
        .expect(200);
    await move(b.orderId, 'Accepted');
    await move(c.orderId, 'Accepted');
    await move(c.orderId, 'Ready for pickup');
    await move(d.orderId, 'Declined', 'Customer asked to cancel.');
  });
  afterAll(() => t.close());

  /** The same figures counted straight from the rows, independently of the service's SQL. */
  async function direct(store: number) {
    const orders: Array<{ status: string; subtotal: number; day: string }> = await t.db.query(
      `SELECT order_status AS status, subtotal_cents AS subtotal, to_char(order_date AT TIME ZONE '${TZ}', 'YYYY-MM-DD') AS day
         FROM customer_order WHERE store_id = $1 AND to_char(order_date AT TIME ZONE '${TZ}', 'YYYY-MM') = $2`,
      [store, month],
    );
    const sold = orders.filter((o) => o.status !== 'Declined' && o.status !== 'Cancelled');
    const perDay: Record<string, number> = {};
    for (const o of sold) perDay[o.day] = (perDay[o.day] ?? 0) + o.subtotal;
    return {
      totalOrders: orders.length,
      pendingOrders: orders.filter((o) => o.status === 'Received').length,
      inProgressOrders: orders.filter((o) => o.status === 'Accepted').length,
      dispatchOrders: orders.filter((o) => ['Ready for pickup', 'Out for delivery', 'Shipped'].includes(o.status))
        .length,
      perDay,
    };
  }

  it('counts the tiles from the store’s orders of the month (and only that store’s)', async () => {
    const res = await get(`/api/admin/dashboard/summary?month=${month}`).expect(200);
    const d = await direct(northId);
    // (The month figures, figures and previous, are checked in dashboard-figures.e2e-spec.ts.)
    expect(res.body).toMatchObject({
      month,
      totalOrders: d.totalOrders,
      pendingOrders: d.pendingOrders,
      inProgressOrders: d.inProgressOrders,
      dispatchOrders: d.dispatchOrders,
    });
    // The four orders placed above, as a shop owner would count them.
    expect(res.body.totalOrders - before.totalOrders).toBe(4);
    expect(res.body.pendingOrders - before.pendingOrders).toBe(1);
    expect(res.body.inProgressOrders - before.inProgressOrders).toBe(1);
    expect(res.body.dispatchOrders - before.dispatchOrders).toBe(1);

    const h = await get(`/api/admin/dashboard/summary?month=${month}`, harbor).expect(200);
    const hd = await direct(harborId);
    expect(h.body.totalOrders).toBe(hd.totalOrders);
    expect(h.body.totalOrders).toBeGreaterThanOrEqual(1);
  });

  it("gives 'Sales Performance' per day: every day of the month, summing to the rows", async () => {
    const res = await get(`/api/admin/dashboard/sales-by-day?month=${month}`).expect(200);
    const [y, m] = month.split('-').map(Number);
    expect(res.body).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
    const d = await direct(northId);
    for (const day of res.body) expect(Math.round(day.sales * 100)).toBe(d.perDay[day.day] ?? 0);
    const total = res.body.reduce((s: number, x: { sales: number }) => s + Math.round(x.sales * 100), 0);
    expect(total).toBe(Object.values(d.perDay).reduce((s, v) => s + v, 0));
  });

  it("gives 'Total Sell' by category without declined orders", async () => {
    const res = await get(`/api/admin/dashboard/sales-by-category?month=${month}`).expect(200);
    // Straight from the rows, added up here: every line of a sold order, by its product's category.
    const lines: Array<{
      master: string | null;
      own: string | null;
      price: number;
      qty: number;
      status: string;
      itemStatus: string;
    }> = await t.db.query(
      `SELECT b.main_category AS master, i.main_category AS own, oi.item_price_cents AS price, oi.quantity AS qty, o.order_status AS status, oi.item_status AS "itemStatus"
         FROM order_item oi JOIN customer_order o ON o.id = oi.order_id
         LEFT JOIN inventory_item i ON i.id = oi.inventory_item_id LEFT JOIN beverage b ON b.id = i.beverage_id
        WHERE o.store_id = $1 AND to_char(o.order_date AT TIME ZONE '${TZ}', 'YYYY-MM') = $2`,
      [northId, month],
    );
    const expected: Record<string, number> = {};
    for (const l of lines) {
      if (['Declined', 'Cancelled'].includes(l.status) || ['Declined', 'Cancelled'].includes(l.itemStatus)) continue;
      const category = l.master || l.own || 'Other';
      expected[category] = (expected[category] ?? 0) + l.price * l.qty;
    }
    expect(Object.fromEntries(res.body.map((r: any) => [r.category, Math.round(r.sales * 100)]))).toEqual(expected);
    // Our orders: 3 merlots at $15 (wine) and 1 + 3 lagers at $9.99 (beer); the declined 2 lagers do not count.
    expect(res.body.find((r: any) => r.category === 'Wine').sales).toBeGreaterThanOrEqual(45);
    expect(res.body.find((r: any) => r.category === 'Beer').units).toBeGreaterThanOrEqual(4);
  });

  it("gives 'Total Inventory' as units in stock by category", async () => {
    const res = await get('/api/admin/dashboard/inventory-by-category').expect(200);
    const items: Array<{ master: string | null; own: string | null; stock: number }> = await t.db.query(
      `SELECT b.main_category AS master, i.main_category AS own, i.available_to_sell AS stock
         FROM inventory_item i LEFT JOIN beverage b ON b.id = i.beverage_id WHERE i.store_id = $1`,
      [northId],
    );
    const expected: Record<string, number> = {};
    for (const i of items) {
      const category = i.master || i.own || 'Other';
      expected[category] = (expected[category] ?? 0) + i.stock;
    }
    expect(Object.fromEntries(res.body.map((r: any) => [r.category, r.units]))).toEqual(expected);
    expect(res.body.find((r: any) => r.category === 'Wine').units).toBeGreaterThanOrEqual(37);
  });

  it('filters by the month picked: an order moved to another month leaves this one', async () => {
    const [{ id }] = await t.db.query(`SELECT id FROM customer_order WHERE store_id = $1 ORDER BY id DESC LIMIT 1`, [
      northId,
    ]);
    const now = (await get(`/api/admin/dashboard/summary?month=${month}`).expect(200)).body.totalOrders;
    await t.db.query(`UPDATE customer_order SET order_date = '2024-02-10T18:00:00Z' WHERE id = $1`, [id]);
    expect((await get(`/api/admin/dashboard/summary?month=${month}`).expect(200)).body.totalOrders).toBe(now - 1);
    const feb = (await get('/api/admin/dashboard/summary?month=2024-02').expect(200)).body;
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM customer_order WHERE store_id = $1 AND to_char(order_date AT TIME ZONE '${TZ}', 'YYYY-MM') = '2024-02'`,
      [northId],
    );
    expect(feb.totalOrders).toBe(n);
    expect(feb.totalOrders).toBeGreaterThanOrEqual(1);
    const days = (await get('/api/admin/dashboard/sales-by-day?month=2024-02').expect(200)).body;
    expect(days).toHaveLength(29);
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const res = await get('/api/admin/dashboard/summary?month=2024-13').expect(400);
    expect(res.body.message).toBe('month must look like 2025-06 (year-month).');
  });
});

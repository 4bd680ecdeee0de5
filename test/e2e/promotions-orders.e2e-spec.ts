import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem, storeId } from './orders-fixtures';

/**
 * A discounted order after placement: the customer's order page and history, the order desk, the order detail
 * and the dashboard's month discounts read the discount the order was placed with.
 */
describe('a discounted order as the customer, the desk and the dashboard read it', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let customerId: number;
  let orderId: number;
  let month: string;
  let discountsBefore: number;
  const get = (url: string, token: string) => t.http().get(url).set('Authorization', `Bearer ${token}`).expect(200);

  beforeAll(async () => {
    t = await startTestApp();
    const northside = await storeId(t.db, 'northside');
    await t.db.query('DELETE FROM promotion');
    const [{ today, m }] = await t.db.query(
      `SELECT to_char(now() AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD') AS today,
              to_char(now() AT TIME ZONE 'America/Chicago', 'YYYY-MM') AS m`,
    );
    month = m;
    await t.db.query(
      `INSERT INTO promotion (store_id, name, starts_on, ends_on, kind, selector, tiers)
       VALUES ($1, 'Wine case discount', $2::date - 1, $2::date + 30, 'tiers', '{"categories":["Wine"]}',
               '[{"minQuantity":6,"percent":10}]')`,
      [northside, today],
    );
    await t.db.query(
      `INSERT INTO promotion (store_id, name, starts_on, ends_on, kind, amount_cents, threshold_cents)
       VALUES ($1, 'Five off fifty', $2::date - 1, $2::date + 30, 'threshold', 500, 5000)`,
      [northside, today],
    );
    await putItem(t.db, 'northside', {
      itemNumber: 'PO-W1',
      description: 'Desk Test Merlot',
      mainCategory: 'Wine',
      unitPriceCents: 1000,
      stock: 100,
    });
    await putItem(t.db, 'northside', {
      itemNumber: 'PO-X1',
      description: 'Desk Test Bitters',
      mainCategory: 'Extras',
      unitPriceCents: 2000,
      stock: 100,
    });
    [admin, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('customer1', 'customer1'),
    ]);
    [{ id: customerId }] = await t.db.query(
      `SELECT c.id FROM customer c JOIN app_user u ON u.id = c.user_id WHERE u.username = 'customer1'`,
    );
    discountsBefore = (await get(`/api/admin/dashboard/summary?month=${month}`, admin)).body.figures.discounts;
    // 6 wines at $10 (10 % off: $6) and bitters at $20; the goods after that ($74) pass $50: $5 off the order.
    orderId = await placeOrder(
      t,
      customer,
      orderBody({
        orderItems: [
          { itemId: 'PO-W1', quantity: 6, itemPrice: 10 },
          { itemId: 'PO-X1', quantity: 1, itemPrice: 20 },
        ],
        totalAmount: 1,
      }),
    );
  });
  afterAll(() => t.close());

  it('the order page: each line’s discount and promotion, the order discount and the promotions applied', async () => {
    const o = (await get(`/api/orders/GetOrderById/${orderId}`, customer)).body;
    expect(o.discount).toBe(11);
    expect(o.orderDiscount).toBe(5);
    expect(o.promotions).toEqual([
      expect.objectContaining({ name: 'Wine case discount', kind: 'tiers', code: null, amount: 6 }),
      expect.objectContaining({ name: 'Five off fifty', kind: 'threshold', code: null, amount: 5 }),
    ]);
    const wine = o.orderItems.find((i: { itemId: string }) => i.itemId === 'PO-W1');
    const bitters = o.orderItems.find((i: { itemId: string }) => i.itemId === 'PO-X1');
    expect(wine.promotionName).toBe('Wine case discount');
    expect(bitters.promotionName).toBeNull();
    // The order's $5 is shared over both lines; the lines add up to the order's discount.
    expect(wine.discount).toBeGreaterThan(6);
    expect(bitters.discount).toBeGreaterThan(0);
    expect(Math.round((wine.discount + bitters.discount) * 100)).toBe(1100);
  });

  it('the order history lists the discount per line and per order', async () => {
    const history = (await get(`/api/orders/GetOrdersByCustomerId/${customerId}`, customer)).body;
    const o = history.find((h: { orderId: number }) => h.orderId === orderId);
    expect(o).toMatchObject({ discount: 11, orderDiscount: 5 });
    expect(o.orderItems.find((i: { itemId: string }) => i.itemId === 'PO-W1').promotionName).toBe('Wine case discount');
  });

  it('the order desk and the order detail show each line’s discount and the order discount', async () => {
    const desk = (await get(`/api/admin/orders?filter=${encodeURIComponent('{"status":"all"}')}&range=[0,99]`, admin))
      .body;
    const row = desk.find((d: { orderId: number }) => d.orderId === orderId);
    expect(row).toMatchObject({ discount: 11, orderDiscount: 5 });
    expect(row.orderItems.find((i: { productName: string }) => i.productName === 'Desk Test Merlot')).toMatchObject({
      promotionName: 'Wine case discount',
    });
    const detail = (await get(`/api/admin/orders/${orderId}`, admin)).body;
    expect(detail).toMatchObject({ discount: 11, orderDiscount: 5 });
    expect(detail.promotions.map((p: { name: string }) => p.name)).toEqual(['Wine case discount', 'Five off fifty']);
    expect(detail.orderItems.find((i: { sku: string }) => i.sku === 'PO-W1').promotionName).toBe('Wine case discount');
  });

  it('the dashboard’s month discounts count the order’s promotion discount', async () => {
    const after = (await get(`/api/admin/dashboard/summary?month=${month}`, admin)).body.figures.discounts;
    expect(Math.round((after - discountsBefore) * 100)).toBe(1100);
  });
});

import { startTestApp, TestApp } from '../support/test-app';
import { firstWindow, NORTHSIDE_ADDRESS, orderBody, putItem } from './orders-fixtures';

describe('reading orders (spec 7 Orders) and who may see them', () => {
  let t: TestApp;
  let c1: string;
  let c2: string;
  let northAdmin: string;
  let harborAdmin: string;
  let c1Order: number;
  let c1Customer: number;
  let c2Customer: number;
  let harborOrder: number;
  const get = (path: string, token: string, store?: string) => {
    const r = t.http().get(path).set('Authorization', `Bearer ${token}`);
    return store ? r.set('X-Store', store) : r;
  };

  beforeAll(async () => {
    t = await startTestApp();
    // Start from a shop without the demo orders, so the lists and counts below are exact.
    await t.db.query('DELETE FROM customer_order');
    [c1, c2, northAdmin, harborAdmin] = await Promise.all([
      t.login('customer1', 'customer1'),
      t.login('customer2', 'customer2'),
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
    ]);
    await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2000, stock: 50 });
    await putItem(t.db, 'harbor', { itemNumber: 'H-100', unitPriceCents: 1000, stock: 50 });
    const a = await t
      .http()
      .post('/api/orders')
      .set('Authorization', `Bearer ${c1}`)
      .send(
        orderBody({
          orderType: 'delivery',
          shippingAddress: NORTHSIDE_ADDRESS,
          deliveryWindowStart: (await firstWindow(t, [{ itemNumber: 'T-100', quantity: 2 }])).start,
          totalAmount: 47.79, // 40.00 + 4.99 delivery fee + 2.80 tax
        }),
      )
      .expect(201);
    c1Order = a.body.data.orderId;
    const h = await t
      .http()
      .post('/api/orders')
      .set('Authorization', `Bearer ${c2}`)
      .set('X-Store', 'harbor')
      .send(
        orderBody({
          orderItems: [{ itemId: 'H-100', quantity: 1, itemPrice: 10 }],
          totalAmount: 10.6,
          contact: { email: 'customer2@example.com' },
        }),
      )
      .expect(201);
    harborOrder = h.body.data.orderId;
    c1Customer = (await t.db.query(`SELECT id FROM customer WHERE email_address = 'customer1@example.com'`))[0].id;
    c2Customer = (await t.db.query(`SELECT id FROM customer WHERE email_address = 'customer2@example.com'`))[0].id;
  });
  afterAll(() => t.close());

  it('shows a customer their own order with the placement fields, structured addresses and card as brand + last 4', async () => {
    const res = await get(`/api/orders/GetOrderById/${c1Order}`, c1).expect(200);
    expect(res.body).toMatchObject({
      orderId: c1Order,
      customerId: c1Customer,
      orderType: 'delivery',
      orderStatus: 'Received',
      transactionStatus: 'Pending',
      totalAmount: 47.79,
      salesTax: 2.8,
      shippingCost: 4.99,
      shippingAddress: {
        orderId: c1Order,
        addressLine1: '310 Court Avenue',
        city: 'Des Moines',
        zipCode: '50309',
        country: 'USA',
        emailAddress: 'customer1@example.com',
      },
      billingAddress: {
        fullName: 'Ava Martinez',
        addressLine1: '310 Court Avenue',
        city: 'Des Moines',
        state: 'IA',
        zipCode: '50309',
      },
      cardDetails: { cardBrand: 'Visa', cardLast4: '1111' },
      nextStatuses: ['Cancelled'],
    });
    expect(res.body.orderItems[0]).toMatchObject({
      orderItemId: expect.any(Number),
      orderId: c1Order,
      itemId: 'T-100',
      quantity: 2,
      itemPrice: 20,
      itemStatus: 'Received',
      trackingNumber: null,
      estimatedDelivery: null,
    });
    expect(res.body.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'Received', by: { role: 'customer' } }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/4111111111111111|"cvv"/);
  });

  it("never shows customer A customer B's orders (404), by id or by customer id", async () => {
    await get(`/api/orders/GetOrderById/${c1Order}`, c2).expect(404);
    await get(`/api/orders/GetOrdersByCustomerId/${c1Customer}`, c2).expect(404);
    const own = await get('/api/orders/GetOrdersWithDetails', c2).expect(200);
    expect(own.body.map((o: { orderId: number }) => o.orderId)).not.toContain(c1Order);
    const tracking = await get(`/api/orders/GetOrderItemWithTracking?orderId=${c1Order}`, c2).expect(200);
    expect(tracking.body).toEqual([]);
  });

  it("lists one order's items with tracking, and refuses the call without its required orderId (400)", async () => {
    const own = await get(`/api/orders/GetOrderItemWithTracking?orderId=${c1Order}`, c1).expect(200);
    expect(own.body.length).toBeGreaterThan(0);
    expect(own.body.every((i: { orderId: number }) => i.orderId === c1Order)).toBe(true);
    for (const query of ['', '?orderId=', '?orderId=abc', '?orderId=1.5'])
      expect((await get(`/api/orders/GetOrderItemWithTracking${query}`, c1).expect(400)).body.message).toMatch(
        /orderId must be a whole number/,
      );
  });

  it('lists the customer history (spec 3 Listed order) with the live status', async () => {
    const res = await get(`/api/orders/GetOrdersByCustomerId/${c1Customer}`, c1).expect(200);
    const row = res.body.find((o: { orderId: number }) => o.orderId === c1Order);
    expect(row).toMatchObject({
      orderId: c1Order,
      totalAmount: 47.79,
      status: 'Received',
      orderItems: [expect.objectContaining({ productName: 'Test Bourbon T-100', imageUrl: null })],
    });
    expect(new Date(row.orderDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters the history by status and date on the server', async () => {
    const sid = (await t.db.query(`SELECT id FROM store WHERE web_url = 'northside'`))[0].id;
    // An older completed order from two months ago and one from 2024.
    const mk = async (date: string, status: string) =>
      (
        await t.db.query(
          `INSERT INTO customer_order (store_id, customer_id, user_id, order_type, order_status, subtotal_cents, sales_tax_cents, total_cents, hold_amount_cents, contact_name, contact_email, order_date)
         SELECT $1, c.id, c.user_id, 'pickup', $2, 1000, 70, 1070, 1284, 'Ava Martinez', 'customer1@example.com', $3::timestamptz FROM customer c WHERE c.id = $4 RETURNING id`,
          [sid, status, date, c1Customer],
        )
      )[0].id as number;
    const twoMonths = await mk(new Date(Date.now() - 60 * 86_400_000).toISOString(), 'Complete');
    const old = await mk('2024-06-15T12:00:00Z', 'Accepted');
    const ids = async (query: string) =>
      (await get(`/api/orders/GetOrdersByCustomerId/${c1Customer}?${query}`, c1).expect(200)).body.map(
        (o: { orderId: number }) => o.orderId,
      );
    expect(await ids('status=Received')).toEqual([c1Order]);
    expect(await ids('status=Complete')).toEqual([twoMonths]);
    expect(await ids('status=Processing')).toEqual([old]);
    expect(await ids('date=last-30-days')).toEqual([c1Order]);
    expect(await ids('date=last-3-months')).toEqual([c1Order, twoMonths]);
    expect(await ids('date=2024')).toEqual([old]);
    expect(await ids('status=Processing&date=2025')).toEqual([]);
    expect(
      (await get(`/api/orders/GetOrdersByCustomerId/${c1Customer}?date=yesterday`, c1).expect(400)).body.message,
    ).toBe('date must be last-30-days, last-3-months or a year.');
  });

  it("shows a store admin only their store's orders, in the admin list shape", async () => {
    const list = await get('/api/orders/GetOrdersWithDetails', northAdmin).expect(200);
    const row = list.body.find((o: { orderId: number }) => o.orderId === c1Order);
    expect(row).toMatchObject({
      status: 'Received',
      totalAmount: 47.79,
      salesTax: 2.8,
      shippingCost: 4.99,
      customerName: 'Ava Martinez',
      emailAddress: 'customer1@example.com',
      phoneNumber: '(515) 555-0101',
      addressLine1: '310 Court Avenue',
      addressLine2: 'Apt 4B',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50309',
      orderItems: [
        {
          orderItemId: expect.any(Number),
          itemId: 'T-100',
          productName: 'Test Bourbon T-100',
          quantity: 2,
          unitPrice: 20,
          imageUrl: null,
          itemStatus: 'Received',
        },
      ],
    });
    expect(list.body.map((o: { orderId: number }) => o.orderId)).not.toContain(harborOrder);
    // The X-Store header does not widen an admin's reach.
    await get(`/api/orders/GetOrderById/${harborOrder}`, northAdmin, 'harbor').expect(404);
    const search = await get('/api/orders/GetOrdersWithDetails?search=martinez', northAdmin).expect(200);
    expect(search.body.map((o: { orderId: number }) => o.orderId)).toContain(c1Order);
    const byId = await get(`/api/orders/GetOrdersWithDetails?search=${c1Order}`, northAdmin).expect(200);
    expect(byId.body[0].orderId).toBe(c1Order);
  });

  it('lets a store admin read the customer record of someone who ordered from their store, and no one else', async () => {
    const res = await get('/api/customer/customer1@example.com', northAdmin).expect(200);
    expect(res.body.firstName).toBe('Ava');
    await get('/api/customer/customer1@example.com', harborAdmin).expect(404);
    await get('/api/customer/customer2@example.com', northAdmin).expect(404);
  });

  it("does not let the admin of store A change store B's orders", async () => {
    const put = (path: string, body: object) =>
      t.http().put(path).set('Authorization', `Bearer ${northAdmin}`).send(body);
    await put('/api/orders/UpdateOrderStatus', { orderId: harborOrder, orderItemId: 0, status: 'Accepted' }).expect(
      404,
    );
    const [item] = await t.db.query('SELECT id FROM order_item WHERE order_id = $1', [harborOrder]);
    await put('/api/orders/UpdateOrderItemStatus', {
      orderId: harborOrder,
      orderItemId: item.id,
      trackingNumber: 'X',
    }).expect(404);
    await put('/api/orders/AddItemsToOrder', {
      orderId: harborOrder,
      orderItems: [{ itemId: 'H-100', quantity: 1 }],
    }).expect(404);
    const [row] = await t.db.query('SELECT order_status FROM customer_order WHERE id = $1', [harborOrder]);
    expect(row.order_status).toBe('Received');
    await t
      .http()
      .put('/api/orders/UpdateOrderStatus')
      .set('Authorization', `Bearer ${harborAdmin}`)
      .send({ orderId: harborOrder, orderItemId: 0, status: 'Accepted' })
      .expect(200);
  });

  it('lets staff read a customer of their store by customer id, and counts orders for the dashboard', async () => {
    const res = await get(`/api/orders/GetOrdersByCustomerId/${c2Customer}`, harborAdmin).expect(200);
    expect(res.body.map((o: { orderId: number }) => o.orderId)).toEqual([harborOrder]);
    const byStatus = await get('/api/storeinventory/OrderCountByStatus', northAdmin).expect(200);
    expect(byStatus.body).toHaveLength(8);
    expect(byStatus.body.find((s: { status: string }) => s.status === 'Received').count).toBe(1);
    const byDate = await get('/api/storeinventory/OrderCountByDate', northAdmin).expect(200);
    expect(byDate.body.length).toBeGreaterThanOrEqual(30);
    expect(byDate.body.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(1);
    expect(byDate.body.at(-1)).toMatchObject({ count: 1, totalAmount: 47.79 });
    await get('/api/storeinventory/OrderCountByStatus', c1).expect(403);
    await t.http().get('/api/storeinventory/OrderCountByDate').expect(401);
    await get('/api/storeinventory/OrderCountByDate?month=2024-13', northAdmin).expect(400);
  });
});

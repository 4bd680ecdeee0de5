import { startTestApp, TestApp } from '../support/test-app';
import { insertItem, itemRow, placeOrder, storeId } from './admin-fixtures';

describe('order desk and order detail (GET /api/admin/orders, transitions, ID check)', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let northId: number;
  const ids: Record<string, number> = {};
  const orders: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    [admin, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('customer1', 'customer1'),
    ]);
    northId = await storeId(t.db, 'northside');
    ids.cab = await insertItem(t.db, northId, {
      itemNumber: 'T5-O-1',
      itemDescription: 'Quillon Cabernet',
      upc: '082184090466',
      unitPriceCents: 2000,
      unitSalePriceCents: 1500,
      dateSaleEnds: '2999-01-01',
      availableToSell: 50,
      salesTaxPercent: 7,
    });
    ids.gin = await insertItem(t.db, northId, {
      itemNumber: 'T5-O-2',
      itemDescription: 'Quillon Gin',
      unitPriceCents: 3000,
      availableToSell: 20,
      salesTaxPercent: 7,
    });
    ids.rum = await insertItem(t.db, northId, {
      itemNumber: 'T5-O-3',
      itemDescription: 'Quillon Rum',
      unitPriceCents: 1000,
      availableToSell: 20,
      salesTaxPercent: 7,
    });
    ids.vermouth = await insertItem(t.db, northId, {
      itemNumber: 'T5-O-4',
      itemDescription: 'Quillon Vermouth',
      unitPriceCents: 1200,
      availableToSell: 20,
      salesTaxPercent: 7,
    });
    orders.big = (
      await placeOrder(t.http, customer, [
        { itemId: 'T5-O-1', quantity: 2 },
        { itemId: 'T5-O-2', quantity: 1 },
        { itemId: 'T5-O-3', quantity: 3 },
        { itemId: 'T5-O-4', quantity: 1 },
      ])
    ).orderId;
    orders.small = (await placeOrder(t.http, customer, [{ itemId: 'T5-O-2', quantity: 2 }])).orderId;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.http().get(url).set('Authorization', `Bearer ${admin}`);
  const post = (url: string, body: object) => t.http().post(url).set('Authorization', `Bearer ${admin}`).send(body);
  const list = (filter: object, range = '[0,49]') =>
    get(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${range}`);

  it('lists the store’s orders not complete, with the spec’s blocks: items, price and customer', async () => {
    const res = await list({ q: 'Quillon' }).expect(200);
    expect(res.headers['content-range']).toBe('orders 0-1/2');
    const big = res.body.find((o: any) => o.orderId === orders.big);
    expect(big).toMatchObject({
      status: 'Received',
      orderType: 'pickup',
      customerName: 'Ava Martinez',
      emailAddress: 'customer1@example.com',
      phoneNumber: '(515) 555-0101',
      addressLine1: '310 Court Avenue',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50309',
      totalItems: 7,
      subTotal: 102,
      salesTax: 7.14,
      shippingCost: 0,
      totalAmount: 109.14,
      nextStatuses: ['Accepted', 'Declined', 'Cancelled'],
    });
    expect(big.orderItems).toHaveLength(4);
    expect(big.orderItems[0]).toMatchObject({ productName: 'Quillon Cabernet', quantity: 2, unitPrice: 15 });
  });

  it('searches by order id, customer, email and product, and counts every tab', async () => {
    expect((await list({ q: `#${orders.small}` }).expect(200)).body.map((o: any) => o.orderId)).toEqual([orders.small]);
    expect((await list({ q: 'Vermouth' }).expect(200)).body.map((o: any) => o.orderId)).toEqual([orders.big]);
    expect((await list({ q: 'ava mart' }).expect(200)).body.length).toBeGreaterThanOrEqual(2);
    expect((await list({ q: 'customer1@example' }).expect(200)).body.length).toBeGreaterThanOrEqual(2);
    expect((await list({ q: 'no such order anywhere' }).expect(200)).body).toEqual([]);
    const counts = await get(`/api/admin/orders/counts?q=Quillon`).expect(200);
    expect(counts.body).toMatchObject({ open: 2, Received: 2, Accepted: 0, Complete: 0 });
    await list({ status: 'Shipped?' }).expect(400);
    await list({ store_id: 2 }).expect(400);
  });

  it('refuses to delete an item on an open order, with a clear message', async () => {
    const res = await t
      .http()
      .delete(`/api/admin/inventory/${ids.vermouth}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(409);
    expect(res.body.message).toBe(
      `Quillon Vermouth is on an open order (#${orders.big}) and cannot be deleted. Mark it unavailable instead.`,
    );
  });

  it('counts units held by open orders when a POS count comes in', async () => {
    // 20 gin - 1 - 2 on two open orders: the POS still counts 20 on the shelf, 3 of them are sold.
    const res = await t
      .http()
      .put('/api/storeinventory/UpdateAllBeverage')
      .set('Authorization', `Bearer ${admin}`)
      .send([{ itemNumber: 'T5-O-2', availableToSell: 20 }])
      .expect(200);
    expect(res.body.unchanged + res.body.updated).toBe(1);
    expect((await itemRow(t.db, ids.gin)).availableToSell).toBe(17);
  });

  it('declines with a reason only: the hold is voided and the stock comes back', async () => {
    const before = (await itemRow(t.db, ids.gin)).availableToSell;
    const refused = await post(`/api/admin/orders/${orders.small}/transition`, { to: 'Declined' }).expect(400);
    expect(refused.body.message).toBe('Give the reason for declining: the customer is told.');
    const res = await post(`/api/admin/orders/${orders.small}/transition`, {
      to: 'Declined',
      note: 'Out of stock at the shelf.',
    }).expect(200);
    expect(res.body).toMatchObject({
      orderStatus: 'Declined',
      transactionStatus: 'Voided',
      payment: { status: 'voided' },
    });
    expect(res.body.statusHistory.at(-1)).toMatchObject({
      from: 'Received',
      to: 'Declined',
      note: 'Out of stock at the shelf.',
      by: { email: 'admin@northside.example' },
    });
    expect((await itemRow(t.db, ids.gin)).availableToSell).toBe(before + 2);
  });

  it('takes an order from ACCEPT to Complete with an ID check, and shows the full detail', async () => {
    await post(`/api/admin/orders/${orders.big}/transition`, { to: 'Accepted' }).expect(200);
    const ready = await post(`/api/admin/orders/${orders.big}/transition`, { to: 'Ready for pickup' }).expect(200);
    expect(ready.body.nextStatuses).toEqual(['Complete']);
    expect(
      (await post(`/api/admin/orders/${orders.big}/transition`, { to: 'Complete' }).expect(409)).body.message,
    ).toMatch(/ID check/);
    await post(`/api/admin/orders/${orders.big}/id-check`, {
      idType: "Driver's license",
      dateOfBirth: '1988-02-03',
    }).expect(200);
    const done = await post(`/api/admin/orders/${orders.big}/transition`, { to: 'Complete' }).expect(200);
    expect(done.body).toMatchObject({
      id: orders.big,
      orderStatus: 'Complete',
      transactionStatus: 'Captured',
      idCheck: { idType: "Driver's license" },
      payment: { status: 'captured', capturedAmount: 109.14, authorizedAmount: 130.97, cardLast4: '1111' },
      orderDetails: { originalSubtotal: 112, saleDiscount: 10, subtotal: 102, tax: 7.14, total: 109.14 },
      customer: {
        name: expect.any(String),
        email: 'customer1@example.com',
        creditCards: [{ brand: expect.any(String), last4: '1111' }],
      },
      stats: {
        totalOrdersMade: 2,
        approvedOrders: 1,
        totalSpent: 109.14,
        averageOrderPrice: 109.14,
        averageOrderSize: 7,
        storeCredit: 0,
      },
      pickupInfo: { receiptDetails: { name: 'Ava Martinez', email: 'customer1@example.com', phone: '(515) 555-0101' } },
      nextStatuses: [],
    });
    expect(done.body.orderItems[0]).toMatchObject({
      productName: 'Quillon Cabernet',
      barcode: '082184090466',
      sku: 'T5-O-1',
      size: '750 ml',
      regularPrice: 20,
      itemPrice: 15,
      quantity: 2,
    });
    expect(done.body.statusHistory.map((h: any) => h.to)).toEqual([
      'Received',
      'Accepted',
      'Ready for pickup',
      'Complete',
    ]);
    // Billing shows the card as brand and last four only.
    expect(JSON.stringify(done.body)).not.toMatch(/4111111111111111|"cvv"|expir|"\d\d\/\d\d"/i);

    // 'Open' lists orders that need work: neither the complete nor the declined one. Their own tabs do,
    // and the declined order still counts the bottles it had when it stopped.
    expect((await list({ q: 'Quillon' }).expect(200)).body.map((o: any) => o.orderId)).toEqual([]);
    expect((await list({ q: 'Quillon', status: 'open' }).expect(200)).body).toEqual([]);
    const declined = (await list({ q: 'Quillon', status: 'Declined' }).expect(200)).body;
    expect(declined.map((o: any) => [o.orderId, o.totalItems])).toEqual([[orders.small, 2]]);
    expect((await get(`/api/admin/orders/counts?q=Quillon`).expect(200)).body).toMatchObject({
      open: 0,
      Complete: 1,
      Declined: 1,
    });
    expect((await list({ q: 'Quillon', status: 'Complete' }).expect(200)).body.map((o: any) => o.orderId)).toEqual([
      orders.big,
    ]);

    // The shared audit trail shows who moved the order and who checked the ID (never the birth date).
    const trail = await get(
      `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'order', entityId: String(orders.big) }))}&range=[0,49]`,
    ).expect(200);
    const steps = trail.body.map((e: any) => `${e.action}:${e.after?.status ?? e.after?.idType}`).sort();
    expect(steps).toEqual(
      ["id-check:Driver's license", 'status:Accepted', 'status:Complete', 'status:Ready for pickup'].sort(),
    );
    expect(JSON.stringify(trail.body)).not.toContain('1988-02-03');
    expect(trail.body.every((e: any) => /admin@northside.example/.test(JSON.stringify(e)))).toBe(true);
  });

  it('answers 404 for another store’s order, read or write, and changes nothing', async () => {
    const harbor = await t.login('admin@harbor.example', 'harbor1');
    const id = await insertItem(t.db, northId, { itemNumber: 'T5-O-9', unitPriceCents: 900, availableToSell: 5 });
    const { orderId } = await placeOrder(t.http, customer, [{ itemId: 'T5-O-9', quantity: 1 }]);
    const as = (m: 'get' | 'post', url: string, body?: object) =>
      t
        .http()
        [m](url)
        .set('Authorization', `Bearer ${harbor}`)
        .send(body as object);
    await as('get', `/api/admin/orders/${orderId}`).expect(404);
    await as('post', `/api/admin/orders/${orderId}/transition`, { to: 'Declined', note: 'not mine' }).expect(404);
    await as('post', `/api/admin/orders/${orderId}/id-check`, { idType: 'Passport', dateOfBirth: '1980-01-01' }).expect(
      404,
    );
    expect(
      (
        await as(
          'get',
          `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: String(orderId) }))}`,
        ).expect(200)
      ).body,
    ).toEqual([]);
    const [row] = await t.db.query('SELECT order_status, id_checked_at FROM customer_order WHERE id = $1', [orderId]);
    expect(row).toEqual({ order_status: 'Received', id_checked_at: null });
    expect((await itemRow(t.db, id)).availableToSell).toBe(4);
  });
});

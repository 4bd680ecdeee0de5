import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { firstWindow, NORTHSIDE_ADDRESS, orderBody, putItem } from './orders-fixtures';

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The order detail's notes, metadata, processor data, deposit, delivery fee and window. */
describe('order detail (GET /api/admin/orders/:id): notes, metadata, processor data', () => {
  let t: TestApp;
  let admin: string;
  let harborAdmin: string;
  let customer: string;
  let orderId: number;

  beforeAll(async () => {
    t = await startTestApp();
    [admin, harborAdmin, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
      t.login('customer1', 'customer1'),
    ]);
    await putItem(t.db, 'northside', {
      itemNumber: 'T14-D-1',
      description: 'Detail Cabernet',
      unitPriceCents: 1500,
      stock: 30,
      salesTaxPercent: 7,
      mainCategory: 'Wine',
    });
    const items = [{ itemNumber: 'T14-D-1', quantity: 2 }];
    const window = await firstWindow(t, items);
    // The user agent and IP are read from the placing request.
    orderId = await placeOrder(
      { http: () => ({ post: (url: string) => t.http().post(url).set('User-Agent', CHROME_UA) }) } as never,
      customer,
      orderBody({
        orderType: 'delivery',
        orderItems: [{ itemId: 'T14-D-1', quantity: 2, itemPrice: 15 }],
        shippingAddress: NORTHSIDE_ADDRESS,
        deliveryWindowStart: window.start,
        note: 'Please ring the side door.',
        totalAmount: 0,
      }),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin) => t.http().get(url).set('Authorization', `Bearer ${token}`);
  const post = (url: string, body: object, token = admin) =>
    t.http().post(url).set('Authorization', `Bearer ${token}`).send(body);

  it('shows the customer note, the metadata captured at placement and the location from the zip', async () => {
    const { body } = await get(`/api/admin/orders/${orderId}`).expect(200);
    expect(body.customerNote).toBe('Please ring the side door.');
    expect(body.metaData).toEqual({
      ipAddress: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
      location: 'Des Moines, IA',
      userAgent: CHROME_UA,
      browser: 'Chrome 131 on Windows NT 10.0 (desktop)',
    });
  });

  it('shows the deposit, the delivery fee and the delivery window the quote stored on the order', async () => {
    const { body } = await get(`/api/admin/orders/${orderId}`).expect(200);
    // 2 x $15.00 = $30.00 goods; Iowa's 5 cent deposit per bottle; the $4.99 delivery fee under $100.
    expect(body.deposit).toBe(0.1);
    expect(body.shippingCost).toBe(4.99);
    expect(body.deliveryWindow).toEqual({ start: expect.any(String), end: expect.any(String) });
    expect(body.totalAmount).toBe(37.19); // 30.00 + 0.10 + 4.99 + 7 % of 30.00
  });

  it("the order desk's price column has the deposit too, so its figures add up to the total", async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: String(orderId) }));
    const [row] = (await get(`/api/admin/orders?filter=${filter}`).expect(200)).body;
    expect(row).toMatchObject({ subTotal: 30, discount: 0, deposit: 0.1, shippingCost: 4.99, salesTax: 2.1 });
    const cents = (d: number) => Math.round(d * 100);
    expect(
      cents(row.subTotal) - cents(row.discount) + cents(row.deposit) + cents(row.shippingCost) + cents(row.salesTax),
    ).toBe(cents(row.totalAmount));
  });

  it('shows the processor data of the hold: amount, nothing refunded or settled yet, success', async () => {
    const { body } = await get(`/api/admin/orders/${orderId}`).expect(200);
    expect(body.processorData).toMatchObject({
      id: body.transactionId,
      type: 'Card (Visa)',
      amount: body.holdAmount,
      refundedAmount: 0,
      status: 'authorized',
      disbursementDate: null,
      settlementAmount: 0,
      success: true,
    });
    expect(body.editable).toBe(true);
    expect(body.refundable).toBe(0);
  });

  it('keeps staff notes with who wrote them and when', async () => {
    const before = Date.now();
    const { body } = await post(`/api/admin/orders/${orderId}/notes`, { body: '  Called the customer.  ' }).expect(200);
    expect(body.notes).toEqual([
      { id: expect.any(Number), body: 'Called the customer.', by: 'admin@northside.example', at: expect.any(String) },
    ]);
    expect(new Date(body.notes[0].at).getTime()).toBeGreaterThanOrEqual(before - 5000);
    const [audit] = await t.db.query(
      `SELECT actor_email FROM audit_entry WHERE entity = 'order' AND entity_id = $1 AND action = 'note'`,
      [String(orderId)],
    );
    expect(audit).toEqual({ actor_email: 'admin@northside.example' });
  });

  it('refuses an empty note (400) and writes nothing', async () => {
    const res = await post(`/api/admin/orders/${orderId}/notes`, { body: '   ' }).expect(400);
    expect(JSON.stringify(res.body)).toMatch(/Write the note first/);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM order_note WHERE order_id = $1', [orderId]);
    expect(n).toBe(1);
  });

  it('gives another store’s admin 404 for the detail and the notes, and a customer 403', async () => {
    await get(`/api/admin/orders/${orderId}`, harborAdmin).expect(404);
    await post(`/api/admin/orders/${orderId}/notes`, { body: 'sneaky' }, harborAdmin).expect(404);
    await post(`/api/admin/orders/${orderId}/notes`, { body: 'sneaky' }, customer).expect(403);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM order_note WHERE order_id = $1', [orderId]);
    expect(n).toBe(1);
  });

  it('shows the customer their own note on their order, and no staff notes', async () => {
    const { body } = await get(`/api/orders/GetOrderById/${orderId}`, customer).expect(200);
    expect(body.customerNote).toBe('Please ring the side door.');
    expect(body.notes).toBeUndefined();
    expect(body.refunds).toEqual([]);
  });
});

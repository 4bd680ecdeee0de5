import { SellingRulesService } from '../../backend/selling-rules/selling-rules.service';
import { deliveredMails } from '../support/mailbox';
import { startTestApp, TestApp } from '../support/test-app';
import { NORTHSIDE_ADDRESS, orderBody, putItem, stockOf, storeId } from './orders-fixtures';

const NEW_YORK = {
  ...NORTHSIDE_ADDRESS,
  city: 'New York',
  state: 'NY',
  zipCode: '10118',
  addressLine1: '350 Fifth Avenue',
};
const DES_MOINES = { ...NORTHSIDE_ADDRESS, zipCode: '50320', city: 'Des Moines' }; // in Iowa, outside the delivery zips

describe('one server quote (POST /api/cart/quote) and placement at its figures', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    customer = await t.login('customer1', 'customer1');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Spirits 750 ml at $30.00, a 6-pack of beer at $12.00, an extra at $8.00 (store tax 7 %).
    await putItem(t.db, 'northside', {
      itemNumber: 'Q-LIQ',
      description: 'Quote Bourbon',
      mainCategory: 'Liquor',
      unitPriceCents: 3000,
      stock: 10,
    });
    await putItem(t.db, 'northside', {
      itemNumber: 'Q-BEER',
      description: 'Quote Lager 6-Pack',
      mainCategory: 'Beer',
      size: '355 ml',
      packQuantity: 6,
      unitPriceCents: 1200,
      stock: 3,
    });
    await putItem(t.db, 'northside', {
      itemNumber: 'Q-EXT',
      description: 'Quote Corkscrew',
      mainCategory: 'Extras',
      size: '',
      unitPriceCents: 800,
      stock: 50,
    });
  });
  const quote = (body: object, token?: string) => {
    const req = t.http().post('/api/cart/quote');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send(body);
  };
  const place = (body: object) => t.http().post('/api/orders').set('Authorization', `Bearer ${customer}`).send(body);
  const count = async (table: string) => (await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

  it('prices a cart for guests and customers alike: lines, deposit per container, tax, total and hold', async () => {
    const body = {
      orderType: 'pickup',
      items: [
        { itemNumber: 'Q-LIQ', quantity: 2 },
        { itemNumber: 'Q-BEER', quantity: 2, packType: '6-Pack' },
      ],
    };
    const guest = await quote(body).expect(200);
    expect(guest.body).toMatchObject({
      lines: [
        {
          itemNumber: 'Q-LIQ',
          name: 'Quote Bourbon',
          quantity: 2,
          unitPrice: 30,
          lineTotal: 60,
          discount: 0,
          deposit: 0.1,
          salesTax: 4.2,
        },
        { itemNumber: 'Q-BEER', quantity: 2, unitPrice: 12, lineTotal: 24, discount: 0, deposit: 0.6, salesTax: 1.68 },
      ],
      subtotal: 84,
      discount: 0,
      bottleDeposit: 0.7, // 2 bottles + 12 cans at 5 cents, not taxed
      shippingCost: 0,
      salesTax: 5.88,
      total: 90.58,
      holdAmount: 108.7,
      problems: [],
    });
    expect(new Date(guest.body.pickupReadyAt).getTime()).toBeGreaterThanOrEqual(Date.now() + 2 * 3600_000 - 60_000);
    const signedIn = await quote(body, customer).expect(200);
    const { pickupReadyAt: _a, ...asGuest } = guest.body;
    const { pickupReadyAt: _b, ...asCustomer } = signedIn.body;
    expect(asCustomer).toEqual(asGuest);
  });

  it('reports unknown items and quantities above stock next to their lines', async () => {
    const res = await quote({
      orderType: 'pickup',
      items: [
        { itemNumber: 'Q-BEER', quantity: 5 },
        { itemNumber: 'NOPE', quantity: 1 },
      ],
    }).expect(200);
    expect(res.body.problems).toEqual([
      { itemNumber: 'Q-BEER', code: 'LOW_STOCK', message: 'Only 3 left in stock.', available: 3 },
      { itemNumber: 'NOPE', code: 'UNKNOWN_ITEM', message: 'Item NOPE is not sold by this store.' },
    ]);
    expect(res.body.lines.map((l: { itemNumber: string }) => l.itemNumber)).toEqual(['Q-BEER']);
  });

  it('refuses spirits to New York before payment, offers no shipping rates, and placement refuses them with 409', async () => {
    const res = await quote({
      orderType: 'shipping',
      items: [
        { itemNumber: 'Q-LIQ', quantity: 1 },
        { itemNumber: 'Q-EXT', quantity: 1 },
      ],
      shippingAddress: { state: 'NY', zipCode: '10118' },
      shippingOption: 'Standard Shipping',
    }).expect(200);
    expect(res.body.problems).toEqual([
      { itemNumber: 'Q-LIQ', code: 'SHIPPING_RESTRICTED', message: 'Spirits can only be shipped within Iowa.' },
    ]);
    expect(res.body.shippingOptions).toEqual({});
    expect(res.body.shippingCost).toBe(0);

    const [orders, payments] = [await count('customer_order'), await count('payment_transaction')];
    const refused = await place(
      orderBody({
        orderType: 'shipping',
        shippingAddress: NEW_YORK,
        shippingOption: 'Standard Shipping',
        orderItems: [{ itemId: 'Q-LIQ', quantity: 1, itemPrice: 30 }],
        totalAmount: 51.09,
      }),
    ).expect(409);
    expect(refused.body).toMatchObject({
      status: false,
      code: 'SHIPPING_RESTRICTED',
      message: 'Spirits can only be shipped within Iowa.',
    });
    expect([await count('customer_order'), await count('payment_transaction')]).toEqual([orders, payments]);
    expect(await stockOf(t.db, 'northside', 'Q-LIQ')).toBe(10);

    // Extras go anywhere: the same address gets rates for a corkscrew alone.
    const extras = await quote({
      orderType: 'shipping',
      items: [{ itemNumber: 'Q-EXT', quantity: 1 }],
      shippingAddress: { state: 'New York', zipCode: '10118' },
    }).expect(200);
    expect(extras.body.shippingOptions).toMatchObject({ 'Standard Shipping': 18.99 });
    expect(extras.body.problems).toEqual([{ code: 'SHIPPING_OPTION', message: 'Please choose a shipping type.' }]);
  });

  it('ships spirits within Iowa with a deposit line: the placed order, its items and the mail carry the quote to the cent', async () => {
    const ask = {
      orderType: 'shipping',
      items: [
        { itemNumber: 'Q-LIQ', quantity: 2 },
        { itemNumber: 'Q-BEER', quantity: 1 },
      ],
      shippingAddress: { state: 'IA', zipCode: DES_MOINES.zipCode },
      shippingOption: 'Standard Shipping',
    };
    const q = (await quote(ask).expect(200)).body;
    expect(q.problems).toEqual([]);
    expect(q).toMatchObject({ subtotal: 72, bottleDeposit: 0.4, shippingCost: 18.99, salesTax: 5.04, total: 96.43 });
    const res = await place(
      orderBody({
        orderType: 'shipping',
        shippingAddress: DES_MOINES,
        shippingOption: 'Standard Shipping',
        orderItems: [
          { itemId: 'Q-LIQ', quantity: 2, itemPrice: 30 },
          { itemId: 'Q-BEER', quantity: 1, itemPrice: 12 },
        ],
        totalAmount: q.total,
      }),
    ).expect(201);
    expect(res.body.data).toMatchObject({
      subTotal: q.subtotal,
      discount: q.discount,
      bottleDeposit: q.bottleDeposit,
      shippingCost: q.shippingCost,
      salesTax: q.salesTax,
      totalAmount: q.total,
      holdAmount: q.holdAmount,
    });
    const orderId = res.body.data.orderId;
    const [row] = await t.db.query(
      'SELECT subtotal_cents, deposit_cents, discount_cents, shipping_cost_cents, sales_tax_cents, total_cents, hold_amount_cents FROM customer_order WHERE id = $1',
      [orderId],
    );
    expect(row).toEqual({
      subtotal_cents: 7200,
      deposit_cents: 40,
      discount_cents: 0,
      shipping_cost_cents: 1899,
      sales_tax_cents: 504,
      total_cents: 9643,
      hold_amount_cents: Math.round(q.holdAmount * 100),
    });
    const items = await t.db.query(
      'SELECT item_number, deposit_cents, tax_cents FROM order_item WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    expect(items).toEqual([
      { item_number: 'Q-LIQ', deposit_cents: 10, tax_cents: 420 },
      { item_number: 'Q-BEER', deposit_cents: 30, tax_cents: 84 },
    ]);
    const mail = (await deliveredMails(t)).find(
      (m) => m.kind === 'order-confirmation' && m.subject.includes(`#${orderId} `),
    )!;
    expect(mail.text).toContain('Bottle Deposit: $0.40');
    expect(mail.text).toContain('Shipping: $18.99');
    expect(mail.text).toContain('Total: $96.43');
  });

  it('delivery: $4.99 fee, free over $100, $25 minimum, windows with a capacity', async () => {
    const deliver = (quantity: number) =>
      quote({
        orderType: 'delivery',
        items: [{ itemNumber: 'Q-LIQ', quantity }],
        shippingAddress: { state: 'IA', zipCode: '50309' },
      });
    const small = (await deliver(1).expect(200)).body;
    expect(small).toMatchObject({ subtotal: 30, shippingCost: 4.99, total: 30 + 0.05 + 4.99 + 2.1, problems: [] });
    expect((await deliver(4).expect(200)).body).toMatchObject({ subtotal: 120, shippingCost: 0 });
    const corkscrew = await quote({
      orderType: 'delivery',
      items: [{ itemNumber: 'Q-EXT', quantity: 1 }],
      shippingAddress: { state: 'IA', zipCode: '50309' },
    }).expect(200);
    expect(corkscrew.body.problems).toEqual([
      { code: 'DELIVERY_MINIMUM', message: 'Delivery needs an order of at least $25.00.' },
    ]);
    const under = await place(
      orderBody({
        orderType: 'delivery',
        shippingAddress: NORTHSIDE_ADDRESS,
        orderItems: [{ itemId: 'Q-EXT', quantity: 1, itemPrice: 8 }],
        deliveryWindowStart: small.deliveryWindows[0].start,
        totalAmount: corkscrew.body.total,
      }),
    ).expect(409);
    expect(under.body.message).toBe('Delivery needs an order of at least $25.00.');

    // Windows: 2-hour slots, within opening hours; the capacity counts placed orders.
    const windows: Array<{ start: string; end: string; remaining: number }> = small.deliveryWindows;
    expect(windows.length).toBeGreaterThan(0);
    for (const w of windows) expect(new Date(w.end).getTime() - new Date(w.start).getTime()).toBe(2 * 3600_000);
    const sid = await storeId(t.db, 'northside');
    await t.db.query('UPDATE store_delivery_zone SET slot_capacity = 1 WHERE store_id = $1', [sid]);
    t.app.get(SellingRulesService).forget(sid);
    const chosen = windows[windows.length - 1];
    const body = orderBody({
      orderType: 'delivery',
      shippingAddress: NORTHSIDE_ADDRESS,
      orderItems: [{ itemId: 'Q-LIQ', quantity: 1, itemPrice: 30 }],
      deliveryWindowStart: chosen.start,
      totalAmount: small.total,
    });
    const placed = await place(body).expect(201);
    const [row] = await t.db.query(
      'SELECT window_start, window_end, shipping_cost_cents FROM customer_order WHERE id = $1',
      [placed.body.data.orderId],
    );
    expect([row.window_start.toISOString(), row.window_end.toISOString(), row.shipping_cost_cents]).toEqual([
      chosen.start,
      chosen.end,
      499,
    ]);
    // The customer's order history shows what the quote stored: deposit, delivery fee and window.
    const [{ id: customerId }] = await t.db.query(
      `SELECT c.id FROM customer c JOIN app_user u ON u.id = c.user_id WHERE u.username = 'customer1'`,
    );
    const history = await t
      .http()
      .get(`/api/orders/GetOrdersByCustomerId/${customerId}`)
      .set('Authorization', `Bearer ${customer}`)
      .expect(200);
    const listed = history.body.find((o: { orderId: number }) => o.orderId === placed.body.data.orderId);
    expect(listed).toMatchObject({
      orderType: 'delivery',
      deposit: 0.05,
      shippingCost: 4.99,
      deliveryWindow: { start: chosen.start, end: chosen.end },
      pickupReadyAt: null,
    });
    const after = (await deliver(1).expect(200)).body.deliveryWindows.find(
      (w: { start: string }) => w.start === chosen.start,
    );
    expect(after.remaining).toBe(0);
    const full = await place(body).expect(409);
    expect(full.body.message).toBe('This delivery window is full or no longer offered. Please choose another.');
    const none = await place({ ...body, deliveryWindowStart: undefined }).expect(400);
    expect(none.body.message).toBe('Please choose a delivery window.');
  });

  it('stores the pickup ready time: 2 hours after ordering, within opening and sale hours', async () => {
    const q = (await quote({ orderType: 'pickup', items: [{ itemNumber: 'Q-LIQ', quantity: 1 }] }).expect(200)).body;
    const res = await place(
      orderBody({ orderItems: [{ itemId: 'Q-LIQ', quantity: 1, itemPrice: 30 }], totalAmount: q.total }),
    ).expect(201);
    const [row] = await t.db.query('SELECT pickup_ready_at FROM customer_order WHERE id = $1', [res.body.data.orderId]);
    expect(row.pickup_ready_at.getTime()).toBeGreaterThanOrEqual(Date.now() + 2 * 3600_000 - 120_000);
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    }).formatToParts(row.pickup_ready_at);
    const hour = Number(local.find((p) => p.type === 'hour')!.value);
    const sunday = local.find((p) => p.type === 'weekday')!.value === 'Sun';
    expect(hour).toBeGreaterThanOrEqual(sunday ? 10 : 9);
    expect(hour).toBeLessThan(sunday ? 20 : 22);
  });

  it('My Details takes an optional date of birth; checkout refuses a customer it says is under 21', async () => {
    const details = {
      firstName: 'Ava',
      lastName: 'Martinez',
      phoneNumber: '(515) 555-0101',
      addressLine1: '310 Court Avenue',
      addressLine2: '',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50309',
      country: 'USA',
    };
    const me = (body: object) => t.http().put('/api/customer/me').set('Authorization', `Bearer ${customer}`).send(body);
    const bad = await me({ ...details, dateOfBirth: '2090-01-01' }).expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('Please enter a valid date of birth.');
    expect((await me({ ...details, dateOfBirth: '31/12/1990' }).expect(400)).body.message).toBeDefined();
    const young = new Date(Date.now() - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    expect((await me({ ...details, dateOfBirth: young }).expect(200)).body.dateOfBirth).toBe(young);
    const order = orderBody({ orderItems: [{ itemId: 'Q-LIQ', quantity: 1, itemPrice: 30 }], totalAmount: 32.15 });
    const payments = await count('payment_transaction');
    const res = await place(order).expect(403);
    expect(res.body.message).toBe(
      'You must be 21 or older to order. The date of birth in My Details says you are under 21.',
    );
    expect(await count('payment_transaction')).toBe(payments);
    // Leaving the other fields out keeps the date; an empty date clears it, and the order goes through.
    expect((await me(details).expect(200)).body.dateOfBirth).toBe(young);
    expect((await me({ ...details, dateOfBirth: '' }).expect(200)).body.dateOfBirth).toBeNull();
    await place(order).expect(201);
  });

  it('answers bad input with a clear 400 and writes nothing', async () => {
    const bad = async (body: object, message: string | RegExp) => {
      const res = await quote(body).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    };
    await bad({ orderType: 'pickup', items: [] }, /Your cart is empty\./);
    await bad({ orderType: 'boat', items: [{ itemNumber: 'Q-LIQ', quantity: 1 }] }, /Please select an order type\./);
    await bad({ orderType: 'pickup', items: [{ itemNumber: 'Q-LIQ', quantity: 0 }] }, /quantity must be at least 1\./);
    await bad(
      { orderType: 'pickup', items: [{ itemNumber: 'Q-LIQ', quantity: 1.5 }] },
      /quantity must be a whole number\./,
    );
    await bad(
      {
        orderType: 'delivery',
        items: [{ itemNumber: 'Q-LIQ', quantity: 1 }],
        shippingAddress: { state: 'IA', zipCode: 'abc' },
      },
      /Please enter a 5-digit zip code\./,
    );
    await bad(
      { orderType: 'pickup', items: [{ itemNumber: 'Q-LIQ', quantity: 1 }], total: 3 },
      /Unknown field: total\./,
    );
    const noAddress = await quote({ orderType: 'delivery', items: [{ itemNumber: 'Q-LIQ', quantity: 1 }] }).expect(200);
    expect(noAddress.body.problems).toEqual([{ code: 'ADDRESS', message: 'Please enter your delivery address.' }]);
  });
});

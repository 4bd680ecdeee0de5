import { deliveredMails } from '../support/mailbox';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { firstWindow, NORTHSIDE_ADDRESS, orderBody, putItem, stockOf, storeId } from './orders-fixtures';

/**
 * Order edits before completion, re-priced by the server quote (deposit, delivery
 * fee and discounts kept), stock moved atomically, never above the card hold, audited and mailed.
 */
describe('order edits before completion', () => {
  let t: TestApp;
  let customer: string;
  let admin: string;
  let harborAdmin: string;

  const CODE = 'EDIT5';
  const edit = (orderId: number, body: object, token = admin) =>
    t.http().put(`/api/admin/orders/${orderId}/edit`).set('Authorization', `Bearer ${token}`).send(body);
  const preview = (orderId: number, body: object, token = admin) =>
    t.http().post(`/api/admin/orders/${orderId}/edit/preview`).set('Authorization', `Bearer ${token}`).send(body);

  /** The quote of a delivery cart to the customer's address with the order's code, as the storefront asks it. */
  async function quoteOf(items: Array<{ itemNumber: string; quantity: number }>) {
    const res = await t
      .http()
      .post('/api/cart/quote')
      .set('Authorization', `Bearer ${customer}`)
      .send({ orderType: 'delivery', items, shippingAddress: { state: 'IA', zipCode: '50309' }, promoCode: CODE })
      .expect(200);
    return res.body;
  }

  /** The order as stored, in dollars like the quote. */
  async function stored(orderId: number) {
    const [o] = await t.db.query(
      `SELECT subtotal_cents, discount_cents, deposit_cents, shipping_cost_cents, sales_tax_cents, total_cents,
              hold_amount_cents, promo_code FROM customer_order WHERE id = $1`,
      [orderId],
    );
    const lines = await t.db.query(
      `SELECT item_number, quantity, item_price_cents, discount_cents, deposit_cents, tax_cents FROM order_item
        WHERE order_id = $1 AND item_status NOT IN ('Declined', 'Cancelled') ORDER BY item_number`,
      [orderId],
    );
    const d = (c: number) => c / 100;
    return {
      subtotal: d(o.subtotal_cents),
      discount: d(o.discount_cents),
      bottleDeposit: d(o.deposit_cents),
      shippingCost: d(o.shipping_cost_cents),
      salesTax: d(o.sales_tax_cents),
      total: d(o.total_cents),
      hold: d(o.hold_amount_cents),
      promoCode: o.promo_code as string | null,
      lines: lines.map((l: Record<string, number | string>) => ({
        itemNumber: l.item_number,
        quantity: l.quantity,
        unitPrice: d(l.item_price_cents as number),
        discount: d(l.discount_cents as number),
        deposit: d(l.deposit_cents as number),
        salesTax: d(l.tax_cents as number),
      })),
    };
  }

  /** The stored order equals the quote of the same cart: every figure and every line. */
  async function expectEqualsQuote(orderId: number, items: Array<{ itemNumber: string; quantity: number }>) {
    const q = await quoteOf(items);
    const o = await stored(orderId);
    expect(o).toMatchObject({
      subtotal: q.subtotal,
      discount: q.discount,
      bottleDeposit: q.bottleDeposit,
      shippingCost: q.shippingCost,
      salesTax: q.salesTax,
      total: q.total,
    });
    const byItem = (a: { itemNumber: string }, b: { itemNumber: string }) => a.itemNumber.localeCompare(b.itemNumber);
    expect(o.lines).toEqual(
      [...q.lines].sort(byItem).map((l: Record<string, unknown>) => ({
        itemNumber: l.itemNumber,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        discount: l.discount,
        deposit: l.deposit,
        salesTax: l.salesTax,
      })),
    );
    return { q, o };
  }

  /** A delivery order of 6 wines ($12, the case discount) and 1 extra ($10) with the code: deposit, fee, discount. */
  async function newDeliveryOrder(): Promise<number> {
    await putItem(t.db, 'northside', { itemNumber: 'E-W1', mainCategory: 'Wine', unitPriceCents: 1200, stock: 50 });
    await putItem(t.db, 'northside', { itemNumber: 'E-X1', mainCategory: 'Extras', unitPriceCents: 1000, stock: 50 });
    const items = [
      { itemNumber: 'E-W1', quantity: 6 },
      { itemNumber: 'E-X1', quantity: 1 },
    ];
    return placeOrder(
      t,
      customer,
      orderBody({
        orderType: 'delivery',
        shippingAddress: NORTHSIDE_ADDRESS,
        deliveryWindowStart: (await firstWindow(t, items)).start,
        orderItems: [
          { itemId: 'E-W1', quantity: 6, itemPrice: 12 },
          { itemId: 'E-X1', quantity: 1, itemPrice: 10 },
        ],
        promoCode: CODE,
        totalAmount: 0,
      }),
    );
  }

  const lineId = async (orderId: number, itemNumber: string): Promise<number> =>
    (
      await t.db.query(
        `SELECT id FROM order_item WHERE order_id = $1 AND item_number = $2 AND item_status NOT IN ('Declined', 'Cancelled')`,
        [orderId, itemNumber],
      )
    )[0].id;

  beforeAll(async () => {
    t = await startTestApp();
    [customer, admin, harborAdmin] = await Promise.all([
      t.login('customer1', 'customer1'),
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
    ]);
    const northside = await storeId(t.db, 'northside');
    await t.db.query('DELETE FROM promotion');
    const today = (await t.db.query(`SELECT to_char(now() AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD') AS d`))[0].d;
    await t.db.query(
      `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, tiers)
       VALUES ($1, 'Wine case discount', 'Mix any wines', $2::date - 1, $2::date + 30, 'tiers', '{"categories":["Wine"]}',
               '[{"minQuantity":6,"percent":10},{"minQuantity":12,"percent":15}]')`,
      [northside, today],
    );
    await t.db.query(
      `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, amount_cents, threshold_cents, code)
       VALUES ($1, 'Five off', '$5 off over $50', $2::date - 1, $2::date + 30, 'threshold', 500, 5000, $3)`,
      [northside, today, CODE],
    );
  });
  afterAll(() => t.close());

  it('changes a quantity, removes, adds and substitutes: each time the stored order equals the quote (deposit, fee, discount kept) and the stock follows', async () => {
    const orderId = await newDeliveryOrder();
    await putItem(t.db, 'northside', { itemNumber: 'E-X2', mainCategory: 'Extras', unitPriceCents: 500, stock: 10 });
    await putItem(t.db, 'northside', { itemNumber: 'E-X3', mainCategory: 'Extras', unitPriceCents: 700, stock: 10 });
    const placed = await expectEqualsQuote(orderId, [
      { itemNumber: 'E-W1', quantity: 6 },
      { itemNumber: 'E-X1', quantity: 1 },
    ]);
    expect(placed.o).toMatchObject({ shippingCost: 4.99, bottleDeposit: 0.3, promoCode: CODE });
    expect(placed.o.discount).toBeGreaterThan(5);
    expect(await stockOf(t.db, 'northside', 'E-W1')).toBe(44);

    // Quantity: 6 -> 7 wines (the case discount, the code, the deposit and the fee stay).
    const w1 = await lineId(orderId, 'E-W1');
    const x1 = await lineId(orderId, 'E-X1');
    const pre = await preview(orderId, { changes: [{ action: 'quantity', orderItemId: w1, quantity: 7 }] }).expect(200);
    expect(pre.body.changes).toEqual(['Quantity of Test Bourbon E-W1: 6 -> 7']);
    expect(await stockOf(t.db, 'northside', 'E-W1')).toBe(44); // the preview wrote nothing
    const res = await edit(orderId, { changes: [{ action: 'quantity', orderItemId: w1, quantity: 7 }] }).expect(200);
    const afterQty = await expectEqualsQuote(orderId, [
      { itemNumber: 'E-W1', quantity: 7 },
      { itemNumber: 'E-X1', quantity: 1 },
    ]);
    expect(pre.body.quote).toMatchObject({ total: afterQty.q.total, discount: afterQty.q.discount });
    expect(res.body.totalAmount).toBe(afterQty.q.total);
    expect(afterQty.o).toMatchObject({ shippingCost: 4.99, bottleDeposit: 0.35, promoCode: CODE });
    expect(afterQty.q.promotions.map((p: { name: string }) => p.name).sort()).toEqual([
      'Five off',
      'Wine case discount',
    ]);
    expect(await stockOf(t.db, 'northside', 'E-W1')).toBe(43);

    // Remove the extra: its stock comes back.
    await edit(orderId, { changes: [{ action: 'remove', orderItemId: x1 }] }).expect(200);
    await expectEqualsQuote(orderId, [{ itemNumber: 'E-W1', quantity: 7 }]);
    expect(await stockOf(t.db, 'northside', 'E-X1')).toBe(50);

    // Add an item of the store.
    await edit(orderId, { changes: [{ action: 'add', itemNumber: 'E-X2', quantity: 2 }] }).expect(200);
    await expectEqualsQuote(orderId, [
      { itemNumber: 'E-W1', quantity: 7 },
      { itemNumber: 'E-X2', quantity: 2 },
    ]);
    expect(await stockOf(t.db, 'northside', 'E-X2')).toBe(8);

    // Substitute it by another item (same quantity): one back, the other taken.
    const x2 = await lineId(orderId, 'E-X2');
    await edit(orderId, {
      changes: [{ action: 'substitute', orderItemId: x2, itemNumber: 'E-X3' }],
      note: 'Out of the red labels',
    }).expect(200);
    const last = await expectEqualsQuote(orderId, [
      { itemNumber: 'E-W1', quantity: 7 },
      { itemNumber: 'E-X3', quantity: 2 },
    ]);
    expect(last.o).toMatchObject({ shippingCost: 4.99, promoCode: CODE });
    expect(await stockOf(t.db, 'northside', 'E-X2')).toBe(10);
    expect(await stockOf(t.db, 'northside', 'E-X3')).toBe(8);
    const [redemption] = await t.db.query('SELECT amount_cents FROM promotion_redemption WHERE order_id = $1', [
      orderId,
    ]);
    expect(redemption.amount_cents).toBe(500);

    // Audited, in the order's timeline, mailed from the store.
    const audit = await t.db.query(
      `SELECT actor_email, before, after FROM audit_entry WHERE entity = 'order' AND entity_id = $1 AND action = 'edit' ORDER BY id`,
      [String(orderId)],
    );
    expect(audit).toHaveLength(4);
    expect(audit[0]).toMatchObject({
      actor_email: 'admin@northside.example',
      before: { items: '6 x E-W1, 1 x E-X1' },
      after: { items: '7 x E-W1, 1 x E-X1' },
    });
    const detail = await t
      .http()
      .get(`/api/admin/orders/${orderId}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    const notes = detail.body.statusHistory.map((h: { note: string }) => h.note);
    expect(notes).toContain(
      'Items changed: Removed: 2 x Test Bourbon E-X2; Added: 2 x Test Bourbon E-X3 (Out of the red labels)',
    );
    const subject = `Your order #${orderId} was updated - Northside Wine & Spirits`;
    const queued = await t.db.query('SELECT store_id FROM mail_outbox WHERE subject = $1', [subject]);
    expect(queued).toEqual(Array(4).fill({ store_id: await storeId(t.db, 'northside') }));
    const mails = (await deliveredMails(t)).filter((m) => m.subject === subject);
    expect(mails).toHaveLength(4);
    expect(mails[3].text).toContain('Note from the store: Out of the red labels');
    expect(mails[3].text).toContain(`New total: $${last.q.total.toFixed(2)}.`);
    expect(mails[3].text).toContain('Bottle Deposit: $0.35');
    expect(mails[3].text).toContain('Delivery Fee: $4.99');
  });

  it('drops the code when the new cart no longer meets it, and gives its use back', async () => {
    const orderId = await newDeliveryOrder();
    const w1 = await lineId(orderId, 'E-W1');
    await edit(orderId, { changes: [{ action: 'quantity', orderItemId: w1, quantity: 2 }] }).expect(200);
    const o = await stored(orderId);
    expect(o.promoCode).toBeNull();
    expect(o.discount).toBe(0); // 2 wines: no case discount; $34 < $50: no code
    expect(o.shippingCost).toBe(4.99);
    expect(await t.db.query('SELECT 1 FROM promotion_redemption WHERE order_id = $1', [orderId])).toHaveLength(0);
  });

  it('never oversells: two edits racing for the last bottle, one gets it', async () => {
    const [a, b] = [await newDeliveryOrder(), await newDeliveryOrder()];
    await putItem(t.db, 'northside', { itemNumber: 'E-LAST', mainCategory: 'Extras', unitPriceCents: 300, stock: 1 });
    const body = { changes: [{ action: 'add', itemNumber: 'E-LAST', quantity: 1 }] };
    const answers = await Promise.all([edit(a, body), edit(b, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).toBe('Test Bourbon E-LAST: Out of stock.');
    expect(await stockOf(t.db, 'northside', 'E-LAST')).toBe(0);
    const held = await t.db.query(
      `SELECT count(*)::int AS n FROM order_item WHERE item_number = 'E-LAST' AND order_id = ANY($1::int[])`,
      [[a, b]],
    );
    expect(held[0].n).toBe(1);
  });

  it('refuses an edit above the card hold with 409 and writes nothing', async () => {
    const orderId = await newDeliveryOrder();
    await putItem(t.db, 'northside', { itemNumber: 'E-BIG', mainCategory: 'Extras', unitPriceCents: 50000, stock: 5 });
    const before = await stored(orderId);
    const history = async () =>
      (await t.db.query('SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1', [orderId]))[0].n;
    const n = await history();
    const body = { changes: [{ action: 'add', itemNumber: 'E-BIG', quantity: 1 }] };
    const q = await quoteOf([
      { itemNumber: 'E-W1', quantity: 6 },
      { itemNumber: 'E-X1', quantity: 1 },
      { itemNumber: 'E-BIG', quantity: 1 },
    ]);
    const message = `The new total $${q.total.toFixed(2)} exceeds the authorized $${before.hold.toFixed(2)}: the customer must re-authorize payment.`;
    expect((await preview(orderId, body).expect(409)).body.message).toBe(message);
    expect((await edit(orderId, body).expect(409)).body.message).toBe(message);
    expect(await stored(orderId)).toEqual(before);
    expect(await stockOf(t.db, 'northside', 'E-BIG')).toBe(5);
    expect(await history()).toBe(n);
  });

  it("answers 404 for another store's order or a line not in the order, 400 for bad input, 409 past the point of editing", async () => {
    const orderId = await newDeliveryOrder();
    const w1 = await lineId(orderId, 'E-W1');
    const good = { changes: [{ action: 'quantity', orderItemId: w1, quantity: 7 }] };
    await edit(orderId, good, harborAdmin).expect(404);
    await preview(orderId, good, harborAdmin).expect(404);
    await edit(orderId, { changes: [{ action: 'quantity', orderItemId: 999999, quantity: 2 }] }).expect(404);
    await edit(orderId, good, customer).expect(403);
    for (const bad of [
      { changes: [] },
      { changes: [{ action: 'paint', orderItemId: w1 }] },
      { changes: [{ action: 'quantity', orderItemId: w1, quantity: 0 }] },
      { changes: [{ action: 'quantity', orderItemId: w1 }] },
      { changes: [{ action: 'add', itemNumber: 'NOPE-404', quantity: 1 }] },
      { changes: [{ action: 'substitute', orderItemId: w1, itemNumber: 'E-W1' }] },
      { changes: [{ action: 'quantity', orderItemId: w1, quantity: 2, price: 1 }] },
    ])
      await edit(orderId, bad).expect(400);
    const x1 = await lineId(orderId, 'E-X1');
    expect(
      (
        await edit(orderId, {
          changes: [
            { action: 'remove', orderItemId: w1 },
            { action: 'remove', orderItemId: x1 },
          ],
        }).expect(409)
      ).body.message,
    ).toBe('An order needs at least one item: decline or cancel the order instead.');
    expect(
      (await edit(orderId, { changes: [{ action: 'add', itemNumber: 'E-X1', quantity: 60 }] }).expect(409)).body
        .message,
    ).toBe('Test Bourbon E-X1: Only 49 left in stock.');
    expect(await stockOf(t.db, 'northside', 'E-W1')).toBe(44);

    // A complete order cannot be edited.
    await putItem(t.db, 'northside', { itemNumber: 'E-P1', unitPriceCents: 2000, stock: 10 });
    const pickup = await placeOrder(
      t,
      customer,
      orderBody({ orderItems: [{ itemId: 'E-P1', quantity: 1, itemPrice: 20 }], totalAmount: 0 }),
    );
    const status = (body: object) =>
      t.http().put('/api/orders/UpdateOrderStatus').set('Authorization', `Bearer ${admin}`).send(body).expect(200);
    await status({ orderId: pickup, status: 'Accepted' });
    await status({ orderId: pickup, status: 'Ready for pickup' });
    await status({
      orderId: pickup,
      status: 'Complete',
      idCheck: { idType: "Driver's license", dateOfBirth: '1990-04-12' },
    });
    const p1 = await lineId(pickup, 'E-P1');
    expect(
      (await edit(pickup, { changes: [{ action: 'quantity', orderItemId: p1, quantity: 2 }] }).expect(409)).body
        .message,
    ).toBe('The order is Complete: its items can be changed only while it is Received or Accepted.');
  });

  it('keeps the deposit and the delivery fee when the spec endpoints take out, change or add items', async () => {
    const orderId = await newDeliveryOrder();
    await putItem(t.db, 'northside', { itemNumber: 'E-X2', mainCategory: 'Extras', unitPriceCents: 500, stock: 10 });
    const put = (path: string, body: object) =>
      t.http().put(`/api/orders/${path}`).set('Authorization', `Bearer ${admin}`).send(body);
    const x1 = await lineId(orderId, 'E-X1');
    await put('UpdateOrderItemStatus', { orderId, orderItemId: x1, status: 'Declined', note: 'Broken' }).expect(200);
    await expectEqualsQuote(orderId, [{ itemNumber: 'E-W1', quantity: 6 }]);
    await put('AddItemsToOrder', { orderId, orderItems: [{ itemId: 'E-X2', quantity: 1 }] }).expect(200);
    await expectEqualsQuote(orderId, [
      { itemNumber: 'E-W1', quantity: 6 },
      { itemNumber: 'E-X2', quantity: 1 },
    ]);
    const w1 = await lineId(orderId, 'E-W1');
    await put('UpdateOrderItemStatus', { orderId, orderItemId: w1, quantity: 7 }).expect(200);
    await put('UpdateOrderItemStatus', { orderId, orderItemId: w1, quantity: 8, status: 'Declined' }).expect(400);
    const x2 = await lineId(orderId, 'E-X2');
    await put('UpdateOrderItemStatus', { orderId, orderItemId: x2, substituteItemId: 'E-X1' }).expect(200);
    const { o } = await expectEqualsQuote(orderId, [
      { itemNumber: 'E-W1', quantity: 7 },
      { itemNumber: 'E-X1', quantity: 1 },
    ]);
    expect(o).toMatchObject({ bottleDeposit: 0.35, shippingCost: 4.99 });
  });
});

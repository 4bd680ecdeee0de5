import { failRefundCommits } from '../support/failing-commit';
import { deliveredMails } from '../support/mailbox';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem, stockOf, storeId } from './orders-fixtures';

/** Refunds after capture (a refund keeps the discount). */
describe('order refunds (POST /api/admin/orders/:id/refunds)', () => {
  let t: TestApp;
  let admin: string;
  let harborAdmin: string;
  let customer: string;
  let keyN = 0;
  const key = () => `refund-key-${Date.now()}-${++keyN}`;

  beforeAll(async () => {
    t = await startTestApp();
    [admin, harborAdmin, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
      t.login('customer1', 'customer1'),
    ]);
    const northside = await storeId(t.db, 'northside');
    await t.db.query('DELETE FROM promotion');
    await t.db.query(
      `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, tiers)
       VALUES ($1, 'Wine case discount', 'Mix any wines', current_date - 2, current_date + 30, 'tiers',
               '{"categories":["Wine"]}', '[{"minQuantity":6,"percent":10}]')`,
      [northside],
    );
  });
  afterAll(() => t.close());

  const status = (body: object) =>
    t.http().put('/api/orders/UpdateOrderStatus').set('Authorization', `Bearer ${admin}`).send(body);
  const refund = (orderId: number, body: object, k: string | null = key(), token = admin) => {
    const req = t.http().post(`/api/admin/orders/${orderId}/refunds`).set('Authorization', `Bearer ${token}`);
    if (k) req.set('Idempotency-Key', k);
    return req.send(body);
  };
  const payment = async (orderId: number) =>
    (
      await t.db.query(
        `SELECT p.status, p.captured_cents AS captured, p.refunded_cents AS refunded, s.refunded_cents AS "processorRefunded"
           FROM customer_order o JOIN payment_transaction p ON p.id = o.transaction_id
           JOIN sandbox_charge s ON s.reference = p.processor_reference WHERE o.id = $1`,
        [orderId],
      )
    )[0];
  const refundRows = (orderId: number) =>
    t.db.query('SELECT * FROM order_refund WHERE order_id = $1 ORDER BY id', [orderId]);
  const refundMails = (orderId: number) =>
    t.db.query(
      `SELECT subject, text, from_name AS "fromName" FROM mail_outbox WHERE kind = 'order-refund' AND subject LIKE $1`,
      [`% #${orderId} %`],
    );

  /** A pickup order of 6 wines ($15, 10 % case discount) and 2 extras ($20), taken to Complete (captured). */
  async function completedOrder(): Promise<number> {
    await putItem(t.db, 'northside', {
      itemNumber: 'RF-W1',
      description: 'Refund Cabernet',
      mainCategory: 'Wine',
      unitPriceCents: 1500,
      salesTaxPercent: 7,
      stock: 50,
    });
    await putItem(t.db, 'northside', {
      itemNumber: 'RF-X1',
      description: 'Refund Opener',
      mainCategory: 'Extras',
      unitPriceCents: 2000,
      salesTaxPercent: 7,
      stock: 50,
    });
    const orderId = await placeOrder(
      t,
      customer,
      orderBody({
        orderItems: [
          { itemId: 'RF-W1', quantity: 6, itemPrice: 15 },
          { itemId: 'RF-X1', quantity: 2, itemPrice: 20 },
        ],
        totalAmount: 0,
      }),
    );
    await status({ orderId, status: 'Accepted' }).expect(200);
    await status({ orderId, status: 'Ready for pickup' }).expect(200);
    await status({
      orderId,
      status: 'Complete',
      idCheck: { idType: "Driver's license", dateOfBirth: '1990-04-12' },
    }).expect(200);
    return orderId;
  }
  const lineIds = async (orderId: number) => {
    const rows: Array<{ id: number; item_number: string }> = await t.db.query(
      'SELECT id, item_number FROM order_item WHERE order_id = $1',
      [orderId],
    );
    return Object.fromEntries(rows.map((r) => [r.item_number, r.id])) as Record<string, number>;
  };

  it('refunds 2 of 6 discounted wines with restock: the server computes the amount from the discounted price, tax and deposit', async () => {
    const orderId = await completedOrder();
    const lines = await lineIds(orderId);
    const [wine] = await t.db.query(
      'SELECT item_price_cents, discount_cents, tax_cents, deposit_cents FROM order_item WHERE id = $1',
      [lines['RF-W1']],
    );
    expect(wine).toMatchObject({ item_price_cents: 1500, discount_cents: 900, tax_cents: 567 }); // 10 % off, tax on $81.00
    const wineCents = 9000 - 900 + 567 + wine.deposit_cents;
    const expected = Math.round((wineCents * 2) / 6);
    const stockBefore = await stockOf(t.db, 'northside', 'RF-W1');
    const before = await payment(orderId);
    expect(before.status).toBe('captured');

    const options = await t
      .http()
      .get(`/api/admin/orders/${orderId}/refunds`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(options.body).toMatchObject({ refusal: null, refundable: before.captured / 100 });
    expect(options.body.lines).toContainEqual(
      expect.objectContaining({
        orderItemId: lines['RF-W1'],
        quantity: 6,
        refundableQuantity: 6,
        lineAmount: wineCents / 100,
      }),
    );
    const body = {
      kind: 'lines',
      lines: [{ orderItemId: lines['RF-W1'], quantity: 2 }],
      restock: true,
      reason: 'Corked',
    };
    const quote = await t
      .http()
      .post(`/api/admin/orders/${orderId}/refunds/quote`)
      .set('Authorization', `Bearer ${admin}`)
      .send(body)
      .expect(201);
    expect(quote.body).toEqual({
      amount: expected / 100,
      lines: [{ orderItemId: lines['RF-W1'], quantity: 2, amount: expected / 100 }],
    });

    const res = await refund(orderId, body).expect(201);
    expect(res.body.refunds).toEqual([
      {
        id: expect.any(Number),
        amount: expected / 100,
        reason: 'Corked',
        at: expect.any(String),
        restocked: [{ orderItemId: lines['RF-W1'], productName: 'Refund Cabernet', quantity: 2 }],
        by: 'admin@northside.example',
      },
    ]);
    expect(res.body.refundable).toBe((before.captured - expected) / 100);
    expect(res.body.processorData).toMatchObject({
      refundedAmount: expected / 100,
      status: 'partially_refunded',
      settlementAmount: (before.captured - expected) / 100,
    });
    expect(res.body.statusHistory.at(-1)).toMatchObject({
      from: 'Complete',
      to: 'Complete',
      note: `Refunded $${(expected / 100).toFixed(2)}: 2 x Refund Cabernet (750 ml) (restocked) — Corked`,
      by: { email: 'admin@northside.example' },
    });
    expect(await stockOf(t.db, 'northside', 'RF-W1')).toBe(stockBefore + 2);
    expect(await payment(orderId)).toEqual({
      status: 'partially_refunded',
      captured: before.captured,
      refunded: expected,
      processorRefunded: expected,
    });
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({
      amount_cents: expected,
      refunded_lines: [{ orderItemId: lines['RF-W1'], quantity: 2, amountCents: expected }],
      transaction_id: expect.stringMatching(/^txn_/),
      gateway_reference: expect.stringMatching(/^sbx_/),
      actor_email: 'admin@northside.example',
    });
    const [audit] = await t.db.query(
      `SELECT actor_email, after FROM audit_entry WHERE entity = 'order' AND entity_id = $1 AND action = 'refund'`,
      [String(orderId)],
    );
    expect(audit).toMatchObject({
      actor_email: 'admin@northside.example',
      after: { amountCents: expected, reason: 'Corked' },
    });
    expect(await refundMails(orderId)).toHaveLength(1);
    const mail = (await deliveredMails(t)).find(
      (m) => m.kind === 'order-refund' && m.subject.includes(`#${orderId} `),
    )!;
    expect(mail).toMatchObject({
      to: 'customer1@example.com',
      subject: `Refund of $${(expected / 100).toFixed(2)} for your order #${orderId} - Northside Wine & Spirits`,
      from: expect.stringContaining('Northside'),
    });
    expect(mail.text).toContain(
      `Northside Wine & Spirits refunded $${(expected / 100).toFixed(2)} to your Visa card ending in 1111`,
    );
    expect(mail.text).toContain('2 x Refund Cabernet (750 ml)');
    expect(mail.text).toContain('Reason: Corked');

    // The same 6 bottles cannot be refunded past 6.
    const over = await refund(orderId, { kind: 'lines', lines: [{ orderItemId: lines['RF-W1'], quantity: 5 }] }).expect(
      409,
    );
    expect(over.body.message).toBe('Only 4 of Refund Cabernet are left to refund.');
  });

  it('refunds a free amount with a reason, then everything left (refunded in full)', async () => {
    const orderId = await completedOrder();
    const captured = (await payment(orderId)).captured;
    const noReason = await refund(orderId, { kind: 'amount', amount: 5 }).expect(400);
    expect(noReason.body.message).toBe('Give the reason for a refund of a free amount.');
    await refund(orderId, { kind: 'amount', amount: 5, reason: 'Goodwill' }).expect(201);
    expect(await payment(orderId)).toMatchObject({ status: 'partially_refunded', refunded: 500 });
    const stock = await stockOf(t.db, 'northside', 'RF-X1');
    const full = await refund(orderId, { kind: 'full', reason: 'Customer returned everything', restock: true }).expect(
      201,
    );
    expect(full.body.refunds.map((r: { amount: number }) => r.amount)).toEqual([5, (captured - 500) / 100]);
    expect(full.body.refundable).toBe(0);
    expect(full.body.processorData).toMatchObject({ status: 'refunded', settlementAmount: 0 });
    expect(await payment(orderId)).toEqual({
      status: 'refunded',
      captured,
      refunded: captured,
      processorRefunded: captured,
    });
    expect(await stockOf(t.db, 'northside', 'RF-X1')).toBe(stock + 2);
    const again = await refund(orderId, { kind: 'amount', amount: 0.01, reason: 'More' }).expect(409);
    expect(again.body.message).toBe('This order is already refunded in full.');
    expect(await refundMails(orderId)).toHaveLength(2);
  });

  it('refuses a refund over what is left to refund (409) and writes nothing', async () => {
    const orderId = await completedOrder();
    const { captured } = await payment(orderId);
    const res = await refund(orderId, { kind: 'amount', amount: captured / 100 + 0.01, reason: 'Too much' }).expect(
      409,
    );
    expect(res.body.message).toBe(
      `The refund of $${(captured / 100 + 0.01).toFixed(2)} exceeds the $${(captured / 100).toFixed(2)} left to refund on this order.`,
    );
    expect(await refundRows(orderId)).toEqual([]);
    expect(await refundMails(orderId)).toEqual([]);
    expect(await payment(orderId)).toMatchObject({ status: 'captured', refunded: 0, processorRefunded: 0 });
  });

  it('refunds once for a double submit with the same Idempotency-Key', async () => {
    const orderId = await completedOrder();
    const k = key();
    const body = { kind: 'amount', amount: 3, reason: 'Late pickup' };
    const [a, b] = await Promise.all([refund(orderId, body, k), refund(orderId, body, k)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect([a, b].find((r) => r.status === 200)!.headers['idempotent-replayed']).toBe('true');
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await payment(orderId)).toMatchObject({ refunded: 300, processorRefunded: 300 });
    expect(await refundMails(orderId)).toHaveLength(1);
    // The key of another request: 422, nothing written.
    await refund(orderId, { kind: 'amount', amount: 4, reason: 'Late pickup' }, k).expect(422);
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('answers bad input with 400, another store’s order with 404, a customer with 403, an open order with 409', async () => {
    const orderId = await completedOrder();
    const lines = await lineIds(orderId);
    const cases: Array<[object, string | null, string]> = [
      [{ kind: 'some' }, key(), "kind must be 'lines', 'amount' or 'full'."],
      [
        { kind: 'lines', lines: [{ orderItemId: lines['RF-W1'], quantity: 0 }] },
        key(),
        'The quantity to refund must be at least 1.',
      ],
      [{ kind: 'lines', lines: [] }, key(), 'Choose at least one line to refund.'],
      [
        { kind: 'lines', lines: [{ orderItemId: 999999, quantity: 1 }] },
        key(),
        'Order line 999999 is not on this order.',
      ],
      [{ kind: 'amount', amount: -1, reason: 'x' }, key(), 'The amount to refund must be above $0.00.'],
      [{ kind: 'amount', amount: 1.005, reason: 'x' }, key(), 'The amount must be in dollars and cents, e.g. 5.00.'],
      [
        { kind: 'amount', amount: 1, reason: 'x', restock: true },
        key(),
        'Only refunded lines can be restocked: choose the lines instead.',
      ],
      [
        { kind: 'amount', amount: 1, reason: 'x' },
        null,
        'Send an Idempotency-Key header: a double click must not refund twice.',
      ],
    ];
    for (const [body, k, message] of cases) {
      const res = await refund(orderId, body, k).expect(400);
      expect(res.body.message).toBe(message);
    }
    await refund(orderId, { kind: 'full' }, key(), harborAdmin).expect(404);
    await t
      .http()
      .get(`/api/admin/orders/${orderId}/refunds`)
      .set('Authorization', `Bearer ${harborAdmin}`)
      .expect(404);
    await refund(orderId, { kind: 'full' }, key(), customer).expect(403);
    expect(await refundRows(orderId)).toEqual([]);

    const open = await placeOrder(
      t,
      customer,
      orderBody({ orderItems: [{ itemId: 'RF-X1', quantity: 1, itemPrice: 20 }], totalAmount: 0 }),
    );
    const notYet = await refund(open, { kind: 'full' }).expect(409);
    expect(notYet.body.message).toBe(
      'Only a completed order can be refunded (its payment is captured on completion); this order is Received.',
    );
    expect(await refundRows(open)).toEqual([]);
  });

  it('writes nothing when the processor refuses the refund (no record, stock, mail or history)', async () => {
    const orderId = await completedOrder();
    const lines = await lineIds(orderId);
    // The processor's books say the charge was refunded elsewhere (e.g. in its dashboard).
    await t.db.query(
      `UPDATE sandbox_charge SET status = 'refunded', refunded_cents = captured_cents
        WHERE reference = (SELECT p.processor_reference FROM customer_order o JOIN payment_transaction p ON p.id = o.transaction_id WHERE o.id = $1)`,
      [orderId],
    );
    const stock = await stockOf(t.db, 'northside', 'RF-W1');
    const [{ n: historyBefore }] = await t.db.query(
      'SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1',
      [orderId],
    );
    const res = await refund(orderId, {
      kind: 'lines',
      lines: [{ orderItemId: lines['RF-W1'], quantity: 1 }],
      restock: true,
    }).expect(409);
    expect(res.body.message).toBe('This payment is refunded and cannot be refunded.');
    expect(await refundRows(orderId)).toEqual([]);
    expect(await refundMails(orderId)).toEqual([]);
    expect(await stockOf(t.db, 'northside', 'RF-W1')).toBe(stock);
    expect(await payment(orderId)).toMatchObject({ status: 'captured', refunded: 0 });
    const [{ n: historyAfter }] = await t.db.query(
      'SELECT count(*)::int AS n FROM order_status_history WHERE order_id = $1',
      [orderId],
    );
    expect(historyAfter).toBe(historyBefore);
  });

  it('says the card was refunded when the refund cannot be recorded after it, and records it once on a retry under any key', async () => {
    const orderId = await completedOrder();
    const k = key();
    const body = { kind: 'amount', amount: 5, reason: 'Fail at commit' };
    // The commit fails after the processor's answer.
    const restore = await failRefundCommits(t.db, body.reason);
    try {
      const failed = await refund(orderId, body, k).expect(503);
      expect(failed.body.message).toBe(
        'The card was refunded, but the refund could not be recorded. Submit the same refund again to record it: the card will not be refunded twice.',
      );
      expect(await refundRows(orderId)).toEqual([]);
      expect(await payment(orderId)).toMatchObject({ refunded: 0, processorRefunded: 500 });
    } finally {
      await restore();
    }
    // Another refund, under another key: refused until the one the card had is recorded.
    const other = await refund(orderId, { ...body, amount: 6 }, key()).expect(409);
    expect(other.body.message).toBe(
      'A refund reached the card but is not recorded here yet. Submit that same refund again to record it before giving another.',
    );
    expect(await refundRows(orderId)).toEqual([]);
    // The same refund again, even under a new key (a dialog opened in another tab): recorded, the card refunded once.
    await refund(orderId, body, key()).expect(201);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await payment(orderId)).toMatchObject({
      status: 'partially_refunded',
      refunded: 500,
      processorRefunded: 500,
    });
    // The next refund is a new one at the processor.
    await refund(orderId, { ...body, amount: 1, reason: 'Second goodwill' }).expect(201);
    expect(await payment(orderId)).toMatchObject({ refunded: 600, processorRefunded: 600 });
    expect(await refundMails(orderId)).toHaveLength(2);
  });

  it('shows the customer the refunds on their order and in their history (amount, date, reason; not who)', async () => {
    const orderId = await completedOrder();
    await refund(orderId, { kind: 'amount', amount: 2.5, reason: 'Dented label' }).expect(201);
    const { body } = await t
      .http()
      .get(`/api/orders/GetOrderById/${orderId}`)
      .set('Authorization', `Bearer ${customer}`)
      .expect(200);
    expect(body.refunds).toEqual([
      { id: expect.any(Number), amount: 2.5, reason: 'Dented label', at: expect.any(String), restocked: [] },
    ]);
    expect(body.refundedAmount).toBe(2.5);
    const customerId = body.customerId;
    const history = await t
      .http()
      .get(`/api/orders/GetOrdersByCustomerId/${customerId}`)
      .set('Authorization', `Bearer ${customer}`)
      .expect(200);
    const listed = (Array.isArray(history.body) ? history.body : (history.body.data ?? history.body.orders)).find(
      (o: { orderId: number }) => o.orderId === orderId,
    );
    expect(listed.refundedAmount).toBe(2.5);
  });
});

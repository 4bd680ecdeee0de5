import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../../backend/app.factory';
import { deliveredMails } from '../support/mailbox';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem, stockOf } from './orders-fixtures';

/**
 * Two app instances on one database (0 oversold, a change visible on the other within 1 s;
 * scaling out: docs/operations.md): what one instance writes, the other serves; their mail workers
 * share the outbox and send each mail once.
 */
describe('two app instances on one database serve the same shop', () => {
  let a: TestApp;
  let b: INestApplication;
  const httpB = () => request(b.getHttpServer());
  beforeAll(async () => {
    a = await startTestApp();
    // Same configuration (secret, mail folder), same database, its own process state.
    b = await createApp(a.config, a.databaseUrl);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a price changed through one instance is served by the other within a second', async () => {
    const admin = await a.login('admin@northside.example', 'northside1');
    const [item] = await a.db.query(
      `SELECT i.id, i.item_number, i.unit_price_cents FROM inventory_item i JOIN store s ON s.id = i.store_id
        WHERE s.web_url = 'northside' AND i.is_available AND i.unit_price_cents > 0 AND i.unit_sale_price_cents = 0
        ORDER BY i.id LIMIT 1`,
    );
    const priceOnB = async () =>
      (await httpB().get(`/api/storeinventory/${item.item_number}`).expect(200)).body.itemBySize.find(
        (v: { itemNumber: string }) => v.itemNumber === item.item_number,
      ).regularPrice as number;
    expect(await priceOnB()).toBe(item.unit_price_cents / 100); // B holds the store in memory now
    const newPrice = (item.unit_price_cents + 250) / 100;
    await a
      .http()
      .put(`/api/admin/inventory/${item.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ itemUnitPrice: newPrice })
      .expect(200);
    const changed = Date.now();
    let seen = await priceOnB();
    while (seen !== newPrice && Date.now() - changed < 1000) seen = await priceOnB();
    expect(seen).toBe(newPrice);
    expect(Date.now() - changed).toBeLessThan(1000);
  });

  it('places exactly 10 of 60 simultaneous orders sent to both instances for an item with 10 in stock', async () => {
    const customer = await a.login('customer1', 'customer1');
    await putItem(a.db, 'northside', { itemNumber: 'TWO-INST-1', unitPriceCents: 1000, stock: 10 });
    const body = orderBody({ orderItems: [{ itemId: 'TWO-INST-1', quantity: 1, itemPrice: 10 }], totalAmount: 10.7 });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? httpB() : a.http())
          .post('/api/orders')
          .set('Authorization', `Bearer ${customer}`)
          .set('Idempotency-Key', `two-instances-${i}`)
          .send(body),
      ),
    );
    const placed = results.filter((r) => r.status === 201);
    expect(placed).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(50);
    // Both instances placed some.
    expect(new Set(results.map((r, i) => (r.status === 201 ? i % 2 : -1)).filter((x) => x >= 0)).size).toBe(2);
    expect(await stockOf(a.db, 'northside', 'TWO-INST-1')).toBe(0);
    const [{ n }] = await a.db.query(`SELECT count(*)::int AS n FROM order_item WHERE item_number = 'TWO-INST-1'`);
    expect(n).toBe(10);
  });

  it('sends every mail of the shared outbox once, whichever instance picks it up', async () => {
    const deadline = Date.now() + 10_000;
    let pending = 1;
    while (pending > 0 && Date.now() < deadline) {
      [{ n: pending }] = await a.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'`);
      if (pending) await new Promise((r) => setTimeout(r, 100));
    }
    expect(pending).toBe(0);
    const rows: { id: number; message_id: string }[] = await a.db.query(
      `SELECT id, message_id FROM mail_outbox WHERE kind = 'order-confirmation'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const mails = await deliveredMails(a);
    for (const row of rows) expect(mails.filter((m) => m.messageId === row.message_id)).toHaveLength(1);
    expect(new Set(mails.map((m) => m.outboxId)).size).toBe(mails.length);
  });
});

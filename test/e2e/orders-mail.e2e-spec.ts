import { SMTPServer } from 'smtp-server';
import { freePort } from '../../backend/database/embedded';
import { MailWorker } from '../../backend/mail/mail.worker';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem } from './orders-fixtures';

/** A real SMTP server on loopback that keeps what it receives. */
function smtpCatcher(port: number) {
  const received: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return {
    received,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('order confirmation mail (spec 4, 7: POST /api/orders/send; outbox)', () => {
  let t: TestApp;
  let smtp: ReturnType<typeof smtpCatcher>;
  let customer: string;
  beforeAll(async () => {
    const port = await freePort();
    smtp = smtpCatcher(port);
    // The mail server is down at first; the poller is slowed down so only drain() sends.
    t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: '3600000' } });
    customer = await t.login('customer1', 'customer1');
    await putItem(t.db, 'northside', { itemNumber: 'MAIL-1', unitPriceCents: 2000, stock: 10 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop().catch(() => undefined);
  });

  it('keeps the confirmation in the outbox while SMTP is down, then sends it exactly once', async () => {
    const placed = await t
      .http()
      .post('/api/orders')
      .set('Authorization', `Bearer ${customer}`)
      .send(orderBody({ orderItems: [{ itemId: 'MAIL-1', quantity: 2, itemPrice: 20 }] }))
      .expect(201);
    const orderId = placed.body.data.orderId;
    const outbox = () =>
      t.db.query(`SELECT id, status, attempts FROM mail_outbox WHERE kind = 'order-confirmation' AND subject LIKE $1`, [
        `Order Confirmation #${orderId} %`,
      ]);
    expect(await outbox()).toEqual([{ id: expect.any(Number), status: 'pending', attempts: 0 }]);

    const worker = t.app.get(MailWorker);
    await worker.drain();
    expect(await outbox()).toEqual([{ id: expect.any(Number), status: 'pending', attempts: 1 }]);

    // The spec's confirmation request right after placement does not queue a second copy.
    const send = await t
      .http()
      .post('/api/orders/send')
      .set('Authorization', `Bearer ${customer}`)
      .send({ toEmail: 'customer1@example.com', emailType: 'Order Confirmation', orderId })
      .expect(200);
    expect(send.body).toEqual({
      status: true,
      queued: false,
      message: 'The order confirmation is already on its way.',
    });

    await smtp.start();
    await t.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE kind = 'order-confirmation'`);
    await worker.drain();
    await worker.drain();
    expect(await outbox()).toEqual([{ id: expect.any(Number), status: 'sent', attempts: 2 }]);
    const mine = smtp.received.filter((m) => m.raw.includes(`Order Confirmation #${orderId} `));
    expect(mine).toHaveLength(1);
    expect(mine[0].to).toEqual(['customer1@example.com']);
    expect(mine[0].raw).toContain('Total: $42.80');
  });

  it('queues the confirmation again on request once the first is old, only to the email on the order', async () => {
    const placed = await t
      .http()
      .post('/api/orders')
      .set('Authorization', `Bearer ${customer}`)
      .send(orderBody({ orderItems: [{ itemId: 'MAIL-1', quantity: 2, itemPrice: 20 }] }))
      .expect(201);
    const orderId = placed.body.data.orderId;
    const send = (toEmail: string, token = customer) =>
      t
        .http()
        .post('/api/orders/send')
        .set('Authorization', `Bearer ${token}`)
        .send({ toEmail, emailType: 'Order Confirmation', orderId });
    expect((await send('someone@else.example').expect(400)).body.message).toBe(
      'The confirmation can only be sent to the email on the order.',
    );
    await send('customer1@example.com', await t.login('customer2', 'customer2')).expect(404);
    await t.db.query(`UPDATE customer_order SET confirmation_queued_at = now() - interval '1 hour' WHERE id = $1`, [
      orderId,
    ]);
    expect((await send('Customer1@Example.com').expect(200)).body).toMatchObject({ queued: true });
    const n = await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE $1`, [
      `Order Confirmation #${orderId} %`,
    ]);
    expect(n[0].n).toBe(2);
    const bad = await t
      .http()
      .post('/api/orders/send')
      .set('Authorization', `Bearer ${customer}`)
      .send({ toEmail: 'customer1@example.com', emailType: 'Spam', orderId })
      .expect(400);
    expect(bad.body.message).toBe("emailType must be 'Order Confirmation'.");
  });
});

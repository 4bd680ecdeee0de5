import { INestApplication } from '@nestjs/common';
import { readdirSync, readFileSync } from 'node:fs';
import type { Server, Socket } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { createApp } from '../../backend/app.factory';
import { freePort } from '../../backend/database/embedded';
import { MailService } from '../../backend/mail/mail.service';
import { MailWorker } from '../../backend/mail/mail.worker';
import { startTestApp, TestApp } from '../support/test-app';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives (a stand-in for mailpit). */
class SmtpCatcher {
  readonly received: Received[] = [];
  /** Milliseconds to hold each message before accepting it (a slow server). */
  delayMs = 0;
  /**
   * Messages to take in and then answer with a failure instead of "250": what the sender sees
   * when the server (or the connection) dies after the server got the mail.
   */
  failAfterReceipt = 0;
  /** The next messages are refused with this SMTP code, unread (451: try later; 550: never). */
  refuseWith: number[] = [];
  /** The next messages' connections are dropped right after the recipient is given. */
  dropNext = 0;
  private server?: SMTPServer;
  private readonly sockets = new Set<Socket>();

  constructor(readonly port: number) {}

  start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo: (address, session, callback) => {
        if (this.dropNext > 0) {
          this.dropNext--;
          for (const socket of this.sockets) socket.destroy();
          return;
        }
        const code = this.refuseWith.shift();
        if (code) return callback(Object.assign(new Error(`Refused for the test (${code})`), { responseCode: code }));
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          setTimeout(() => {
            this.received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            if (this.failAfterReceipt > 0) {
              this.failAfterReceipt--;
              callback(Object.assign(new Error('Connection lost before the reply'), { responseCode: 451 }));
            } else callback();
          }, this.delayMs);
        });
      },
    });
    // The TCP connections, so a test can drop one the way a crashing server would.
    (this.server as unknown as { server: Server }).server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

async function enqueue(
  db: DataSource,
  app: INestApplication,
  to: string,
  subject: string,
  kind = 'test-mail',
): Promise<number> {
  return db.transaction((em) =>
    app.get(MailService).enqueue(em, { to, subject, text: `Hello ${to}`, html: `<p>Hello ${to}</p>`, kind }),
  );
}

async function outboxRow(db: DataSource, id: number) {
  const [row] = await db.query(
    `SELECT status, attempts, last_error, sent_at, next_attempt_at > now() + interval '50 seconds' AS backed_off FROM mail_outbox WHERE id = $1`,
    [id],
  );
  return row;
}

describe('mail worker without SMTP_URL: .eml files under DATA_DIR/mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('writes each queued mail as a file and marks it sent', async () => {
    const id = await enqueue(t.db, t.app, 'customer1@example.com', 'Your order is ready for pickup', 'order-status');
    await t.app.get(MailWorker).drain();
    const row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);

    const dir = join(t.config.dataDir, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith(`-${id}-order-status.eml`));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0]), 'utf8');
    expect(eml).toMatch(/^To: customer1@example.com$/m);
    expect(eml).toMatch(/^From: "Northside Wine & Spirits" <no-reply@shop.example>$/m);
    expect(eml).toMatch(/^Subject: Your order is ready for pickup$/m);
    expect(eml).toContain('Hello customer1@example.com');
    expect(eml).toContain('<p>Hello customer1@example.com</p>');
  });

  it('sends mail queued by the app on its own, without being asked (the poller)', async () => {
    const id = await enqueue(t.db, t.app, 'customer2@example.com', 'Polled');
    const deadline = Date.now() + 10_000;
    while ((await outboxRow(t.db, id)).status !== 'sent' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await outboxRow(t.db, id)).status).toBe('sent');
  });

  it('never writes a mail whose transaction rolled back', async () => {
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox`))[0].n;
    await expect(
      t.db.transaction(async (em) => {
        await t.app
          .get(MailService)
          .enqueue(em, { to: 'x@example.com', subject: 'never', text: 'never', kind: 'test-mail' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox`))[0].n).toBe(before);
  });
});

describe('mail worker with SMTP_URL', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    const port = await freePort();
    smtp = new SmtpCatcher(port);
    // Nothing listens on the port yet: the mail server is down. The poller waits an hour, so only
    // drain() sends here and each step is deterministic.
    t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: '3600000' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('keeps the mail pending while the server is down, then sends it exactly once', async () => {
    const worker = t.app.get(MailWorker);
    const id = await enqueue(t.db, t.app, 'customer1@example.com', 'Order confirmation #1001', 'order-confirmation');
    await worker.drain();
    let row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null, backed_off: true });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    await worker.drain();
    expect(smtp.received).toHaveLength(0); // still waiting for its retry time

    await t.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1`, [id]);
    await worker.drain();
    row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['customer1@example.com']);
    expect(smtp.received[0].raw).toMatch(/^Subject: Order confirmation #1001$/m);

    await worker.drain();
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a retried mail with the same Message-ID, and keeps no body once it is sent', async () => {
    const worker = t.app.get(MailWorker);
    const id = await enqueue(t.db, t.app, 'retry@example.com', 'Your order is ready', 'order-status');
    const [{ message_id: messageId }] = await t.db.query(`SELECT message_id FROM mail_outbox WHERE id = $1`, [id]);
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@shop\.example>$/);

    const before = smtp.received.length;
    smtp.failAfterReceipt = 1;
    await worker.drain();
    expect(await outboxRow(t.db, id)).toMatchObject({ status: 'pending', attempts: 1 });
    await t.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1`, [id]);
    await worker.drain();
    expect(await outboxRow(t.db, id)).toMatchObject({ status: 'sent', attempts: 2 });

    // The server got the mail twice (at least once is all SMTP can promise); the recipient's mail
    // program sees one message, since both copies carry the same Message-ID.
    const copies = smtp.received.slice(before).filter((m) => m.to.includes('retry@example.com'));
    expect(copies).toHaveLength(2);
    const ids = copies.map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1].trim());
    expect(ids).toEqual([messageId, messageId]);

    const [row] = await t.db.query(`SELECT text, html, subject, message_id FROM mail_outbox WHERE id = $1`, [id]);
    expect(row).toEqual({ text: null, html: null, subject: 'Your order is ready', message_id: messageId });
  });

  it('delivers the password reset code through SMTP', async () => {
    await t.http().post('/api/auth/forgot-password').send({ email: 'customer2@example.com' }).expect(200);
    await t.app.get(MailWorker).drain();
    const mail = smtp.received.find((m) => m.to.includes('customer2@example.com'));
    expect(mail?.raw).toMatch(/code is \d{6}\./);
  });

  it("gives up after 8 tries and marks the mail 'failed'", async () => {
    await smtp.stop();
    const id = await enqueue(t.db, t.app, 'customer1@example.com', 'Doomed');
    await t.db.query(`UPDATE mail_outbox SET attempts = 7 WHERE id = $1`, [id]);
    await t.app.get(MailWorker).drain();
    expect(await outboxRow(t.db, id)).toMatchObject({ status: 'failed', attempts: 8 });
    smtp = new SmtpCatcher(smtp.port);
    await smtp.start();
    await t.app.get(MailWorker).drain();
    expect(smtp.received).toHaveLength(0);
  });

  it('sends each mail once when two app instances work the same outbox', async () => {
    const second = await createApp(t.config, (t.db.options as { url: string }).url);
    try {
      const ids: number[] = [];
      for (let i = 0; i < 24; i++) ids.push(await enqueue(t.db, t.app, `bulk${i}@example.com`, `Bulk ${i}`));
      await Promise.all([t.app.get(MailWorker).drain(), second.get(MailWorker).drain(), t.app.get(MailWorker).drain()]);
      const bulk = smtp.received.filter((m) => m.to[0].startsWith('bulk'));
      expect(bulk).toHaveLength(24);
      expect(new Set(bulk.map((m) => m.to[0])).size).toBe(24);
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE id = ANY($1) AND status = 'sent' AND attempts = 1`,
        [ids],
      );
      expect(n).toBe(24);
    } finally {
      await second.close();
    }
  });

  it('a 4xx answer is retried later, a 5xx answer is given up at once, a dropped connection is retried', async () => {
    const worker = t.app.get(MailWorker);
    const before = smtp.received.length;
    smtp.refuseWith = [451];
    const later = await enqueue(t.db, t.app, 'later@example.com', 'Try later');
    await worker.drain();
    expect(await outboxRow(t.db, later)).toMatchObject({ status: 'pending', attempts: 1, backed_off: true });
    smtp.refuseWith = [550];
    const never = await enqueue(t.db, t.app, 'never@example.com', 'No such mailbox');
    await worker.drain();
    expect(await outboxRow(t.db, never)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await outboxRow(t.db, never)).last_error).toMatch(/550/);
    smtp.dropNext = 1;
    const dropped = await enqueue(t.db, t.app, 'dropped@example.com', 'Connection lost');
    await worker.drain();
    expect(await outboxRow(t.db, dropped)).toMatchObject({ status: 'pending', attempts: 1, backed_off: true });

    await t.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ANY($1)`, [[later, never, dropped]]);
    await worker.drain();
    expect((await outboxRow(t.db, later)).status).toBe('sent');
    expect((await outboxRow(t.db, dropped)).status).toBe('sent');
    expect((await outboxRow(t.db, never)).status).toBe('failed');
    expect(
      smtp.received
        .slice(before)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['dropped@example.com', 'later@example.com']);
  });

  it('a crash between the server accepting a mail and our record of it re-sends that one mail only', async () => {
    const worker = t.app.get(MailWorker);
    // The crash: recording crash@'s outcome (sent, or not) fails, as if the process died there.
    await t.db.query(`
      CREATE FUNCTION test_mail_crash() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.to_address = 'crash@example.com'
           AND (NEW.status = 'sent' OR NEW.last_error IS DISTINCT FROM OLD.last_error) THEN
          RAISE EXCEPTION 'simulated crash';
        END IF;
        RETURN NEW;
      END $$`);
    await t.db.query(
      `CREATE TRIGGER test_mail_crash BEFORE UPDATE ON mail_outbox FOR EACH ROW EXECUTE FUNCTION test_mail_crash()`,
    );
    const before = smtp.received.length;
    const ids = [];
    for (const to of ['first@example.com', 'crash@example.com', 'third@example.com'])
      ids.push(await enqueue(t.db, t.app, to, `Batch mail to ${to}`));
    await expect(worker.drain()).rejects.toThrow(/simulated crash/);
    expect(smtp.received.slice(before).map((m) => m.to[0])).toEqual(['first@example.com', 'crash@example.com']);
    await t.db.query('DROP TRIGGER test_mail_crash ON mail_outbox; DROP FUNCTION test_mail_crash()');

    // A new process, once the crashed claim's lease is over.
    await t.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ANY($1) AND status = 'pending'`, [ids]);
    await worker.drain();
    const sent = smtp.received.slice(before).map((m) => m.to[0]);
    expect(sent.filter((to) => to === 'first@example.com')).toHaveLength(1);
    expect(sent.filter((to) => to === 'crash@example.com')).toHaveLength(2);
    expect(sent.filter((to) => to === 'third@example.com')).toHaveLength(1);
    for (const id of ids) expect((await outboxRow(t.db, id)).status).toBe('sent');
  });

  it('finishes the mail in flight before the app shuts down', async () => {
    const other = await createApp(t.config, (t.db.options as { url: string }).url);
    smtp.delayMs = 400;
    const before = smtp.received.length;
    const id = await enqueue(t.db, t.app, 'slow@example.com', 'Slow server');
    const drained = other.get(MailWorker).drain();
    await new Promise((r) => setTimeout(r, 100)); // the message is on its way
    await other.close();
    await drained;
    smtp.delayMs = 0;
    expect(smtp.received.length).toBe(before + 1);
    expect((await outboxRow(t.db, id)).status).toBe('sent');
  });
});

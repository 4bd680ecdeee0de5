import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import { DataSource, QueryRunner } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { createMailTransport, MailTransport, MessageToSend } from './mail-transport';
import { MAX_ATTEMPTS, retryDelayMs } from './mail-retry';

/** Rows handled per poll before giving the event loop back. */
const BATCH_SIZE = 20;
/** Store logos kept ready to mail (a few kB each). */
const LOGOS_KEPT = 200;

interface OutboxRow extends MessageToSend {
  attempts: number;
  logoHash: string | null;
}

/**
 * Delivers the mail outbox. A batch of due messages is claimed in one transaction with
 * `FOR UPDATE SKIP LOCKED`, so several app instances can poll the same table without sending a
 * message twice, and marked sent with one statement (four round trips and a commit per batch, not
 * per message); a failed send is retried with exponential backoff, then marked 'failed'.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailWorker');
  private readonly transport: MailTransport;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  /** Batches run one after another in this process; `drain()` and the poller share the queue. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Logos as mailed, by image hash (the oldest goes first past LOGOS_KEPT). */
  private readonly logos = new Map<string, { contentType: string; bytes: Buffer }>();

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = createMailTransport(config);
  }

  onApplicationBootstrap() {
    this.logger.log(
      `Mail worker started: delivering to ${this.transport.description} every ${this.config.mailPollMs} ms.`,
    );
    this.schedule();
  }

  /** Stops polling and waits for the batch in flight, before the database connection closes. */
  async onModuleDestroy() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.queue;
    this.transport.close();
  }

  /** Sends everything due now (tests await this instead of waiting for the poller). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.runBatch();
      total += handled;
      if (handled === 0) return total;
    }
  }

  /** The next poll: at once after a full batch (more may be due: busy hours send hundreds a second), else after MAIL_POLL_MS. */
  private schedule(delayMs = this.config.mailPollMs) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      let full = false;
      this.runBatch()
        .then((handled) => (full = handled >= BATCH_SIZE))
        .catch((err) =>
          this.logger.warn(`Mail outbox poll failed: ${err instanceof Error ? err.message : String(err)}`),
        )
        .finally(() => this.schedule(full ? 0 : this.config.mailPollMs));
    }, delayMs);
    this.timer.unref();
  }

  private runBatch(): Promise<number> {
    const run = this.queue.then(async () => {
      if (this.stopped) return 0;
      return this.deliverBatch(BATCH_SIZE);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * The store logo as mailed (images are not store-owned); none when the image is gone. Images are
   * immutable by content hash, so each is read (and an SVG drawn as PNG) once, not for every mail.
   */
  private async logo(qr: QueryRunner, hash: string | null): Promise<MessageToSend['logo']> {
    if (!hash) return null;
    const hit = this.logos.get(hash);
    if (hit) return hit;
    const [image]: Array<{ contentType: string; bytes: Buffer }> = await qr.query(
      `SELECT content_type AS "contentType", bytes FROM image WHERE hash = $1`,
      [hash],
    );
    if (!image) return null;
    // Mail readers rarely show SVG: a logo drawn as SVG goes as PNG.
    const logo = /svg/i.test(image.contentType)
      ? {
          contentType: 'image/png',
          bytes: await sharp(image.bytes, { density: 144 })
            .resize({ height: 128, withoutEnlargement: true })
            .png()
            .toBuffer(),
        }
      : image;
    if (this.logos.size >= LOGOS_KEPT) this.logos.delete(this.logos.keys().next().value!);
    this.logos.set(hash, logo);
    return logo;
  }

  /**
   * Claims up to `limit` due messages in one transaction (`FOR UPDATE SKIP LOCKED`: another
   * instance skips them) and sends them one by one; those sent are marked with one statement and
   * the transaction commits. A shutdown stops after the message in flight; the rest stay pending.
   * Answers how many were handled (sent or rescheduled).
   */
  private async deliverBatch(limit: number): Promise<number> {
    const qr = this.ds.createQueryRunner();
    await qr.connect();
    try {
      await qr.startTransaction();
      const rows: OutboxRow[] = await qr.query(
        `SELECT id, to_address AS "to", subject, text, html, kind, attempts, message_id AS "messageId",
                from_name AS "fromName", reply_to AS "replyTo", logo_hash AS "logoHash"
           FROM mail_outbox
          WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id
          LIMIT $1
          FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      const sent: number[] = [];
      let handled = 0;
      for (const row of rows) {
        if (this.stopped && handled > 0) break;
        handled++;
        const attempts = row.attempts + 1;
        try {
          const { file } = await this.transport.send({ ...row, logo: await this.logo(qr, row.logoHash) });
          sent.push(row.id);
          // Never the body here: it may hold a password reset code.
          this.logger.log(
            file ? `Mail ${row.id} (${row.kind}) written to ${file}` : `Mail ${row.id} (${row.kind}) sent`,
          );
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          const giveUp = attempts >= MAX_ATTEMPTS;
          await qr.query(
            `UPDATE mail_outbox
                SET attempts = $2, last_error = $3, status = $4,
                    next_attempt_at = now() + make_interval(secs => $5::double precision / 1000)
              WHERE id = $1`,
            [row.id, attempts, message.slice(0, 2000), giveUp ? 'failed' : 'pending', retryDelayMs(attempts)],
          );
          const what = giveUp ? `gave up after ${attempts} tries` : `will retry (try ${attempts} of ${MAX_ATTEMPTS})`;
          this.logger.warn(`Mail ${row.id} (${row.kind}) could not be sent, ${what}: ${message}`);
        }
      }
      // The body goes once delivered: it may hold a reset or invitation code (valid up to 7 days).
      if (sent.length)
        await qr.query(
          `UPDATE mail_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL, text = NULL, html = NULL
            WHERE id = ANY($1::int[])`,
          [sent],
        );
      await qr.commitTransaction();
      return handled;
    } catch (err) {
      if (qr.isTransactionActive) await qr.rollbackTransaction().catch(() => undefined);
      throw err;
    } finally {
      await qr.release();
    }
  }
}

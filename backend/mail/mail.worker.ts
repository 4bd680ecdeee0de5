import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { createMailTransport, MailTransport, MessageToSend } from './mail-transport';
import { isPermanentRefusal, MAX_ATTEMPTS, retryDelayMs } from './mail-retry';

/** Rows handled per poll before giving the event loop back. */
const BATCH_SIZE = 20;
/**
 * How long a claimed message stays out of other senders' reach: past it, a message whose sender
 * died (or never recorded the answer) is due again. Far longer than one SMTP exchange.
 */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Store logos kept ready to mail (a few kB each). */
const LOGOS_KEPT = 200;

interface OutboxRow extends MessageToSend {
  attempts: number;
  logoHash: string | null;
}

/**
 * Delivers the mail outbox. Each due message is claimed on its own before it is sent, so several
 * app instances poll the same table without sending a message twice, and a crash re-sends at most
 * the message in flight. A refusal the mail server calls temporary (4xx) or a lost connection is
 * retried with exponential backoff, then marked 'failed'; a permanent refusal (5xx) at once.
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
  private async logo(hash: string | null): Promise<MessageToSend['logo']> {
    if (!hash) return null;
    const hit = this.logos.get(hash);
    if (hit) return hit;
    const [image]: Array<{ contentType: string; bytes: Buffer }> = await this.ds.query(
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
   * Sends up to `limit` due messages, one at a time: each is claimed on its own (committed at once,
   * `FOR UPDATE SKIP LOCKED` so another instance skips it: the claim moves it out of reach for
   * CLAIM_LEASE_MS and counts the try), sent, and marked sent by its own statement. A crash between
   * the mail server's answer and that statement re-sends only that one message, once its lease
   * ends, with the same Message-ID. A shutdown stops after the message in flight. Answers how many
   * were handled (sent or rescheduled).
   */
  private async deliverBatch(limit: number): Promise<number> {
    let handled = 0;
    while (handled < limit && !(this.stopped && handled > 0)) {
      const [row]: OutboxRow[] = await this.ds.query(
        `WITH claimed AS (UPDATE mail_outbox SET attempts = attempts + 1,
                next_attempt_at = now() + make_interval(secs => $1::double precision / 1000)
          WHERE id = (SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
                       ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING id, to_address AS "to", subject, text, html, kind, attempts, message_id AS "messageId",
                    from_name AS "fromName", reply_to AS "replyTo", logo_hash AS "logoHash")
         SELECT * FROM claimed`,
        [CLAIM_LEASE_MS],
      );
      if (!row) break;
      handled++;
      await this.deliverOne(row);
    }
    return handled;
  }

  /** Sends one claimed message and records the outcome (its try was counted by the claim). */
  private async deliverOne(row: OutboxRow): Promise<void> {
    try {
      const { file } = await this.transport.send({ ...row, logo: await this.logo(row.logoHash) });
      // The body goes once delivered: it may hold a reset or invitation code (valid up to 7 days).
      await this.ds.query(
        `UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL, text = NULL, html = NULL
          WHERE id = $1`,
        [row.id],
      );
      // Never the body here: it may hold a password reset code.
      this.logger.log(file ? `Mail ${row.id} (${row.kind}) written to ${file}` : `Mail ${row.id} (${row.kind}) sent`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = row.attempts >= MAX_ATTEMPTS || isPermanentRefusal(err);
      await this.ds.query(
        `UPDATE mail_outbox
            SET last_error = $2, status = $3,
                next_attempt_at = now() + make_interval(secs => $4::double precision / 1000)
          WHERE id = $1`,
        [row.id, message.slice(0, 2000), giveUp ? 'failed' : 'pending', retryDelayMs(row.attempts)],
      );
      const what = giveUp
        ? `gave up after ${row.attempts} tries`
        : `will retry (try ${row.attempts} of ${MAX_ATTEMPTS})`;
      this.logger.warn(`Mail ${row.id} (${row.kind}) could not be sent, ${what}: ${message}`);
    }
  }
}

import { HttpException, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { BeverageDto } from '../beverage/dto/beverage.dto';
import { systemContext, type StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { StoresService } from '../tenants/stores.service';
import { MappingService } from './mapping.service';
import { StoredSuggestions } from './stored-suggestions';

/** How often an instance looks for running jobs nobody works on (one whose instance stopped) and queue items to rank. */
const POLL_MS = 2000;
/** Items mapped per transaction: fewer commits, and progress the screen can follow. */
const BATCH = 20;
/** The advisory-lock class of bulk-accept jobs (the second key is the job id). */
const LOCK_CLASS = 32_001;

interface JobItem {
  position: number;
  item_number: string;
  beverage_id: number;
}

/**
 * Runs bulk-accept jobs in the background, a batch of items per transaction: their decisions (the
 * same as a single Map To Existing, with its audit entries) and their state in the job commit
 * together, so a job picked up again after a restart skips what is done and maps the rest once.
 * A job is worked on by one instance at a time: the worker holds a session advisory lock on it,
 * which PostgreSQL releases when that instance's connection ends, so a job whose instance died
 * (or stopped mid-job) is taken up by the next poll of any instance, this one after a restart.
 */
@Injectable()
export class BulkAcceptWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BulkAcceptWorker');
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private readonly active = new Map<number, Promise<void>>();
  /** The poll in flight (polls run one after another). */
  private polling: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly db: StoreDb,
    private readonly stores: StoresService,
    private readonly mapping: MappingService,
    private readonly stored: StoredSuggestions,
  ) {}

  onApplicationBootstrap() {
    this.wake();
  }

  /** Stops between two items (the job stays 'running' for the next start) and waits for the one in flight. */
  async onModuleDestroy() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.all([this.polling, ...this.active.values()]);
  }

  /** Looks for running jobs now (a job was just started), then every POLL_MS. */
  wake() {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.polling = this.polling
      .then(() => this.poll())
      .catch((err) => this.logger.error({ err }, 'Bulk accept: looking for jobs failed'))
      .finally(() => {
        if (!this.stopped) this.timer = setTimeout(() => this.wake(), POLL_MS).unref();
      });
  }

  /** Waits until no job runs in this process (tests). */
  async idle(): Promise<void> {
    while (this.active.size) await Promise.all(this.active.values());
  }

  private async poll(): Promise<void> {
    const running: Array<{ id: number }> = await this.db.bypass('super-admin', (em) =>
      em.query(`SELECT id FROM bulk_accept_job WHERE status = 'running' ORDER BY id`),
    );
    for (const { id } of running) {
      if (this.active.has(id) || this.stopped) continue;
      const run = this.runLocked(id)
        .catch((err) => this.logger.error({ err, jobId: id }, 'Bulk accept job stopped on an error'))
        .finally(() => this.active.delete(id));
      this.active.set(id, run);
    }
    // No job to run here: rank new queue items ahead of their preview, a batch per poll.
    if (!this.active.size && !this.stopped) await this.stored.warm();
  }

  /** Runs the job if no other instance holds it. */
  private async runLocked(jobId: number): Promise<void> {
    const qr = this.ds.createQueryRunner();
    await qr.connect();
    try {
      const [{ ok }] = await qr.query('SELECT pg_try_advisory_lock($1, $2) AS ok', [LOCK_CLASS, jobId]);
      if (!ok) return;
      try {
        await this.run(jobId);
      } finally {
        await qr.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_CLASS, jobId]);
      }
    } finally {
      await qr.release();
    }
  }

  private async run(jobId: number): Promise<void> {
    const ctx = await this.contextOf(jobId);
    if (!ctx) return;
    for (;;) {
      if (this.stopped) return;
      const items: JobItem[] = await this.db.bypass('super-admin', (em) =>
        em.query(
          `SELECT position, item_number, beverage_id FROM bulk_accept_job_item
            WHERE job_id = $1 AND state = 'pending' ORDER BY position LIMIT $2`,
          [jobId, BATCH],
        ),
      );
      if (!items.length) break;
      await this.acceptBatch(ctx, jobId, items);
    }
    await this.db.bypass('super-admin', (em) =>
      em.query(`UPDATE bulk_accept_job SET status = 'done', finished_at = now(), updated_at = now() WHERE id = $1`, [
        jobId,
      ]),
    );
  }

  /**
   * Maps a batch of items and records them done, in one transaction (each decision is the same as
   * a single Map To Existing, joined to it): all of it commits or none. An item that cannot be
   * mapped (decided meanwhile by someone else, its master gone) is refused before anything is
   * written for it, and recorded as skipped with why.
   */
  private async acceptBatch(ctx: StoreContext, jobId: number, items: JobItem[]): Promise<void> {
    await this.db.bypass('super-admin', async (em) => {
      const accepted: number[] = [];
      const skipped: Array<[number, string]> = [];
      for (const item of items) {
        const dto = {
          id: item.beverage_id,
          item_Number: item.item_number,
          webUrl: ctx.store.webUrl,
          is_Approved: true,
        };
        try {
          await this.mapping.decide(ctx, dto as BeverageDto);
          accepted.push(item.position);
        } catch (e) {
          if (!(e instanceof HttpException)) throw e;
          skipped.push([item.position, e.message]);
        }
      }
      await this.record(em, jobId, accepted, skipped);
    });
  }

  private async record(em: EntityManager, jobId: number, accepted: number[], skipped: Array<[number, string]>) {
    const [, changed] = await em.query(
      `UPDATE bulk_accept_job_item i SET state = x.state, reason = x.reason
         FROM unnest($2::int[], $3::varchar[], $4::text[]) AS x(position, state, reason)
        WHERE i.job_id = $1 AND i.position = x.position AND i.state = 'pending'`,
      [
        jobId,
        [...accepted, ...skipped.map(([p]) => p)],
        [...accepted.map(() => 'accepted'), ...skipped.map(() => 'skipped')],
        [...accepted.map(() => null), ...skipped.map(([, r]) => r)],
      ],
    );
    // Done already (cannot happen while the lock is held): roll the decisions back rather than count them twice.
    if (changed !== accepted.length + skipped.length) throw new Error(`Bulk accept ${jobId}: items were done already.`);
    await em.query(
      `UPDATE bulk_accept_job SET done = done + $2 + $3, accepted = accepted + $2, skipped = skipped + $3,
              updated_at = now() WHERE id = $1`,
      [jobId, accepted.length, skipped.length],
    );
  }

  /** The job's store and the super-admin who started it, as the caller of each decision. */
  private async contextOf(jobId: number): Promise<StoreContext | null> {
    const [job]: Array<{ store_id: number; created_by: number; email: string | null }> = await this.db.bypass(
      'super-admin',
      (em) =>
        em.query(
          `SELECT j.store_id, j.created_by, u.email FROM bulk_accept_job j LEFT JOIN app_user u ON u.id = j.created_by
            WHERE j.id = $1 AND j.status = 'running'`,
          [jobId],
        ),
    );
    const store = job && (await this.stores.byId(job.store_id));
    if (!store) return null;
    const user = { id: job.created_by, email: job.email ?? '', role: 'superadmin' as const, storeId: null };
    return { ...systemContext(store), user, role: 'superadmin' };
  }
}

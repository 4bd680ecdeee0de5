import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { BulkAcceptJob } from '../domain/api/beverages';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { StoresService } from '../tenants/stores.service';
import { BulkAcceptWorker } from './bulk-accept-worker';
import { PendingService } from './pending.service';

export const NO_EXACT_MATCH = 'no exact barcode + size match waiting for review';

interface JobRow {
  id: number;
  store_id: number;
  status: 'running' | 'done';
  total: number;
  done: number;
  accepted: number;
  skipped: number;
  created_at: Date;
  finished_at: Date | null;
}

/**
 * Bulk accept as a background job (spec 4 Mapping, one action for many items). Starting it reads
 * the preview's confirmed matches (kept suggestions, no ranking again), writes the job and its
 * items, and answers at once; BulkAcceptWorker maps the items one transaction each and the back
 * office polls the progress. No request waits for hundreds of decisions (a proxy would cut it).
 */
@Injectable()
export class BulkAcceptJobs {
  constructor(
    private readonly db: StoreDb,
    private readonly pending: PendingService,
    private readonly stores: StoresService,
    private readonly worker: BulkAcceptWorker,
  ) {}

  async start(ctx: StoreContext, webUrl: string, itemNumbers: string[]): Promise<BulkAcceptJob> {
    const user = superAdmin(ctx);
    const at = await this.pending.storeContext(ctx, webUrl);
    const matches = new Map(
      (await this.pending.bulkCandidates(ctx, webUrl)).map((c) => [c.item_Number, c.beverage_Id]),
    );
    const wanted = [...new Set(itemNumbers.map((n) => String(n ?? '').trim()))];
    const id = await this.db.bypass('super-admin', async (em) => {
      const [job]: Array<{ id: number }> = await em.query(
        `INSERT INTO bulk_accept_job (store_id, created_by, total) VALUES ($1, $2, $3) RETURNING id`,
        [at.store.id, user.id, wanted.length],
      );
      await em.query(
        `INSERT INTO bulk_accept_job_item (job_id, position, item_number, beverage_id, state, reason)
         SELECT $1, ord, n, coalesce(b, 0), CASE WHEN b IS NULL THEN 'skipped' ELSE 'pending' END,
                CASE WHEN b IS NULL THEN $4 END
           FROM unnest($2::varchar[], $3::int[]) WITH ORDINALITY AS x(n, b, ord)`,
        [job.id, wanted, wanted.map((n) => matches.get(n) ?? null), NO_EXACT_MATCH],
      );
      const skipped = wanted.filter((n) => !matches.has(n)).length;
      await em.query(`UPDATE bulk_accept_job SET done = $2, skipped = $2 WHERE id = $1`, [job.id, skipped]);
      return job.id;
    });
    this.worker.wake();
    return this.get(ctx, id);
  }

  /** One job's progress (super-admin). */
  async get(ctx: StoreContext, id: number): Promise<BulkAcceptJob> {
    superAdmin(ctx);
    // Beyond the id column's range (a 32-bit integer) no job exists.
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      throw new NotFoundException(`There is no bulk accept ${id}.`);
    const job = await this.db.bypass('super-admin', async (em) => {
      const [row]: JobRow[] = await em.query(`SELECT * FROM bulk_accept_job WHERE id = $1`, [id]);
      if (!row) return null;
      const skipped: Array<{ item_number: string; reason: string }> = await em.query(
        `SELECT item_number, reason FROM bulk_accept_job_item WHERE job_id = $1 AND state = 'skipped' ORDER BY position LIMIT 200`,
        [id],
      );
      return { row, skipped };
    });
    if (!job) throw new NotFoundException(`There is no bulk accept ${id}.`);
    return this.toApi(job.row, job.skipped);
  }

  /** The store's jobs still running, newest first, so the mapping screen shows one after a reload. */
  async running(ctx: StoreContext, webUrl: string): Promise<BulkAcceptJob[]> {
    superAdmin(ctx);
    const at = await this.pending.storeContext(ctx, webUrl);
    const rows: Array<{ id: number }> = await this.db.bypass('super-admin', (em) =>
      em.query(`SELECT id FROM bulk_accept_job WHERE store_id = $1 AND status = 'running' ORDER BY id DESC`, [
        at.store.id,
      ]),
    );
    return Promise.all(rows.map((r) => this.get(ctx, r.id)));
  }

  private async toApi(row: JobRow, skipped: Array<{ item_number: string; reason: string }>): Promise<BulkAcceptJob> {
    const store = await this.stores.byId(row.store_id);
    return {
      id: row.id,
      webUrl: store?.webUrl ?? '',
      status: row.status,
      total: row.total,
      done: row.done,
      accepted: row.accepted,
      skipped: row.skipped,
      skipped_Items: skipped.map((s) => ({ item_Number: s.item_number, reason: s.reason })),
      created_At: new Date(row.created_at).toISOString(),
      finished_At: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    };
  }
}

function superAdmin(ctx: StoreContext) {
  if (!ctx.user || ctx.role !== 'superadmin') throw new ForbiddenException('You do not have access to this resource.');
  return ctx.user;
}

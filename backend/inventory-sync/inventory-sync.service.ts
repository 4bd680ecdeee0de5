import {
  BadRequestException,
  HttpException,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { toDollars } from '../common/money/money';
import {
  ColumnMapping,
  mappingLines,
  mappingProblems,
  readRow,
  RowResult,
  suggestMapping,
  SYNC_FIELDS,
  SyncRow,
} from '../domain/csv-mapping';
import { parseSizeMl } from '../domain/size';
import { storeToday } from '../domain/store-time';
import { OrderLinesLookup } from '../inventory/admin-inventory-orders';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { parseCsv, rowRecord } from './inventory-sync-csv';
import { refreshCatalogueStatistics } from '../common/db/catalogue-statistics';
import { InventorySyncImport } from './inventory-sync-import.entity';
import { ItemUpdate, planSync, SyncItem, type SyncPlan } from './inventory-sync-plan';
import type {
  ImportReport,
  ImportSummary,
  SyncItemFields,
  SyncPreview,
  SyncProgress,
  UploadedImport,
} from '../domain/api/inventory-sync';

export type { SyncProgress };

/** Rows written per statement: big enough to be fast, small enough to report progress. */
const CHUNK = 2000;

const ITEM_SQL = `SELECT id, item_number AS "itemNumber", upc, item_description AS "itemDescription",
  pack_quantity AS "packQuantity", case_quantity AS "caseQuantity",
  unit_price_cents AS "unitPriceCents", pack_price_cents AS "packPriceCents", case_price_cents AS "casePriceCents",
  unit_sale_price_cents AS "unitSalePriceCents", pack_sale_price_cents AS "packSalePriceCents", case_sale_price_cents AS "caseSalePriceCents",
  to_char(date_sale_starts, 'YYYY-MM-DD') AS "dateSaleStarts", to_char(date_sale_ends, 'YYYY-MM-DD') AS "dateSaleEnds",
  available_to_sell AS "availableToSell", sales_tax_percent::float8 AS "salesTaxPercent"
  FROM inventory_item`;

/** The changed fields of one item as the audit trail shows them (dollars). */
function auditView(i: SyncItem): SyncItemFields {
  return {
    itemUnitPrice: toDollars(i.unitPriceCents),
    itemPackPrice: toDollars(i.packPriceCents),
    itemWarmCasePrice: toDollars(i.casePriceCents),
    itemUnitSalePrice: toDollars(i.unitSalePriceCents),
    packSalePrice: toDollars(i.packSalePriceCents),
    itemCaseSalePrice: toDollars(i.caseSalePriceCents),
    dateSaleStarts: i.dateSaleStarts,
    dateSaleEnds: i.dateSaleEnds,
    availableToSell: i.availableToSell,
    salesTax: i.salesTaxPercent,
  };
}

export function importReport(imp: InventorySyncImport, progress?: SyncProgress): ImportReport {
  return {
    id: imp.id,
    fileName: imp.fileName,
    source: imp.source,
    status: imp.status,
    headers: imp.headers,
    mapping: imp.mapping,
    rowCount: imp.rowCount,
    updated: imp.updatedCount,
    unchanged: imp.unchangedCount,
    queued: imp.queuedCount,
    rejectedCount: imp.rejectedCount,
    rejected: imp.rejections,
    error: imp.error,
    createdAt: imp.createdAt.toISOString(),
    appliedAt: imp.appliedAt?.toISOString() ?? null,
    progress: progress ?? null,
  };
}

/** A listed import leaves its rejected rows out (the report of one import has them). */
function summaryOf({ rejected: _rejected, ...summary }: ImportReport): ImportSummary {
  return summary;
}

/**
 * Inventory sync: a POS CSV (upload, map columns, preview, apply) or the bulk API.
 * Known item numbers update price and stock, new ones go to the review queue, every rejected row is
 * reported with its reason. Applying is one transaction: a failure writes nothing.
 */
@Injectable()
export class InventorySyncService {
  private readonly logger = new Logger(InventorySyncService.name);
  private readonly progress = new Map<number, SyncProgress>();

  constructor(
    private readonly db: StoreDb,
    private readonly audit: AuditService,
    private readonly orderLines: OrderLinesLookup,
  ) {}

  /** Step 1: keep the file, read its header, suggest a column mapping. */
  async upload(ctx: StoreContext, fileName: string, content: string): Promise<UploadedImport> {
    const csv = parseCsv(content);
    const mapping = suggestMapping(csv.headers);
    const imp = await this.db.run(ctx, (em) =>
      em.getRepository(InventorySyncImport).save({
        storeId: ctx.store.id,
        createdBy: ctx.user?.id ?? null,
        fileName: fileName.slice(0, 255),
        source: 'csv' as const,
        content,
        headers: csv.headers,
        mapping,
        rowCount: csv.rows.length,
        status: 'uploaded' as const,
      }),
    );
    return {
      ...importReport(imp),
      fields: SYNC_FIELDS.map(({ field, label }) => ({ field, label })),
      sample: csv.rows.slice(0, 5).map((r) => r.cells),
    };
  }

  async get(ctx: StoreContext, id: number): Promise<ImportReport> {
    const imp = await this.find(ctx, id);
    return importReport(imp, this.progress.get(id));
  }

  list(ctx: StoreContext): Promise<ImportSummary[]> {
    return this.db
      .run(ctx, (em) => this.db.select(ctx, em, InventorySyncImport, 'm').orderBy('m.id', 'DESC').take(20).getMany())
      .then((rows) => rows.map((r) => summaryOf(importReport(r))));
  }

  /** Step 2: what applying would do with this mapping (nothing is written but the mapping). */
  async preview(ctx: StoreContext, id: number, mapping: ColumnMapping): Promise<SyncPreview> {
    const plan = await this.db.run(ctx, async (em) => {
      const imp = await this.find(ctx, id, true);
      const results = this.readFile(imp, mapping);
      const planned = await this.plan(ctx, em, results);
      await em.getRepository(InventorySyncImport).update({ id }, { mapping });
      return planned;
    });
    return {
      id,
      columns: mappingLines(mapping),
      rowCount: plan.total,
      updated: plan.updates.length,
      unchanged: plan.unchanged,
      queued: plan.queue.length,
      rejectedCount: plan.rejections.length,
      rejected: plan.rejections,
      changes: plan.updates.slice(0, 50).map((u) => ({
        line: u.line,
        itemNumber: u.before.itemNumber,
        itemDescription: u.before.itemDescription,
        before: auditView(u.before),
        after: auditView(u.after),
      })),
      newItems: plan.queue.slice(0, 50).map((r) => ({
        line: r.line,
        itemNumber: r.itemNumber,
        itemDescription: r.itemDescription,
        price: r.priceCents === undefined ? null : toDollars(r.priceCents),
        quantityOnHand: r.quantityOnHand ?? null,
      })),
    };
  }

  /** Step 3: apply in one transaction. */
  async apply(ctx: StoreContext, id: number, mapping: ColumnMapping): Promise<ImportReport> {
    const imp = await this.find(ctx, id, true);
    if (imp.status === 'applied')
      throw new BadRequestException('This file was already applied. Upload it again to import it again.');
    const results = this.readFile(imp, mapping);
    const report = await this.run(ctx, imp, results, mapping);
    return report;
  }

  /** PUT /storeinventory/UpdateAllBeverage: the same rules for items sent as JSON. */
  async applyApiItems(ctx: StoreContext, records: Array<Record<string, string>>, mapping: ColumnMapping) {
    const imp = await this.db.run(ctx, (em) =>
      em.getRepository(InventorySyncImport).save({
        storeId: ctx.store.id,
        createdBy: ctx.user?.id ?? null,
        fileName: 'UpdateAllBeverage',
        source: 'api' as const,
        headers: Object.values(mapping) as string[],
        mapping,
        rowCount: records.length,
        status: 'uploaded' as const,
      }),
    );
    const results = records.map((r, i) => readRow(r, mapping, i + 1));
    return this.run(ctx, imp, results, mapping);
  }

  /** What the rows would do to the store's items today (nothing is written). */
  private async plan(ctx: StoreContext, em: EntityManager, results: RowResult[]): Promise<SyncPlan> {
    const items = await this.loadItems(em);
    return planSync(results, items, storeToday(ctx.store.timeZone), await this.orderLines.reservedUnits(ctx));
  }

  /** The audit trail (each item changed, and the import itself) and the import's outcome. */
  private async recordApplied(
    ctx: StoreContext,
    em: EntityManager,
    imp: InventorySyncImport,
    plan: SyncPlan,
    mapping: ColumnMapping,
  ): Promise<void> {
    const storeId = ctx.store.id;
    await this.audit.recordMany(
      ctx.user,
      plan.updates.map((u) => ({
        storeId,
        entity: 'inventory_item',
        entityId: u.before.id,
        action: `import:${imp.source}`,
        before: auditView(u.before),
        after: auditView(u.after),
      })),
      em,
    );
    const summary = {
      updatedCount: plan.updates.length,
      unchangedCount: plan.unchanged,
      queuedCount: plan.queue.length,
      rejectedCount: plan.rejections.length,
    };
    await this.audit.record(
      ctx.user,
      storeId,
      'inventory_import',
      imp.id,
      'import',
      null,
      { fileName: imp.fileName, source: imp.source, mapping, ...summary },
      em,
    );
    await em.getRepository(InventorySyncImport).update(
      { id: imp.id },
      {
        ...summary,
        rejections: plan.rejections,
        mapping,
        status: 'applied',
        content: null,
        appliedAt: new Date(),
        error: null,
      },
    );
  }

  private async run(ctx: StoreContext, imp: InventorySyncImport, results: RowResult[], mapping: ColumnMapping) {
    const progress: SyncProgress = { phase: 'reading', done: 0, total: results.length };
    this.progress.set(imp.id, progress);
    const storeId = ctx.store.id;
    try {
      const counts = await this.db.run(ctx, async (em) => {
        // One import per store at a time: a second one waits instead of interleaving its writes.
        await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`inventory-sync:${storeId}`]);
        const plan = await this.plan(ctx, em, results);
        progress.total = plan.updates.length + plan.queue.length;
        progress.phase = 'updating items';
        await this.writeUpdates(em, plan.updates, progress);
        progress.phase = 'queueing new items';
        await this.queueNewItems(em, storeId, plan.queue, imp.source, progress);
        progress.phase = 'writing audit trail';
        await this.recordApplied(ctx, em, imp, plan, mapping);
        return plan;
      });
      // New rows in the mapping queue: the planner's counts for the suggestion queries.
      await this.db
        .run(ctx, (em) => refreshCatalogueStatistics(em))
        .catch((err) => this.logger.warn({ err }, 'Could not refresh the planner statistics after an import'));
      progress.phase = 'done';
      progress.done = progress.total;
      return this.get(ctx, imp.id).then((r) => ({ ...r, rejected: counts.rejections }));
    } catch (e) {
      progress.phase = 'failed';
      const reason = (e as Error).message; // pg's message names the constraint; its detail (the row) stays in the log
      this.logger.warn({ importId: imp.id, err: e }, 'Inventory import failed; nothing was written');
      await this.db.run(ctx, (em) =>
        em
          .getRepository(InventorySyncImport)
          .update({ id: imp.id }, { status: 'failed', error: reason.slice(0, 2000) }),
      );
      if (e instanceof HttpException) throw e;
      throw new UnprocessableEntityException(`The import failed and nothing was changed: ${reason}`);
    } finally {
      setTimeout(() => this.progress.delete(imp.id), 60_000).unref();
    }
  }

  private async find(ctx: StoreContext, id: number, withContent = false): Promise<InventorySyncImport> {
    const imp = await this.db.run(ctx, (em) => {
      const qb = this.db.select(ctx, em, InventorySyncImport, 'm').andWhere('m.id = :id', { id });
      if (withContent) qb.addSelect('m.content');
      return qb.getOne();
    });
    if (!imp) throw new NotFoundException(`Import ${id} was not found.`);
    return imp;
  }

  private readFile(imp: InventorySyncImport, mapping: ColumnMapping): RowResult[] {
    if (imp.content == null)
      throw new BadRequestException('This file was already applied. Upload it again to import it again.');
    const csv = parseCsv(imp.content);
    const problems = mappingProblems(mapping, csv.headers);
    if (problems.length) throw new BadRequestException(problems.join(' '));
    return csv.rows.map(({ line, cells }) => {
      const record = rowRecord(csv.headers, cells);
      if (typeof record === 'string')
        return {
          ok: false as const,
          line,
          itemNumber: mapping.itemNumber ? (cells[csv.headers.indexOf(mapping.itemNumber)] ?? '') : '',
          reason: record,
        };
      return readRow(record, mapping, line);
    });
  }

  /** The store's items (row-level security limits the statement to the transaction's store). */
  private async loadItems(em: EntityManager): Promise<SyncItem[]> {
    return em.query(ITEM_SQL);
  }

  /** Row-level security limits the UPDATE to the transaction's store. */
  private async writeUpdates(em: EntityManager, updates: ItemUpdate[], progress: SyncProgress) {
    for (let i = 0; i < updates.length; i += CHUNK) {
      const chunk = updates.slice(i, i + CHUNK).map((u) => u.after);
      const col = <K extends keyof SyncItem>(k: K) => chunk.map((c) => c[k]);
      await em.query(
        `UPDATE inventory_item AS t SET
           unit_price_cents = v.up, pack_price_cents = v.pp, case_price_cents = v.cp,
           unit_sale_price_cents = v.us, pack_sale_price_cents = v.ps, case_sale_price_cents = v.cs,
           date_sale_starts = v.ds, date_sale_ends = v.de, available_to_sell = v.stock, sales_tax_percent = v.tax, updated_at = now()
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::date[], $9::date[], $10::int[], $11::numeric[])
           AS v(id, up, pp, cp, us, ps, cs, ds, de, stock, tax)
         WHERE t.id = v.id`,
        [
          col('id'),
          col('unitPriceCents'),
          col('packPriceCents'),
          col('casePriceCents'),
          col('unitSalePriceCents'),
          col('packSalePriceCents'),
          col('caseSalePriceCents'),
          col('dateSaleStarts'),
          col('dateSaleEnds'),
          col('availableToSell'),
          col('salesTaxPercent'),
        ],
      );
      progress.done += chunk.length;
    }
  }

  /** New item numbers join the review queue; a re-sync refreshes an entry still waiting. */
  private async queueNewItems(
    em: EntityManager,
    storeId: number,
    rows: SyncRow[],
    source: 'csv' | 'api',
    progress: SyncProgress,
  ) {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const col = <T>(f: (r: SyncRow) => T) => chunk.map(f);
      await em.query(
        `INSERT INTO pending_item (store_id, source, item_number, upc, gtin, item_name, size, size_ml, pack_quantity, case_quantity, unit_price_cents, available_to_sell, brand, main_category, vintage)
         SELECT $1, $2, * FROM unnest($3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::varchar[], $8::int[], $9::int[], $10::int[], $11::int[], $12::int[], $13::varchar[], $14::varchar[], $15::varchar[])
         ON CONFLICT (store_id, item_number) WHERE is_review_pending DO UPDATE SET
           upc = EXCLUDED.upc, gtin = EXCLUDED.gtin, item_name = EXCLUDED.item_name, size = EXCLUDED.size, size_ml = EXCLUDED.size_ml,
           pack_quantity = EXCLUDED.pack_quantity, case_quantity = EXCLUDED.case_quantity, unit_price_cents = EXCLUDED.unit_price_cents, available_to_sell = EXCLUDED.available_to_sell,
           brand = EXCLUDED.brand, main_category = EXCLUDED.main_category, vintage = EXCLUDED.vintage, source = EXCLUDED.source`,
        [
          storeId,
          source,
          col((r) => r.itemNumber),
          col((r) => r.upc),
          col((r) => r.gtin),
          col((r) => r.itemDescription ?? ''),
          col((r) => r.size ?? ''),
          col((r) => parseSizeMl(r.size ?? '')),
          col((r) => r.packQuantity ?? 1),
          col((r) => r.caseQuantity ?? 1),
          col((r) => r.priceCents ?? 0),
          col((r) => r.quantityOnHand ?? 0),
          col((r) => r.brand ?? ''),
          col((r) => r.category ?? ''),
          col((r) => r.vintage ?? ''),
        ],
      );
      progress.done += chunk.length;
    }
  }
}

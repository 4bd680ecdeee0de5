import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { ListQuery } from '../common/http/list-query';
import type {
  DeliveryZoneRecord,
  DepositRuleRecord,
  OpeningHoursRecord,
  SaleHoursRecord,
  ShippingRuleRecord,
} from '../domain/api/selling-rules';
import { toCents, toDollars } from '../domain/money';
import { categoryOf } from '../domain/quote/categories';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb, type StoreOwned } from '../tenants/store-db';
import {
  DeliveryZoneDto,
  DepositRuleDto,
  OpeningHoursDto,
  SaleHoursDto,
  ShippingRuleDto,
} from './dto/selling-rules.dto';
import { DeliveryZoneEntity } from './entities/delivery-zone.entity';
import { DepositRuleEntity } from './entities/deposit-rule.entity';
import { OpeningHoursEntity } from './entities/opening-hours.entity';
import { SaleHoursEntity } from './entities/sale-hours.entity';
import { ShippingRuleEntity } from './entities/shipping-rule.entity';
import { SellingRulesService } from './selling-rules.service';

type Row = StoreOwned & ObjectLiteral & { id: number };

/**
 * One kind of selling rule as a react-admin resource: its table, how a row reads, how a form
 * becomes column values (after checks across fields), and what must be unique in the store.
 */
interface RuleKind<E extends Row, R extends { id: number }, D> {
  entity: EntityTarget<E>;
  /** Audit trail entity name (the table). */
  table: string;
  what: string;
  view: (row: E) => R;
  columns: (dto: D) => Partial<E>;
  sorts: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** A row of the store that a new or changed row may not sit beside, with the reason. */
  duplicate?: (em: EntityManager, storeId: number, values: Partial<E>, id?: number) => Promise<string | null>;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

async function exists(em: EntityManager, sql: string, params: unknown[]): Promise<boolean> {
  return (await em.query(sql, params)).length > 0;
}

export const SHIPPING: RuleKind<ShippingRuleEntity, ShippingRuleRecord, ShippingRuleDto> = {
  entity: ShippingRuleEntity,
  table: 'store_shipping_rule',
  what: 'shipping rule',
  view: (r) => ({ id: r.id, category: r.category, anywhere: r.anywhere, states: [...r.states] }),
  columns: (d) => ({
    category: categoryOf(d.category)!,
    anywhere: d.anywhere,
    states: d.anywhere ? [] : [...new Set(d.states)].sort(),
  }),
  sorts: { id: 'r.id', category: 'r.category' },
  defaultSort: ['id', 'ASC'],
  duplicate: async (em, storeId, v, id) =>
    (await exists(em, 'SELECT 1 FROM store_shipping_rule WHERE store_id = $1 AND category = $2 AND id <> $3', [
      storeId,
      v.category,
      id ?? 0,
    ]))
      ? `There is already a shipping rule for ${v.category}: edit that one.`
      : null,
};

export const DEPOSITS: RuleKind<DepositRuleEntity, DepositRuleRecord, DepositRuleDto> = {
  entity: DepositRuleEntity,
  table: 'store_deposit_rule',
  what: 'deposit rule',
  view: (r) => ({
    id: r.id,
    category: r.category,
    minMl: r.minMl,
    maxMl: r.maxMl,
    amount: toDollars(r.centsPerContainer),
    taxable: r.taxable,
  }),
  columns: (d) => {
    if (d.maxMl !== null && d.maxMl < d.minMl)
      throw new BadRequestException('The largest size must be at least the smallest size.');
    return {
      category: categoryOf(d.category)!,
      minMl: d.minMl,
      maxMl: d.maxMl,
      centsPerContainer: toCents(d.amount),
      taxable: d.taxable,
    };
  },
  sorts: { id: 'r.id', category: 'r.category', minMl: 'r.min_ml', amount: 'r.cents_per_container' },
  defaultSort: ['category', 'ASC'],
  // Ranges of one category may not overlap: a container would have two deposits.
  duplicate: async (em, storeId, v, id) =>
    (await exists(
      em,
      `SELECT 1 FROM store_deposit_rule WHERE store_id = $1 AND category = $2 AND id <> $3
         AND min_ml <= COALESCE($5::int, 2147483647) AND COALESCE(max_ml, 2147483647) >= $4`,
      [storeId, v.category, id ?? 0, v.minMl, v.maxMl ?? null],
    ))
      ? `Another ${v.category} deposit already covers some of these sizes: change that one or pick sizes it does not cover.`
      : null,
};

export const ZONES: RuleKind<DeliveryZoneEntity, DeliveryZoneRecord, DeliveryZoneDto> = {
  entity: DeliveryZoneEntity,
  table: 'store_delivery_zone',
  what: 'delivery zone',
  view: (r) => ({
    id: r.id,
    name: r.name,
    zipCodes: [...r.zipCodes],
    fee: toDollars(r.feeCents),
    minimumOrder: toDollars(r.minimumCents),
    freeOver: r.freeOverCents === null ? null : toDollars(r.freeOverCents),
    slotCapacity: r.slotCapacity,
    slotMinutes: r.slotMinutes,
  }),
  columns: (d) => ({
    name: d.name,
    zipCodes: [...new Set(d.zipCodes)].sort(),
    feeCents: toCents(d.fee),
    minimumCents: toCents(d.minimumOrder),
    freeOverCents: d.freeOver === null ? null : toCents(d.freeOver),
    slotCapacity: d.slotCapacity,
    slotMinutes: d.slotMinutes,
  }),
  sorts: { id: 'r.id', name: 'r.name', fee: 'r.fee_cents' },
  defaultSort: ['id', 'ASC'],
};

export const OPENING_HOURS: RuleKind<OpeningHoursEntity, OpeningHoursRecord, OpeningHoursDto> = {
  entity: OpeningHoursEntity,
  table: 'store_opening_hours',
  what: 'opening hours',
  view: (r) => ({ id: r.id, weekday: r.weekday, opens: r.opens, closes: r.closes }),
  columns: (d) => {
    if (d.closes <= d.opens) throw new BadRequestException('The closing time must be after the opening time.');
    return { weekday: d.weekday, opens: d.opens, closes: d.closes };
  },
  sorts: { id: 'r.id', weekday: 'r.weekday' },
  defaultSort: ['weekday', 'ASC'],
  duplicate: async (em, storeId, v, id) =>
    (await exists(em, 'SELECT 1 FROM store_opening_hours WHERE store_id = $1 AND weekday = $2 AND id <> $3', [
      storeId,
      v.weekday,
      id ?? 0,
    ]))
      ? `${WEEKDAYS[v.weekday!]} already has opening hours: edit those.`
      : null,
};

export const SALE_HOURS: RuleKind<SaleHoursEntity, SaleHoursRecord, SaleHoursDto> = {
  entity: SaleHoursEntity,
  table: 'store_sale_hours',
  what: 'sale hours',
  view: (r) => ({ id: r.id, noSalesFrom: r.noSalesFrom, noSalesUntil: r.noSalesUntil }),
  columns: (d) => {
    if (d.noSalesFrom === d.noSalesUntil)
      throw new BadRequestException('No sales from and until must differ (delete the rule for no limit).');
    return { noSalesFrom: d.noSalesFrom, noSalesUntil: d.noSalesUntil };
  },
  sorts: { id: 'r.id' },
  defaultSort: ['id', 'ASC'],
  duplicate: async (em, storeId, _v, id) =>
    (await exists(em, 'SELECT 1 FROM store_sale_hours WHERE store_id = $1 AND id <> $2', [storeId, id ?? 0]))
      ? 'The store already has its sale hours: edit those.'
      : null,
};

/**
 * The store admin's selling rules: list, read, add, change and delete each kind, in the
 * caller's store only (StoreDb: another store's row is 404), every change audited in the same
 * transaction, and the quote's cached rules of this instance dropped so the next quote uses them.
 */
@Injectable()
export class AdminSellingRulesService {
  constructor(
    private readonly db: StoreDb,
    private readonly audit: AuditService,
    private readonly rules: SellingRulesService,
  ) {}

  async list<E extends Row, R extends { id: number }, D>(ctx: StoreContext, kind: RuleKind<E, R, D>, query: ListQuery) {
    const { rows, total, offset } = await this.db.list(
      ctx,
      (em) => em.getRepository(kind.entity).createQueryBuilder('r'),
      query,
      {
        sorts: kind.sorts,
        defaultSort: kind.defaultSort,
        tieBreak: 'r.id',
        filters: { id: (qb, v) => qb.andWhere('r.id IN (:...ids)', { ids: v as number[] }) },
      },
    );
    return { rows: rows.map(kind.view), total, offset };
  }

  async get<E extends Row, R extends { id: number }, D>(ctx: StoreContext, kind: RuleKind<E, R, D>, id: number) {
    return kind.view(await this.db.findInStoreOrThrow(ctx, kind.entity, id, `No such ${kind.what} in this store.`));
  }

  async create<E extends Row, R extends { id: number }, D>(ctx: StoreContext, kind: RuleKind<E, R, D>, dto: D) {
    const values = kind.columns(dto);
    const storeId = ctx.store.id;
    const saved = await this.db.run(ctx, async (em) => {
      await this.refuseDuplicate(em, kind, storeId, values);
      const repo = em.getRepository(kind.entity);
      const row = await repo.save(repo.create({ ...values, storeId } as E));
      const view = kind.view(row);
      await this.audit.record(ctx.user, storeId, kind.table, row.id, 'create', null, strip(view), em);
      return view;
    });
    this.rules.forget(storeId);
    return saved;
  }

  async update<E extends Row, R extends { id: number }, D extends { id?: number }>(
    ctx: StoreContext,
    kind: RuleKind<E, R, D>,
    id: number,
    dto: D,
  ) {
    if (dto.id !== undefined && dto.id !== id)
      throw new BadRequestException('The id in the body does not match the id in the path.');
    const values = kind.columns(dto);
    const storeId = ctx.store.id;
    const saved = await this.db.run(ctx, async (em) => {
      const row = await this.db.findInStoreOrThrow(
        ctx,
        kind.entity,
        id,
        `No such ${kind.what} in this store.`,
        'pessimistic_write',
      );
      await this.refuseDuplicate(em, kind, storeId, values, id);
      const before = kind.view(row);
      await em.getRepository(kind.entity).update({ id } as never, values as never);
      const after = kind.view({ ...row, ...values });
      await this.audit.record(ctx.user, storeId, kind.table, id, 'update', strip(before), strip(after), em);
      return after;
    });
    this.rules.forget(storeId);
    return saved;
  }

  async remove<E extends Row, R extends { id: number }, D>(ctx: StoreContext, kind: RuleKind<E, R, D>, id: number) {
    const storeId = ctx.store.id;
    const removed = await this.db.run(ctx, async (em) => {
      const row = await this.db.findInStoreOrThrow(
        ctx,
        kind.entity,
        id,
        `No such ${kind.what} in this store.`,
        'pessimistic_write',
      );
      const view = kind.view(row);
      await em.getRepository(kind.entity).delete({ id } as never);
      await this.audit.record(ctx.user, storeId, kind.table, id, 'delete', strip(view), null, em);
      return view;
    });
    this.rules.forget(storeId);
    return removed;
  }

  private async refuseDuplicate<E extends Row, R extends { id: number }, D>(
    em: EntityManager,
    kind: RuleKind<E, R, D>,
    storeId: number,
    values: Partial<E>,
    id?: number,
  ): Promise<void> {
    const reason = kind.duplicate ? await kind.duplicate(em, storeId, values, id) : null;
    if (reason) throw new ConflictException(reason);
  }
}

/** The audited fields: the record without its id (the entry names it). */
function strip<R extends { id: number }>(view: R): Record<string, unknown> {
  const { id: _id, ...rest } = view;
  return rest;
}

import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PoolClient, QueryResultRow } from 'pg';
import { DataSource, EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { APP_DB_ROLE, BYPASS_DB_ROLE, STORE_SETTING } from '../common/db/db-roles';
import { applyList, ListQuery, ListSpec, runList } from '../common/http/list-query';
import type { StoreContext } from './store-context';

/**
 * Every way of reading or writing store-owned rows across stores, with why. A bypass names one of
 * these (StoreDb.bypass), so each is found with one search and none is implicit.
 */
export const BYPASS_REASONS = {
  'super-admin': 'super-admin screens and calls that act on every store (stores, mapping queue, audit)',
  'catalogue-snapshot': "the storefront catalogue loader reads a store's items into memory for the storefront",
  'payment-reconciler': 'the hold reconciler voids card holds of every store that belong to no order',
  'payment-webhook':
    "the card processor's webhook events (refunds, cancellations, disputes) name a payment, not a store",
  'mail-worker': "the outbox worker sends every store's mail",
  'customer-records': "a customer's own orders and wishlist span the stores they bought from",
  'store-setup': 'creating a store writes its first rows before any request can act for it',
  'sign-in': 'sign-in and token checks read accounts before the caller, hence the store, is known',
  metrics: 'the monitoring gauges count mail, card holds and orders of every store',
} as const;
export type BypassReason = keyof typeof BYPASS_REASONS;

/** Cursor names, unique within the process (streamList). */
let cursors = 0;

/** How a transaction's statements are planned (StoreDb.run). */
export interface RunOptions {
  /**
   * Plan its statements once per connection (`plan_cache_mode = force_generic_plan`, local to the
   * transaction), for a hot path made of named prepared statements whose generic plans are as
   * good as their custom ones: PostgreSQL otherwise keeps re-planning a statement that takes an
   * array of ids (a custom plan costs it less than the generic one's estimate for an array of
   * unknown length), and planning costs more than running them. Ignored when `run` joins a
   * transaction already open.
   */
  genericPlans?: boolean;
}

type Scope =
  | { kind: 'store'; storeId: number; em: EntityManager; open: boolean }
  | { kind: 'bypass'; em: EntityManager; open: boolean };

/**
 * The driver's own connection of a transaction opened by `run` or `bypass` (e.g. for array rows in a
 * bulk read); it is in that transaction, with its role and store.
 */
export function driverConnection<C>(em: EntityManager): C {
  const connection = (em.queryRunner as unknown as { databaseConnection?: C } | undefined)?.databaseConnection;
  if (!connection) throw new Error('driverConnection needs the EntityManager of an open run or bypass.');
  return connection;
}

/** A statement the hot paths run on every request, by a name unique to its text. */
export interface PreparedStatement {
  name: string;
  text: string;
}

/**
 * Runs `statement` as a named prepared statement on the connection of `em`'s transaction (run or
 * bypass): PostgreSQL parses and plans it once per connection, not on every call (order placement
 * runs a handful of these per order). Rows and the count of rows changed, whatever the command. An
 * EntityManager without a transaction of its own runs it as a plain query.
 */
export async function preparedQuery<R>(
  em: EntityManager,
  statement: PreparedStatement,
  values: unknown[],
): Promise<{ rows: R[]; rowCount: number }> {
  const connection = (em.queryRunner as unknown as { databaseConnection?: PoolClient } | undefined)?.databaseConnection;
  if (connection) {
    const result = await connection.query<R & QueryResultRow>({ name: statement.name, text: statement.text, values });
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  }
  const runner = em.queryRunner ?? em.connection.createQueryRunner();
  try {
    const result = await runner.query(statement.text, values, true);
    return { rows: result.records as R[], rowCount: result.affected ?? 0 };
  } finally {
    if (!em.queryRunner) await runner.release();
  }
}

/** Entities owned by one store. */
export interface StoreOwned {
  storeId: number | null;
}

/**
 * The one door to store-owned rows. `run` opens a transaction scoped to the context's store: the
 * PostgreSQL role `shop_app` with `app.store_id` set for the transaction, so row-level security
 * hides every other store's rows even from a query that forgets its filter. `findInStoreOrThrow`
 * and `list` add the store filter themselves. `bypass` is the explicit, named way across stores.
 *
 * A call inside a `run` for the same store (or a `bypass` inside a `bypass`) joins the open
 * transaction, so services may call each other without passing an EntityManager around.
 */
@Injectable()
export class StoreDb {
  private readonly scope = new AsyncLocalStorage<Scope>();

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Runs `work` in a transaction that sees and writes only the context's store rows. */
  async run<T>(ctx: StoreContext, work: (em: EntityManager) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const storeId = ctx.store.id;
    const current = this.scope.getStore();
    if (current?.open && current.kind === 'store' && current.storeId === storeId) return work(current.em);
    return this.transaction({ kind: 'store', storeId, genericPlans: options.genericPlans === true }, work);
  }

  /** Runs `work` in a transaction that sees every store's rows, for one of the named reasons. */
  async bypass<T>(reason: BypassReason, work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (!(reason in BYPASS_REASONS)) throw new Error(`Unknown store bypass: ${reason}`);
    const current = this.scope.getStore();
    if (current?.open && current.kind === 'bypass') return work(current.em);
    return this.transaction({ kind: 'bypass' }, work);
  }

  /** The row of `entity` with this id in the context's store; 404 when it is absent or another store's. */
  findInStoreOrThrow<E extends StoreOwned & ObjectLiteral>(
    ctx: StoreContext,
    entity: EntityTarget<E>,
    id: E['id'],
    notFound = 'Not found.',
    lock?: 'pessimistic_write',
  ): Promise<E> {
    return this.run(ctx, async (em) => {
      const where = { id, storeId: ctx.store.id } as unknown as FindOptionsWhere<E>;
      const row = await em.findOne(entity, { where, ...(lock ? { lock: { mode: lock } } : {}) });
      if (!row) throw new NotFoundException(notFound);
      return row;
    });
  }

  /** The rows of `entity` in the context's store matching `where` (the store filter is added here). */
  findInStore<E extends StoreOwned & ObjectLiteral>(
    ctx: StoreContext,
    entity: EntityTarget<E>,
    where: FindOptionsWhere<E> = {},
    order?: { [K in keyof E]?: 'ASC' | 'DESC' },
  ): Promise<E[]> {
    return this.run(ctx, (em) =>
      em.find(entity, { where: { ...where, storeId: ctx.store.id } as FindOptionsWhere<E>, order: order as any }),
    );
  }

  /**
   * A query builder over `entity` already limited to the context's store (use inside `run`, with
   * its EntityManager): joins and conditions go on top of the store filter.
   */
  select<E extends StoreOwned & ObjectLiteral>(
    ctx: StoreContext,
    em: EntityManager,
    entity: EntityTarget<E>,
    alias: string,
  ): SelectQueryBuilder<E> {
    return em
      .getRepository(entity)
      .createQueryBuilder(alias)
      .where(`${alias}.storeId = :__scopeStoreId`, { __scopeStoreId: ctx.store.id });
  }

  /**
   * A react-admin list (common/http/list-query.ts runList) of one store's rows: `build` makes the
   * query (its main alias must be a store-owned entity); the store filter is added here.
   */
  list<T extends ObjectLiteral>(
    ctx: StoreContext,
    build: (em: EntityManager) => SelectQueryBuilder<T>,
    query: ListQuery,
    spec: ListSpec<T>,
  ): Promise<{ rows: T[]; total: number; offset: number }> {
    return this.run(ctx, (em) => {
      const qb = build(em);
      qb.andWhere(`${qb.alias}.storeId = :__scopeStoreId`, { __scopeStoreId: ctx.store.id });
      return runList(qb, query, spec);
    });
  }

  /**
   * Every row of a store list (its filters and sort, no page), for an export: the ids are read
   * through a server-side cursor, `batchSize` at a time, and `each` loads and writes one batch
   * (in list order, in the same transaction) before the next is read, so a 50,000-row list is
   * never held in memory. Answers how many rows there were.
   */
  streamList<T extends ObjectLiteral>(
    ctx: StoreContext,
    build: (em: EntityManager) => SelectQueryBuilder<T>,
    query: ListQuery,
    spec: ListSpec<T>,
    each: (ids: number[], em: EntityManager) => Promise<void>,
    batchSize = 500,
  ): Promise<number> {
    return this.run(ctx, async (em) => {
      const qb = build(em);
      qb.andWhere(`${qb.alias}.storeId = :__scopeStoreId`, { __scopeStoreId: ctx.store.id });
      applyList(qb, query, spec);
      qb.select(`${qb.alias}.id`, 'id');
      const [sql, params] = qb.getQueryAndParameters();
      const cursor = `list_stream_${++cursors}`;
      await em.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${sql}`, params);
      let count = 0;
      for (;;) {
        const rows: Array<{ id: number | string }> = await em.query(`FETCH ${Math.trunc(batchSize)} FROM ${cursor}`);
        if (!rows.length) break;
        count += rows.length;
        await each(
          rows.map((r) => Number(r.id)),
          em,
        );
      }
      await em.query(`CLOSE ${cursor}`);
      return count;
    });
  }

  /** A list across stores (super-admin), for a named reason. */
  listAcrossStores<T extends ObjectLiteral>(
    reason: BypassReason,
    build: (em: EntityManager) => SelectQueryBuilder<T>,
    query: ListQuery,
    spec: ListSpec<T>,
  ): Promise<{ rows: T[]; total: number; offset: number }> {
    return this.bypass(reason, (em) => runList(build(em), query, spec));
  }

  /** The role the pool's connections run as (the start-up check compares it with `shop_app`). */
  async poolRole(): Promise<string> {
    const rows: Array<{ role: string }> = await this.ds.query('SELECT current_user AS role');
    return rows[0].role;
  }

  /**
   * A transaction whose role and store are set by the statement that opens it: `BEGIN` and the
   * `set_config` calls go as one simple query (no parameters: the role is a constant and the store
   * id an integer), so a transaction costs one round trip more than its work (the COMMIT), not three.
   */
  private async transaction<T>(scope: TransactionScope, work: (em: EntityManager) => Promise<T>): Promise<T> {
    const qr = this.ds.createQueryRunner();
    const s: Scope =
      scope.kind === 'store'
        ? { kind: 'store', storeId: scope.storeId, em: qr.manager, open: true }
        : { kind: 'bypass', em: qr.manager, open: true };
    try {
      // What QueryRunner.startTransaction would note, so TypeORM commits, rolls back and nests
      // (savepoints) as in a transaction it opened itself.
      Object.assign(qr, { isTransactionActive: true, transactionDepth: 1 });
      await qr.query(`BEGIN; ${settingsOf(scope)}`);
      const result = await this.scope.run(s, () => work(qr.manager));
      await qr.commitTransaction();
      return result;
    } catch (e) {
      if (qr.isTransactionActive) await qr.rollbackTransaction().catch(() => undefined);
      throw e;
    } finally {
      s.open = false;
      await qr.release();
    }
  }
}

type TransactionScope = { kind: 'store'; storeId: number; genericPlans?: boolean } | { kind: 'bypass' };

/**
 * The statement that gives a transaction its role and, for a store, `app.store_id` (and the plan
 * cache mode when asked: RunOptions.genericPlans), all local to it.
 */
function settingsOf(scope: TransactionScope): string {
  if (scope.kind === 'bypass') return `SELECT set_config('role', '${BYPASS_DB_ROLE}', true)`;
  if (!Number.isSafeInteger(scope.storeId)) throw new Error(`Not a store id: ${String(scope.storeId)}`);
  const plans = scope.genericPlans ? `, set_config('plan_cache_mode', 'force_generic_plan', true)` : '';
  return `SELECT set_config('role', '${APP_DB_ROLE}', true), set_config('${STORE_SETTING}', '${scope.storeId}', true)${plans}`;
}

import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_DB_ROLE } from '../common/db/db-roles';
import { StartupError } from './embedded-leftover';
import { ORDER_CHILD_TABLES } from './migrations/1795440100000-StoreRowLevelSecurity';

/**
 * Tables with a store_id column that are not store-owned (no row-level security), each with why:
 * - app_user: an admin account names the store it works for, but accounts are read before any
 *   store is known (sign-in);
 * - mail_outbox: the worker's queue of every store's mail (and of account mails with no store),
 *   the store named only as a record of the sender; no store's request reads it.
 */
export const NOT_STORE_OWNED = ['app_user', 'mail_outbox'] as const;

/**
 * The reason the app must not serve, or null: its pool does not run as `shop_app` (row-level
 * security would not apply), or a store-owned table (one with a store_id column, or an order's
 * lines, addresses and history) has row-level security off.
 */
export async function storeIsolationProblem(ds: DataSource): Promise<string | null> {
  const [{ role }]: Array<{ role: string }> = await ds.query('SELECT current_user AS role');
  if (role !== APP_DB_ROLE)
    return `The database pool runs as '${role}', not '${APP_DB_ROLE}': row-level security would not separate the stores, so the shop does not start.`;
  const open: Array<{ name: string }> = await ds.query(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relrowsecurity
        AND (c.relname = ANY($2::text[])
             OR (EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'store_id' AND NOT a.attisdropped)
                 AND c.relname <> ALL($1::text[])))
      ORDER BY 1`,
    [NOT_STORE_OWNED, ORDER_CHILD_TABLES],
  );
  if (open.length)
    return `Row-level security is off on the store-owned table${open.length > 1 ? 's' : ''} ${open.map((t) => t.name).join(', ')}: run the migrations (npm run migrate), so the shop does not start.`;
  return null;
}

/** Refuses to serve (one clear line at start-up) when the stores are not walled off (see above). */
@Injectable()
export class StoreIsolationCheck implements OnApplicationBootstrap {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    const problem = await storeIsolationProblem(this.ds);
    if (problem) throw new StartupError(problem);
  }
}

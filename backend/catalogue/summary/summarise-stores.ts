/**
 * Writes the listing summary of every store that has no current one, outside the app: after a
 * deploy or a bulk import, so the first cold listings of the long tail of stores are answered by
 * PostgreSQL at once rather than after a summary is written for each (`npm run catalogue:summaries`,
 * the benchmark's platform runs). The same code as the app's background writer (ListingSummaries),
 * one store at a time, each in its own transaction as the explicit bypass role.
 */
import { Logger } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { BYPASS_DB_ROLE } from '../../common/db/db-roles';
import { storeToday } from '../../domain/store-time';
import type { ArrayQueryable } from '../array-queryable';
import { CatalogueRead, ListingSummaries } from './listing-summaries';

/** What the command needs of a pg Pool. */
interface Connections {
  connect(): Promise<PoolClient>;
}

/** `work` in one transaction taken as the bypass role (the command reads and writes every store). */
function bypassRead(pool: Connections): CatalogueRead {
  return async (work) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT set_config('role', '${BYPASS_DB_ROLE}', true)`);
      const result = await work(client as unknown as ArrayQueryable);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  };
}

/** Writes the missing or out-of-date summaries of these stores (all when none are given). */
export async function summariseStores(
  pool: Connections,
  opts: { storeIds?: number[]; progress?: (done: number, total: number) => void } = {},
): Promise<{ written: number; stores: number }> {
  const read = bypassRead(pool);
  const stores = await read(async (client) => {
    const { rows } = await client.query({
      text: `SELECT id, time_zone FROM store WHERE $1::int[] IS NULL OR id = ANY($1::int[]) ORDER BY id`,
      values: [opts.storeIds ?? null],
      rowMode: 'array',
    });
    return rows as [number, string][];
  });
  const summaries = new ListingSummaries(read, new Logger('Catalogue summaries'), 0);
  let done = 0;
  for (const [id, timeZone] of stores) {
    await summaries.summarise({ id, today: storeToday(timeZone) });
    opts.progress?.(++done, stores.length);
  }
  return { written: summaries.written, stores: stores.length };
}

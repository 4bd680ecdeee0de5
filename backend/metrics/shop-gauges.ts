import { Gauge, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { StoreDb } from '../tenants/store-db';

/** What the gauges read from the app itself at each scrape. */
export interface GaugeSources {
  db: StoreDb;
  ds: DataSource;
  /** The catalogue cache's counters since start and its size now. */
  catalogue: () => { requests: number; coldReads: number; bytes: number; maxBytes: number };
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const OUTBOX_SQL = `SELECT status, count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'failed') GROUP BY status`;
const HOLDS_SQL = `SELECT status, count(*)::int AS n FROM payment_transaction
  WHERE status IN ('authorizing', 'authorized', 'voided') GROUP BY status`;

/** A gauge set from a query at each scrape; its rows are (label value, count). */
function countsGauge(
  registry: Registry,
  name: string,
  help: string,
  label: string,
  read: () => Promise<Array<{ status: string; n: number }>>,
  values: string[],
) {
  return new Gauge({
    name,
    help,
    labelNames: [label],
    registers: [registry],
    async collect() {
      const rows = await read();
      for (const v of values) this.set({ [label]: v }, rows.find((r) => r.status === v)?.n ?? 0);
    },
  });
}

/**
 * Gauges read when Prometheus scrapes: the mail outbox (waiting and given up), card holds (open:
 * being authorized or authorized and not yet captured; voided), the catalogue cache (hit rate and
 * memory) and the database pool. The counts cover every store (the 'metrics' bypass).
 */
export function registerShopGauges(registry: Registry, sources: GaugeSources): void {
  const count = (sql: string) => () =>
    sources.db.bypass('metrics', (em) => em.query(sql) as Promise<Array<{ status: string; n: number }>>);
  countsGauge(
    registry,
    'shop_mail_outbox_messages',
    'Mail outbox messages waiting to be sent (pending) or given up (failed)',
    'status',
    count(OUTBOX_SQL),
    ['pending', 'failed'],
  );
  countsGauge(
    registry,
    'shop_card_holds',
    'Card payments by hold state: authorizing and authorized are open holds',
    'status',
    count(HOLDS_SQL),
    ['authorizing', 'authorized', 'voided'],
  );
  new Gauge({
    name: 'shop_catalogue_cache_hit_ratio',
    help: 'Share of catalogue requests answered from a store kept in memory since start',
    registers: [registry],
    collect() {
      const { requests, coldReads } = sources.catalogue();
      this.set(requests ? 1 - coldReads / requests : 0);
    },
  });
  new Gauge({
    name: 'shop_catalogue_cache_bytes',
    help: 'Catalogue cache memory in use (estimate) and its budget',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      const { bytes, maxBytes } = sources.catalogue();
      this.set({ kind: 'used' }, bytes);
      this.set({ kind: 'budget' }, maxBytes);
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = (sources.ds.driver as unknown as { master?: PgPool }).master;
      this.set({ state: 'total' }, pool?.totalCount ?? 0);
      this.set({ state: 'idle' }, pool?.idleCount ?? 0);
      this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
    },
  });
}

import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../common/auth/auth-user';

/** Who made a change: a signed-in user, or a system process (import job, worker) by name. */
export type AuditActor = Pick<AuthUser, 'id' | 'email'> | { id: null; email: string } | null | undefined;

type Fields = Record<string, unknown> | null | undefined;

export interface AuditRecord {
  storeId: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  before?: Fields;
  after?: Fields;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date)
    return String(a instanceof Date ? a.toISOString() : a) === String(b instanceof Date ? b.toISOString() : b);
  if (a && b && typeof a === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/**
 * Keeps only the fields that changed, so the trail reads 'price 19.99 -> 17.99'. With one side
 * missing (create, delete) the other side is kept whole.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!same(before[key], after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

/**
 * The audit trail every back-office change goes through. Pass the EntityManager of the
 * transaction making the change, so the entry exists if and only if the change commits.
 */
@Injectable()
export class AuditService {
  constructor(private readonly ds: DataSource) {}

  async record(
    actor: AuditActor,
    storeId: number | null,
    entity: string,
    entityId: string | number,
    action: string,
    before?: Fields,
    after?: Fields,
    em?: EntityManager,
  ): Promise<void> {
    await this.recordMany(actor, [{ storeId, entity, entityId, action, before, after }], em);
  }

  /** Several entries in one insert (bulk price/stock edits, imports). Unchanged updates are skipped. */
  async recordMany(actor: AuditActor, records: AuditRecord[], em?: EntityManager): Promise<number> {
    const rows = [];
    for (const r of records) {
      const diff = changedFields(r.before, r.after);
      if (r.before && r.after && Object.keys(diff.after ?? {}).length === 0) continue;
      rows.push({
        storeId: r.storeId,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? 'system',
        entity: r.entity,
        entityId: String(r.entityId),
        action: r.action,
        before: diff.before,
        after: diff.after,
      });
    }
    const manager = em ?? this.ds.manager;
    // One statement per 5,000 entries (arrays through unnest) keeps a 10,000-row import fast.
    for (let i = 0; i < rows.length; i += 5000) {
      const chunk = rows.slice(i, i + 5000);
      const col = <K extends keyof (typeof chunk)[number]>(k: K) => chunk.map((r) => r[k]);
      await manager.query(
        `INSERT INTO audit_entry (store_id, actor_id, actor_email, entity, entity_id, action, before, after)
         SELECT * FROM unnest($1::int[], $2::int[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::jsonb[], $8::jsonb[])`,
        [
          col('storeId'),
          col('actorId'),
          col('actorEmail'),
          col('entity'),
          col('entityId'),
          col('action'),
          chunk.map((r) => (r.before ? JSON.stringify(r.before) : null)),
          chunk.map((r) => (r.after ? JSON.stringify(r.after) : null)),
        ],
      );
    }
    return rows.length;
  }
}

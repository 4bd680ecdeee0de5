import { BadRequestException } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import { toRowId, type ListSpec } from '../common/http/list-query';
import { startOfLocalDay } from '../domain/store-time';
import type { AuditEntry } from './audit-entry.entity';

/** What a `storeId` filter of the super-admin's trail may name besides a store: the platform's own changes. */
export const PLATFORM = 'platform';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' from a filter, else a 400 naming the filter. */
function day(name: string, value: unknown): string {
  const text = String(value);
  const parsed = DAY.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(+parsed) || parsed.toISOString().slice(0, 10) !== text)
    throw new BadRequestException(`filter.${name} must be a date like 2026-11-23.`);
  return text;
}

/** A short word filter (entity, action): one value or a list of them, else a 400. */
function words(name: string, value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (!list.length || list.length > 50 || list.some((v) => typeof v !== 'string' || !v || v.length > 40))
    throw new BadRequestException(`filter.${name} must be a name or a list of names.`);
  return list as string[];
}

/**
 * The audit screen's list (react-admin resource `audit`): newest first; filtered by who (`actor`:
 * part of the e-mail, or `actorId`), what (`entity`, `entityId`, `action`) and when (`from`, `to`:
 * calendar days in `timeZone`, both included). `acrossStores` adds the super-admin's `storeId`
 * filter (a store id, or 'platform' for the changes that belong to no store).
 */
export function auditListSpec(timeZone: string, acrossStores: boolean): ListSpec<AuditEntry> {
  type Q = SelectQueryBuilder<AuditEntry>;
  const filters: Record<string, (q: Q, v: unknown) => void> = {
    entity: (q, v) => q.andWhere('a.entity IN (:...entities)', { entities: words('entity', v) }),
    entityId: (q, v) => {
      if ((typeof v !== 'string' && typeof v !== 'number') || String(v).length > 64)
        throw new BadRequestException('filter.entityId must be a record id.');
      q.andWhere('a.entity_id = :entityId', { entityId: String(v) });
    },
    action: (q, v) => q.andWhere('a.action IN (:...actions)', { actions: words('action', v) }),
    actor: (q, v) => {
      if (typeof v !== 'string' || v.length > 254) throw new BadRequestException('filter.actor must be text.');
      q.andWhere('a.actor_email ILIKE :actor', { actor: `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%` });
    },
    actorId: (q, v) => {
      const id = toRowId(v);
      if (id === undefined) throw new BadRequestException('filter.actorId must be an account id.');
      q.andWhere('a.actor_id = :actorId', { actorId: id });
    },
    from: (q, v) => q.andWhere('a.created_at >= :from', { from: startOfLocalDay(timeZone, day('from', v)) }),
    to: (q, v) => {
      const [y, m, d] = day('to', v).split('-').map(Number);
      const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
      q.andWhere('a.created_at < :to', { to: startOfLocalDay(timeZone, next) });
    },
    id: (q, v) => q.andWhere('a.id IN (:...ids)', { ids: v as number[] }),
  };
  if (acrossStores)
    filters.storeId = (q, v) => {
      if (v === PLATFORM) return void q.andWhere('a.store_id IS NULL');
      const id = toRowId(v);
      if (id === undefined) throw new BadRequestException(`filter.storeId must be a store id or '${PLATFORM}'.`);
      q.andWhere('a.store_id = :storeId', { storeId: id });
    };
  return {
    sorts: { id: 'a.id', createdAt: 'a.created_at' },
    defaultSort: ['id', 'DESC'],
    tieBreak: 'a.id',
    filters,
  };
}

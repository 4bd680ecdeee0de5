import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { EntityManager } from 'typeorm';
import { Roles } from '../common/auth/decorators';
import { ListQuery, setContentRange } from '../common/http/list-query';
import type { AuditEntryView, AuditFacets } from '../domain/api/audit';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { StoreDb } from '../tenants/store-db';
import { AuditEntry } from './audit-entry.entity';
import { auditListSpec } from './audit-list';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const AUDIT = obj({
  id: 'number',
  storeId: 'number|null',
  actorId: 'number|null',
  actorEmail: 'string',
  entity: 'string',
  entityId: 'string',
  action: 'string',
  before: 'object|null',
  after: 'object|null',
  createdAt: 'string',
});

const view = (r: AuditEntry): AuditEntryView => ({ ...r, id: Number(r.id), createdAt: r.createdAt.toISOString() });

/**
 * react-admin resource 'audit': a store admin reads their store's trail only
 * (StoreDb and row-level security; the platform's own changes have no store and stay hidden); a
 * super-admin reads every store's and the platform's, under the named 'super-admin' bypass.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly db: StoreDb) {}

  @Answers(list(AUDIT))
  @Get()
  @Roles('admin', 'superadmin')
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const build = (em: EntityManager) => em.getRepository(AuditEntry).createQueryBuilder('a');
    const { rows, total, offset } =
      ctx.role === 'superadmin'
        ? await this.db.listAcrossStores('super-admin', build, query, auditListSpec(ctx.store.timeZone, true))
        : await this.db.list(ctx, build, query, auditListSpec(ctx.store.timeZone, false));
    setContentRange(res, 'audit', offset, rows.length, total);
    return rows.map(view);
  }

  /** The kinds of row and of change the caller's trail holds (the screen's "what" filter choices). */
  @Answers(obj({ entities: 'array', actions: 'array' }))
  @Get('facets')
  @Roles('admin', 'superadmin')
  async facets(@Ctx() ctx: StoreContext): Promise<AuditFacets> {
    const read = async (em: EntityManager, column: 'entity' | 'action') => {
      const rows: Array<{ name: string }> =
        ctx.role === 'superadmin'
          ? await em.query(`SELECT DISTINCT ${column} AS name FROM audit_entry ORDER BY 1`)
          : await em.query(`SELECT DISTINCT ${column} AS name FROM audit_entry WHERE store_id = $1 ORDER BY 1`, [
              ctx.store.id,
            ]);
      return rows.map((r) => r.name);
    };
    const work = async (em: EntityManager) => ({
      entities: await read(em, 'entity'),
      actions: await read(em, 'action'),
    });
    return ctx.role === 'superadmin' ? this.db.bypass('super-admin', work) : this.db.run(ctx, work);
  }
}

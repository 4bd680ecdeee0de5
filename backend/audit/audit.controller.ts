import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../common/auth/decorators';
import { ListQuery, setContentRange } from '../common/http/list-query';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { StoreDb } from '../tenants/store-db';
import { AuditEntry } from './audit-entry.entity';
import type { AuditEntryView } from '../domain/api/audit';

/** react-admin resource 'audit': the store's trail, filtered to one row's history by the screens. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly db: StoreDb) {}

  @Get()
  @Roles('admin', 'superadmin')
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: Response) {
    const { rows, total, offset } = await this.db.list(
      ctx,
      (em) => em.getRepository(AuditEntry).createQueryBuilder('a'),
      query,
      {
        sorts: { id: 'a.id', createdAt: 'a.created_at' },
        defaultSort: ['id', 'DESC'],
        filters: {
          entity: (q, v) => q.andWhere('a.entity = :entity', { entity: String(v) }),
          entityId: (q, v) => q.andWhere('a.entity_id = :entityId', { entityId: String(v) }),
          action: (q, v) => q.andWhere('a.action = :action', { action: String(v) }),
        },
      },
    );
    setContentRange(res, 'audit', offset, rows.length, total);
    return rows.map((r): AuditEntryView => ({ ...r, id: Number(r.id), createdAt: r.createdAt.toISOString() }));
  }
}

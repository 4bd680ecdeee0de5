import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { ListQuery, runList, setContentRange } from '../common/http/list-query';
import { CurrentStore, staffStoreId } from '../tenants/current-store';
import type { Store } from '../tenants/store.entity';
import { AuditEntry } from './audit-entry.entity';

/** react-admin resource 'audit': the store's trail, filtered to one row's history by the screens. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly ds: DataSource) {}

  @Get()
  @Roles('admin', 'superadmin')
  async list(
    @CurrentUser() user: AuthUser,
    @CurrentStore() store: Store,
    @Query() query: ListQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    const qb = this.ds
      .getRepository(AuditEntry)
      .createQueryBuilder('a')
      .where('a.store_id = :storeId', { storeId: staffStoreId(user, store) });
    const { rows, total, offset } = await runList(qb, query, {
      sorts: { id: 'a.id', createdAt: 'a.created_at' },
      defaultSort: ['id', 'DESC'],
      filters: {
        entity: (q, v) => q.andWhere('a.entity = :entity', { entity: String(v) }),
        entityId: (q, v) => q.andWhere('a.entity_id = :entityId', { entityId: String(v) }),
        action: (q, v) => q.andWhere('a.action = :action', { action: String(v) }),
      },
    });
    setContentRange(res, 'audit', offset, rows.length, total);
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }
}

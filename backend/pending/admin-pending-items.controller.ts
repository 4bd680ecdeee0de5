import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../common/auth/decorators';
import { ListQuery, setContentRange } from '../common/http/list-query';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { PendingService } from './pending.service';
import { Answers, list } from '../common/http/openapi-answers';
import { BEVERAGE } from '../beverage/beverage-answer';

/**
 * react-admin resource 'pending-items' (ra-data-simple-rest): one store's review queue
 * (`filter={"webUrl":"northside"}`), a page at a time with the total, however long the queue.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/pending-items')
export class AdminPendingItemsController {
  constructor(private readonly pending: PendingService) {}

  @Answers(list(BEVERAGE), 404)
  @Get()
  @Roles('superadmin')
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.pending.page(ctx, query);
    setContentRange(res, 'pending-items', offset, rows.length, total);
    return rows;
  }
}

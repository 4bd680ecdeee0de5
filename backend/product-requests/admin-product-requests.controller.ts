import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../common/auth/decorators';
import { ListQuery, setContentRange } from '../common/http/list-query';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { AdminProductRequestsService } from './admin-product-requests.service';
import { ProductRequestDto } from './dto/admin-product-request.dto';

/** react-admin resource 'product-requests': the store's add/edit requests in the review queue. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/product-requests')
export class AdminProductRequestsController {
  constructor(private readonly requests: AdminProductRequestsService) {}

  @Get()
  @Roles('admin', 'superadmin')
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.requests.list(ctx, query);
    setContentRange(res, 'product-requests', offset, rows.length, total);
    return rows;
  }

  /** The choices the form offers (table configurator lists). */
  @Get('options')
  @Roles('admin', 'superadmin')
  options() {
    return this.requests.options();
  }

  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.requests.get(ctx, id);
  }

  /** 'Send Request for Add' (and the edit form's request). */
  @Post()
  @Roles('admin', 'superadmin')
  create(@Ctx() ctx: StoreContext, @Body() dto: ProductRequestDto) {
    return this.requests.create(ctx, dto);
  }
}

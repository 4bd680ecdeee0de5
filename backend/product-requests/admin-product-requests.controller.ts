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
import { Answers, list, obj, record } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const PRODUCT_REQUEST = obj({
  id: 'number',
  itemNumber: 'string',
  upc: 'string',
  name: 'string',
  size: 'string',
  packType: 'string',
  packQuantity: 'number',
  type: 'string',
  subType: 'string',
  brand: 'string',
  price: 'number|null',
  'quantity?': 'number',
});

/** react-admin resource 'product-requests': the store's add/edit requests in the review queue. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/product-requests')
export class AdminProductRequestsController {
  constructor(private readonly requests: AdminProductRequestsService) {}

  @Answers(list(PRODUCT_REQUEST))
  @Get()
  @Roles('admin', 'superadmin')
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.requests.list(ctx, query);
    setContentRange(res, 'product-requests', offset, rows.length, total);
    return rows;
  }

  /** The choices the form offers (table configurator lists). */
  @Answers(record(list('string')))
  @Get('options')
  @Roles('admin', 'superadmin')
  options() {
    return this.requests.options();
  }

  @Answers(PRODUCT_REQUEST)
  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.requests.get(ctx, id);
  }

  /** 'Send Request for Add' (and the edit form's request). */
  @Answers(PRODUCT_REQUEST)
  @Post()
  @Roles('admin', 'superadmin')
  create(@Ctx() ctx: StoreContext, @Body() dto: ProductRequestDto) {
    return this.requests.create(ctx, dto);
  }
}

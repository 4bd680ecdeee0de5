import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../common/auth/decorators';
import { ListQuery, setContentRange } from '../common/http/list-query';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { AdminInventoryService } from './admin-inventory.service';
import { BulkUpdateInventoryDto, UpdateInventoryItemDto } from './dto/admin-inventory.dto';
import { Answers, CSV, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const INVENTORY = obj({
  id: 'number',
  itemNumber: 'string',
  upc: 'string',
  'itemDescription?': 'string',
  itemVintage: 'string',
  sizeDescriptionWeight: 'string',
  packType: 'string',
  packQuantity: 'number',
  caseQuantity: 'number',
  brand: 'string',
  typeOfGrape: 'string',
  countryOfOrigin: 'string',
});

/** react-admin resource 'inventory': the caller's store items (spec 2.15 Store inventory list). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/inventory')
export class AdminInventoryController {
  constructor(private readonly inventory: AdminInventoryService) {}

  @Answers(list(INVENTORY))
  @Get()
  @Roles('admin', 'superadmin')
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.inventory.list(ctx, query);
    setContentRange(res, 'inventory', offset, rows.length, total);
    return rows;
  }

  /** The list as it is filtered, searched and sorted (every page) as a CSV download, streamed. */
  @Answers(CSV)
  @Get('export.csv')
  @Roles('admin', 'superadmin')
  @ApiProduces('text/csv')
  async exportCsv(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res() res: FastifyReply): Promise<void> {
    await this.inventory.exportCsv(ctx, query, res);
  }

  @Answers(obj({ updated: 'number' }))
  @Post('bulk-update')
  @HttpCode(200)
  @Roles('admin', 'superadmin')
  bulkUpdate(@Ctx() ctx: StoreContext, @Body() dto: BulkUpdateInventoryDto) {
    return this.inventory.bulkUpdate(ctx, dto);
  }

  @Answers(INVENTORY)
  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.inventory.get(ctx, id);
  }

  @Answers(INVENTORY)
  @Put(':id')
  @Roles('admin', 'superadmin')
  update(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: UpdateInventoryItemDto) {
    return this.inventory.update(ctx, id, dto);
  }

  @Answers(INVENTORY)
  @Delete(':id')
  @Roles('admin', 'superadmin')
  remove(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.inventory.remove(ctx, id);
  }
}

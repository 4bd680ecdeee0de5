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

/** react-admin resource 'inventory': the caller's store items (spec 2.15 Store inventory list). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/inventory')
export class AdminInventoryController {
  constructor(private readonly inventory: AdminInventoryService) {}

  @Get()
  @Roles('admin', 'superadmin')
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.inventory.list(ctx, query);
    setContentRange(res, 'inventory', offset, rows.length, total);
    return rows;
  }

  /** The list as it is filtered, searched and sorted (every page) as a CSV download, streamed. */
  @Get('export.csv')
  @Roles('admin', 'superadmin')
  @ApiProduces('text/csv')
  async exportCsv(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res() res: FastifyReply): Promise<void> {
    await this.inventory.exportCsv(ctx, query, res);
  }

  @Post('bulk-update')
  @HttpCode(200)
  @Roles('admin', 'superadmin')
  bulkUpdate(@Ctx() ctx: StoreContext, @Body() dto: BulkUpdateInventoryDto) {
    return this.inventory.bulkUpdate(ctx, dto);
  }

  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.inventory.get(ctx, id);
  }

  @Put(':id')
  @Roles('admin', 'superadmin')
  update(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: UpdateInventoryItemDto) {
    return this.inventory.update(ctx, id, dto);
  }

  @Delete(':id')
  @Roles('admin', 'superadmin')
  remove(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.inventory.remove(ctx, id);
  }
}

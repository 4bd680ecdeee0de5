import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { ListQuery, setContentRange } from '../common/http/list-query';
import { CurrentStore, staffStoreId } from '../tenants/current-store';
import type { Store } from '../tenants/store.entity';
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
  async list(
    @CurrentUser() user: AuthUser,
    @CurrentStore() store: Store,
    @Query() query: ListQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { rows, total, offset } = await this.inventory.list(staffStoreId(user, store), query);
    setContentRange(res, 'inventory', offset, rows.length, total);
    return rows;
  }

  @Post('bulk-update')
  @HttpCode(200)
  @Roles('admin', 'superadmin')
  bulkUpdate(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Body() dto: BulkUpdateInventoryDto) {
    return this.inventory.bulkUpdate(user, staffStoreId(user, store), dto);
  }

  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Param('id', AdminIdPipe) id: number) {
    return this.inventory.get(staffStoreId(user, store), id);
  }

  @Put(':id')
  @Roles('admin', 'superadmin')
  update(
    @CurrentUser() user: AuthUser,
    @CurrentStore() store: Store,
    @Param('id', AdminIdPipe) id: number,
    @Body() dto: UpdateInventoryItemDto,
  ) {
    return this.inventory.update(user, staffStoreId(user, store), id, dto);
  }

  @Delete(':id')
  @Roles('admin', 'superadmin')
  remove(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Param('id', AdminIdPipe) id: number) {
    return this.inventory.remove(user, staffStoreId(user, store), id);
  }
}

import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { ListQuery, setContentRange } from '../common/http/list-query';
import { CurrentStore, staffStoreId } from '../tenants/current-store';
import type { Store } from '../tenants/store.entity';
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
  async list(
    @CurrentUser() user: AuthUser,
    @CurrentStore() store: Store,
    @Query() query: ListQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { rows, total, offset } = await this.requests.list(staffStoreId(user, store), query);
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
  get(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Param('id', AdminIdPipe) id: number) {
    return this.requests.get(staffStoreId(user, store), id);
  }

  /** 'Send Request for Add' (and the edit form's request). */
  @Post()
  @Roles('admin', 'superadmin')
  create(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Body() dto: ProductRequestDto) {
    return this.requests.create(user, staffStoreId(user, store), dto);
  }
}

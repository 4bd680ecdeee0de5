import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { CurrentStore, staffStoreId } from '../tenants/current-store';
import type { Store } from '../tenants/store.entity';
import { DashboardService } from './dashboard.service';

/** The store dashboard's aggregates (spec 2.15 Dashboard), for the month picked (YYYY-MM). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('summary')
  @Roles('admin', 'superadmin')
  @ApiQuery({ name: 'month', required: false, example: '2025-06' })
  summary(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Query('month') month?: string) {
    return this.dashboard.summary(staffStoreId(user, store), month);
  }

  @Get('sales-by-day')
  @Roles('admin', 'superadmin')
  @ApiQuery({ name: 'month', required: false, example: '2025-06' })
  salesByDay(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Query('month') month?: string) {
    return this.dashboard.salesByDay(staffStoreId(user, store), month);
  }

  @Get('sales-by-category')
  @Roles('admin', 'superadmin')
  @ApiQuery({ name: 'month', required: false, example: '2025-06' })
  salesByCategory(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Query('month') month?: string) {
    return this.dashboard.salesByCategory(staffStoreId(user, store), month);
  }

  @Get('inventory-by-category')
  @Roles('admin', 'superadmin')
  inventoryByCategory(@CurrentUser() user: AuthUser, @CurrentStore() store: Store) {
    return this.dashboard.inventoryByCategory(staffStoreId(user, store));
  }
}

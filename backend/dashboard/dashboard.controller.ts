import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { DashboardService } from './dashboard.service';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const SUMMARY = obj({
  month: 'string',
  totalOrders: 'number',
  pendingOrders: 'number',
  inProgressOrders: 'number',
  dispatchOrders: 'number',
  figures: 'object',
  previous: 'object',
});

/** The store dashboard's aggregates (spec 2.15 Dashboard), for the month picked (YYYY-MM). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Answers(SUMMARY)
  @Get('summary')
  @Roles('admin', 'superadmin')
  @ApiQuery({ name: 'month', required: false, example: '2025-06' })
  summary(@Ctx() ctx: StoreContext, @Query('month') month?: string) {
    return this.dashboard.summary(ctx, month);
  }

  @Answers(list(obj({ day: 'string', sales: 'number', orders: 'number' })))
  @Get('sales-by-day')
  @Roles('admin', 'superadmin')
  @ApiQuery({ name: 'month', required: false, example: '2025-06' })
  salesByDay(@Ctx() ctx: StoreContext, @Query('month') month?: string) {
    return this.dashboard.salesByDay(ctx, month);
  }

  @Answers(list(obj({ category: 'string', sales: 'number', units: 'number' })))
  @Get('sales-by-category')
  @Roles('admin', 'superadmin')
  @ApiQuery({ name: 'month', required: false, example: '2025-06' })
  salesByCategory(@Ctx() ctx: StoreContext, @Query('month') month?: string) {
    return this.dashboard.salesByCategory(ctx, month);
  }

  /** Items at or below the store's low-stock threshold (the count and the lowest few). */
  @Answers(obj({ threshold: 'number|null', count: 'number', items: 'array' }))
  @Get('low-stock')
  @Roles('admin', 'superadmin')
  lowStock(@Ctx() ctx: StoreContext) {
    return this.dashboard.lowStock(ctx);
  }

  @Answers(list(obj({ category: 'string', units: 'number', items: 'number' })))
  @Get('inventory-by-category')
  @Roles('admin', 'superadmin')
  inventoryByCategory(@Ctx() ctx: StoreContext) {
    return this.dashboard.inventoryByCategory(ctx);
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { OrderCountQueryDto } from './dto/update-order.dto';
import { OrdersQueryService } from './orders-query.service';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** Spec 7 store-inventory order counts, for the store's dashboard (staff only, own store). */
@ApiTags('storeinventory')
@ApiBearerAuth()
@Controller('storeinventory')
export class OrderStatsController {
  constructor(private readonly query: OrdersQueryService) {}

  /** [{date 'YYYY-MM-DD', count, totalAmount}] per day of ?month=YYYY-MM, default the last 30 days. */
  @Roles('admin', 'superadmin')
  @Answers(list(obj({ date: 'string', count: 'number', 'totalAmount?': 'number' })))
  @Get('OrderCountByDate')
  byDate(@Ctx() ctx: StoreContext, @Query() q: OrderCountQueryDto) {
    return this.query.countByDate(ctx, q.month);
  }

  /** [{status, count}] for every order status, all time or for ?month=YYYY-MM. */
  @Roles('admin', 'superadmin')
  @Answers(list(obj({ status: 'string', count: 'number' })))
  @Get('OrderCountByStatus')
  byStatus(@Ctx() ctx: StoreContext, @Query() q: OrderCountQueryDto) {
    return this.query.countByStatus(ctx, q.month);
  }
}

import { Module } from '@nestjs/common';
import { AdminOrderListService } from './admin-order-list.service';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { OrdersModule } from './orders.module';
import { OrderEditsController } from './edits/order-edits.controller';

/** The store admin's order desk and order detail, on top of the orders feature's workflow. */
@Module({
  imports: [OrdersModule],
  controllers: [AdminOrdersController, OrderEditsController],
  providers: [AdminOrdersService, AdminOrderListService],
  exports: [AdminOrdersService],
})
export class AdminOrdersModule {}

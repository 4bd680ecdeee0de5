import { Module } from '@nestjs/common';
import { AdminOrdersModule } from '../admin-orders.module';
import { OrdersModule } from '../orders.module';
import { RefundsController } from './refunds.controller';
import { RefundsService } from './refunds.service';

/** Refunds after capture: the back office's Refund action on an order. */
@Module({
  imports: [OrdersModule, AdminOrdersModule],
  controllers: [RefundsController],
  providers: [RefundsService],
})
export class RefundsModule {}

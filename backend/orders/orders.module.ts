import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { PaymentModule } from '../payment/payment.module';
import { StripeCheckoutController } from './stripe-checkout.controller';
import { PromotionsModule } from '../promotions/promotions.module';
import { SellingRulesModule } from '../selling-rules/selling-rules.module';
import { ShippingModule } from '../shipping/shipping.module';
import { OrderAddress } from './entities/order-address.entity';
import { OrderIdempotencyKey } from './entities/order-idempotency-key.entity';
import { OrderItem } from './entities/order-item.entity';
import { OrderNote } from './entities/order-note.entity';
import { OrderRefund } from './entities/order-refund.entity';
import { OrderStatusHistory } from './entities/order-status-history.entity';
import { Order } from './entities/order.entity';
import { IdempotencyService } from './idempotency.service';
import { OrderConfirmationService } from './order-confirmation.service';
import { OrderPlacementService } from './order-placement.service';
import { OrderStatsController } from './order-stats.controller';
import { OrderWriter } from './order-writer';
import { OrdersController } from './orders.controller';
import { OrdersQueryService } from './orders-query.service';
import { OrdersWorkflowService } from './orders-workflow.service';
import { CartQuoteController } from './quote/cart-quote.controller';
import { QuoteService } from './quote/quote.service';
import { OrderEditService } from './edits/order-edit.service';

/**
 * Checkout and orders. Exports the workflow and query services for the back office's order desk.
 * Registered before the store-inventory module so /storeinventory/OrderCountBy* win over /:id.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Order,
      OrderItem,
      OrderAddress,
      OrderStatusHistory,
      OrderIdempotencyKey,
      OrderNote,
      OrderRefund,
    ]),
    CatalogueModule,
    PaymentModule,
    ShippingModule,
    SellingRulesModule,
    PromotionsModule,
  ],
  controllers: [OrdersController, OrderStatsController, CartQuoteController, StripeCheckoutController],
  providers: [
    OrderPlacementService,
    OrdersQueryService,
    OrdersWorkflowService,
    OrderConfirmationService,
    IdempotencyService,
    OrderWriter,
    QuoteService,
    OrderEditService,
  ],
  exports: [OrdersWorkflowService, OrdersQueryService, OrderEditService, PaymentModule, ShippingModule],
})
export class OrdersModule {}

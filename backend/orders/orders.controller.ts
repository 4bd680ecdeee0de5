import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpException,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { validationPipe } from '../common/http/validation';
import { Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { PlaceOrderDto } from './dto/place-order.dto';
import { plainPlaceOrder } from './dto/place-order-request';
import {
  AddItemsToOrderDto,
  OrderListQueryDto,
  SendOrderMailDto,
  TrackingQueryDto,
  UpdateOrderItemStatusDto,
  UpdateOrderStatusDto,
} from './dto/update-order.dto';
import { OrderConfirmationService } from './order-confirmation.service';
import { OrderPlacementService } from './order-placement.service';
import { scopeFor } from './order-scope';
import { OrdersQueryService } from './orders-query.service';
import { OrdersWorkflowService } from './orders-workflow.service';
import { parseIdempotencyKey } from './idempotency-key';
import { Answers, list, obj } from '../common/http/openapi-answers';
import { ORDER } from './order-answer';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const TRACKED_ITEM = obj({
  orderItemId: 'number|null',
  orderId: 'number',
  itemId: 'string',
  'productName?': 'string',
  'quantity?': 'number',
  itemStatus: 'string',
  trackingNumber: 'string|null',
  estimatedDelivery: 'string|null',
  orderStatus: 'string',
  orderType: 'string',
  orderDate: 'string',
  imageUrl: 'string|null',
});
const ORDER_WITH_ITEMS = obj({
  orderId: 'number',
  orderDate: 'string',
  status: 'string',
  orderType: 'string',
  transactionStatus: 'string',
  orderItems: 'array',
  'subTotal?': 'number',
  'totalAmount?': 'number',
  'salesTax?': 'number',
  'shippingCost?': 'number',
  customerName: 'string',
  'emailAddress?': 'string',
});
const LISTED_ORDER = obj({
  orderId: 'number',
  orderDate: 'string',
  'totalAmount?': 'number',
  status: 'string',
  orderType: 'string',
  refundedAmount: 'number',
  deposit: 'number',
  'discount?': 'number',
  orderDiscount: 'number',
  'shippingCost?': 'number',
  deliveryWindow: 'object|null',
  pickupReadyAt: 'string|null',
});

/** Spec 7 "Orders under {api}/orders". Customers see their own orders; staff their store's. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  /** The app's validation, run here on an order body that is not plainly valid (see place-order-request.ts). */
  private readonly validation = validationPipe();

  constructor(
    private readonly placement: OrderPlacementService,
    private readonly query: OrdersQueryService,
    private readonly workflow: OrdersWorkflowService,
    private readonly confirmation: OrderConfirmationService,
  ) {}

  /** Places an order: 201 {status: true, data: {orderId, ...}}. A retry with the same Idempotency-Key gets the first answer. */
  @Roles('customer')
  @Answers(obj({ status: 'boolean', message: 'string', data: 'object' }), 402, 422)
  @Post()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Any unique string per order attempt (8-100 characters).',
  })
  @ApiBody({ type: PlaceOrderDto })
  async place(
    @Ctx() ctx: StoreContext,
    // Not typed as the DTO, so the global pipe only applies the text rule: see `order`.
    @Body() body: unknown,
    @Headers('idempotency-key') key: string | undefined,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const dto = await this.order(body);
    const client = { ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null };
    const result = await this.placement.place(ctx, dto, parseIdempotencyKey(key), client);
    if (result.replayed) res.header('Idempotent-Replayed', 'true');
    if (result.status >= 400) throw new HttpException(result.body as object, result.status);
    res.status(result.status);
    return result.body;
  }

  /** The body as PlaceOrderDto validates it: read directly when plainly valid, else by the DTO (400 with its messages). */
  private async order(body: unknown): Promise<PlaceOrderDto> {
    return (
      plainPlaceOrder(body) ??
      ((await this.validation.transform(body, { type: 'body', metatype: PlaceOrderDto })) as PlaceOrderDto)
    );
  }

  /** Spec 7: {toEmail, emailType 'Order Confirmation', orderId}: queues the confirmation (not twice in a row). */
  @Roles('customer', 'admin', 'superadmin')
  @Answers(obj({ status: 'boolean', queued: 'boolean', message: 'string' }), 404)
  @Post('send')
  @HttpCode(200)
  send(@Ctx() ctx: StoreContext, @Body() dto: SendOrderMailDto) {
    return this.confirmation.send(scopeFor(ctx), dto.orderId, dto.toEmail);
  }

  @Roles('customer', 'admin', 'superadmin')
  @Answers(list(TRACKED_ITEM))
  @Get('GetOrderItemWithTracking')
  tracking(@Ctx() ctx: StoreContext, @Query() q: TrackingQueryDto) {
    return this.query.itemsWithTracking(scopeFor(ctx), q.orderId);
  }

  /** Spec 3 Order (admin list): staff get their store's orders, a customer their own. */
  @Roles('customer', 'admin', 'superadmin')
  @Answers(list(ORDER_WITH_ITEMS))
  @Get('GetOrdersWithDetails')
  withDetails(@Ctx() ctx: StoreContext, @Query() q: OrderListQueryDto) {
    return this.query.withDetails(scopeFor(ctx), q);
  }

  /** Spec 3 Listed order (order history); filters ?status=Received|Processing|Complete&date=last-30-days|last-3-months|2025. */
  @Roles('customer', 'admin', 'superadmin')
  @Answers(list(LISTED_ORDER))
  @Get('GetOrdersByCustomerId/:id')
  byCustomer(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Query() q: OrderListQueryDto) {
    return this.query.byCustomer(scopeFor(ctx), id, q);
  }

  @Roles('customer', 'admin', 'superadmin')
  @Answers(ORDER)
  @Get('GetOrderById/:id')
  byId(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.query.detail(scopeFor(ctx), id);
  }

  /** Spec 7 {orderId, orderItemId (0), status}: staff move the order along the workflow; a customer may cancel a Received order. */
  @Roles('customer', 'admin', 'superadmin')
  @Answers(ORDER, 404, 422)
  @Put('UpdateOrderStatus')
  updateStatus(@Ctx() ctx: StoreContext, @Body() dto: UpdateOrderStatusDto) {
    const scope = scopeFor(ctx);
    if (dto.orderItemId)
      return this.workflow.updateItem(scope, dto.orderId, dto.orderItemId, { status: dto.status, note: dto.note });
    return this.workflow.transition(scope, dto.orderId, dto.status, { note: dto.note, idCheck: dto.idCheck });
  }

  @Roles('admin', 'superadmin')
  @Answers(ORDER, 404)
  @Put('UpdateOrderItemStatus')
  updateItemStatus(@Ctx() ctx: StoreContext, @Body() dto: UpdateOrderItemStatusDto) {
    const { orderId, orderItemId, quantity, substituteItemId, ...change } = dto;
    if (quantity !== undefined || substituteItemId !== undefined) {
      if (change.status !== undefined || change.trackingNumber !== undefined || change.estimatedDelivery !== undefined)
        throw new BadRequestException('Send a quantity or substituteItemId without status or tracking details.');
      return this.workflow.editItem(scopeFor(ctx), orderId, orderItemId, {
        quantity,
        substituteItemId,
        note: change.note,
      });
    }
    return this.workflow.updateItem(scopeFor(ctx), orderId, orderItemId, change);
  }

  @Roles('customer', 'admin', 'superadmin')
  @Answers(ORDER, 404)
  @Put('AddItemsToOrder')
  addItems(@Ctx() ctx: StoreContext, @Body() dto: AddItemsToOrderDto) {
    return this.workflow.addItems(scopeFor(ctx), dto.orderId, dto.orderItems);
  }
}

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
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { PlaceOrderDto } from './dto/place-order.dto';
import {
  AddItemsToOrderDto,
  OrderListQueryDto,
  SendOrderMailDto,
  UpdateOrderItemStatusDto,
  UpdateOrderStatusDto,
} from './dto/update-order.dto';
import { OrderConfirmationService } from './order-confirmation.service';
import { OrderPlacementService } from './order-placement.service';
import { scopeFor } from './order-scope';
import { OrdersQueryService } from './orders-query.service';
import { OrdersWorkflowService } from './orders-workflow.service';
import { parseIdempotencyKey } from './idempotency-key';

/** Spec 7 "Orders under {api}/orders". Customers see their own orders; staff their store's. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly placement: OrderPlacementService,
    private readonly query: OrdersQueryService,
    private readonly workflow: OrdersWorkflowService,
    private readonly confirmation: OrderConfirmationService,
  ) {}

  /** Places an order: 201 {status: true, data: {orderId, ...}}. A retry with the same Idempotency-Key gets the first answer. */
  @Roles('customer')
  @Post()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Any unique string per order attempt (8-100 characters).',
  })
  async place(
    @Ctx() ctx: StoreContext,
    @Body() dto: PlaceOrderDto,
    @Headers('idempotency-key') key: string | undefined,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const client = { ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null };
    const result = await this.placement.place(ctx, dto, parseIdempotencyKey(key), client);
    if (result.replayed) res.header('Idempotent-Replayed', 'true');
    if (result.status >= 400) throw new HttpException(result.body as object, result.status);
    res.status(result.status);
    return result.body;
  }

  /** Spec 7: {toEmail, emailType 'Order Confirmation', orderId}: queues the confirmation (not twice in a row). */
  @Roles('customer', 'admin', 'superadmin')
  @Post('send')
  @HttpCode(200)
  send(@Ctx() ctx: StoreContext, @Body() dto: SendOrderMailDto) {
    return this.confirmation.send(scopeFor(ctx), dto.orderId, dto.toEmail);
  }

  @Roles('customer', 'admin', 'superadmin')
  @Get('GetOrderItemWithTracking')
  tracking(@Ctx() ctx: StoreContext, @Query('orderId') orderId?: string) {
    const id = orderId && /^\d{1,9}$/.test(orderId) ? Number(orderId) : undefined;
    return this.query.itemsWithTracking(scopeFor(ctx), id);
  }

  /** Spec 3 Order (admin list): staff get their store's orders, a customer their own. */
  @Roles('customer', 'admin', 'superadmin')
  @Get('GetOrdersWithDetails')
  withDetails(@Ctx() ctx: StoreContext, @Query() q: OrderListQueryDto) {
    return this.query.withDetails(scopeFor(ctx), q);
  }

  /** Spec 3 Listed order (order history); filters ?status=Received|Processing|Complete&date=last-30-days|last-3-months|2025. */
  @Roles('customer', 'admin', 'superadmin')
  @Get('GetOrdersByCustomerId/:id')
  byCustomer(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Query() q: OrderListQueryDto) {
    return this.query.byCustomer(scopeFor(ctx), id, q);
  }

  @Roles('customer', 'admin', 'superadmin')
  @Get('GetOrderById/:id')
  byId(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.query.detail(scopeFor(ctx), id);
  }

  /** Spec 7 {orderId, orderItemId (0), status}: staff move the order along the workflow; a customer may cancel a Received order. */
  @Roles('customer', 'admin', 'superadmin')
  @Put('UpdateOrderStatus')
  updateStatus(@Ctx() ctx: StoreContext, @Body() dto: UpdateOrderStatusDto) {
    const scope = scopeFor(ctx);
    if (dto.orderItemId)
      return this.workflow.updateItem(scope, dto.orderId, dto.orderItemId, { status: dto.status, note: dto.note });
    return this.workflow.transition(scope, dto.orderId, dto.status, { note: dto.note, idCheck: dto.idCheck });
  }

  @Roles('admin', 'superadmin')
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
  @Put('AddItemsToOrder')
  addItems(@Ctx() ctx: StoreContext, @Body() dto: AddItemsToOrderDto) {
    return this.workflow.addItems(scopeFor(ctx), dto.orderId, dto.orderItems);
  }
}

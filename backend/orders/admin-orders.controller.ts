import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../common/auth/decorators';
import { ListQuery, setContentRange } from '../common/http/list-query';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { AdminOrderListService } from './admin-order-list.service';
import { AdminOrdersService } from './admin-orders.service';
import { AdminOrderTransitionDto, OrderNoteDto } from './dto/admin-order.dto';
import { IdCheckDto } from './dto/update-order.dto';
import { scopeFor } from './order-scope';
import { OrdersWorkflowService } from './orders-workflow.service';
import { Answers, CSV, list, obj } from '../common/http/openapi-answers';
import { ORDER } from './order-answer';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const ORDER_ROW = obj({
  id: 'number',
  orderId: 'number',
  orderDate: 'string',
  orderType: 'string',
  status: 'string',
  transactionStatus: 'string',
  orderItems: 'array',
  'discount?': 'number',
  orderDiscount: 'number',
  deposit: 'number',
  totalItems: 'number',
  'subTotal?': 'number',
});
const STATUS_COUNTS = obj({
  Received: 'number',
  Accepted: 'number',
  'Ready for pickup': 'number',
  'Out for delivery': 'number',
  Shipped: 'number',
  Complete: 'number',
  Declined: 'number',
  Cancelled: 'number',
  open: 'number',
  all: 'number',
});

/** react-admin resource 'orders': the order desk and order detail of the caller's store. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly desk: AdminOrderListService,
    private readonly workflow: OrdersWorkflowService,
  ) {}

  @Answers(list(ORDER_ROW))
  @Get()
  @Roles('admin', 'superadmin')
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.desk.list(ctx, query);
    setContentRange(res, 'orders', offset, rows.length, total);
    return rows;
  }

  /** The list as it is filtered, searched and sorted (every page) as a CSV download, streamed. */
  @Answers(CSV)
  @Get('export.csv')
  @Roles('admin', 'superadmin')
  @ApiProduces('text/csv')
  async exportCsv(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res() res: FastifyReply): Promise<void> {
    await this.desk.exportCsv(ctx, query, res);
  }

  /** Orders per status tab (with the same search), for the tab counts. */
  @Answers(STATUS_COUNTS)
  @Get('counts')
  @Roles('admin', 'superadmin')
  @ApiQuery({ name: 'q', required: false })
  @ApiQuery({ name: 'month', required: false, example: '2025-06' })
  counts(@Ctx() ctx: StoreContext, @Query('q') q?: string, @Query('month') month?: string) {
    return this.desk.counts(
      ctx,
      typeof q === 'string' ? q : undefined,
      typeof month === 'string' && month ? month : undefined,
    );
  }

  /** 'Need Help?': who to call about an order (the store's own help line and address). */
  @Answers(obj({ name: 'string', phone: 'string', location: 'string|null' }))
  @Get('help-contact')
  @Roles('admin', 'superadmin')
  helpContact(@Ctx() ctx: StoreContext) {
    return this.orders.helpContact(ctx);
  }

  @Answers(ORDER)
  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.orders.detail(scopeFor(ctx), id);
  }

  /** ACCEPT, DECLINE (with a reason: the hold is voided, the stock restored) and the next steps. */
  @Answers(ORDER, 422)
  @Post(':id/transition')
  @HttpCode(200)
  @Roles('admin', 'superadmin')
  async transition(
    @Ctx() ctx: StoreContext,
    @Param('id', AdminIdPipe) id: number,
    @Body() dto: AdminOrderTransitionDto,
  ) {
    const scope = scopeFor(ctx);
    await this.workflow.transition(scope, id, dto.to, { note: dto.note });
    return this.orders.detail(scope, id);
  }

  /** A staff note on the order, kept with who wrote it and when. */
  @Answers(ORDER)
  @Post(':id/notes')
  @HttpCode(200)
  @Roles('admin', 'superadmin')
  addNote(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: OrderNoteDto) {
    return this.orders.addNote(scopeFor(ctx), id, dto.body);
  }

  /** Staff saw a photo ID proving the customer is 21 or older. */
  @Answers(ORDER)
  @Post(':id/id-check')
  @HttpCode(200)
  @Roles('admin', 'superadmin')
  async idCheck(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: IdCheckDto) {
    const scope = scopeFor(ctx);
    await this.workflow.recordIdCheck(scope, id, dto);
    return this.orders.detail(scope, id);
  }
}

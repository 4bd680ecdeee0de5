import { BadRequestException, Body, Controller, Get, Headers, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../common/auth/decorators';
import { AdminIdPipe } from '../../common/http/admin-id.pipe';
import type { StoreContext } from '../../tenants/store-context';
import { Ctx } from '../../tenants/store-context.decorators';
import { AdminOrdersService } from '../admin-orders.service';
import { parseIdempotencyKey } from '../idempotency-key';
import { scopeFor } from '../order-scope';
import { RefundDto } from './refund.dto';
import { RefundsService } from './refunds.service';
import { Answers, obj } from '../../common/http/openapi-answers';
import { ORDER } from '../order-answer';

/** Refunds of a store's completed orders, under the orders resource. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/orders/:id/refunds')
export class RefundsController {
  constructor(
    private readonly refunds: RefundsService,
    private readonly orders: AdminOrdersService,
  ) {}

  /** What may be refunded now: the amount left, each line's units, or why the order cannot be refunded. */
  @Answers(obj({ refusal: 'string|null', refundable: 'number', 'lines?': 'array' }))
  @Get()
  @Roles('admin', 'superadmin')
  options(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.refunds.options(scopeFor(ctx), id);
  }

  /** What a refund request would give back (computed by the server; nothing is written). */
  @Answers(obj({ 'amount?': 'number|null', 'lines?': 'array' }))
  @Post('quote')
  @Roles('admin', 'superadmin')
  quote(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: RefundDto) {
    return this.refunds.quote(scopeFor(ctx), id, dto);
  }

  /**
   * Refunds chosen lines (the server computes the amount), a free amount with a reason, or
   * everything left; answers the order detail (201; a retry with the same Idempotency-Key: 200
   * and Idempotent-Replayed, refunded once). Over the refundable amount: 409, nothing written.
   */
  @Answers(ORDER, 422, 502, 503)
  @Post()
  @Roles('admin', 'superadmin')
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: 'One per refund attempt (8-100 characters).' })
  async refund(
    @Ctx() ctx: StoreContext,
    @Param('id', AdminIdPipe) id: number,
    @Body() dto: RefundDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const idempotencyKey = parseIdempotencyKey(key);
    if (!idempotencyKey)
      throw new BadRequestException('Send an Idempotency-Key header: a double click must not refund twice.');
    const scope = scopeFor(ctx);
    const { replayed } = await this.refunds.refund(scope, id, dto, idempotencyKey);
    if (replayed) res.header('Idempotent-Replayed', 'true');
    res.status(replayed ? 200 : 201);
    return this.orders.detail(scope, id);
  }
}

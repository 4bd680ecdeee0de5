import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../common/auth/decorators';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { ListQuery, setContentRange } from '../common/http/list-query';
import type { AdminPromotion } from '../domain/api/promotions';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { AdminPromotionsService, PROMOTION_NOT_FOUND } from './admin-promotions.service';
import { PromotionInputDto, SelectorPreviewDto } from './dto/promotion-input.dto';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const PROMOTION = obj({
  id: 'number',
  name: 'string',
  description: 'string',
  startsOn: 'string',
  endsOn: 'string',
  phase: 'string',
  kind: 'string',
  badge: 'string',
  selector: 'object',
  percent: 'number|null',
  'amount?': 'number|null',
  tiers: 'array|null',
});

/** react-admin resource `promotions`: a store admin's promotions. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/promotions')
export class AdminPromotionsController {
  constructor(private readonly promotions: AdminPromotionsService) {}

  /** Filters: `phase` (active, scheduled, ended), `q` (name or code). */
  @Answers(list(PROMOTION))
  @Get()
  @Roles('admin', 'superadmin')
  async list(@Ctx() ctx: StoreContext, @Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.promotions.list(ctx, query);
    setContentRange(res, 'promotions', offset, rows.length, total);
    return rows;
  }

  /** How many listed products a selector matches (`selector` as JSON). */
  @Answers(obj({ count: 'number' }))
  @Get('preview')
  @Roles('admin', 'superadmin')
  preview(@Ctx() ctx: StoreContext, @Query() q: SelectorPreviewDto): Promise<{ count: number }> {
    return this.promotions.preview(ctx, q.selector);
  }

  @Answers(PROMOTION)
  @Get(':id')
  @Roles('admin', 'superadmin')
  one(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe.withMessage(PROMOTION_NOT_FOUND)) id: number) {
    return this.promotions.one(ctx, id);
  }

  @Answers(PROMOTION)
  @Post()
  @Roles('admin', 'superadmin')
  create(@Ctx() ctx: StoreContext, @Body() dto: PromotionInputDto): Promise<AdminPromotion> {
    return this.promotions.create(ctx, dto);
  }

  @Answers(PROMOTION)
  @Put(':id')
  @Roles('admin', 'superadmin')
  update(
    @Ctx() ctx: StoreContext,
    @Param('id', AdminIdPipe.withMessage(PROMOTION_NOT_FOUND)) id: number,
    @Body() dto: PromotionInputDto,
  ): Promise<AdminPromotion> {
    return this.promotions.update(ctx, id, dto);
  }

  /** End now: the promotion stops applying at once. */
  @Answers(PROMOTION)
  @Post(':id/end')
  @Roles('admin', 'superadmin')
  end(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe.withMessage(PROMOTION_NOT_FOUND)) id: number) {
    return this.promotions.end(ctx, id);
  }
}

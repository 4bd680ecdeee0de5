import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Public } from '../common/auth/decorators';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import type { OfferProductsPage, PromotionView } from '../domain/api/promotions';
import { PAGE_SIZES } from '../domain/page-size';
import type { StoreContext } from '../tenants/store-context';
import { ShopCtx } from '../tenants/store-context.decorators';
import { OFFER_NOT_FOUND, OffersService } from './offers.service';
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
  'amount?': 'any',
  tiers: 'array|null',
});
const OFFER_PRODUCTS = obj({
  items: 'array',
  total: 'number',
  page: 'number',
  pageSize: 'number',
  offerPrices: 'object',
});

const SORTS = ['price_asc', 'price_desc', 'newest'] as const;

export class OfferProductsQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @Max(100_000, { message: 'page must be at most 100000.' })
  @Min(1, { message: 'page must be at least 1.' })
  @IsInt({ message: 'page must be a whole number.' })
  @Type(() => Number)
  @IsOptional()
  page?: number;

  @ApiPropertyOptional({
    default: PAGE_SIZES.storefront.default,
    description: `At most ${PAGE_SIZES.storefront.max} (larger values are cut to it)`,
  })
  @Max(100_000, { message: 'pageSize must be at most 100000.' })
  @Min(1, { message: 'pageSize must be at least 1.' })
  @IsInt({ message: 'pageSize must be a whole number.' })
  @Type(() => Number)
  @IsOptional()
  pageSize?: number;

  @ApiPropertyOptional({ enum: SORTS })
  @IsIn(SORTS, { message: `sort must be one of ${SORTS.join(', ')}.` })
  @IsOptional()
  sort?: (typeof SORTS)[number];
}

/** The storefront's offers: promotions in force, one offer and its products. */
@ApiTags('promotions')
@Controller('promotions')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  /** Promotions in force today in the request's store (without a code): badges and banners. */
  @Public()
  @Answers(list(PROMOTION))
  @Get()
  active(@ShopCtx() ctx: StoreContext): Promise<PromotionView[]> {
    return this.offers.active(ctx);
  }

  /** One offer: description, window, kind (404 when it is not this store's). */
  @Public()
  @Answers(PROMOTION)
  @Get(':id')
  one(
    @ShopCtx() ctx: StoreContext,
    @Param('id', AdminIdPipe.withMessage(OFFER_NOT_FOUND)) id: number,
  ): Promise<PromotionView> {
    return this.offers.one(ctx, id);
  }

  /** The offer's products (the catalogue listing filtered by its selector), with their offer prices. */
  @Public()
  @Answers(OFFER_PRODUCTS)
  @Get(':id/products')
  products(
    @ShopCtx() ctx: StoreContext,
    @Param('id', AdminIdPipe.withMessage(OFFER_NOT_FOUND)) id: number,
    @Query() q: OfferProductsQueryDto,
  ): Promise<OfferProductsPage> {
    return this.offers.products(ctx, id, q);
  }
}

import { Module } from '@nestjs/common';
import { PromotionsService } from './promotions.service';

/** Promotions (issue 13): case discounts, sales, promo codes, for the quote, placement and the back office. */
@Module({
  providers: [PromotionsService],
  exports: [PromotionsService],
})
export class PromotionsModule {}

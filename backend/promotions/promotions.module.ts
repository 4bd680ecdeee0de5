import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { AdminPromotionsController } from './admin-promotions.controller';
import { AdminPromotionsService } from './admin-promotions.service';
import { OffersController } from './offers.controller';
import { OffersService } from './offers.service';
import { PromotionsService } from './promotions.service';

/** Promotions: case discounts, sales, promo codes, for the quote, placement and the back office. */
@Module({
  imports: [CatalogueModule, AuditModule],
  controllers: [OffersController, AdminPromotionsController],
  providers: [PromotionsService, OffersService, AdminPromotionsService],
  exports: [PromotionsService],
})
export class PromotionsModule {}

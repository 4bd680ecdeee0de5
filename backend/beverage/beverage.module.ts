import { Module } from '@nestjs/common';
import { AdminBeveragesController } from './admin-beverages.controller';
import { BeverageController } from './beverage.controller';
import { BeveragesService } from './beverages.service';
import { CatalogueQualityController } from './catalogue-quality.controller';
import { CatalogueQualityService } from './catalogue-quality.service';

/**
 * The master catalogue (super-admin), its filters, CSV export and data-quality report. Depends on
 * no other feature (store items are read in SQL through a StoreDb bypass): the review queue (PendingModule)
 * builds on it and owns POST beverageinventory, and store items register their own delete guard.
 */
@Module({
  controllers: [BeverageController, AdminBeveragesController, CatalogueQualityController],
  providers: [BeveragesService, CatalogueQualityService],
  exports: [BeveragesService],
})
export class BeverageModule {}

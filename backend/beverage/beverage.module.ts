import { Module } from '@nestjs/common';
import { AdminBeveragesController } from './admin-beverages.controller';
import { BeverageController } from './beverage.controller';
import { BeveragesService } from './beverages.service';

/**
 * The master catalogue (super-admin). Depends on no other feature: the review queue (PendingModule)
 * builds on it and owns POST beverageinventory, and store items register their own delete guard.
 */
@Module({
  controllers: [BeverageController, AdminBeveragesController],
  providers: [BeveragesService],
  exports: [BeveragesService],
})
export class BeverageModule {}

import { forwardRef, Module } from '@nestjs/common';
import { PendingModule } from '../pending/pending.module';
import { AdminBeveragesController } from './admin-beverages.controller';
import { BeverageController } from './beverage.controller';
import { BeveragesService } from './beverages.service';

/** The master catalogue (super-admin). POST beverageinventory also decides mappings, hence PendingModule. */
@Module({
  imports: [forwardRef(() => PendingModule)],
  controllers: [BeverageController, AdminBeveragesController],
  providers: [BeveragesService],
  exports: [BeveragesService],
})
export class BeverageModule {}

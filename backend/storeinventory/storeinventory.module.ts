import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { StoreInventoryController } from './storeinventory.controller';
import { StoreInventoryService } from './storeinventory.service';

/** Customer-side store inventory (spec 7) over the in-memory catalogue (CatalogueModule). */
@Module({
  imports: [CatalogueModule],
  controllers: [StoreInventoryController],
  providers: [StoreInventoryService],
  exports: [StoreInventoryService],
})
export class StoreInventoryModule {}

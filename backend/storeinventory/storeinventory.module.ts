import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { CatalogueService } from '../catalogue/catalogue.service';
import { StoreInventoryController } from './storeinventory.controller';
import { StoreInventoryService } from './storeinventory.service';

/**
 * Customer-side store inventory (spec 7) over the in-memory catalogue. Exports CatalogueService
 * (snapshots, `invalidate()`) for other features; the store-admin files in this folder
 * (admin-*, inventory-sync*) register their own module.
 */
@Module({
  imports: [ImagesModule],
  controllers: [StoreInventoryController],
  providers: [CatalogueService, StoreInventoryService],
  exports: [CatalogueService, StoreInventoryService],
})
export class StoreInventoryModule {}

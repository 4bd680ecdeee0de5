import { Module, OnModuleInit } from '@nestjs/common';
import { BeverageModule } from '../beverage/beverage.module';
import { BeveragesService } from '../beverage/beverages.service';
import { OrderLinesLookup } from './admin-inventory-orders';
import { AdminInventoryController } from './admin-inventory.controller';
import { AdminInventoryService } from './admin-inventory.service';
import { refuseWhileStoreItemsLinked } from './linked-beverage-guard';

/**
 * The store's inventory items (InventoryItem) and the store admin's inventory resource with its bulk
 * edits. Exports OrderLinesLookup: inventory sync reads the same open-order holds. Store items link
 * to master beverages, so this module tells the master catalogue not to delete a linked one.
 */
@Module({
  imports: [BeverageModule],
  controllers: [AdminInventoryController],
  providers: [AdminInventoryService, OrderLinesLookup],
  exports: [OrderLinesLookup],
})
export class InventoryModule implements OnModuleInit {
  constructor(private readonly beverages: BeveragesService) {}

  onModuleInit() {
    this.beverages.addDeleteGuard(refuseWhileStoreItemsLinked);
  }
}

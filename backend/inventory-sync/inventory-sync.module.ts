import { Module, PayloadTooLargeException } from '@nestjs/common';
import type { TextBodyRoute } from '../common/http/body-parsers';
import { InventoryModule } from '../inventory/inventory.module';
import { MAX_IMPORT_BYTES } from './inventory-sync-csv';
import { AdminInventorySyncController, InventorySyncController } from './inventory-sync.controller';
import { InventorySyncService } from './inventory-sync.service';

/**
 * A POS export is larger than the 1 MB JSON limit: only this upload takes raw CSV text, up to 20 MB
 * (registered with the app's body parsers, app.factory.ts).
 */
export const CSV_UPLOAD_BODY: TextBodyRoute = {
  url: '/api/admin/inventory-sync',
  method: 'POST',
  contentTypes: [
    'text/csv',
    'text/plain',
    'application/csv',
    'application/vnd.ms-excel',
    'text/comma-separated-values',
  ],
  limit: MAX_IMPORT_BYTES,
  tooLarge: () => new PayloadTooLargeException('The file is too large (limit 20 MB).'),
};

/**
 * Inventory sync for a store: CSV upload -> column mapping -> preview -> apply, and the spec's
 * PUT /storeinventory/UpdateAllBeverage. Reads open-order holds through InventoryModule.
 */
@Module({
  imports: [InventoryModule],
  controllers: [AdminInventorySyncController, InventorySyncController],
  providers: [InventorySyncService],
})
export class InventorySyncModule {}

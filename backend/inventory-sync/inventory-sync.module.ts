import { MiddlewareConsumer, Module, NestModule, PayloadTooLargeException, RequestMethod } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { text } from 'express';
import { InventoryModule } from '../inventory/inventory.module';
import { MAX_IMPORT_BYTES } from './inventory-sync-csv';
import { AdminInventorySyncController, InventorySyncController } from './inventory-sync.controller';
import { InventorySyncService } from './inventory-sync.service';

/**
 * Inventory sync for a store: CSV upload -> column mapping -> preview -> apply, and the spec's
 * PUT /storeinventory/UpdateAllBeverage. Reads open-order holds through InventoryModule.
 */
@Module({
  imports: [InventoryModule],
  controllers: [AdminInventorySyncController, InventorySyncController],
  providers: [InventorySyncService],
})
export class InventorySyncModule implements NestModule {
  configure(consumer: MiddlewareConsumer) {
    // A POS export is larger than the 1 MB JSON limit: only this upload takes raw CSV text, up to 20 MB.
    const csvTypes = [
      'text/csv',
      'text/plain',
      'application/csv',
      'application/vnd.ms-excel',
      'text/comma-separated-values',
    ];
    const parse = text({ type: csvTypes, limit: MAX_IMPORT_BYTES });
    const csvBody = (req: Request, res: Response, next: NextFunction) =>
      parse(req, res, (err?: unknown) =>
        next(
          (err as { status?: number })?.status === 413
            ? new PayloadTooLargeException('The file is too large (limit 20 MB).')
            : err,
        ),
      );
    consumer.apply(csvBody).forRoutes({ path: 'admin/inventory-sync', method: RequestMethod.POST });
  }
}

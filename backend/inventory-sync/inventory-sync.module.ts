import { MiddlewareConsumer, Module, NestModule, PayloadTooLargeException, RequestMethod } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { text } from 'express';
import { AdminInventoryController } from '../inventory/admin-inventory.controller';
import { OrderLinesLookup } from '../inventory/admin-inventory-orders';
import { AdminInventoryService } from '../inventory/admin-inventory.service';
import { AdminProductRequestsController } from '../product-requests/admin-product-requests.controller';
import { AdminProductRequestsService } from '../product-requests/admin-product-requests.service';
import { MAX_IMPORT_BYTES } from './inventory-sync-csv';
import { AdminInventorySyncController, InventorySyncController } from './inventory-sync.controller';
import { InventorySyncService } from './inventory-sync.service';

/**
 * The store admin's inventory back office: the inventory resource, bulk edits, product add/edit
 * requests and inventory sync (CSV and PUT /storeinventory/UpdateAllBeverage).
 */
@Module({
  controllers: [
    AdminInventoryController,
    AdminProductRequestsController,
    AdminInventorySyncController,
    InventorySyncController,
  ],
  providers: [AdminInventoryService, AdminProductRequestsService, InventorySyncService, OrderLinesLookup],
})
export class AdminInventoryModule implements NestModule {
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

import { Module } from '@nestjs/common';
import { AdminProductRequestsController } from './admin-product-requests.controller';
import { AdminProductRequestsService } from './admin-product-requests.service';

/** A store admin's requests to add or edit a product; they wait in the super-admin's pending queue. */
@Module({
  controllers: [AdminProductRequestsController],
  providers: [AdminProductRequestsService],
})
export class ProductRequestsModule {}

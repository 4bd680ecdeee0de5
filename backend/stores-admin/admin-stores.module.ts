import { Module } from '@nestjs/common';
import { AdminStoreAdminsService } from './admin-store-admins.service';
import { AdminStoreAdminsController, AdminStoresController } from './admin-stores.controller';
import { AdminStoresService } from './admin-stores.service';

/** Super-admin 'Stores': stores (tenants) and their admin accounts. */
@Module({
  controllers: [AdminStoresController, AdminStoreAdminsController],
  providers: [AdminStoresService, AdminStoreAdminsService],
})
export class AdminStoresModule {}

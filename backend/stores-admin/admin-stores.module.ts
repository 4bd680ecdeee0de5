import { Module } from '@nestjs/common';
import { AdminStoreAdminsService } from './admin-store-admins.service';
import { AdminStoreAdminsController, AdminStoresController } from './admin-stores.controller';
import { AdminStoresService } from './admin-stores.service';
import { OwnStoreController } from './own-store.controller';

/** Super-admin 'Stores': stores (tenants) and their admin accounts; a staff member's own store. */
@Module({
  controllers: [AdminStoresController, AdminStoreAdminsController, OwnStoreController],
  providers: [AdminStoresService, AdminStoreAdminsService],
})
export class AdminStoresModule {}

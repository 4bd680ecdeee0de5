import { Module } from '@nestjs/common';
import { BeverageModule } from '../beverage/beverage.module';
import { MatchingModule } from '../matching/matching.module';
import { AdminMappingItemsController } from './admin-mapping-items.controller';
import { AdminPendingItemsController } from './admin-pending-items.controller';
import { BeverageAddController } from './beverage-add.controller';
import { BulkAcceptJobs } from './bulk-accept-jobs.service';
import { BulkAcceptWorker } from './bulk-accept-worker';
import { MappingService } from './mapping.service';
import { StoredSuggestions } from './stored-suggestions';
import { PendingController } from './pending.controller';
import { PendingService } from './pending.service';

/**
 * The super-admin review queue: pending store items and the mapping decisions on them, including
 * POST beverageinventory (which decides them). Builds on the master catalogue (BeverageModule).
 */
@Module({
  imports: [BeverageModule, MatchingModule],
  controllers: [PendingController, BeverageAddController, AdminPendingItemsController, AdminMappingItemsController],
  providers: [PendingService, MappingService, StoredSuggestions, BulkAcceptJobs, BulkAcceptWorker],
  exports: [PendingService, MappingService],
})
export class PendingModule {}

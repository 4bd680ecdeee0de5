import { forwardRef, Module } from '@nestjs/common';
import { BeverageModule } from '../beverage/beverage.module';
import { MatchingModule } from '../matching/matching.module';
import { MappingService } from './mapping.service';
import { PendingController } from './pending.controller';
import { PendingService } from './pending.service';

/** The super-admin review queue: pending store items and the mapping decisions on them. */
@Module({
  imports: [forwardRef(() => BeverageModule), MatchingModule],
  controllers: [PendingController],
  providers: [PendingService, MappingService],
  exports: [PendingService, MappingService],
})
export class PendingModule {}

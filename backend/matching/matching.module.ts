import { Module } from '@nestjs/common';
import { MatchingService } from './matching.service';

/** Mapping assist: master-product suggestions for store items. */
@Module({
  providers: [MatchingService],
  exports: [MatchingService],
})
export class MatchingModule {}

import { Module } from '@nestjs/common';
import { SellingRulesService } from './selling-rules.service';

/** A store's selling rules (issue 12): where it ships, deposits, delivery terms, opening and sale hours. */
@Module({
  providers: [SellingRulesService],
  exports: [SellingRulesService],
})
export class SellingRulesModule {}

import { Module } from '@nestjs/common';
import { ADMIN_SELLING_RULES_CONTROLLERS } from './admin-selling-rules.controller';
import { AdminSellingRulesService } from './admin-selling-rules.service';
import { SellingRulesService } from './selling-rules.service';

/**
 * A store's selling rules (issue 12): where it ships, deposits, delivery terms, opening and sale
 * hours. SellingRulesService reads them for the quote; the store admin edits them through the
 * back office's resources (admin-selling-rules.controller.ts).
 */
@Module({
  controllers: ADMIN_SELLING_RULES_CONTROLLERS,
  providers: [SellingRulesService, AdminSellingRulesService],
  exports: [SellingRulesService],
})
export class SellingRulesModule {}

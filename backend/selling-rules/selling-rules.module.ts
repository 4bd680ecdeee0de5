import { Global, Module } from '@nestjs/common';
import { ADMIN_SELLING_RULES_CONTROLLERS } from './admin-selling-rules.controller';
import { AdminSellingRulesService } from './admin-selling-rules.service';
import { PricingVersions } from './pricing-versions';
import { SellingRulesService } from './selling-rules.service';

/**
 * A store's selling rules: where it ships, deposits, delivery terms, opening and sale
 * hours. SellingRulesService reads them for the quote; the store admin edits them through the
 * back office's resources (admin-selling-rules.controller.ts). Global for PricingVersions, which
 * every writer of what the quote keeps in memory tells of its changes.
 */
@Global()
@Module({
  controllers: ADMIN_SELLING_RULES_CONTROLLERS,
  providers: [SellingRulesService, AdminSellingRulesService, PricingVersions],
  exports: [SellingRulesService, PricingVersions],
})
export class SellingRulesModule {}

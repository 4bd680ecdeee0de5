import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/decorators';
import { PendingService } from './pending.service';

/**
 * Spec 7 'Pending inventory' (super-admin): stores, their review queues and one pending item.
 * Decisions go through POST beverageinventory with webUrl (spec 4 Mapping).
 */
@ApiTags('pendinginventory')
@ApiBearerAuth()
@Controller('pendinginventory')
export class PendingController {
  constructor(private readonly pending: PendingService) {}

  @Get('tenants')
  @Roles('superadmin')
  tenants() {
    return this.pending.tenants();
  }

  /** (sic) The spec's spelling. */
  @Get('GetPendingBenverageById')
  @Roles('superadmin')
  getOne(@Query('itemNumber') itemNumber: string, @Query('webUrl') webUrl: string) {
    return this.pending.getOpen(webUrl, itemNumber);
  }

  /** Ours: ranked master products for the lookup panel (decisions.md 'Mapping assist'). */
  @Get('suggestions')
  @Roles('superadmin')
  suggestions(@Query('itemNumber') itemNumber: string, @Query('webUrl') webUrl: string) {
    return this.pending.suggestions(webUrl, itemNumber);
  }

  @Get(':webUrl')
  @Roles('superadmin')
  list(@Param('webUrl') webUrl: string) {
    return this.pending.listOpen(webUrl);
  }
}

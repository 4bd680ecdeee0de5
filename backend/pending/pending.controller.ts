import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { BulkAcceptDto } from './dto/bulk-accept.dto';
import { PendingPageQueryDto } from './dto/pending-page-query.dto';
import { BulkAcceptJobs } from './bulk-accept-jobs.service';
import { PendingService } from './pending.service';
import { Answers, list, obj } from '../common/http/openapi-answers';
import { BEVERAGE } from '../beverage/beverage-answer';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const BULK_ACCEPT_PREVIEW = obj({
  item_Number: 'string',
  item_Name: 'string',
  size: 'string',
  upc_Number: 'string',
  beverage_Id: 'number',
  beverage_Name: 'string',
  beverage_Size: 'string',
  match_Confidence: 'number',
});
const BULK_ACCEPT_JOB = obj({
  id: 'integer',
  webUrl: 'string',
  status: 'string',
  total: 'integer',
  done: 'integer',
  accepted: 'integer',
  skipped: 'integer',
  skipped_Items: list(obj({ item_Number: 'string', reason: 'string' })),
  created_At: 'string',
  finished_At: 'string|null',
});

/**
 * Spec 7 'Pending inventory' (super-admin): stores, their review queues and one pending item.
 * Decisions go through POST beverageinventory with webUrl (spec 4 Mapping).
 */
@ApiTags('pendinginventory')
@ApiBearerAuth()
@Controller('pendinginventory')
export class PendingController {
  constructor(
    private readonly pending: PendingService,
    private readonly jobs: BulkAcceptJobs,
  ) {}

  /** Ours: the items whose top suggestion is an exact barcode + size match, for one-action accept. */
  @Answers(list(BULK_ACCEPT_PREVIEW), 404)
  @Get('bulk-accept-preview')
  @Roles('superadmin')
  bulkPreview(@Ctx() ctx: StoreContext, @Query('webUrl') webUrl: string) {
    return this.pending.bulkCandidates(ctx, webUrl);
  }

  /**
   * Ours: starts mapping the previewed items to their confirmed matches as a background job and
   * answers at once (202) with the job; its progress is at GET bulk-accept/{id}.
   */
  @Answers(BULK_ACCEPT_JOB, 404)
  @Post('bulk-accept')
  @HttpCode(202)
  @Roles('superadmin')
  bulkAccept(@Ctx() ctx: StoreContext, @Body() dto: BulkAcceptDto) {
    return this.jobs.start(ctx, dto.webUrl, dto.itemNumbers);
  }

  /** Ours: the store's bulk accepts still running, newest first, so a reloaded screen shows their progress. */
  @Answers(list(BULK_ACCEPT_JOB), 404)
  @Get('bulk-accept')
  @Roles('superadmin')
  runningBulkAccepts(@Ctx() ctx: StoreContext, @Query('webUrl') webUrl: string) {
    return this.jobs.running(ctx, webUrl);
  }

  /** Ours: a bulk accept's progress: items done, accepted and skipped of the total. */
  @Answers(BULK_ACCEPT_JOB, 404)
  @Get('bulk-accept/:id')
  @Roles('superadmin')
  bulkAcceptJob(@Ctx() ctx: StoreContext, @Param('id', ParseIntPipe) id: number) {
    return this.jobs.get(ctx, id);
  }

  @Answers(list(obj({ name: 'string', webUrl: 'string', pendingCount: 'number' })))
  @Get('tenants')
  @Roles('superadmin')
  tenants() {
    return this.pending.tenants();
  }

  /** (sic) The spec's spelling. */
  @Answers(BEVERAGE, 404)
  @Get('GetPendingBenverageById')
  @Roles('superadmin')
  getOne(@Ctx() ctx: StoreContext, @Query('itemNumber') itemNumber: string, @Query('webUrl') webUrl: string) {
    return this.pending.getOpen(ctx, webUrl, itemNumber);
  }

  /** Ours: ranked master products for the lookup panel (mapping assist). */
  @Answers(list(BEVERAGE), 404)
  @Get('suggestions')
  @Roles('superadmin')
  suggestions(@Ctx() ctx: StoreContext, @Query('itemNumber') itemNumber: string, @Query('webUrl') webUrl: string) {
    return this.pending.suggestions(ctx, webUrl, itemNumber);
  }

  /**
   * The store's open items, oldest first: all of them, or one page with `page` (from 1) and
   * `pageSize` (admin lists: 100 by default, at most 500). The total is in X-Total-Count.
   */
  @Answers(list(BEVERAGE))
  @Get(':webUrl')
  @Roles('superadmin')
  @ApiOkResponse({ headers: { 'X-Total-Count': { description: "How many items wait in the store's queue" } } })
  async list(
    @Ctx() ctx: StoreContext,
    @Param('webUrl') webUrl: string,
    @Query() paging: PendingPageQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const { rows, total } = await this.pending.listOpen(ctx, webUrl, paging);
    res.header('X-Total-Count', String(total));
    return rows;
  }
}

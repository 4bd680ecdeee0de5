import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { InventorySyncMappingDto } from './dto/inventory-sync.dto';
import { API_BODY_SCHEMA, apiRecords } from './inventory-sync-api';
import { InventorySyncService } from './inventory-sync.service';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const IMPORT_REPORT = obj({
  id: 'number',
  fileName: 'string',
  source: 'string',
  status: 'string',
  headers: 'array',
  mapping: 'object',
  rowCount: 'number',
  updated: 'number',
  unchanged: 'number',
  queued: 'number',
  rejectedCount: 'number',
  'rejected?': 'array',
  'error?': 'any',
});
const PREVIEW = obj({
  id: 'number',
  rowCount: 'number',
  updated: 'number',
  unchanged: 'number',
  queued: 'number',
  rejectedCount: 'number',
  rejected: 'array',
  changes: 'array',
  newItems: 'array',
});

/** Inventory sync for the caller's store: CSV upload -> mapping -> preview -> apply. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/inventory-sync')
export class AdminInventorySyncController {
  constructor(private readonly sync: InventorySyncService) {}

  @Answers(IMPORT_REPORT)
  @Post()
  @Roles('admin', 'superadmin')
  @ApiOperation({ summary: 'Upload a POS export (the raw CSV as the body, Content-Type text/csv)' })
  @ApiConsumes('text/csv')
  @ApiBody({ schema: { type: 'string' } })
  upload(@Ctx() ctx: StoreContext, @Req() req: FastifyRequest, @Query('fileName') fileName?: string) {
    if (typeof req.body !== 'string')
      throw new BadRequestException('Send the CSV file as the body with Content-Type text/csv.');
    return this.sync.upload(ctx, String(fileName ?? 'inventory.csv'), req.body);
  }

  @Answers(list(IMPORT_REPORT))
  @Get()
  @Roles('admin', 'superadmin')
  list(@Ctx() ctx: StoreContext) {
    return this.sync.list(ctx);
  }

  /** The import's report, with live progress while it is being applied. */
  @Answers(IMPORT_REPORT)
  @Get(':id')
  @Roles('admin', 'superadmin')
  get(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number) {
    return this.sync.get(ctx, id);
  }

  @Answers(PREVIEW)
  @Post(':id/preview')
  @HttpCode(200)
  @Roles('admin', 'superadmin')
  preview(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: InventorySyncMappingDto) {
    return this.sync.preview(ctx, id, dto.mapping);
  }

  @Answers(IMPORT_REPORT, 422)
  @Post(':id/apply')
  @HttpCode(200)
  @Roles('admin', 'superadmin')
  apply(@Ctx() ctx: StoreContext, @Param('id', AdminIdPipe) id: number, @Body() dto: InventorySyncMappingDto) {
    return this.sync.apply(ctx, id, dto.mapping);
  }
}

/** Spec 7: PUT /storeinventory/UpdateAllBeverage, the bulk API with the CSV import's rules. */
@ApiTags('storeinventory')
@ApiBearerAuth()
@Controller('storeinventory')
export class InventorySyncController {
  constructor(private readonly sync: InventorySyncService) {}

  @Answers(IMPORT_REPORT, 422)
  @Put('UpdateAllBeverage')
  @HttpCode(200)
  @Roles('admin', 'superadmin')
  @ApiOperation({
    summary:
      'Sync items (one or a list): known item numbers update price, sale, stock and tax; new ones go to the review queue',
  })
  @ApiBody({ schema: API_BODY_SCHEMA })
  updateAll(@Ctx() ctx: StoreContext, @Body() body: unknown) {
    const { records, mapping } = apiRecords(body);
    return this.sync.applyApiItems(ctx, records, mapping);
  }
}

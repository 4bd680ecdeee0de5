import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { PendingService } from './pending.service';
import { Answers, obj } from '../common/http/openapi-answers';

/**
 * react-admin resource 'mapping-items' (ra-data-simple-rest getOne; the super-admin's
 * mapping-edit-page/{itemNumber}): one store's pending item by its item number, the store as
 * `?webUrl=`, with its ranked suggestions. Decisions go through POST beverageinventory (spec 4).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/mapping-items')
export class AdminMappingItemsController {
  constructor(private readonly pending: PendingService) {}

  @Answers(obj({ id: 'string', webUrl: 'string', item: 'object', suggestions: 'array' }))
  @Get(':itemNumber')
  @Roles('superadmin')
  @ApiQuery({ name: 'webUrl', description: 'The store whose queue holds the item', example: 'northside' })
  get(@Ctx() ctx: StoreContext, @Param('itemNumber') itemNumber: string, @Query('webUrl') webUrl: string) {
    return this.pending.mappingItem(ctx, webUrl, itemNumber);
  }
}

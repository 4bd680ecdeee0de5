import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import type { OwnStore } from '../domain/api/stores';
import { Answers, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const STORE = obj({ id: 'number', name: 'string', webUrl: 'string', timeZone: 'string', salesTaxPercent: 'number' });

/** The store a staff member acts on, as the back office needs it (its name and its calendar). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/store')
export class OwnStoreController {
  @Answers(STORE)
  @Get()
  @Roles('admin', 'superadmin')
  @ApiOperation({ summary: "The caller's store: id, name, web URL and IANA time zone, sales tax rate" })
  get(@Ctx() ctx: StoreContext): OwnStore {
    const store = ctx.store;
    return {
      id: store.id,
      name: store.name,
      webUrl: store.webUrl,
      timeZone: store.timeZone,
      salesTaxPercent: Number(store.salesTaxPercent),
    };
  }
}

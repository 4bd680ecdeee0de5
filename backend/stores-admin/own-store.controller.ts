import { Controller, Get, NotFoundException } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { CurrentStore, staffStoreId } from '../tenants/current-store';
import type { Store } from '../tenants/store.entity';
import { StoresService } from '../tenants/stores.service';
import type { OwnStore } from '../domain/api/stores';

/** The store a staff member acts on, as the back office needs it (its name and its calendar). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/store')
export class OwnStoreController {
  constructor(private readonly stores: StoresService) {}

  @Get()
  @Roles('admin', 'superadmin')
  @ApiOperation({ summary: "The caller's store: id, name, web URL and IANA time zone" })
  async get(@CurrentUser() user: AuthUser, @CurrentStore() requestStore: Store): Promise<OwnStore> {
    const store = await this.stores.byId(staffStoreId(user, requestStore));
    if (!store) throw new NotFoundException('This store does not exist.');
    return { id: store.id, name: store.name, webUrl: store.webUrl, timeZone: store.timeZone };
  }
}

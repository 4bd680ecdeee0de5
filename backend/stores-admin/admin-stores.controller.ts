import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { ListQuery, setContentRange } from '../common/http/list-query';
import { AdminIdPipe } from '../common/http/admin-id.pipe';
import { AdminStoreAdminsService } from './admin-store-admins.service';
import { AdminStoresService } from './admin-stores.service';
import { InviteStoreAdminDto, StoreDto, UpdateStoreDto } from './dto/store.dto';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const STORE = obj({
  id: 'number',
  name: 'string',
  webUrl: 'string',
  domain: 'any',
  isDefault: 'boolean',
  salesTaxPercent: 'number',
  deliveryZones: 'array',
  location: 'string|null',
  phone: 'string',
  timeZone: 'string',
  replyToEmail: 'string',
  lowStockThreshold: 'number',
});
const STORE_ADMIN = obj({ id: 'number', 'email?': 'string', storeId: 'number|null', createdAt: 'string' });

/** The browser's origin, for links in invitation mails. */
const origin = (req: FastifyRequest) => `${req.protocol}://${req.headers.host}`;

/** react-admin resource 'stores' (super-admin 'Stores' screens). Stores are not deleted. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/stores')
export class AdminStoresController {
  constructor(private readonly stores: AdminStoresService) {}

  @Answers(list(STORE))
  @Get()
  @Roles('superadmin')
  async list(@Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.stores.list(query);
    setContentRange(res, 'stores', offset, rows.length, total);
    return rows;
  }

  @Answers(STORE)
  @Get(':id')
  @Roles('superadmin')
  get(@Param('id', AdminIdPipe) id: number) {
    return this.stores.get(id);
  }

  @Answers(STORE)
  @Post()
  @Roles('superadmin')
  create(@CurrentUser() user: AuthUser, @Body() dto: StoreDto) {
    return this.stores.create(user, dto);
  }

  @Answers(STORE)
  @Put(':id')
  @Roles('superadmin')
  update(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number, @Body() dto: UpdateStoreDto) {
    return this.stores.update(user, id, dto);
  }
}

/** react-admin resource 'store-admins': a store's admin accounts, invited by email. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/store-admins')
export class AdminStoreAdminsController {
  constructor(private readonly admins: AdminStoreAdminsService) {}

  @Answers(list(STORE_ADMIN))
  @Get()
  @Roles('superadmin')
  async list(@Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.admins.list(query);
    setContentRange(res, 'store-admins', offset, rows.length, total);
    return rows;
  }

  @Answers(STORE_ADMIN)
  @Get(':id')
  @Roles('superadmin')
  get(@Param('id', AdminIdPipe) id: number) {
    return this.admins.get(id);
  }

  @Answers(STORE_ADMIN)
  @Post()
  @Roles('superadmin')
  invite(@CurrentUser() user: AuthUser, @Body() dto: InviteStoreAdminDto, @Req() req: FastifyRequest) {
    return this.admins.invite(user, dto, origin(req));
  }

  @Answers(STORE_ADMIN)
  @Post(':id/invite')
  @HttpCode(200)
  @Roles('superadmin')
  resend(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number, @Req() req: FastifyRequest) {
    return this.admins.resendInvite(user, id, origin(req));
  }

  @Answers(obj({ id: 'number' }))
  @Delete(':id')
  @Roles('superadmin')
  remove(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number) {
    return this.admins.remove(user, id);
  }
}

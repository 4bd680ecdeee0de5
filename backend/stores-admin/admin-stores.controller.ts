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

/** The browser's origin, for links in invitation mails. */
const origin = (req: FastifyRequest) => `${req.protocol}://${req.headers.host}`;

/** react-admin resource 'stores' (super-admin 'Stores' screens). Stores are not deleted. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/stores')
export class AdminStoresController {
  constructor(private readonly stores: AdminStoresService) {}

  @Get()
  @Roles('superadmin')
  async list(@Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.stores.list(query);
    setContentRange(res, 'stores', offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Roles('superadmin')
  get(@Param('id', AdminIdPipe) id: number) {
    return this.stores.get(id);
  }

  @Post()
  @Roles('superadmin')
  create(@CurrentUser() user: AuthUser, @Body() dto: StoreDto) {
    return this.stores.create(user, dto);
  }

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

  @Get()
  @Roles('superadmin')
  async list(@Query() query: ListQuery, @Res({ passthrough: true }) res: FastifyReply) {
    const { rows, total, offset } = await this.admins.list(query);
    setContentRange(res, 'store-admins', offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Roles('superadmin')
  get(@Param('id', AdminIdPipe) id: number) {
    return this.admins.get(id);
  }

  @Post()
  @Roles('superadmin')
  invite(@CurrentUser() user: AuthUser, @Body() dto: InviteStoreAdminDto, @Req() req: FastifyRequest) {
    return this.admins.invite(user, dto, origin(req));
  }

  @Post(':id/invite')
  @HttpCode(200)
  @Roles('superadmin')
  resend(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number, @Req() req: FastifyRequest) {
    return this.admins.resendInvite(user, id, origin(req));
  }

  @Delete(':id')
  @Roles('superadmin')
  remove(@CurrentUser() user: AuthUser, @Param('id', AdminIdPipe) id: number) {
    return this.admins.remove(user, id);
  }
}

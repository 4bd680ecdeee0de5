import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { setContentRange } from '../common/http/list-query';
import { ConfiguratorService } from './configurator.service';
import { SaveAttributeValuesDto } from './dto/save-attribute-values.dto';

/**
 * react-admin resource 'attribute-lists' (ra-data-simple-rest): the table configurator's ten lists,
 * each identified by its name, values as an array; plus how many products use one value.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/attribute-lists')
export class AdminAttributeListsController {
  constructor(private readonly configurator: ConfiguratorService) {}

  @Get()
  @Roles('superadmin')
  async list(@Res({ passthrough: true }) res: FastifyReply) {
    const lists = await this.configurator.resources();
    setContentRange(res, 'attribute-lists', 0, lists.length, lists.length);
    return lists;
  }

  @Get(':name/usage')
  @Roles('superadmin')
  usage(@Param('name') name: string, @Query('value') value: string) {
    return this.configurator.usage(name, value);
  }

  @Get(':name')
  @Roles('superadmin')
  get(@Param('name') name: string) {
    return this.configurator.resource(name);
  }

  @Put(':name')
  @Roles('superadmin')
  update(@CurrentUser() user: AuthUser, @Param('name') name: string, @Body() dto: SaveAttributeValuesDto) {
    return this.configurator.saveValues(user, name, dto.values);
  }
}

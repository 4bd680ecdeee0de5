import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { setContentRange } from '../common/http/list-query';
import { ConfiguratorService } from './configurator.service';
import { SaveAttributeValuesDto } from './dto/save-attribute-values.dto';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const ATTRIBUTE_LIST = obj({ id: 'string', propName: 'string', values: 'array' });

/**
 * react-admin resource 'attribute-lists' (ra-data-simple-rest): the table configurator's ten lists,
 * each identified by its name, values as an array; plus how many products use one value.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/attribute-lists')
export class AdminAttributeListsController {
  constructor(private readonly configurator: ConfiguratorService) {}

  @Answers(list(ATTRIBUTE_LIST))
  @Get()
  @Roles('superadmin')
  async list(@Res({ passthrough: true }) res: FastifyReply) {
    const lists = await this.configurator.resources();
    setContentRange(res, 'attribute-lists', 0, lists.length, lists.length);
    return lists;
  }

  @Answers(obj({ propName: 'string', value: 'string', products: 'number' }))
  @Get(':name/usage')
  @Roles('superadmin')
  usage(@Param('name') name: string, @Query('value') value: string) {
    return this.configurator.usage(name, value);
  }

  @Answers(ATTRIBUTE_LIST)
  @Get(':name')
  @Roles('superadmin')
  get(@Param('name') name: string) {
    return this.configurator.resource(name);
  }

  @Answers(ATTRIBUTE_LIST)
  @Put(':name')
  @Roles('superadmin')
  update(@CurrentUser() user: AuthUser, @Param('name') name: string, @Body() dto: SaveAttributeValuesDto) {
    return this.configurator.saveValues(user, name, dto.values);
  }
}

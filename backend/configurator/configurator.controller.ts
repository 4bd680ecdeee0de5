import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { ConfiguratorService } from './configurator.service';
import { SaveAttributeListDto } from './dto/save-attribute-list.dto';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const TABLE_SETTING = obj({ id: 'number', propName: 'string', propValues: 'string' });

/** Spec 7 'Table configurator'. Store admins read the lists (their product forms use them). */
@ApiTags('TableConfigurator')
@ApiBearerAuth()
@Controller('TableConfigurator')
export class ConfiguratorController {
  constructor(private readonly configurator: ConfiguratorService) {}

  @Answers(list(TABLE_SETTING))
  @Get('get-all')
  @Roles('superadmin', 'admin')
  getAll() {
    return this.configurator.getAll();
  }

  @Answers(TABLE_SETTING, 404)
  @Post('save')
  @HttpCode(200)
  @Roles('superadmin')
  save(@CurrentUser() user: AuthUser, @Body() dto: SaveAttributeListDto) {
    return this.configurator.save(user, dto);
  }
}

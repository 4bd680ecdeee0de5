import { BadRequestException, Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { BeveragesService } from '../beverage/beverages.service';
import { BeverageDto } from '../beverage/dto/beverage.dto';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { MappingService } from './mapping.service';
import { Answers, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const BEVERAGE = obj({
  'message?': 'string',
  'decision?': 'string',
  'pending?': 'object',
  'beverage?': 'object|null',
  'id?': 'number',
  'item_Name?': 'string',
  'main_Category?': 'string',
  'sub_Category_1?': 'string',
  'final_Category?': 'string',
  'size?': 'string',
  'pack_Type?': 'string',
  'pack_Quantity?': 'number',
});

/**
 * Spec 7 POST beverageinventory, the one master-catalogue call that also decides mappings. It lives
 * with the review queue (which depends on the master catalogue, never the other way round); the
 * other beverageinventory calls are beverage/'s BeverageController.
 */
@ApiTags('beverageinventory')
@ApiBearerAuth()
@Controller('beverageinventory')
export class BeverageAddController {
  constructor(
    private readonly beverages: BeveragesService,
    private readonly mapping: MappingService,
  ) {}

  /** Adds a beverage; with `webUrl` it decides that store's pending item (spec 4 Mapping). */
  @Answers(BEVERAGE)
  @Post()
  @HttpCode(200)
  @Roles('superadmin')
  async add(@Ctx() ctx: StoreContext, @CurrentUser() user: AuthUser, @Body() dto: BeverageDto) {
    if (dto.webUrl) return this.mapping.decide(ctx, dto);
    if (dto.id)
      throw new BadRequestException('To change an existing beverage use PUT UpdateAllBeverage; to add one send id 0.');
    const saved = await this.beverages.create(user, dto);
    return this.beverages.get(saved.id);
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { ShopCtx } from '../tenants/store-context.decorators';
import { MenuService } from './menu.service';
import { Answers, list, obj } from '../common/http/openapi-answers';

@ApiTags('menu')
@Controller('MenuItem')
export class MenuController {
  constructor(private readonly menus: MenuService) {}

  @Public()
  @Answers(list(obj({ name: 'string', subCategories: 'array' })))
  @Get('GetMenuCategory')
  @ApiOperation({ summary: 'Menu categories with their sub-category groups and items (only what the store sells)' })
  getMenuCategory(@ShopCtx() ctx: StoreContext) {
    return this.menus.menu(ctx);
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/decorators';
import { CurrentStore } from '../tenants/current-store';
import type { Store } from '../tenants/store.entity';
import { MenuService } from './menu.service';

@ApiTags('menu')
@Controller('MenuItem')
export class MenuController {
  constructor(private readonly menus: MenuService) {}

  @Public()
  @Get('GetMenuCategory')
  @ApiOperation({ summary: 'Menu categories with their sub-category groups and items (only what the store sells)' })
  getMenuCategory(@CurrentStore() store: Store) {
    return this.menus.menu(store);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { CurrentStore } from '../tenants/current-store';
import type { Store } from '../tenants/store.entity';
import { AddWishlistItemDto, MergeWishlistDto } from './dto/wishlist.dto';
import { WishlistService } from './wishlist.service';

/** The signed-in customer's own wishlist in the current store (decisions.md: a real wishlist). */
@ApiTags('wishlist')
@ApiBearerAuth()
@Controller('wishlist')
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Roles('customer')
  @Get()
  list(@CurrentUser() user: AuthUser, @CurrentStore() store: Store) {
    return this.wishlist.list(user.id, store.id);
  }

  @Roles('customer')
  @Post()
  add(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Body() dto: AddWishlistItemDto) {
    return this.wishlist.add(user.id, store.id, dto.itemNumber.trim());
  }

  @Roles('customer')
  @Post('merge')
  @HttpCode(200)
  merge(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Body() dto: MergeWishlistDto) {
    return this.wishlist.merge(user.id, store.id, dto.itemNumbers);
  }

  @Roles('customer')
  @Delete(':itemNumber')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @CurrentStore() store: Store, @Param('itemNumber') itemNumber: string) {
    await this.wishlist.remove(user.id, store.id, itemNumber);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/decorators';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import { AddWishlistItemDto, MergeWishlistDto } from './dto/wishlist.dto';
import { WishlistService } from './wishlist.service';
import { Answers, list, obj } from '../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const WISHLIST = obj({ itemNumber: 'string', addedAt: 'string' });

/** The signed-in customer's own wishlist in the current store (kept on the server, per customer and per store). */
@ApiTags('wishlist')
@ApiBearerAuth()
@Controller('wishlist')
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Roles('customer')
  @Answers(list(WISHLIST))
  @Get()
  list(@Ctx() ctx: StoreContext) {
    return this.wishlist.list(ctx);
  }

  @Roles('customer')
  @Answers(WISHLIST, 404)
  @Post()
  add(@Ctx() ctx: StoreContext, @Body() dto: AddWishlistItemDto) {
    return this.wishlist.add(ctx, dto.itemNumber.trim());
  }

  @Roles('customer')
  @Answers(list(WISHLIST))
  @Post('merge')
  @HttpCode(200)
  merge(@Ctx() ctx: StoreContext, @Body() dto: MergeWishlistDto) {
    return this.wishlist.merge(ctx, dto.itemNumbers);
  }

  @Roles('customer')
  @Answers(undefined)
  @Delete(':itemNumber')
  @HttpCode(204)
  async remove(@Ctx() ctx: StoreContext, @Param('itemNumber') itemNumber: string) {
    await this.wishlist.remove(ctx, itemNumber);
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import type { QuoteResponse } from '../../domain/api/quote';
import type { StoreContext } from '../../tenants/store-context';
import { ShopCtx } from '../../tenants/store-context.decorators';
import { QuoteRequestDto } from './quote-request.dto';
import { QuoteService } from './quote.service';

/** Issue 12: one server quote for the cart page, every checkout tab and order placement. */
@ApiTags('cart')
@Controller('cart')
export class CartQuoteController {
  constructor(private readonly quotes: QuoteService) {}

  /** Prices a cart for the request's store: lines, deposits, shipping or delivery fee, tax, total, hold and problems. */
  @Public()
  @Post('quote')
  @HttpCode(200)
  async quote(
    @ShopCtx() ctx: StoreContext,
    @Body() dto: QuoteRequestDto,
    @CurrentUser() user?: AuthUser,
  ): Promise<QuoteResponse> {
    return this.quotes.respond(ctx, {
      orderType: dto.orderType,
      lines: dto.items,
      address: dto.shippingAddress,
      shippingOption: dto.shippingOption,
      promoCode: dto.promoCode,
      customerId: user?.role === 'customer' ? await this.quotes.customerIdOf(user.id) : null,
    });
  }
}

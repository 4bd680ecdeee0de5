import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { validationPipe } from '../../common/http/validation';
import type { QuoteRequest, QuoteResponse } from '../../domain/api/quote';
import type { StoreContext } from '../../tenants/store-context';
import { ShopCtx } from '../../tenants/store-context.decorators';
import { plainQuoteRequest } from './quote-request';
import { QuoteRequestDto } from './quote-request.dto';
import { QuoteService } from './quote.service';
import { Answers, obj } from '../../common/http/openapi-answers';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const QUOTE = obj({
  'lines?': 'array',
  subtotal: 'number',
  'discount?': 'number',
  'bottleDeposit?': 'number',
  'shippingCost?': 'number',
  'salesTax?': 'number',
  total: 'number',
  'holdAmount?': 'number',
  'problems?': 'array',
  promotions: 'array',
  nudges: 'array',
  shippingOptions: 'object',
  'promoTradeOff?': 'object|null',
});

/** One server quote for the cart page, every checkout tab and order placement. */
@ApiTags('cart')
@Controller('cart')
export class CartQuoteController {
  /** The app's validation, run here on a body that is not plainly valid (see quote-request.ts). */
  private readonly validation = validationPipe();

  constructor(private readonly quotes: QuoteService) {}

  /** Prices a cart for the request's store: lines, deposits, shipping or delivery fee, tax, total, hold and problems. */
  @Public()
  @Answers(QUOTE)
  @Post('quote')
  @HttpCode(200)
  @ApiBody({ type: QuoteRequestDto })
  async quote(
    @ShopCtx() ctx: StoreContext,
    // Not typed as the DTO, so the global pipe only applies the text rule: see `request`.
    @Body() body: unknown,
    @CurrentUser() user?: AuthUser,
  ): Promise<QuoteResponse> {
    const dto = await this.request(body);
    return this.quotes.respond(ctx, {
      orderType: dto.orderType,
      lines: dto.items,
      address: dto.shippingAddress,
      shippingOption: dto.shippingOption,
      promoCode: dto.promoCode,
      customerId: user?.role === 'customer' ? await this.quotes.customerIdOf(user.id) : null,
    });
  }

  /** The body as QuoteRequestDto validates it: read directly when plainly valid, else by the DTO (400 with its messages). */
  private async request(body: unknown): Promise<QuoteRequest> {
    return (
      plainQuoteRequest(body) ??
      ((await this.validation.transform(body, { type: 'body', metatype: QuoteRequestDto })) as QuoteRequestDto)
    );
  }
}

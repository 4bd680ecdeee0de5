import { Body, ConflictException, Controller, Get, HttpCode, NotFoundException, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../common/auth/decorators';
import { validationPipe } from '../common/http/validation';
import type { QuoteRequest } from '../domain/api/quote';
import { plainQuoteRequest } from './quote/quote-request';
import { QuoteRequestDto } from './quote/quote-request.dto';
import { QuoteService } from './quote/quote.service';
import type { StoreContext } from '../tenants/store-context';
import { Ctx } from '../tenants/store-context.decorators';
import type { PaymentSetup, StartedIntent } from '../domain/api/payments';
import { StripeCheckoutService } from '../payment/stripe/stripe-checkout.service';
import { Answers, obj } from '../common/http/openapi-answers';

/**
 * The storefront's payment calls (beside checkout, as they price the cart with its quote): which processor takes the card, and (Stripe) the PaymentIntent
 * the Payment Element confirms, for the server's own quote of the cart (total plus hold padding).
 */
@ApiTags('payment')
@Controller('payments')
export class StripeCheckoutController {
  private readonly validation = validationPipe();

  constructor(
    private readonly checkout: StripeCheckoutService,
    private readonly quotes: QuoteService,
  ) {}

  /** {processor: 'sandbox'} or {processor: 'stripe', publishableKey, scriptUrl}. */
  @Public()
  @Answers(obj({ processor: 'string', 'publishableKey?': 'string', 'scriptUrl?': 'string' }))
  @Get('setup')
  setup(): PaymentSetup {
    return this.checkout.setup();
  }

  /** Body: the cart as POST /api/cart/quote takes it. 200 {paymentIntentId, clientSecret, holdAmount}. */
  @ApiBearerAuth()
  @Roles('customer')
  @Answers(obj({ paymentIntentId: 'string', clientSecret: 'string', 'holdAmount?': 'number' }))
  @Post('stripe/intent')
  @HttpCode(200)
  @ApiBody({ type: QuoteRequestDto })
  async intent(@Ctx() ctx: StoreContext, @Body() body: unknown): Promise<StartedIntent> {
    if (this.checkout.setup().processor !== 'stripe')
      throw new NotFoundException('Card payments are not taken by Stripe.');
    const cart = await this.cart(body);
    const customerId = ctx.user ? await this.quotes.customerIdOf(ctx.user.id) : null;
    const priced = await this.quotes.price(ctx, {
      orderType: cart.orderType,
      lines: cart.items,
      address: cart.shippingAddress,
      shippingOption: cart.shippingOption,
      promoCode: cart.promoCode,
      customerId,
    });
    if (priced.quote.problems.length || priced.quote.holdCents <= 0) {
      throw new ConflictException({ status: false, message: 'Please review your cart before paying.' });
    }
    return this.checkout.start(ctx, priced.quote.holdCents);
  }

  private async cart(body: unknown): Promise<QuoteRequest> {
    return (
      plainQuoteRequest(body) ??
      ((await this.validation.transform(body, { type: 'body', metatype: QuoteRequestDto })) as QuoteRequestDto)
    );
  }
}

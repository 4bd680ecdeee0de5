import { BadRequestException, Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import Stripe from 'stripe';
import { Public } from '../../common/auth/decorators';
import type { TextBodyRoute } from '../../common/http/body-parsers';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { StripeWebhookService } from './stripe-webhook.service';

/** The webhook's body is read as the bytes Stripe signed (body-parsers.ts), at most 512 kB. */
export const STRIPE_WEBHOOK_BODY: TextBodyRoute = {
  url: '/api/payments/stripe/webhook',
  method: 'POST',
  contentTypes: ['application/json'],
  limit: 512 * 1024,
  tooLarge: () => new BadRequestException('The webhook body is too large.'),
};

/**
 * Stripe's webhook endpoint: the signature (Stripe-Signature, with the endpoint's whsec_ secret and
 * a 5-minute tolerance) is checked on the raw body before anything is read from it; a bad one is a
 * 400 Stripe shows in its dashboard. Every valid event is acknowledged with 200.
 */
@Controller('payments/stripe')
export class StripeWebhookController {
  constructor(
    private readonly webhooks: StripeWebhookService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(@Body() raw: unknown, @Headers('stripe-signature') signature?: string) {
    const secret = this.config.stripe?.webhookSecret;
    if (!secret) throw new BadRequestException('Stripe is not the configured processor.');
    if (typeof raw !== 'string' || !signature) throw new BadRequestException('A signed Stripe event is expected.');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(raw, signature, secret);
    } catch {
      throw new BadRequestException('The Stripe signature does not match this event.');
    }
    return this.webhooks.handle(event);
  }
}

import { ExecutionContext, Injectable, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { routeAccess } from '../auth/route-access';

/** PUBLIC_RATE_LIMIT is per second, counted over this window: an address may burst within it. */
export const RATE_WINDOW_MS = 10_000;
export const RATE_LIMITED_MESSAGE = 'Too many requests from your address. Please wait a few seconds and try again.';

/**
 * One budget per IP address for all public API calls together (catalogue, search, sign-in,
 * registration...): PUBLIC_RATE_LIMIT requests per second averaged over 10 seconds. Over it: 429
 * with Retry-After (seconds) and the usual JSON error body. Calls behind a token are not counted.
 * Counted in memory, per app instance. The app imports this module only when the limit is above 0.
 */
@Injectable()
export class PublicRateLimitGuard extends ThrottlerGuard {
  protected async shouldSkip(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    return !routeAccess(this.reflector, context.getHandler(), context.getClass()).isPublic;
  }

  protected generateKey(_context: ExecutionContext, tracker: string): string {
    return `public:${tracker}`;
  }
}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // Unnamed ('default'), so the header is plain Retry-After.
        throttlers: [{ ttl: RATE_WINDOW_MS, limit: Math.max(1, (config.publicRateLimit * RATE_WINDOW_MS) / 1000) }],
        setHeaders: true,
        errorMessage: RATE_LIMITED_MESSAGE,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: PublicRateLimitGuard }],
})
export class PublicRateLimitModule {}

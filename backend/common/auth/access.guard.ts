import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { markNoStore } from '../http/no-store';
import { BearerTokens } from './bearer-tokens';
import { routeAccess } from './route-access';
import { SIGNED_IN_STEP, type SignedInStep } from './signed-in-step';

/**
 * The one global guard, deny by default: a handler is reachable only when it says who may call it
 * with @Public() or @Roles(...). No or bad token: 401. Wrong role: 403. Once the caller may pass,
 * it also does what every granted request needs before its handler (no interceptor, so Nest runs
 * none per request): `Cache-Control: no-store` on personal answers (http/no-store.ts) and the
 * signed-in caller's store context (SIGNED_IN_STEP: tenants' CallerContexts). An anonymous call to a public route does no
 * token work at all. The token itself is checked by BearerTokens (signature and expiry by passport-jwt's
 * strategy once per token, then the account as it is now on every request), without passport's
 * per-request middleware, which cost more than the check.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: BearerTokens,
    @Inject(SIGNED_IN_STEP) private readonly signedIn: SignedInStep,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, roles } = routeAccess(this.reflector, context.getHandler(), context.getClass());
    const http = context.switchToHttp();
    const request = http.getRequest();
    const authorization = request.headers.authorization;
    const hasToken = typeof authorization === 'string' && authorization.length > 0;

    if (isPublic) {
      // A bad token on a public call is ignored, not an error.
      request.user = hasToken ? await this.tokens.user(authorization).catch(() => undefined) : undefined;
    } else {
      if (roles.length === 0) throw new ForbiddenException('This endpoint does not declare who may call it.');
      const user = await this.tokens.user(authorization); // 401 on a missing, expired, tampered or revoked token
      request.user = user;
      if (!roles.includes(user.role)) throw new ForbiddenException('You do not have access to this resource.');
    }
    markNoStore(http.getResponse<FastifyReply>(), isPublic, hasToken);
    if (request.user) await this.signedIn.attach(request);
    return true;
  }
}

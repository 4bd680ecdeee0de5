import { ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply } from 'fastify';
import { markNoStore } from '../http/no-store';
import type { AuthUser } from './auth-user';
import { BEARER, refusal } from './bearer-tokens';
import { routeAccess } from './route-access';
import { SIGNED_IN_STEP, type SignedInStep } from './signed-in-step';

/**
 * The one global guard, deny by default: a handler is reachable only when it says who may call it
 * with @Public() or @Roles(...). No or bad token: 401. Wrong role: 403. It is @nestjs/passport's
 * AuthGuard for the bearer-token strategy (BearerTokenStrategy), extended as Nest documents for a
 * global guard with public routes: an anonymous call to a public route does no token work at all,
 * and a bad token on a public call is ignored. Once the caller may pass, it also does what every
 * granted request needs before its handler (no interceptor, so Nest runs none per request):
 * `Cache-Control: no-store` on personal answers (http/no-store.ts) and the signed-in caller's
 * store context (SIGNED_IN_STEP: tenants' CallerContexts).
 */
@Injectable()
export class AccessGuard extends AuthGuard(BEARER) {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SIGNED_IN_STEP) private readonly signedIn: SignedInStep,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, roles } = routeAccess(this.reflector, context.getHandler(), context.getClass());
    const http = context.switchToHttp();
    const request = http.getRequest<{ headers: Record<string, unknown>; user?: AuthUser }>();
    const authorization = request.headers.authorization;
    const hasToken = typeof authorization === 'string' && authorization.length > 0;

    if (isPublic) {
      // passport sets request.user when the token holds; a bad one leaves the call anonymous.
      if (hasToken) await (super.canActivate(context) as Promise<boolean>).catch(() => (request.user = undefined));
    } else {
      if (roles.length === 0) throw new ForbiddenException('This endpoint does not declare who may call it.');
      await super.canActivate(context); // 401 on a missing, expired, tampered or revoked token
      if (!roles.includes(request.user!.role)) throw new ForbiddenException('You do not have access to this resource.');
    }
    markNoStore(http.getResponse<FastifyReply>(), isPublic, hasToken);
    if (request.user) await this.signedIn.attach(request);
    return true;
  }

  /** passport's answer: the strategy's error (validate() refused the account) or why it failed. */
  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false, info: unknown): TUser {
    if (err) throw err;
    if (!user) throw refusal(info);
    return user;
  }
}

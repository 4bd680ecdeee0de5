import { ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply } from 'fastify';
import { markNoStore } from '../http/no-store';
import type { AuthUser } from './auth-user';
import { routeAccess } from './route-access';
import { SIGNED_IN_STEP, type SignedInStep } from './signed-in-step';

/**
 * The one global guard, deny by default: a handler is reachable only when it says who may call it
 * with @Public() or @Roles(...). No or bad token: 401. Wrong role: 403. Once the caller may pass,
 * it also does what every granted request needs before its handler (no interceptor, so Nest runs
 * none per request): `Cache-Control: no-store` on personal answers (http/no-store.ts) and the
 * signed-in caller's store context (SIGNED_IN_STEP: tenants' CallerContexts). An anonymous call to a public route does no
 * token work at all.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SIGNED_IN_STEP) private readonly signedIn: SignedInStep,
  ) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, roles } = routeAccess(this.reflector, context.getHandler(), context.getClass());
    const http = context.switchToHttp();
    const request = http.getRequest();
    const hasToken = typeof request.headers.authorization === 'string' && request.headers.authorization.length > 0;

    if (isPublic) {
      if (hasToken) {
        try {
          await super.canActivate(context);
        } catch {
          request.user = undefined; // a bad token on a public call is ignored, not an error
        }
      }
    } else {
      if (roles.length === 0) throw new ForbiddenException('This endpoint does not declare who may call it.');
      await super.canActivate(context); // throws 401 on a missing, expired or tampered token
      const user = request.user as AuthUser | undefined;
      if (!user) throw new UnauthorizedException('Please sign in.');
      if (!roles.includes(user.role)) throw new ForbiddenException('You do not have access to this resource.');
    }
    markNoStore(http.getResponse<FastifyReply>(), isPublic, hasToken);
    if (request.user) await this.signedIn.attach(request);
    return true;
  }

  handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (err instanceof UnauthorizedException) throw err; // e.g. a revoked token
    if (err || !user) {
      const expired = info instanceof Error && info.name === 'TokenExpiredError';
      throw new UnauthorizedException(expired ? 'Your session has expired. Please sign in again.' : 'Please sign in.');
    }
    return user;
  }
}

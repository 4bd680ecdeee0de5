import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role } from './role';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC, ROLES } from './decorators';

/**
 * The one global guard, deny by default: a handler is reachable only when it says who may call it
 * with @Public() or @Roles(...). No or bad token: 401. Wrong role: 403.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    const request = context.switchToHttp().getRequest();
    const hasToken = typeof request.headers.authorization === 'string' && request.headers.authorization.length > 0;

    if (isPublic) {
      if (hasToken) {
        try {
          await super.canActivate(context);
        } catch {
          request.user = undefined; // a bad token on a public call is ignored, not an error
        }
      }
      return true;
    }
    if (!roles || roles.length === 0) {
      throw new ForbiddenException('This endpoint does not declare who may call it.');
    }
    await super.canActivate(context); // throws 401 on a missing, expired or tampered token
    const user = request.user as AuthUser | undefined;
    if (!user) throw new UnauthorizedException('Please sign in.');
    if (!roles.includes(user.role)) throw new ForbiddenException('You do not have access to this resource.');
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

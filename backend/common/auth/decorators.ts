import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from './role';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'access:public';
export const ROLES = 'access:roles';

/** Anyone may call this handler; a valid token, when sent, still sets the current user. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only these roles may call this handler. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** The signed-in caller (undefined on a public handler called without a token). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest().user;
});

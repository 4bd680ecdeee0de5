import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiSecurity } from '@nestjs/swagger';
import type { Role } from './role';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'access:public';
export const ROLES = 'access:roles';

/**
 * Anyone may call this handler; a valid token, when sent, still sets the current user. Documented
 * as security `[{}, {bearer: []}]`: no token needed, one may be sent.
 */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiSecurity({}), ApiBearerAuth());

/** Only these roles may call this handler. Documented as bearer security with `x-roles`. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES, roles), ApiBearerAuth(), ApiExtension('x-roles', roles));

/** The signed-in caller (undefined on a public handler called without a token). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest().user;
});

import type { Reflector } from '@nestjs/core';
import type { Role } from './role';
import { IS_PUBLIC, ROLES } from './decorators';

/** Who may call a handler, as its @Public() / @Roles(...) (method first, then its controller) say. */
export interface RouteAccess {
  readonly isPublic: boolean;
  readonly roles: readonly Role[];
}

/** Per controller class, per handler: read once, on the handler's first request (metadata never changes at run time). */
const known = new WeakMap<object, WeakMap<object, RouteAccess>>();

/** The handler's access rule, from its decorators, computed once per handler. */
export function routeAccess(reflector: Reflector, handler: object, controller: object): RouteAccess {
  let byHandler = known.get(controller);
  if (!byHandler) known.set(controller, (byHandler = new WeakMap()));
  let access = byHandler.get(handler);
  if (!access) {
    const targets = [handler, controller] as Array<(...args: unknown[]) => unknown>;
    access = {
      isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
      roles: reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets) ?? [],
    };
    byHandler.set(handler, access);
  }
  return access;
}

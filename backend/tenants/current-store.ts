import { createParamDecorator, ExecutionContext, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { Store } from './store.entity';
import type { AuthUser } from '../common/auth/auth-user';

/**
 * The storefront's store for this request (resolved by StoreMiddleware from the host, the
 * X-Store header or the default store).
 */
export const CurrentStore = createParamDecorator((_: unknown, ctx: ExecutionContext): Store => {
  const store = ctx.switchToHttp().getRequest().store as Store | undefined;
  if (!store) throw new NotFoundException('No store is configured.');
  return store;
});

/**
 * The store whose rows a staff member may touch: a store admin's own store, always; a super-admin
 * acts on the request's store. Every admin query is scoped by this one helper.
 */
export function staffStoreId(user: AuthUser, requestStore?: Store): number {
  if (user.role === 'admin') {
    if (!user.storeId) throw new ForbiddenException('This admin account is not linked to a store.');
    return user.storeId;
  }
  if (user.role === 'superadmin') {
    if (!requestStore) throw new NotFoundException('No store is configured.');
    return requestStore.id;
  }
  throw new ForbiddenException('You do not have access to this resource.');
}

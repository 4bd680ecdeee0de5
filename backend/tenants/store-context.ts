import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user';
import type { Role } from '../common/auth/role';
import type { Store } from './store.entity';

/**
 * Who is asking, and which store's rows the request may touch. Built once per request
 * (AccessGuard, with CallerContexts) and handed to services as their first argument; StoreDb scopes every
 * read and write of a store-owned row by it.
 */
export interface StoreContext {
  /** The store whose rows this request reads and writes. */
  readonly store: Store;
  /** The signed-in caller; null for a guest. */
  readonly user: AuthUser | null;
  /** The caller's role ('guest' without a token). */
  readonly role: Role | 'guest';
}

export const NO_STORE = 'No store is configured.';
export const NOT_LINKED = 'This admin account is not linked to a store.';

/**
 * The storefront's context: the request's store (its host, the X-Store header or the default
 * store) for anyone, signed in or not.
 */
export function storefrontContext(requestStore: Store | undefined, user: AuthUser | null | undefined): StoreContext {
  if (!requestStore) throw new NotFoundException(NO_STORE);
  return { store: requestStore, user: user ?? null, role: user?.role ?? 'guest' };
}

/**
 * The context of a signed-in caller: a store admin always works on their own store (whatever the
 * host says); a super-admin and a customer on the request's store.
 */
export function callerContext(
  user: AuthUser,
  requestStore: Store | undefined,
  storeById: (id: number) => Store | undefined,
): StoreContext {
  if (user.role === 'admin') {
    const own = user.storeId ? storeById(user.storeId) : undefined;
    if (!own) throw new ForbiddenException(NOT_LINKED);
    return { store: own, user, role: 'admin' };
  }
  return { ...storefrontContext(requestStore, user), user };
}

/** A context for work no request started (a worker acting for one store, a test). */
export function systemContext(store: Store): StoreContext {
  return { store, user: null, role: 'guest' };
}

/**
 * The same caller acting on another store: a super-admin may act on any store; anyone else only
 * on their own (another store's row is 404 to them, as if it did not exist).
 */
export function actingOn(ctx: StoreContext, store: Store, notFound = 'Not found.'): StoreContext {
  if (store.id === ctx.store.id) return ctx;
  if (ctx.role !== 'superadmin') throw new NotFoundException(notFound);
  return { ...ctx, store };
}

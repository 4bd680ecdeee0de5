import type { AuthUser } from '../common/auth/auth-user';
import { staffStoreId } from '../tenants/current-store';
import type { Actor } from '../domain/order-status';
import type { Store } from '../tenants/store.entity';

/**
 * Whose orders a caller may see: a customer their own orders in this storefront's store; staff
 * their store's orders (a store admin always their own store). Every orders query takes one.
 */
export type OrderScope =
  | { kind: 'customer'; userId: number; storeId: number; user: AuthUser }
  | { kind: 'store'; storeId: number; user: AuthUser };

export function scopeFor(user: AuthUser, store: Store): OrderScope {
  if (user.role === 'customer') return { kind: 'customer', userId: user.id, storeId: store.id, user };
  return { kind: 'store', storeId: staffStoreId(user, store), user };
}

export function actorOf(scope: OrderScope): Actor {
  return scope.kind === 'customer' ? 'customer' : 'staff';
}

/** SQL condition on the order alias `o`, appending its parameters. */
export function scopeCondition(scope: OrderScope, params: unknown[]): string {
  params.push(scope.storeId);
  const store = `o.store_id = $${params.length}`;
  if (scope.kind === 'store') return store;
  params.push(scope.userId);
  return `${store} AND o.user_id = $${params.length}`;
}

export function allows(scope: OrderScope, order: { storeId: number; userId: number }): boolean {
  return order.storeId === scope.storeId && (scope.kind === 'store' || order.userId === scope.userId);
}

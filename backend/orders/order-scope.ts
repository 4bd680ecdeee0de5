import { UnauthorizedException } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user';
import type { Actor } from '../domain/order-status';
import type { StoreContext } from '../tenants/store-context';

/**
 * Whose orders a caller may see, as a store context: a customer their own orders in this
 * storefront's store; staff their store's orders (a store admin always their own store). Every
 * orders query takes one first and runs in its store (StoreDb.run).
 */
export type OrderScope = StoreContext &
  (
    | { kind: 'customer'; userId: number; storeId: number; user: AuthUser }
    | { kind: 'store'; storeId: number; user: AuthUser }
  );

export function scopeFor(ctx: StoreContext): OrderScope {
  const user = ctx.user;
  if (!user) throw new UnauthorizedException('Please sign in.');
  if (user.role === 'customer') return { ...ctx, kind: 'customer', userId: user.id, storeId: ctx.store.id, user };
  return { ...ctx, kind: 'store', storeId: ctx.store.id, user };
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

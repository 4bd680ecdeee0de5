import { EntityManager } from 'typeorm';
import { OrderStatusHistory } from './entities/order-status-history.entity';
import type { OrderScope } from './order-scope';

/** One entry of an order's history (its timeline): who moved or changed it, from what to what, and why. */
export async function insertOrderHistory(
  em: EntityManager,
  scope: OrderScope,
  orderId: number,
  orderItemId: number | null,
  from: string,
  to: string,
  note?: string,
): Promise<void> {
  await em.insert(OrderStatusHistory, {
    orderId,
    orderItemId,
    fromStatus: from,
    toStatus: to,
    actorUserId: scope.user.id,
    actorRole: scope.user.role,
    actorEmail: scope.user.email,
    note: (note ?? '').trim().slice(0, 500),
  });
}

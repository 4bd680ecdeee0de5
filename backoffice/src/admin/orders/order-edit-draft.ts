import type { OrderLineChange } from '@domain/api/order-edits';
import type { AdminOrderDetail } from '@domain/api/orders';
import { REMOVED_STATUSES } from './OrderParts';

/** A line of the draft: one of the order's lines (perhaps changed) or an item added. */
export interface DraftLine {
  key: string;
  /** The order item it started as; null for an item added in this edit. */
  orderItemId: number | null;
  itemNumber: string;
  name: string;
  quantity: number;
  removed: boolean;
}

export const MAX_QUANTITY = 999;

/** The server's changes for a draft: what differs from the order's lines. */
export function draftChanges(order: AdminOrderDetail, draft: readonly DraftLine[]): OrderLineChange[] {
  const changes: OrderLineChange[] = [];
  for (const line of draft) {
    if (line.orderItemId === null) {
      if (!line.removed) changes.push({ action: 'add', itemNumber: line.itemNumber, quantity: line.quantity });
      continue;
    }
    const was = order.orderItems.find((i) => i.orderItemId === line.orderItemId)!;
    if (line.removed) changes.push({ action: 'remove', orderItemId: line.orderItemId });
    else if (line.itemNumber !== was.itemId)
      changes.push({
        action: 'substitute',
        orderItemId: line.orderItemId,
        itemNumber: line.itemNumber,
        quantity: line.quantity,
      });
    else if (line.quantity !== was.quantity)
      changes.push({ action: 'quantity', orderItemId: line.orderItemId, quantity: line.quantity });
  }
  return changes;
}

/** The draft an edit starts from: the order's lines still in it, unchanged. */
export function startDraft(order: AdminOrderDetail): DraftLine[] {
  return order.orderItems
    .filter((i) => !REMOVED_STATUSES.includes(i.itemStatus))
    .map((i) => ({
      key: `o${i.orderItemId}`,
      orderItemId: i.orderItemId,
      itemNumber: i.itemId,
      name: i.productName,
      quantity: i.quantity,
      removed: false,
    }));
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { FINAL_STATUSES } from '../domain/order-status';

/**
 * What the inventory screens need to know about orders, in one place: which open orders hold an
 * item, and how many units they hold. An order is open until Complete, Declined or Cancelled; a
 * line the store dropped on its own (item status Declined/Cancelled) holds nothing.
 */
@Injectable()
export class OrderLinesLookup {
  /** Ids of the store's open orders that hold this item. */
  async openOrderIds(em: EntityManager, storeId: number, itemId: number): Promise<number[]> {
    const rows: Array<{ id: number }> = await em.query(
      `SELECT DISTINCT o.id FROM order_item oi JOIN customer_order o ON o.id = oi.order_id
       WHERE oi.inventory_item_id = $1 AND o.store_id = $2 AND NOT (o.order_status = ANY($3)) AND NOT (oi.item_status = ANY($3))
       ORDER BY o.id`,
      [itemId, storeId, FINAL_STATUSES],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Units of each store item held by open orders. Their stock left availableToSell at placement
   * but is still on the shelf (and in the POS count) until the order completes.
   */
  async reservedUnits(em: EntityManager, storeId: number): Promise<Map<number, number>> {
    const rows: Array<{ itemId: number; units: string }> = await em.query(
      `SELECT oi.inventory_item_id AS "itemId", sum(oi.quantity)::bigint AS units
       FROM order_item oi JOIN customer_order o ON o.id = oi.order_id
       WHERE o.store_id = $1 AND oi.inventory_item_id IS NOT NULL AND NOT (o.order_status = ANY($2)) AND NOT (oi.item_status = ANY($2))
       GROUP BY 1`,
      [storeId, FINAL_STATUSES],
    );
    return new Map(rows.map((r) => [r.itemId, Number(r.units)]));
  }
}

import { Injectable } from '@nestjs/common';
import { FINAL_STATUSES } from '../domain/order-status';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';

/**
 * What the inventory screens need to know about orders, in one place: which open orders hold an
 * item, and how many units they hold. An order is open until Complete, Declined or Cancelled; a
 * line the store dropped on its own (item status Declined/Cancelled) holds nothing.
 */
@Injectable()
export class OrderLinesLookup {
  constructor(private readonly db: StoreDb) {}

  /** Ids of the store's open orders that hold this item. */
  async openOrderIds(ctx: StoreContext, itemId: number): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.db.run(ctx, (em) =>
      em.query(
        `SELECT DISTINCT o.id FROM order_item oi JOIN customer_order o ON o.id = oi.order_id
       WHERE oi.inventory_item_id = $1 AND o.store_id = $2 AND NOT (o.order_status = ANY($3)) AND NOT (oi.item_status = ANY($3))
       ORDER BY o.id`,
        [itemId, ctx.store.id, FINAL_STATUSES],
      ),
    );
    return rows.map((r) => r.id);
  }

  /**
   * Units of each store item held by open orders. Their stock left availableToSell at placement
   * but is still on the shelf (and in the POS count) until the order completes.
   */
  async reservedUnits(ctx: StoreContext): Promise<Map<number, number>> {
    const rows: Array<{ itemId: number; units: string }> = await this.db.run(ctx, (em) =>
      em.query(
        `SELECT oi.inventory_item_id AS "itemId", sum(oi.quantity)::bigint AS units
       FROM order_item oi JOIN customer_order o ON o.id = oi.order_id
       WHERE o.store_id = $1 AND oi.inventory_item_id IS NOT NULL AND NOT (o.order_status = ANY($2)) AND NOT (oi.item_status = ANY($2))
       GROUP BY 1`,
        [ctx.store.id, FINAL_STATUSES],
      ),
    );
    return new Map(rows.map((r) => [r.itemId, Number(r.units)]));
  }
}

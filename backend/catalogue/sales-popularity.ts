/**
 * Popularity for search ranking: the units of each item a store sold in the last 90 days
 * (orders declined or cancelled, and lines declined or cancelled, sold nothing). Read with the
 * store's whole catalogue (at least every few minutes, see CatalogueService.snapshot), so a sale
 * shows in the ranking by the next whole rebuild, not at once.
 */
import { STOPPED_SQL } from '../domain/order-status-sql';
import type { ArrayQueryable } from './array-queryable';
import type { CatalogueSnapshot } from './catalogue-snapshot';

export const POPULARITY_DAYS = 90;

const SALES_SQL = `
  SELECT oi.inventory_item_id, sum(oi.quantity)::int
    FROM order_item oi JOIN customer_order o ON o.id = oi.order_id
   WHERE o.store_id = $1 AND oi.inventory_item_id IS NOT NULL
     AND o.order_date >= now() - make_interval(days => ${POPULARITY_DAYS})
     AND o.order_status NOT IN ${STOPPED_SQL} AND oi.item_status NOT IN ${STOPPED_SQL}
   GROUP BY 1`;

/** Units sold per item id of one store in the last POPULARITY_DAYS days. */
export async function loadSales(client: ArrayQueryable, storeId: number): Promise<Map<number, number>> {
  const { rows } = await client.query({ text: SALES_SQL, values: [storeId], rowMode: 'array' });
  return new Map(rows.map((r) => [Number(r[0]), Number(r[1])]));
}

/** Each store's latest sales read, and per snapshot the units sold per product key (its sizes summed). */
export class SalesPopularity {
  private readonly byStore = new Map<number, Map<number, number>>();
  private readonly perSnapshot = new WeakMap<CatalogueSnapshot, Map<string, number>>();

  set(storeId: number, sales: Map<number, number>): void {
    this.byStore.set(storeId, sales);
  }

  forget(storeId: number): void {
    this.byStore.delete(storeId);
  }

  of(snap: CatalogueSnapshot): Map<string, number> | undefined {
    const sales = this.byStore.get(snap.storeId);
    if (!sales?.size) return undefined;
    let byKey = this.perSnapshot.get(snap);
    if (!byKey) this.perSnapshot.set(snap, (byKey = salesByProduct(snap, sales)));
    return byKey;
  }
}

/** Units sold per product key of `snap` (its sizes summed), from units sold per item id. */
export function salesByProduct(snap: CatalogueSnapshot, sales: ReadonlyMap<number, number>): Map<string, number> {
  const byKey = new Map<string, number>();
  for (const [itemId, units] of sales) {
    const p = snap.byItemId.get(itemId);
    if (p) byKey.set(p.key, (byKey.get(p.key) ?? 0) + units);
  }
  return byKey;
}

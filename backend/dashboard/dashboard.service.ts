import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { toDollars } from '../common/money/money';
import { FINAL_STATUSES, OrderStatus } from '../domain/order-status';
import { todayIn } from '../domain/pricing';
import { SHOP_TIME_ZONE } from '../domain/shop-time';

/** Month boundaries and days are the shop's calendar (sale windows use the same time zone). */

/**
 * What each tile counts, among the orders placed in the month (spec 2.15 Dashboard tiles):
 * Pending = waiting for the store to accept; InProgress = accepted, being prepared;
 * Dispatch = handed over (ready for pickup, out for delivery, shipped), not yet complete.
 */
export const TILE_STATUSES: Record<'pendingOrders' | 'inProgressOrders' | 'dispatchOrders', OrderStatus[]> = {
  pendingOrders: ['Received'],
  inProgressOrders: ['Accepted'],
  dispatchOrders: ['Ready for pickup', 'Out for delivery', 'Shipped'],
};

/** Declined and cancelled orders (and lines) sold nothing. */
const NOT_SOLD: OrderStatus[] = FINAL_STATUSES.filter((s) => s !== 'Complete');

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' (default: this month in the shop's calendar) -> the month and its number of days. */
export function parseMonth(month: string | undefined): { month: string; days: number } {
  const value = month || todayIn(SHOP_TIME_ZONE).slice(0, 7);
  const m = MONTH.exec(value);
  if (!m) throw new BadRequestException('month must look like 2025-06 (year-month).');
  const days = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return { month: value, days };
}

/**
 * The store dashboard's figures (decisions.md: the store's real counts, sales by day and by
 * category, inventory by category), each one aggregate query scoped to the caller's store.
 */
@Injectable()
export class DashboardService {
  constructor(private readonly ds: DataSource) {}

  /** Orders placed in the month in the shop's calendar, as a range the (store_id, order_date) index serves. */
  private inMonth(alias: string) {
    const start = `(($2 || '-01')::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}')`;
    const end = `((($2 || '-01')::timestamp + interval '1 month') AT TIME ZONE '${SHOP_TIME_ZONE}')`;
    return `${alias}.order_date >= ${start} AND ${alias}.order_date < ${end}`;
  }

  async summary(storeId: number, monthParam?: string) {
    const { month } = parseMonth(monthParam);
    const [row] = await this.ds.query(
      `SELECT count(*)::int AS "totalOrders",
         count(*) FILTER (WHERE o.order_status = ANY($3))::int AS "pendingOrders",
         count(*) FILTER (WHERE o.order_status = ANY($4))::int AS "inProgressOrders",
         count(*) FILTER (WHERE o.order_status = ANY($5))::int AS "dispatchOrders"
       FROM customer_order o WHERE o.store_id = $1 AND ${this.inMonth('o')}`,
      [storeId, month, TILE_STATUSES.pendingOrders, TILE_STATUSES.inProgressOrders, TILE_STATUSES.dispatchOrders],
    );
    return { month, ...row };
  }

  /** 'Sales Performance': item sales (before tax and shipping) per day of the month, every day listed. */
  async salesByDay(storeId: number, monthParam?: string) {
    const { month, days } = parseMonth(monthParam);
    const rows: Array<{ day: string; cents: string; orders: number }> = await this.ds.query(
      `SELECT to_char(o.order_date AT TIME ZONE '${SHOP_TIME_ZONE}', 'YYYY-MM-DD') AS day,
         sum(o.subtotal_cents)::bigint AS cents, count(*)::int AS orders
       FROM customer_order o
       WHERE o.store_id = $1 AND ${this.inMonth('o')} AND NOT (o.order_status = ANY($3))
       GROUP BY 1`,
      [storeId, month, NOT_SOLD],
    );
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return Array.from({ length: days }, (_, i) => {
      const day = `${month}-${String(i + 1).padStart(2, '0')}`;
      const r = byDay.get(day);
      return { day, sales: toDollars(Number(r?.cents ?? 0)), orders: r?.orders ?? 0 };
    });
  }

  /** 'Total Sell': item sales of the month by main category (the master product's once mapped, else the store's own). */
  async salesByCategory(storeId: number, monthParam?: string) {
    const { month } = parseMonth(monthParam);
    const rows: Array<{ category: string; cents: string; units: string }> = await this.ds.query(
      `SELECT COALESCE(NULLIF(b.main_category, ''), NULLIF(i.main_category, ''), 'Other') AS category,
         sum(oi.item_price_cents * oi.quantity)::bigint AS cents, sum(oi.quantity)::bigint AS units
       FROM order_item oi
       JOIN customer_order o ON o.id = oi.order_id
       LEFT JOIN inventory_item i ON i.id = oi.inventory_item_id
       LEFT JOIN beverage b ON b.id = i.beverage_id
       WHERE o.store_id = $1 AND ${this.inMonth('o')} AND NOT (o.order_status = ANY($3)) AND NOT (oi.item_status = ANY($3))
       GROUP BY 1 ORDER BY 2 DESC, 1`,
      [storeId, month, NOT_SOLD],
    );
    return rows.map((r) => ({ category: r.category, sales: toDollars(Number(r.cents)), units: Number(r.units) }));
  }

  /** 'Total Inventory': units in stock now, by main category (stock has no month). */
  async inventoryByCategory(storeId: number) {
    const rows: Array<{ category: string; units: string; items: number }> = await this.ds.query(
      `SELECT COALESCE(NULLIF(b.main_category, ''), NULLIF(i.main_category, ''), 'Other') AS category, sum(i.available_to_sell)::bigint AS units, count(*)::int AS items
       FROM inventory_item i LEFT JOIN beverage b ON b.id = i.beverage_id
       WHERE i.store_id = $1
       GROUP BY 1 ORDER BY 2 DESC, 1`,
      [storeId],
    );
    return rows.map((r) => ({ category: r.category, units: Number(r.units), items: r.items }));
  }
}

import { BadRequestException, Injectable } from '@nestjs/common';
import { toDollars } from '../common/money/money';
import { DASHBOARD_TILE_STATUSES, OrderStatus, STOPPED_STATUSES } from '../domain/order-status';
import { REVENUE_SQL } from '../domain/revenue';
import { dayStarts, daysBetween, localMonth, monthRange, previousMonth } from '../domain/store-time';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { StoresService } from '../tenants/stores.service';
import type {
  CategorySales,
  CategoryStock,
  DashboardSummary,
  DaySales,
  LowStock,
  MonthFigures,
} from '../domain/api/dashboard';

/** Month boundaries and days are the store's calendar (its time zone, as for sale windows). */

/** What each tile counts (domain/order-status.ts; the tiles link to the same statuses). */
export const TILE_STATUSES = DASHBOARD_TILE_STATUSES;

/** Declined and cancelled orders (and lines) sold nothing. */
const NOT_SOLD: readonly OrderStatus[] = STOPPED_STATUSES;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Orders placed in the month: $2 and $3 are its [from, to) (the (store_id, order_date) index serves it). */
const IN_MONTH = 'o.order_date >= $2 AND o.order_date < $3';

/** A month of a store's calendar: 'YYYY-MM', the moments it spans [from, to) and its days. */
export interface StoreMonth {
  month: string;
  from: Date;
  to: Date;
  days: string[];
  timeZone: string;
}

/** 'YYYY-MM' (default: this month in the store's calendar) -> the month, its span and its days. */
export function parseMonth(month: string | undefined, timeZone: string, now: Date = new Date()): StoreMonth {
  const value = month || localMonth(timeZone, now);
  if (!MONTH.test(value)) throw new BadRequestException('month must look like 2025-06 (year-month).');
  const [from, to] = monthRange(timeZone, value);
  return { month: value, from, to, days: daysBetween(timeZone, from, to), timeZone };
}

/**
 * The store dashboard's figures (the store's real counts, sales by day and by
 * category, inventory by category), each one aggregate query scoped to the caller's store.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly db: StoreDb,
    private readonly stores: StoresService,
  ) {}

  private async month(ctx: StoreContext, month: string | undefined): Promise<StoreMonth> {
    return parseMonth(month, await this.stores.timeZoneOf(ctx.store.id));
  }

  /** One read in the store's scope (the statements also name the store, for the (store_id, ...) indexes). */
  private read<T = any>(ctx: StoreContext, sql: string, params: unknown[]): Promise<T> {
    return this.db.run(ctx, (em) => em.query(sql, params));
  }

  async summary(ctx: StoreContext, monthParam?: string): Promise<DashboardSummary> {
    const { month, from, to, timeZone } = await this.month(ctx, monthParam);
    const [row] = await this.read(
      ctx,

      `SELECT count(*)::int AS "totalOrders",
         count(*) FILTER (WHERE o.order_status = ANY($4))::int AS "pendingOrders",
         count(*) FILTER (WHERE o.order_status = ANY($5))::int AS "inProgressOrders",
         count(*) FILTER (WHERE o.order_status = ANY($6))::int AS "dispatchOrders"
       FROM customer_order o WHERE o.store_id = $1 AND ${IN_MONTH}`,
      [
        ctx.store.id,
        from,
        to,
        TILE_STATUSES.pendingOrders,
        TILE_STATUSES.inProgressOrders,
        TILE_STATUSES.dispatchOrders,
      ],
    );
    const before = parseMonth(previousMonth(month), timeZone);
    return {
      month,
      ...row,
      figures: await this.figures(ctx, from, to),
      previous: { month: before.month, ...(await this.figures(ctx, before.from, before.to)) },
    };
  }

  /**
   * Revenue (domain/revenue.ts), orders, average order value and discounts of the orders placed in
   * [from, to) that sold something, with the refunds and the amounts shown apart from revenue.
   */
  private async figures(ctx: StoreContext, from: Date, to: Date): Promise<MonthFigures> {
    const sold = `NOT ${REVENUE_SQL.fullyRefunded}`;
    const [row]: Array<Record<'orders' | 'revenue' | 'discounts' | 'refunds' | 'tax' | 'deposits' | 'fees', string>> =
      await this.read(
        ctx,
        `SELECT count(*) FILTER (WHERE ${sold})::int AS orders,
           COALESCE(sum(${REVENUE_SQL.revenueCents}) FILTER (WHERE ${sold}), 0)::bigint AS revenue,
           COALESCE(sum(o.discount_cents) FILTER (WHERE ${sold}), 0)::bigint AS discounts,
           COALESCE(sum(refund.cents), 0)::bigint AS refunds,
           COALESCE(sum(o.sales_tax_cents) FILTER (WHERE ${sold}), 0)::bigint AS tax,
           COALESCE(sum(o.deposit_cents) FILTER (WHERE ${sold}), 0)::bigint AS deposits,
           COALESCE(sum(o.shipping_cost_cents) FILTER (WHERE ${sold}), 0)::bigint AS fees
         FROM customer_order o ${REVENUE_SQL.join}
         WHERE o.store_id = $1 AND ${IN_MONTH} AND NOT (o.order_status = ANY($4))`,
        [ctx.store.id, from, to, NOT_SOLD],
      );
    const revenue = Number(row.revenue);
    const orders = Number(row.orders);
    return {
      revenue: toDollars(revenue),
      orders,
      averageOrderValue: orders ? toDollars(Math.round(revenue / orders)) : 0,
      discounts: toDollars(Number(row.discounts)),
      refunds: toDollars(Number(row.refunds)),
      salesTax: toDollars(Number(row.tax)),
      deposits: toDollars(Number(row.deposits)),
      fees: toDollars(Number(row.fees)),
    };
  }

  /** Items at or below the store's low-stock threshold: how many, and the lowest few. */
  async lowStock(ctx: StoreContext): Promise<LowStock> {
    const [store] = await this.read(ctx, `SELECT low_stock_threshold AS threshold FROM store WHERE id = $1`, [
      ctx.store.id,
    ]);
    const threshold: number = store?.threshold ?? 0;
    const [{ count }] = await this.read(
      ctx,
      `SELECT count(*)::int AS count FROM inventory_item i WHERE i.store_id = $1 AND i.available_to_sell <= $2`,
      [ctx.store.id, threshold],
    );
    const items = await this.read(
      ctx,
      `SELECT i.id, i.item_number AS "itemNumber", i.item_description AS "itemDescription", i.available_to_sell AS "availableToSell"
         FROM inventory_item i WHERE i.store_id = $1 AND i.available_to_sell <= $2
        ORDER BY i.available_to_sell, i.item_description, i.id LIMIT 5`,
      [ctx.store.id, threshold],
    );
    return { threshold, count, items };
  }

  /** 'Sales Performance': item sales (before tax and shipping) per day of the month, every day listed. */
  async salesByDay(ctx: StoreContext, monthParam?: string): Promise<DaySales[]> {
    const { from, to, days, timeZone } = await this.month(ctx, monthParam);
    const rows: Array<{ bucket: number; cents: string; orders: number }> = await this.read(
      ctx,

      `SELECT width_bucket(o.order_date, $5::timestamptz[]) AS bucket,
         sum(o.subtotal_cents)::bigint AS cents, count(*)::int AS orders
       FROM customer_order o
       WHERE o.store_id = $1 AND ${IN_MONTH} AND NOT (o.order_status = ANY($4))
       GROUP BY 1`,
      [ctx.store.id, from, to, NOT_SOLD, dayStarts(timeZone, days)],
    );
    const byDay = new Map(rows.map((r) => [days[r.bucket - 1], r]));
    return days.map((day) => {
      const r = byDay.get(day);
      return { day, sales: toDollars(Number(r?.cents ?? 0)), orders: r?.orders ?? 0 };
    });
  }

  /** 'Total Sell': item sales of the month by main category (the master product's once mapped, else the store's own). */
  async salesByCategory(ctx: StoreContext, monthParam?: string): Promise<CategorySales[]> {
    const { from, to } = await this.month(ctx, monthParam);
    const rows: Array<{ category: string; cents: string; units: string }> = await this.read(
      ctx,

      `SELECT COALESCE(NULLIF(b.main_category, ''), NULLIF(i.main_category, ''), 'Other') AS category,
         sum(oi.item_price_cents * oi.quantity)::bigint AS cents, sum(oi.quantity)::bigint AS units
       FROM order_item oi
       JOIN customer_order o ON o.id = oi.order_id
       LEFT JOIN inventory_item i ON i.id = oi.inventory_item_id
       LEFT JOIN beverage b ON b.id = i.beverage_id
       WHERE o.store_id = $1 AND ${IN_MONTH} AND NOT (o.order_status = ANY($4)) AND NOT (oi.item_status = ANY($4))
       GROUP BY 1 ORDER BY 2 DESC, 1`,
      [ctx.store.id, from, to, NOT_SOLD],
    );
    return rows.map((r) => ({ category: r.category, sales: toDollars(Number(r.cents)), units: Number(r.units) }));
  }

  /** 'Total Inventory': units in stock now, by main category (stock has no month). */
  async inventoryByCategory(ctx: StoreContext): Promise<CategoryStock[]> {
    const rows: Array<{ category: string; units: string; items: number }> = await this.read(
      ctx,

      `SELECT COALESCE(NULLIF(b.main_category, ''), NULLIF(i.main_category, ''), 'Other') AS category, sum(i.available_to_sell)::bigint AS units, count(*)::int AS items
       FROM inventory_item i LEFT JOIN beverage b ON b.id = i.beverage_id
       WHERE i.store_id = $1
       GROUP BY 1 ORDER BY 2 DESC, 1`,
      [ctx.store.id],
    );
    return rows.map((r) => ({ category: r.category, units: Number(r.units), items: r.items }));
  }
}

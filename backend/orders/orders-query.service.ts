import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { In } from 'typeorm';
import { toDollars } from '../common/money/money';
import { STOPPED_SQL } from '../domain/order-status-sql';
import type { CustomerOrder, ListedOrder, TrackedOrderItem, TransactionStatus } from '../domain/api/orders';
import type { OrderType } from '../domain/order-type';
import type { LineDiscountPart } from '../domain/quote/discounts';
import { discountPartsResponse } from '../domain/quote/quote-response';
import {
  HISTORY_STATUS_FILTERS,
  HistoryStatusFilter,
  ORDER_STATUSES,
  OrderStatus,
  parseOrderStatus,
  statusesForHistoryFilter,
} from '../domain/order-status';
import { PaymentTransaction } from '../payment/payment-transaction.entity';
import type { OrderListQueryDto } from './dto/update-order.dto';
import { OrderAddress } from './entities/order-address.entity';
import { OrderItem } from './entities/order-item.entity';
import { OrderRefund } from './entities/order-refund.entity';
import { OrderStatusHistory } from './entities/order-status-history.entity';
import { Order } from './entities/order.entity';
import { actorOf, allows, OrderScope, scopeCondition } from './order-scope';
import { imageUrl, listedOrderFields, orderDetailView } from './order-views';
import { dayStarts, daysBetween, monthRange, yearRange } from '../domain/store-time';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { StoresService } from '../tenants/stores.service';

interface ListRow {
  id: number;
  orderDate: Date;
  orderType: OrderType;
  orderStatus: OrderStatus;
  transactionStatus: TransactionStatus;
  subtotalCents: number;
  salesTaxCents: number;
  shippingCostCents: number;
  depositCents: number;
  discountCents: number;
  orderDiscountCents: number;
  windowStart: Date | null;
  windowEnd: Date | null;
  pickupReadyAt: Date | null;
  totalCents: number;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  refundedCents?: number;
}

interface ItemRow {
  id: number;
  orderId: number;
  itemNumber: string;
  productName: string;
  size: string;
  packType: string;
  packSize: number;
  quantity: number;
  itemPriceCents: number;
  discountCents: number;
  promotionName: string | null;
  discountParts: LineDiscountPart[];
  itemStatus: OrderStatus;
  trackingNumber: string | null;
  estimatedDelivery: string | null;
  imageHash: string | null;
}

/** The spec 7 order reads, each an explicit query scoped by the caller (OrderScope). */
@Injectable()
export class OrdersQueryService {
  constructor(
    private readonly db: StoreDb,
    private readonly stores: StoresService,
  ) {}

  /** GetOrderById: the whole order, or 404 when the caller may not see it. */
  async detail(scope: OrderScope, orderId: number) {
    return this.db.run(scope, async (em) => {
      const order = await em.findOne(Order, { where: { id: orderId } });
      if (!order || !allows(scope, order)) throw new NotFoundException('No such order.');
      // One transaction's connection runs one query at a time: asked in sequence, not Promise.all.
      const items = await em.find(OrderItem, { where: { orderId }, order: { id: 'ASC' } });
      const addresses = await em.find(OrderAddress, { where: { orderId } });
      const history = await em.find(OrderStatusHistory, { where: { orderId }, order: { id: 'ASC' } });
      const payment = order.transactionId
        ? await em.findOne(PaymentTransaction, { where: { id: order.transactionId } })
        : null;
      const refunds = await em.find(OrderRefund, { where: { orderId }, order: { id: 'ASC' } });
      return orderDetailView(order, items, addresses, history, payment, actorOf(scope), refunds);
    });
  }

  /** GetOrdersByCustomerId: spec 3 Listed order (customer history), filters applied here. */
  async byCustomer(scope: OrderScope, customerId: number, q: OrderListQueryDto): Promise<CustomerOrder[]> {
    if (scope.kind === 'customer') {
      const own: Array<{ id: number }> = await this.sql(scope, 'SELECT id FROM customer WHERE user_id = $1', [
        scope.userId,
      ]);
      if (own[0]?.id !== customerId) throw new NotFoundException('No such customer.');
    }
    const rows = await this.listRows(scope, q, customerId);
    const items = await this.itemsOf(
      scope,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      orderId: r.id,
      orderDate: r.orderDate.toISOString(),
      totalAmount: toDollars(r.totalCents),
      status: r.orderStatus,
      orderType: r.orderType,
      refundedAmount: toDollars(r.refundedCents ?? 0),
      deposit: toDollars(r.depositCents),
      discount: toDollars(r.discountCents),
      orderDiscount: toDollars(r.orderDiscountCents),
      shippingCost: toDollars(r.shippingCostCents),
      deliveryWindow:
        r.windowStart && r.windowEnd ? { start: r.windowStart.toISOString(), end: r.windowEnd.toISOString() } : null,
      pickupReadyAt: r.pickupReadyAt ? r.pickupReadyAt.toISOString() : null,
      orderItems: (items.get(r.id) ?? []).map((i) => ({
        orderItemId: i.id,
        itemId: i.itemNumber,
        productName: i.productName,
        imageUrl: imageUrl(i.imageHash),
        size: i.size,
        packType: i.packType,
        packSize: i.packSize,
        quantity: i.quantity,
        itemPrice: toDollars(i.itemPriceCents),
        discount: toDollars(i.discountCents ?? 0),
        promotionName: i.promotionName ?? null,
        discounts: discountPartsResponse(i.discountParts),
        itemStatus: i.itemStatus,
      })),
    }));
  }

  /** GetOrdersWithDetails: spec 3 Order (admin list); a customer gets their own orders. */
  async withDetails(scope: OrderScope, q: OrderListQueryDto): Promise<ListedOrder[]> {
    const rows = await this.listRows(scope, q);
    const items = await this.itemsOf(
      scope,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      orderId: r.id,
      orderDate: r.orderDate.toISOString(),
      status: r.orderStatus,
      orderType: r.orderType,
      transactionStatus: r.transactionStatus,
      orderItems: (items.get(r.id) ?? []).map((i) => ({
        orderItemId: i.id,
        itemId: i.itemNumber,
        productName: i.productName,
        quantity: i.quantity,
        unitPrice: toDollars(i.itemPriceCents),
        imageUrl: imageUrl(i.imageHash),
        itemStatus: i.itemStatus,
      })),
      ...listedOrderFields(r),
    }));
  }

  /** GetOrderItemWithTracking: items with their tracking number and estimated delivery. */
  async itemsWithTracking(scope: OrderScope, orderId?: number): Promise<TrackedOrderItem[]> {
    const params: unknown[] = [];
    const where = [scopeCondition(scope, params)];
    if (orderId) {
      params.push(orderId);
      where.push(`o.id = $${params.length}`);
    }
    const rows: Array<
      Omit<TrackedOrderItem, 'orderDate' | 'imageUrl'> & { orderDate: Date; imageHash: string | null }
    > = await this.sql(
      scope,
      `SELECT i.id AS "orderItemId", i.order_id AS "orderId", i.item_number AS "itemId", i.product_name AS "productName",
              i.quantity, i.item_status AS "itemStatus", i.tracking_number AS "trackingNumber",
              to_char(i.estimated_delivery, 'YYYY-MM-DD') AS "estimatedDelivery", i.image_hash AS "imageHash",
              o.order_status AS "orderStatus", o.order_type AS "orderType", o.order_date AS "orderDate"
         FROM order_item i JOIN customer_order o ON o.id = i.order_id
        WHERE ${where.join(' AND ')}
        ORDER BY o.order_date DESC, i.id
        LIMIT 500`,
      params,
    );
    return rows.map(({ imageHash, orderDate, ...r }) => ({
      ...r,
      orderDate: orderDate.toISOString(),
      imageUrl: imageUrl(imageHash),
    }));
  }

  /** OrderCountByDate: orders and sales per day (shop time) of a month, or of the last 30 days. */
  async countByDate(ctx: StoreContext, month?: string) {
    const storeId = ctx.store.id;
    const timeZone = await this.stores.timeZoneOf(storeId);
    const [from, to] = monthRange(timeZone, month);
    const days = daysBetween(timeZone, from, to);
    const rows: Array<{ bucket: number; count: number; sales: string }> = await this.sql(
      ctx,
      `SELECT width_bucket(o.order_date, $4::timestamptz[]) AS bucket, count(*)::int AS count,
              COALESCE(sum(o.total_cents) FILTER (WHERE o.order_status NOT IN ${STOPPED_SQL}), 0) AS sales
         FROM customer_order o
        WHERE o.store_id = $1 AND o.order_date >= $2 AND o.order_date < $3
        GROUP BY 1 ORDER BY 1`,
      [storeId, from, to, dayStarts(timeZone, days)],
    );
    const byDate = new Map(rows.map((r) => [days[r.bucket - 1], r]));
    const out: Array<{ date: string; count: number; totalAmount: number }> = [];
    for (const day of days) {
      const r = byDate.get(day);
      out.push({ date: day, count: r?.count ?? 0, totalAmount: toDollars(Number(r?.sales ?? 0)) });
    }
    return out;
  }

  /** OrderCountByStatus: every status with its count (zeros included), all time or for a month. */
  async countByStatus(ctx: StoreContext, month?: string) {
    const storeId = ctx.store.id;
    const params: unknown[] = [storeId];
    let range = '';
    if (month) {
      const [from, to] = monthRange(await this.stores.timeZoneOf(storeId), month);
      params.push(from, to);
      range = 'AND o.order_date >= $2 AND o.order_date < $3';
    }
    const rows: Array<{ status: string; count: number }> = await this.sql(
      ctx,
      `SELECT o.order_status AS status, count(*)::int AS count FROM customer_order o WHERE o.store_id = $1 ${range} GROUP BY 1`,
      params,
    );
    return ORDER_STATUSES.map((status) => ({ status, count: rows.find((r) => r.status === status)?.count ?? 0 }));
  }

  private async listRows(scope: OrderScope, q: OrderListQueryDto, customerId?: number): Promise<ListRow[]> {
    const params: unknown[] = [];
    const where = [scopeCondition(scope, params)];
    if (customerId !== undefined) {
      params.push(customerId);
      where.push(`o.customer_id = $${params.length}`);
    }
    const statuses = statusFilter(q.status);
    if (statuses) {
      params.push(statuses);
      where.push(`o.order_status = ANY($${params.length}::varchar[])`);
    }
    if (q.date) where.push(dateCondition(q.date, await this.stores.timeZoneOf(scope.storeId), params));
    if (q.search?.trim() && scope.kind === 'store') {
      const text = q.search.trim();
      params.push(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const like = `$${params.length}`;
      let byId = '';
      if (/^\d{1,9}$/.test(text)) {
        params.push(Number(text));
        byId = `o.id = $${params.length} OR `;
      }
      where.push(
        `(${byId}o.contact_name ILIKE ${like} OR o.contact_email ILIKE ${like}
          OR EXISTS (SELECT 1 FROM order_item si WHERE si.order_id = o.id AND si.product_name ILIKE ${like}))`,
      );
    }
    params.push(q.limit ?? 100);
    return this.sql(
      scope,
      `SELECT o.id, o.order_date AS "orderDate", o.order_type AS "orderType", o.order_status AS "orderStatus",
              o.transaction_status AS "transactionStatus", o.subtotal_cents AS "subtotalCents", o.sales_tax_cents AS "salesTaxCents",
              o.shipping_cost_cents AS "shippingCostCents", o.total_cents AS "totalCents", o.contact_name AS "contactName",
              o.deposit_cents AS "depositCents", o.discount_cents AS "discountCents",
              o.order_discount_cents AS "orderDiscountCents", o.window_start AS "windowStart", o.window_end AS "windowEnd",
              o.pickup_ready_at AS "pickupReadyAt",
              o.contact_email AS "contactEmail", o.contact_phone AS "contactPhone",
              (SELECT COALESCE(sum(r.amount_cents), 0)::int FROM order_refund r WHERE r.order_id = o.id) AS "refundedCents",
              COALESCE(s.address_line1, b.address_line1) AS "addressLine1", COALESCE(s.address_line2, b.address_line2) AS "addressLine2",
              COALESCE(s.city, b.city) AS city, COALESCE(s.state, b.state) AS state, COALESCE(s.zip_code, b.zip_code) AS "zipCode"
         FROM customer_order o
         LEFT JOIN order_address s ON s.order_id = o.id AND s.kind = 'shipping'
         LEFT JOIN order_address b ON b.order_id = o.id AND b.kind = 'billing'
        WHERE ${where.join(' AND ')}
        ORDER BY o.order_date DESC, o.id DESC
        LIMIT $${params.length}`,
      params,
    );
  }

  private async itemsOf(scope: OrderScope, orderIds: number[]): Promise<Map<number, ItemRow[]>> {
    const map = new Map<number, ItemRow[]>();
    if (!orderIds.length) return map;
    const items = await this.db.run(scope, (em) =>
      em.getRepository(OrderItem).find({ where: { orderId: In(orderIds) }, order: { id: 'ASC' } }),
    );
    for (const i of items) map.set(i.orderId, [...(map.get(i.orderId) ?? []), i]);
    return map;
  }

  /** One statement in the caller's store (the statements also name the store, for its indexes). */
  private sql<T = any>(ctx: StoreContext, text: string, params: unknown[]): Promise<T> {
    return this.db.run(ctx, (em) => em.query(text, params));
  }
}

/** Received / Processing / Complete (history), or any one order status (staff). */
function statusFilter(value: string | undefined): readonly OrderStatus[] | null {
  if (!value?.trim() || value.trim().toLowerCase() === 'clear') return null;
  const history = HISTORY_STATUS_FILTERS.find((f) => f.toLowerCase() === value.trim().toLowerCase());
  if (history) return statusesForHistoryFilter(history as HistoryStatusFilter);
  const status = parseOrderStatus(value);
  if (!status) throw new BadRequestException(`Unknown status: ${value.slice(0, 30)}.`);
  return [status];
}

/** Spec 9 date filters: last 30 days, last 3 months (calendar months), or one year in the store's calendar. */
function dateCondition(value: string, timeZone: string, params: unknown[]): string {
  if (value === 'last-30-days') return `o.order_date >= now() - interval '30 days'`;
  if (value === 'last-3-months') return `o.order_date >= now() - interval '3 months'`;
  params.push(...yearRange(timeZone, Number(value)));
  return `o.order_date >= $${params.length - 1} AND o.order_date < $${params.length}`;
}

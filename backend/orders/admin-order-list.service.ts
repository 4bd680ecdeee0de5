import { BadRequestException, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { EntityManager, SelectQueryBuilder } from 'typeorm';
import { CsvStream } from '../common/http/csv';
import { ListQuery, ListSpec } from '../common/http/list-query';
import { toDollars } from '../common/money/money';
import {
  ALL_TAB,
  nextStatuses,
  OPEN_STATUSES,
  OPEN_TAB,
  ORDER_STATUSES,
  orderItemCount,
  statusesForDeskTab,
} from '../domain/order-status';
import { orderRevenue } from '../domain/revenue';
import { formatLocal, monthRange } from '../domain/store-time';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { StoresService } from '../tenants/stores.service';
import { OrderAddress } from './entities/order-address.entity';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { imageUrl, listedOrderFields } from './order-views';
import type { DeskOrder, DeskOrderItem, OrderCounts } from '../domain/api/orders';
import { discountPartsResponse } from '../domain/quote/quote-response';

/**
 * The search box: an order number ('5', '#5'), a phone number (its digits, 4 or more, in any
 * format), or words found in the customer's name or email or a product's name.
 */
export function applyOrderSearch(qb: SelectQueryBuilder<Order>, value: unknown): void {
  const text = String(value).trim().slice(0, 200);
  if (!text) return;
  const orderNumber = /^#?\s*(\d{1,9})$/.exec(text);
  const digits = text.replace(/[\s()+.-]/g, '');
  const conditions = [
    'o.contact_name ILIKE :orderQ',
    'o.contact_email ILIKE :orderQ',
    'EXISTS (SELECT 1 FROM order_item si WHERE si.order_id = o.id AND si.product_name ILIKE :orderQ)',
  ];
  const params: Record<string, unknown> = { orderQ: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
  if (orderNumber) {
    conditions.push('o.id = :orderNumber');
    params.orderNumber = Number(orderNumber[1]);
  }
  if (/^\d{4,15}$/.test(digits)) {
    conditions.push(`regexp_replace(o.contact_phone, '\\D', '', 'g') LIKE :orderPhone`);
    params.orderPhone = `%${digits}%`;
  }
  qb.andWhere(`(${conditions.join(' OR ')})`, params);
}

/** The desk's tab ('open', the default, or one status). */
function applyTab(qb: SelectQueryBuilder<Order>, value: unknown): void {
  const statuses = statusesForDeskTab(value);
  if (!statuses) throw new BadRequestException(`Unknown status: ${String(value).slice(0, 30)}.`);
  qb.andWhere('o.order_status IN (:...tabStatuses)', { tabStatuses: [...statuses] });
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** react-admin's order list: its sorts and filters (the shared list helper applies them). */
function listSpec(timeZone: string): ListSpec<Order> {
  return {
    sorts: { id: 'o.id', orderDate: 'o.order_date', totalAmount: 'o.total_cents', status: 'o.order_status' },
    defaultSort: ['orderDate', 'DESC'],
    tieBreak: 'o.id',
    filters: {
      status: applyTab,
      q: applyOrderSearch,
      // Orders placed in a month of the store's calendar ('YYYY-MM'; the dashboard's tiles link here).
      month: (qb, v) => {
        if (typeof v !== 'string' || !MONTH.test(v)) throw new BadRequestException('month must look like 2025-06.');
        const [from, to] = monthRange(timeZone, v);
        qb.andWhere('o.order_date >= :monthFrom AND o.order_date < :monthTo', { monthFrom: from, monthTo: to });
      },
    },
  };
}

/** The CSV export's columns: one line per order, amounts in dollars, dates in the store's calendar. */
const EXPORT_HEADER = [
  'Order',
  'Date',
  'Status',
  'Type',
  'Payment',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'City',
  'State',
  'Zip',
  'Items',
  'Subtotal',
  'Discount',
  'Tax',
  'Shipping',
  'Deposit',
  'Total',
  'Refunded',
  'Revenue',
] as const;

/** One order as a line of the CSV export: its amounts, what was refunded and its revenue (domain/revenue.ts). */
function exportRow(r: DeskOrder, o: Order, refundedCents: number, timeZone: string): Array<string | number> {
  const revenue = orderRevenue(
    {
      subtotalCents: o.subtotalCents,
      discountCents: o.discountCents ?? 0,
      depositCents: o.depositCents ?? 0,
      shippingCents: o.shippingCostCents,
      salesTaxCents: o.salesTaxCents,
      totalCents: o.totalCents,
      refundedCents,
    },
    o.orderStatus,
  );
  const money = (cents: number) => toDollars(cents).toFixed(2);
  return [
    r.orderId,
    formatLocal(timeZone, r.orderDate, 'yyyy-MM-dd HH:mm'),
    r.status,
    r.orderType,
    r.transactionStatus,
    r.customerName,
    r.emailAddress,
    r.phoneNumber,
    [r.addressLine1, r.addressLine2].filter(Boolean).join(', '),
    r.city,
    r.state,
    r.zipCode,
    r.totalItems,
    r.subTotal.toFixed(2),
    money(o.discountCents ?? 0),
    r.salesTax.toFixed(2),
    r.shippingCost.toFixed(2),
    money(o.depositCents ?? 0),
    r.totalAmount.toFixed(2),
    money(revenue.refundedCents),
    money(revenue.revenueCents),
  ];
}

/**
 * The store admin's order list (spec 2.15 Orders screen), its tab counts and its CSV export. The
 * list goes through the shared list helper (StoreDb.list / streamList): store-scoped, whitelisted.
 */
@Injectable()
export class AdminOrderListService {
  constructor(
    private readonly db: StoreDb,
    private readonly stores: StoresService,
  ) {}

  private orders(em: EntityManager): SelectQueryBuilder<Order> {
    return em.getRepository(Order).createQueryBuilder('o');
  }

  /** A filter always applies the tab, so the default tab (open orders) holds without a filter. */
  private withTab(query: ListQuery): ListQuery {
    let filter: Record<string, unknown>;
    try {
      filter = query.filter ? JSON.parse(query.filter) : {};
    } catch {
      return query; // the list helper answers the 400
    }
    if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return query;
    if (filter.status === undefined || filter.status === null || filter.status === '') filter.status = OPEN_TAB;
    return { ...query, filter: JSON.stringify(filter) };
  }

  async list(ctx: StoreContext, query: ListQuery): Promise<{ rows: DeskOrder[]; total: number; offset: number }> {
    const spec = listSpec(await this.stores.timeZoneOf(ctx.store.id));
    const page = await this.db.list(ctx, (em) => this.orders(em), this.withTab(query), spec);
    const rows = await this.db.run(ctx, (em) => this.deskRows(em, page.rows));
    return { ...page, rows };
  }

  /** Orders per tab for the same search, so the tab labels show counts. */
  async counts(ctx: StoreContext, q?: string, month?: string): Promise<OrderCounts> {
    const spec = listSpec(await this.stores.timeZoneOf(ctx.store.id));
    const rows = await this.db.run(ctx, (em) => {
      const qb = this.db
        .select(ctx, em, Order, 'o')
        .select('o.order_status', 'status')
        .addSelect('count(*)::int', 'n')
        .groupBy('o.order_status');
      if (q) applyOrderSearch(qb, q);
      if (month) spec.filters!.month(qb, month);
      return qb.getRawMany<{ status: string; n: number }>();
    });
    const count = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    const counts: OrderCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, count(s)]));
    counts[OPEN_TAB] = OPEN_STATUSES.reduce((sum, s) => sum + count(s), 0);
    counts[ALL_TAB] = ORDER_STATUSES.reduce((sum, s) => sum + count(s), 0);
    return counts;
  }

  /** GET /api/admin/orders/export.csv: every order the list shows (its tab, search and sort), streamed. */
  async exportCsv(ctx: StoreContext, query: ListQuery, res: FastifyReply): Promise<void> {
    const timeZone = await this.stores.timeZoneOf(ctx.store.id);
    const { filter, sort } = this.withTab(query);
    await CsvStream.send(res, `orders-${ctx.store.webUrl}.csv`, EXPORT_HEADER, (csv) =>
      this.db
        .streamList(
          ctx,
          (em) => this.orders(em),
          { filter, sort },
          listSpec(timeZone),
          async (ids, em) => {
            const orders = await em.getRepository(Order).createQueryBuilder('o').whereInIds(ids).getMany();
            const byId = new Map(orders.map((o) => [o.id, o]));
            const rows = await this.deskRows(em, ids.map((id) => byId.get(id)!).filter(Boolean));
            const refunded = await this.refundedCents(em, ids);
            await csv.write(
              rows.map((r) => exportRow(r, byId.get(r.orderId)!, refunded.get(r.orderId) ?? 0, timeZone)),
            );
          },
        )
        .then(() => undefined),
    );
  }

  /** All refunds of each order, in cents (orders without one are absent). */
  private async refundedCents(em: EntityManager, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows: Array<{ orderId: number; cents: string }> = await em.query(
      `SELECT order_id AS "orderId", sum(amount_cents)::bigint AS cents FROM order_refund WHERE order_id = ANY($1) GROUP BY 1`,
      [ids],
    );
    return new Map(rows.map((r) => [r.orderId, Number(r.cents)]));
  }

  /** The desk's view of a page of orders: their lines and the address to show. */
  private async deskRows(em: EntityManager, orders: Order[]): Promise<DeskOrder[]> {
    if (!orders.length) return [];
    const ids = orders.map((o) => o.id);
    // One after the other: both run on the transaction's one connection.
    const items = await em
      .getRepository(OrderItem)
      .createQueryBuilder('i')
      .where('i.orderId IN (:...ids)', { ids })
      .orderBy('i.id')
      .getMany();
    const addresses = await em
      .getRepository(OrderAddress)
      .createQueryBuilder('a')
      .where('a.orderId IN (:...ids)', { ids })
      .getMany();
    const itemsOf = new Map<number, DeskOrderItem[]>();
    for (const i of items) {
      itemsOf.set(i.orderId, [
        ...(itemsOf.get(i.orderId) ?? []),
        {
          orderItemId: i.id,
          productName: i.productName,
          quantity: i.quantity,
          unitPrice: toDollars(i.itemPriceCents),
          discount: toDollars(i.discountCents ?? 0),
          promotionName: i.promotionName ?? null,
          discounts: discountPartsResponse(i.discountParts),
          imageUrl: imageUrl(i.imageHash),
          itemStatus: i.itemStatus,
        },
      ]);
    }
    return orders.map((o) => {
      // The shipping address when there is one, else the billing address (pickup).
      const address =
        addresses.find((a) => a.orderId === o.id && a.kind === 'shipping') ??
        addresses.find((a) => a.orderId === o.id && a.kind === 'billing');
      const lines = itemsOf.get(o.id) ?? [];
      return {
        id: o.id,
        orderId: o.id,
        orderDate: o.orderDate.toISOString(),
        orderType: o.orderType,
        status: o.orderStatus,
        transactionStatus: o.transactionStatus,
        orderItems: lines,
        discount: toDollars(o.discountCents ?? 0),
        orderDiscount: toDollars(o.orderDiscountCents ?? 0),
        deposit: toDollars(o.depositCents ?? 0),
        totalItems: orderItemCount(o.orderStatus, lines),
        ...listedOrderFields({
          ...o,
          addressLine1: address?.addressLine1 ?? null,
          addressLine2: address?.addressLine2 ?? null,
          city: address?.city ?? null,
          state: address?.state ?? null,
          zipCode: address?.zipCode ?? null,
        }),
        idChecked: !!o.idCheckedAt,
        nextStatuses: nextStatuses(o.orderStatus, o.orderType, 'staff'),
      };
    });
  }
}

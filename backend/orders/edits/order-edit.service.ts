import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { formatDollars, toDollars } from '../../common/money/money';
import type { OrderEditPreview, OrderLineChange } from '../../domain/api/order-edits';
import { decideLineEdit, STOPPED_STATUSES } from '../../domain/order-status';
import {
  namedLineText,
  namedStockText,
  problemsSentence,
  QUOTE_TEXTS,
  type QuoteProblem,
} from '../../domain/quote/problems';
import { quoteResponse } from '../../domain/quote/quote-response';
import { MailService } from '../../mail/mail.service';
import { PromotionsService } from '../../promotions/promotions.service';
import { StoreDb } from '../../tenants/store-db';
import { OrderAddress } from '../entities/order-address.entity';
import { OrderItem } from '../entities/order-item.entity';
import { Order } from '../entities/order.entity';
import { insertOrderHistory } from '../order-history';
import { loadStoreItems, type StoreItemRow } from '../order-lines';
import { itemsChangedMail } from '../order-mails';
import { allows, type OrderScope } from '../order-scope';
import { QuoteService, type PricedCart } from '../quote/quote.service';
import { describeEdit, EditPlan, EditPlanError, planEdit, type CurrentLine } from './edit-plan';

/** Spec-free texts of order edits (the 409s the back office shows as they are). */
export const ORDER_EDIT_TEXTS = {
  overHold: (totalCents: number, holdCents: number) =>
    `The new total ${formatDollars(totalCents)} exceeds the authorized ${formatDollars(holdCents)}: the customer must re-authorize payment.`,
  customerAddsOnly: 'You can add items to your order while it is Received; the store makes other changes.',
} as const;

/**
 * Quote problems an edit does not stop on: stock is taken by the edit itself (row locks, below);
 * a code that no longer applies is dropped; the delivery minimum is for placing orders (the store
 * may take a delivery order below it when it edits one).
 */
const NOT_BLOCKING: readonly QuoteProblem['code'][] = ['OUT_OF_STOCK', 'LOW_STOCK', 'PROMO_CODE', 'DELIVERY_MINIMUM'];

/** Thrown inside the preview's transaction so nothing it did stays (stock, lines). */
class PreviewDone extends Error {
  constructor(readonly preview: OrderEditPreview) {
    super('preview');
  }
}

interface Edited {
  cart: PricedCart;
  plan: EditPlan;
  current: CurrentLine[];
  changes: string[];
}

/**
 * Order edits before completion: a line's quantity, a line removed, an item added, a
 * line substituted, while the order is Received or Accepted (domain/order-status.ts decideLineEdit:
 * before it leaves the store and before the card is captured). In one transaction with the order
 * row locked: the stock difference is taken (conditional UPDATE per item, in item id order, as
 * placement does: never oversold) or given back; the whole order is re-priced by the server quote
 * (QuoteService.price: lines already in the order keep their placed unit price, added items are
 * priced for today; the order's promo code and promotions as the quote finds them for the new
 * cart; deposits, delivery fee or shipping, tax per line); a new total above the card hold is
 * refused with 409 and nothing is written; otherwise the order and its lines take the quote's
 * figures, the code's redemption follows, the change is audited, written to the order's history
 * and mailed to the customer.
 */
@Injectable()
export class OrderEditService {
  constructor(
    private readonly db: StoreDb,
    private readonly quotes: QuoteService,
    private readonly promotions: PromotionsService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  /** What the edit would make of the order (the server's figures), writing nothing. 409 as `apply` would. */
  async preview(scope: OrderScope, orderId: number, changes: OrderLineChange[]): Promise<OrderEditPreview> {
    try {
      await this.db.run(scope, async (em) => {
        const order = await this.lockEditable(em, scope, orderId, changes);
        const edited = await this.price(em, scope, order, changes);
        throw new PreviewDone({
          quote: quoteResponse(edited.cart.quote, { shippingOptions: {}, deliveryWindows: [], pickupReadyAt: null }),
          authorized: toDollars(order.holdAmountCents),
          changes: edited.changes,
        });
      });
    } catch (e) {
      if (e instanceof PreviewDone) return e.preview;
      throw e;
    }
    throw new Error('unreachable');
  }

  /** Applies the edit (see the class). The caller answers with the order as it now is. */
  async apply(scope: OrderScope, orderId: number, changes: OrderLineChange[], note?: string): Promise<void> {
    await this.db.run(scope, async (em) => {
      const order = await this.lockEditable(em, scope, orderId, changes);
      const before = orderFigures(order);
      const edited = await this.price(em, scope, order, changes);
      await this.write(em, scope, order, edited);
      const text = note?.trim().slice(0, 500) || undefined;
      await this.audit.record(
        scope.user,
        order.storeId,
        'order',
        order.id,
        'edit',
        { items: linesText(edited.current), ...before },
        { items: linesText(edited.plan.lines), ...orderFigures(order), ...(text ? { note: text } : {}) },
        em,
      );
      const summary = edited.changes.join('; ');
      await insertOrderHistory(
        em,
        scope,
        order.id,
        null,
        order.orderStatus,
        order.orderStatus,
        `Items changed: ${summary}${text ? ` (${text})` : ''}`,
      );
      await this.mail.enqueue(em, itemsChangedMail(order, `${summary}.`, scope.store, text));
    });
  }

  /**
   * Inside the workflow's transaction, after a line left the order (UpdateOrderItemStatus Declined /
   * Cancelled, its stock already back): the rest of the order re-priced by the quote, as an edit
   * is (refused above the card hold). The workflow records and mails the change.
   */
  repriceRemaining(scope: OrderScope, order: Order): Promise<void> {
    // Joins the workflow's open transaction (StoreDb.run joins the one open for the same store).
    return this.db.run(scope, async (em) => this.write(em, scope, order, await this.price(em, scope, order, [])));
  }

  private async lockEditable(
    em: EntityManager,
    scope: OrderScope,
    orderId: number,
    changes: OrderLineChange[],
  ): Promise<Order> {
    if (!changes.length) throw new BadRequestException('Nothing to change: send at least one change.');
    const order = await em.findOne(Order, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order || !allows(scope, order)) throw new NotFoundException('No such order.');
    if (scope.kind === 'customer' && (order.orderStatus !== 'Received' || changes.some((c) => c.action !== 'add')))
      throw new ForbiddenException(ORDER_EDIT_TEXTS.customerAddsOnly);
    const decision = decideLineEdit(order.orderStatus);
    if (!decision.ok) throw new ConflictException(decision.reason);
    return order;
  }

  /** Plans the change, moves the stock and prices the new order with the quote (nothing of the order written yet). */
  private async price(em: EntityManager, scope: OrderScope, order: Order, changes: OrderLineChange[]): Promise<Edited> {
    const items = await em.find(OrderItem, { where: { orderId: order.id }, order: { id: 'ASC' } });
    const active = items.filter((i) => !STOPPED_STATUSES.includes(i.itemStatus));
    const current: CurrentLine[] = active.map((i) => ({
      orderItemId: i.id,
      itemNumber: i.itemNumber,
      productName: i.productName,
      quantity: i.quantity,
    }));
    let plan: EditPlan;
    try {
      plan = planEdit(current, changes);
    } catch (e) {
      if (!(e instanceof EditPlanError)) throw e;
      if (e.kind === 'notFound') throw new NotFoundException(e.message);
      if (e.kind === 'empty') throw new ConflictException(e.message);
      throw new BadRequestException(e.message);
    }
    const numbers = [...new Set([...current.map((l) => l.itemNumber), ...plan.lines.map((l) => l.itemNumber)])];
    const storeItems = await loadStoreItems(em, order.storeId, numbers);
    const held = new Set(current.map((l) => l.itemNumber));
    for (const l of plan.lines)
      if (!held.has(l.itemNumber) && !storeItems.has(l.itemNumber))
        throw new BadRequestException(QUOTE_TEXTS.unknownItem(l.itemNumber));
    const nameOf = (n: string) =>
      storeItems.get(n)?.productName ?? current.find((l) => l.itemNumber === n)?.productName ?? n;
    await this.moveStock(em, plan, storeItems, active, nameOf);

    const heldPrices = new Map<string, { priceCents: number; salesTaxPercent: number }>();
    for (const i of active)
      if (!heldPrices.has(i.itemNumber))
        heldPrices.set(i.itemNumber, { priceCents: i.itemPriceCents, salesTaxPercent: i.salesTaxPercent });
    const address =
      order.orderType === 'pickup'
        ? null
        : await em.findOne(OrderAddress, { where: { orderId: order.id, kind: 'shipping' } });
    const cart = await this.quotes.price(scope, {
      orderType: order.orderType,
      lines: plan.lines.map((l) => ({ itemNumber: l.itemNumber, quantity: l.quantity })),
      address: address ? { state: address.state, zipCode: address.zipCode } : undefined,
      shippingOption: order.shippingOption ?? undefined,
      promoCode: order.promoCode ?? undefined,
      customerId: order.customerId,
      heldPrices,
      orderId: order.id,
    });
    const q = cart.quote;
    const more = new Set([...plan.stockDelta].filter(([, d]) => d > 0).map(([n]) => n));
    const blocking = q.problems.filter(
      (p) => !NOT_BLOCKING.includes(p.code) && !(p.code === 'UNAVAILABLE' && !(p.itemNumber && more.has(p.itemNumber))),
    );
    if (blocking.length) throw new ConflictException(problemsSentence(blocking, nameOf));
    if (q.totalCents > order.holdAmountCents)
      throw new ConflictException(ORDER_EDIT_TEXTS.overHold(q.totalCents, order.holdAmountCents));
    return { cart, plan, current, changes: describeEdit(current, plan, nameOf) };
  }

  /**
   * Takes the added units (only while in stock and available: a conditional UPDATE, so two edits or
   * an edit and a checkout cannot both take the last bottle) and gives back the removed ones, item
   * by item in id order (the order placement's lock order: no deadlocks).
   */
  private async moveStock(
    em: EntityManager,
    plan: EditPlan,
    storeItems: Map<string, StoreItemRow>,
    active: OrderItem[],
    nameOf: (n: string) => string,
  ): Promise<void> {
    const moves = [...plan.stockDelta]
      .map(([n, delta]) => ({
        n,
        delta,
        id: storeItems.get(n)?.id ?? active.find((i) => i.itemNumber === n)?.inventoryItemId ?? null,
      }))
      .filter((m): m is { n: string; delta: number; id: number } => m.id !== null)
      .sort((a, b) => a.id - b.id);
    for (const m of moves) {
      if (m.delta < 0) {
        await em.query('UPDATE inventory_item SET available_to_sell = available_to_sell + $2 WHERE id = $1', [
          m.id,
          -m.delta,
        ]);
        continue;
      }
      const [rows] = (await em.query(
        `UPDATE inventory_item SET available_to_sell = available_to_sell - $2
          WHERE id = $1 AND is_available AND available_to_sell >= $2 RETURNING id`,
        [m.id, m.delta],
      )) as [Array<{ id: number }>, number];
      if (rows.length) continue;
      const [left]: Array<{ n: number; available: boolean }> = await em.query(
        'SELECT available_to_sell AS n, is_available AS available FROM inventory_item WHERE id = $1',
        [m.id],
      );
      throw new ConflictException(
        left?.available === false
          ? namedLineText(nameOf(m.n), QUOTE_TEXTS.unavailable)
          : namedStockText(nameOf(m.n), Math.max(0, left?.n ?? 0)),
      );
    }
  }

  /** The order and its lines take the quote's figures; lines that left are Cancelled; the code's use follows. */
  private async write(em: EntityManager, scope: OrderScope, order: Order, edited: Edited): Promise<void> {
    const { cart, plan } = edited;
    const q = cart.quote;
    const quoted = new Map(q.lines.map((l) => [l.itemNumber, l]));
    const priced = new Map(cart.priced.map((p) => [p.item.itemNumber, p]));
    for (const line of plan.lines) {
      const l = quoted.get(line.itemNumber)!;
      const fields = {
        quantity: line.quantity,
        itemPriceCents: l.unitPriceCents,
        salesTaxPercent: l.salesTaxPercent,
        taxCents: l.salesTaxCents,
        depositCents: l.depositCents,
        discountCents: l.discountCents,
        promotionId: l.promotionId,
        promotionName: l.promotionName?.slice(0, 100) ?? null,
        discountParts: l.discounts,
      };
      if (line.orderItemId !== null) {
        await em.update(OrderItem, { id: line.orderItemId, orderId: order.id }, fields);
        continue;
      }
      const p = priced.get(line.itemNumber)!;
      await em.insert(OrderItem, {
        orderId: order.id,
        inventoryItemId: p.item.id,
        itemNumber: p.item.itemNumber,
        productName: p.item.productName.slice(0, 300),
        size: p.item.sizeDescription,
        packType: p.item.packType,
        packSize: p.item.packQuantity,
        regularPriceCents: p.regularPriceCents,
        itemStatus: order.orderStatus,
        imageHash: p.item.imageHash,
        ...fields,
      });
    }
    if (plan.removedIds.length)
      await em.query(
        `UPDATE order_item SET item_status = 'Cancelled', updated_at = now() WHERE order_id = $1 AND id = ANY($2::int[])`,
        [order.id, plan.removedIds],
      );
    const codeId = cart.promotions.codePromotion?.id;
    const codeUse = codeId === undefined ? undefined : q.promotions.find((p) => p.id === codeId);
    if (order.promoCode)
      await this.promotions.settleOrderRedemption(
        em,
        scope,
        order.id,
        codeUse ? { promotionId: codeUse.id, amountCents: codeUse.amountCents } : null,
      );
    order.promoCode = codeUse ? order.promoCode : null;
    order.subtotalCents = q.subtotalCents;
    order.discountCents = q.discountCents;
    order.orderDiscountCents = q.orderDiscountCents;
    order.depositCents = q.depositCents;
    order.shippingCostCents = q.shippingCents;
    order.salesTaxCents = q.salesTaxCents;
    order.totalCents = q.totalCents;
    order.appliedPromotions = q.promotions;
    order.weightLb = cart.weightLb;
    await em.save(order);
  }
}

/** The order's money, in dollars, for the audit trail. */
function orderFigures(o: Order) {
  return {
    subtotal: toDollars(o.subtotalCents),
    discount: toDollars(o.discountCents),
    bottleDeposit: toDollars(o.depositCents),
    shippingCost: toDollars(o.shippingCostCents),
    salesTax: toDollars(o.salesTaxCents),
    total: toDollars(o.totalCents),
    promoCode: o.promoCode,
  };
}

/** "2 x 10006, 1 x 10012": the lines by item number and quantity. */
function linesText(lines: ReadonlyArray<{ itemNumber: string; quantity: number }>): string {
  return lines.map((l) => `${l.quantity} x ${l.itemNumber}`).join(', ');
}

import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import {
  decideItemTransition,
  decideTransition,
  FINAL_STATUSES,
  OrderStatus,
  parseOrderStatus,
  STOPPED_STATUSES,
  TransitionDecision,
  TransitionEffect,
} from '../domain/order-status';
import { MailService } from '../mail/mail.service';
import { httpError, PaymentService } from '../payment/payment.service';
import { StoreDb } from '../tenants/store-db';
import { StoresService } from '../tenants/stores.service';
import { OrderItem } from './entities/order-item.entity';
import { insertOrderHistory } from './order-history';
import { OrderEditService } from './edits/order-edit.service';
import type { OrderLineChange } from '../domain/api/order-edits';
import { Order } from './entities/order.entity';
import { itemsChangedMail, mailStoreOf, statusMail } from './order-mails';
import { actorOf, allows, OrderScope } from './order-scope';
import { OrdersQueryService } from './orders-query.service';
import { storeToday } from '../domain/store-time';
import { ageOn, MINIMUM_AGE } from '../domain/date-of-birth';

export interface IdCheck {
  /** e.g. "Driver's license". */
  idType: string;
  /** 'YYYY-MM-DD' read from the ID: checked for 21+, not stored. */
  dateOfBirth: string;
}

const REMOVED: readonly string[] = STOPPED_STATUSES;

/**
 * The order workflow. Every change asks the table in domain/order-status.ts, runs
 * its effects (capture, void, restock) in the same transaction, records who did it and emails the
 * customer through the outbox. Used by the spec endpoints and by the back office's order desk.
 */
@Injectable()
export class OrdersWorkflowService {
  constructor(
    private readonly db: StoreDb,
    private readonly payments: PaymentService,
    private readonly mail: MailService,
    private readonly stores: StoresService,
    private readonly query: OrdersQueryService,
    private readonly audit: AuditService,
    private readonly edits: OrderEditService,
  ) {}

  /** Moves an order to `to` (an ID check, when given, is recorded first). Returns the order detail. */
  async transition(scope: OrderScope, orderId: number, to: string, options: { note?: string; idCheck?: IdCheck } = {}) {
    const target = parseOrderStatus(to);
    if (!target) throw new BadRequestException(`Unknown status: ${String(to).slice(0, 30)}.`);
    await this.db.run(scope, async (em) => {
      const order = await this.lockOrder(em, scope, orderId);
      if (options.idCheck) await this.applyIdCheck(em, scope, order, options.idCheck);
      const decision = decideTransition(order.orderStatus, target, {
        orderType: order.orderType,
        actor: actorOf(scope),
        idCheckRecorded: !!order.idCheckedAt,
        note: options.note,
      });
      if (!decision.ok) throw refusal(decision);
      const from = order.orderStatus;
      // The items still in the order move with it (and are the ones whose stock may come back).
      // (UPDATE ... RETURNING answers [rows, count].)
      const [moving] = (await em.query(
        `UPDATE order_item SET item_status = $2, updated_at = now()
          WHERE order_id = $1 AND item_status <> ALL($3::varchar[]) RETURNING id`,
        [order.id, target, [...REMOVED]],
      )) as [Array<{ id: number }>, number];
      order.orderStatus = target;
      await this.runEffects(em, scope, order, decision.transition.effects ?? [], {
        itemIds: moving.map((i) => i.id),
        from,
        to: target,
        note: options.note,
      });
      await em.save(order);
    });
    return this.query.detail(scope, orderId);
  }

  /** Staff record that they saw a photo ID proving the customer is 21 or older. */
  async recordIdCheck(scope: OrderScope, orderId: number, check: IdCheck) {
    await this.db.run(scope, async (em) => {
      const order = await this.lockOrder(em, scope, orderId);
      await this.applyIdCheck(em, scope, order, check);
      await em.save(order);
    });
    return this.query.detail(scope, orderId);
  }

  /** Takes one item out of the order (Declined / Cancelled) and/or sets its tracking details. */
  async updateItem(
    scope: OrderScope,
    orderId: number,
    orderItemId: number,
    change: { status?: string; trackingNumber?: string; estimatedDelivery?: string; note?: string },
  ) {
    if (scope.kind !== 'store') throw new ForbiddenException('Only the store can change an order item.');
    if (change.status === undefined && change.trackingNumber === undefined && change.estimatedDelivery === undefined) {
      throw new BadRequestException('Nothing to change: send status, trackingNumber or estimatedDelivery.');
    }
    await this.db.run(scope, async (em) => {
      const order = await this.lockOrder(em, scope, orderId);
      const item = await em.findOne(OrderItem, { where: { id: orderItemId, orderId } });
      if (!item) throw new NotFoundException('No such order item.');
      if (change.trackingNumber !== undefined) item.trackingNumber = change.trackingNumber.trim() || null;
      if (change.estimatedDelivery !== undefined) item.estimatedDelivery = change.estimatedDelivery;
      if (change.status !== undefined) {
        const target = parseOrderStatus(change.status);
        if (!target) throw new BadRequestException(`Unknown status: ${change.status.slice(0, 30)}.`);
        const decision = decideItemTransition(order.orderStatus, item.itemStatus, target);
        if (!decision.ok) throw refusal(decision);
        const from = item.itemStatus;
        item.itemStatus = target;
        await em.save(item);
        await this.runEffects(em, scope, order, decision.transition.effects ?? [], {
          item,
          itemIds: [item.id],
          from,
          to: target,
          note: change.note,
        });
      } else {
        await em.save(item);
      }
    });
    return this.query.detail(scope, orderId);
  }

  /**
   * Spec PUT /orders/AddItemsToOrder: adds lines to an open order, through the order edit (
   * stock taken atomically, the whole order re-priced by the quote, refused above the card hold,
   * audited, mailed). A customer may add to their own order while it is Received.
   */
  async addItems(scope: OrderScope, orderId: number, lines: Array<{ itemId: string; quantity: number }>) {
    await this.edits.apply(
      scope,
      orderId,
      lines.map((l) => ({ action: 'add', itemNumber: l.itemId, quantity: l.quantity })),
    );
    return this.query.detail(scope, orderId);
  }

  /** Spec PUT /orders/UpdateOrderItemStatus with a new quantity or a substitute item: an order edit. */
  async editItem(
    scope: OrderScope,
    orderId: number,
    orderItemId: number,
    edit: { quantity?: number; substituteItemId?: string; note?: string },
  ) {
    if (scope.kind !== 'store') throw new ForbiddenException('Only the store can change an order item.');
    const change: OrderLineChange = edit.substituteItemId
      ? { action: 'substitute', orderItemId, itemNumber: edit.substituteItemId, quantity: edit.quantity }
      : { action: 'quantity', orderItemId, quantity: edit.quantity! };
    await this.edits.apply(scope, orderId, [change], edit.note);
    return this.query.detail(scope, orderId);
  }

  private async lockOrder(em: EntityManager, scope: OrderScope, orderId: number): Promise<Order> {
    const order = await em.findOne(Order, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order || !allows(scope, order)) throw new NotFoundException('No such order.');
    return order;
  }

  private async applyIdCheck(em: EntityManager, scope: OrderScope, order: Order, check: IdCheck): Promise<void> {
    if (scope.kind !== 'store') throw new ForbiddenException('Only the store can record an ID check.');
    if (FINAL_STATUSES.includes(order.orderStatus))
      throw new ConflictException(`The order is ${order.orderStatus} and can no longer change.`);
    const age = ageOn(check.dateOfBirth, storeToday(await this.stores.timeZoneOf(order.storeId)));
    if (age === null) throw new BadRequestException('dateOfBirth must be a past date (YYYY-MM-DD).');
    if (age < MINIMUM_AGE)
      throw new UnprocessableEntityException(`The customer is under ${MINIMUM_AGE}: the order cannot be handed over.`);
    order.idCheckedAt = new Date();
    order.idCheckedBy = scope.user.id;
    order.idCheckType = check.idType.trim().slice(0, 40);
    // The date of birth is checked, never kept: the trail records who saw which kind of ID.
    await this.audit.record(
      scope.user,
      order.storeId,
      'order',
      order.id,
      'id-check',
      null,
      { idType: order.idCheckType },
      em,
    );
  }

  /**
   * Runs a move's effects, as the table in domain/order-status.ts lists them, after the new status
   * is set on the order (or the item). The one place where a status change does anything: every
   * entry point (spec PUT /orders/UpdateOrderStatus and UpdateOrderItemStatus, the back office's
   * transition) comes through here.
   */
  private async runEffects(
    em: EntityManager,
    scope: OrderScope,
    order: Order,
    effects: readonly TransitionEffect[],
    move: { item?: OrderItem; itemIds: number[]; from: OrderStatus; to: OrderStatus; note?: string },
  ): Promise<void> {
    const note = move.note?.trim() || undefined;
    for (const effect of effects) {
      switch (effect) {
        case 'restoreStock':
          await this.restoreStock(em, move.itemIds);
          break;
        case 'voidPayment':
          if (!order.transactionId) break;
          await this.payments.void(scope, order.transactionId).catch((e) => {
            throw httpError(e);
          });
          order.transactionStatus = 'Voided';
          break;
        case 'capturePayment':
          if (!order.transactionId) break;
          await this.payments.capture(scope, order.transactionId, order.totalCents).catch((e) => {
            throw httpError(e);
          });
          order.transactionStatus = 'Captured';
          break;
        case 'recomputeTotals':
          // The rest of the order re-priced by the server quote, as an order edit is.
          await this.edits.repriceRemaining(scope, order);
          break;
        case 'recordHistory':
          await this.history(em, scope, order, move.item?.id ?? null, move.from, move.to, note);
          break;
        case 'mailCustomer': {
          const store = await mailStoreOf(this.stores, order.storeId);
          const mail = move.item
            ? itemsChangedMail(
                order,
                `${move.item.quantity} x ${move.item.productName} was removed (${move.to.toLowerCase()}).`,
                store,
                note,
              )
            : statusMail(order, move.to, store, note);
          await this.mail.enqueue(em, mail);
          break;
        }
      }
    }
  }

  /** Puts back the stock of these order items (they are leaving the order, or it is stopped). */
  private async restoreStock(em: EntityManager, orderItemIds: number[]): Promise<void> {
    if (!orderItemIds.length) return;
    await em.query(
      `UPDATE inventory_item i SET available_to_sell = i.available_to_sell + s.quantity
         FROM (SELECT inventory_item_id, sum(quantity)::int AS quantity FROM order_item
                WHERE id = ANY($1::int[]) AND inventory_item_id IS NOT NULL
                GROUP BY inventory_item_id) s
        WHERE i.id = s.inventory_item_id`,
      [orderItemIds],
    );
  }

  /** The order's own status history, mirrored into the shared back-office audit trail. */
  private async history(
    em: EntityManager,
    scope: OrderScope,
    order: Order,
    orderItemId: number | null,
    from: string,
    to: string,
    note?: string,
  ) {
    const orderId = order.id;
    const entity = orderItemId === null ? { entity: 'order', id: orderId } : { entity: 'order-item', id: orderItemId };
    await this.audit.record(
      scope.user,
      order.storeId,
      entity.entity,
      entity.id,
      'status',
      { status: from },
      { status: to, ...(note?.trim() ? { note: note.trim().slice(0, 500) } : {}) },
      em,
    );
    await insertOrderHistory(em, scope, orderId, orderItemId, from, to, note);
  }
}

/** A refused move: 400 when the caller left out what it needs (a reason), else 409. */
function refusal(decision: Extract<TransitionDecision, { ok: false }>): Error {
  return decision.missing ? new BadRequestException(decision.reason) : new ConflictException(decision.reason);
}

import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { createHash } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { formatDollars, toCents, toDollars } from '../../common/money/money';
import type { RefundOptions, RefundQuote, RefundRequestBody } from '../../domain/api/refunds';
import { STOPPED_STATUSES } from '../../domain/order-status';
import {
  lineChargedCents,
  planRefund,
  RefundableLine,
  refundableCents,
  refundedQuantities,
  refundRefusal,
  RefundRequest,
} from '../../domain/refunds';
import { MailService } from '../../mail/mail.service';
import { PaymentError } from '../../payment/payment-gateway';
import { httpError, PaymentService } from '../../payment/payment.service';
import { PaymentTransaction } from '../../payment/payment-transaction.entity';
import { StoreDb } from '../../tenants/store-db';
import { StoresService } from '../../tenants/stores.service';
import { OrderItem } from '../entities/order-item.entity';
import { OrderRefund } from '../entities/order-refund.entity';
import { OrderStatusHistory } from '../entities/order-status-history.entity';
import { Order } from '../entities/order.entity';
import { paymentStatusAfterRefunds } from '../../domain/revenue';
import { mailStoreOf } from '../order-mails';
import type { OrderScope } from '../order-scope';
import { refundMail } from './refund-mail';

/** What an order's refund is computed from, read under the order's row lock. */
interface RefundState {
  order: Order;
  payment: PaymentTransaction | null;
  items: OrderItem[];
  lines: RefundableLine[];
  /** Refunds recorded so far (the next one's number at the processor is this + 1). */
  recorded: number;
}

/** One refund request on its way: `atProcessor` once the processor gave the money back. */
interface RefundCall {
  orderId: number;
  body: RefundRequestBody;
  idempotencyKey: string;
  hash: string;
  atProcessor: boolean;
}

type RefundPlan = Extract<ReturnType<typeof planRefund>, { ok: true }>;

/** A refund as recorded, for its history note, audit entry and mail. */
interface RecordedRefund {
  refund: OrderRefund;
  plan: RefundPlan;
  restocked: Array<{ orderItemId: number; quantity: number }>;
  reason: string;
  /** Its lines as the note and mail name them ('2 x Merlot (750ml)'). */
  described: string[];
}

/** Puts the refunded lines' stock back (those of a store item) and answers what was restocked. */
async function restock(
  em: EntityManager,
  s: RefundState,
  lines: Array<{ orderItemId: number; quantity: number }>,
): Promise<Array<{ orderItemId: number; quantity: number }>> {
  const restocked = lines
    .filter((l) => s.items.find((i) => i.id === l.orderItemId)?.inventoryItemId != null)
    .map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity }));
  for (const r of restocked) {
    await em.query(
      `UPDATE inventory_item SET available_to_sell = available_to_sell + $2 WHERE id = $1 AND store_id = $3`,
      [s.items.find((i) => i.id === r.orderItemId)!.inventoryItemId, r.quantity, s.order.storeId],
    );
  }
  return restocked;
}

/** The answer when the processor gave the money back but the refund could not be recorded. */
export const REFUND_NOT_RECORDED =
  'The card was refunded, but the refund could not be recorded. Submit the same refund again to record it: the card will not be refunded twice.';
/** The answer when the processor holds a refund this shop has not recorded, and another one is asked. */
export const UNRECORDED_REFUND_FIRST =
  'A refund reached the card but is not recorded here yet. Submit that same refund again to record it before giving another.';

/**
 * Refunds after capture. One refund is one transaction: the order row is locked
 * (two clicks run one after the other, and the second finds the first by its Idempotency-Key), the
 * amount is computed by domain/refunds.ts, the refund is recorded with its lines, the stock put back
 * when asked, the history, audit trail and customer mail written, and last the processor refunds
 * (idempotent by the same key): a refusal or failure of the processor rolls all of it back. Should
 * the commit fail after the processor refunded, the answer says so. The processor's key is the
 * payment's refund number (`#n`: refunds recorded + 1), not the client's key: whatever key the next
 * request brings, the same refund again replays at the processor and is recorded, and a different
 * one is refused there, so an unrecorded refund is never given twice.
 */
@Injectable()
export class RefundsService {
  private readonly log = new Logger('Refunds');

  constructor(
    private readonly db: StoreDb,
    private readonly payments: PaymentService,
    private readonly mail: MailService,
    private readonly stores: StoresService,
    private readonly audit: AuditService,
  ) {}

  /** What may be refunded now: the amount left and each line's units. */
  async options(scope: OrderScope, orderId: number): Promise<RefundOptions> {
    return this.db.run(scope, async (em) => {
      const s = await this.state(em, scope, orderId, false);
      return {
        refusal: refundRefusal(s.order.orderStatus, s.payment),
        refundable: toDollars(s.payment ? refundableCents(s.payment) : 0),
        lines: s.lines.map((l) => ({
          orderItemId: l.orderItemId,
          productName: l.productName,
          size: s.items.find((i) => i.id === l.orderItemId)?.size ?? '',
          quantity: l.quantity,
          refundableQuantity: l.charged ? l.quantity - l.refundedQuantity : 0,
          lineAmount: toDollars(l.charged ? lineChargedCents(l) : 0),
        })),
      };
    });
  }

  /** What a request would give back, checked as the refund itself is (nothing is written). */
  async quote(scope: OrderScope, orderId: number, body: RefundRequestBody): Promise<RefundQuote> {
    return this.db.run(scope, async (em) => {
      const s = await this.state(em, scope, orderId, false);
      const plan = this.plan(s, body);
      return {
        amount: toDollars(plan.amountCents),
        lines: plan.lines.map((l) => ({
          orderItemId: l.orderItemId,
          quantity: l.quantity,
          amount: toDollars(l.amountCents),
        })),
      };
    });
  }

  /**
   * Refunds and answers the refund's id; `replayed` when the Idempotency-Key was used for this very
   * request already (nothing new happens).
   */
  async refund(
    scope: OrderScope,
    orderId: number,
    body: RefundRequestBody,
    idempotencyKey: string,
  ): Promise<{ refundId: number; replayed: boolean }> {
    const request: RefundCall = { orderId, body, idempotencyKey, hash: requestHash(body), atProcessor: false };
    try {
      return await this.db.run(scope, (em) => this.recordRefund(em, scope, request));
    } catch (e) {
      throw this.refundFailure(e, request);
    }
  }

  /**
   * The refund's transaction: the refund row, the stock put back, the order's history, the audit
   * entry and the mail, then the processor last (the same refund number on a retry: refunded
   * once). If it refuses or fails, everything before rolls back with the transaction.
   */
  private async recordRefund(
    em: EntityManager,
    scope: OrderScope,
    call: RefundCall,
  ): Promise<{ refundId: number; replayed: boolean }> {
    const { orderId, body, idempotencyKey, hash } = call;
    const s = await this.state(em, scope, orderId, true);
    const earlier = await em.findOne(OrderRefund, { where: { orderId, idempotencyKey } });
    if (earlier) {
      if (earlier.requestHash !== hash)
        throw new UnprocessableEntityException('This Idempotency-Key was already used for a different refund.');
      return { refundId: earlier.id, replayed: true };
    }
    const plan = this.plan(s, body);
    const reason = (body.reason ?? '').trim();
    const restocked = await restock(em, s, body.restock === true ? plan.lines : []);
    const payment = s.payment!;
    const refund = await em.save(
      em.create(OrderRefund, {
        orderId,
        amountCents: plan.amountCents,
        reason,
        restocked,
        refundedLines: plan.lines,
        actorUserId: scope.user.id,
        actorEmail: scope.user.email,
        transactionId: payment.id,
        gatewayReference: payment.processorReference,
        idempotencyKey,
        requestHash: hash,
      }),
    );
    // The order's payment status follows its refunds (the payment row itself is updated by the refund call).
    await em.update(Order, orderId, {
      transactionStatus: paymentStatusAfterRefunds(payment.capturedCents, payment.refundedCents + plan.amountCents),
    });
    const described = plan.lines.map((l) => {
      const item = s.items.find((i) => i.id === l.orderItemId)!;
      return `${l.quantity} x ${item.productName}${item.size ? ` (${item.size})` : ''}`;
    });
    await this.recordHistory(em, scope, s, { refund, plan, restocked, reason, described });
    await this.mailRefund(em, s, { plan, reason, described });
    await this.payments.refund(scope, payment.id, plan.amountCents, `#${s.recorded + 1}`, reason || undefined);
    call.atProcessor = true;
    return { refundId: refund.id, replayed: false };
  }

  /** The refund in the order's history and in the audit log. */
  private async recordHistory(em: EntityManager, scope: OrderScope, s: RefundState, r: RecordedRefund): Promise<void> {
    const { refund, plan, restocked, reason, described } = r;
    const payment = s.payment!;
    const note = [
      `Refunded ${formatDollars(plan.amountCents)}`,
      described.length ? `: ${described.join(', ')}` : '',
      restocked.length ? ' (restocked)' : '',
      reason ? ` — ${reason}` : '',
    ].join('');
    await em.insert(OrderStatusHistory, {
      orderId: s.order.id,
      orderItemId: null,
      fromStatus: s.order.orderStatus,
      toStatus: s.order.orderStatus,
      actorUserId: scope.user.id,
      actorRole: scope.user.role,
      actorEmail: scope.user.email,
      note: note.slice(0, 500),
    });
    await this.audit.record(
      scope.user,
      s.order.storeId,
      'order',
      s.order.id,
      'refund',
      { refundedCents: payment.refundedCents },
      {
        refundedCents: payment.refundedCents + plan.amountCents,
        refundId: refund.id,
        amountCents: plan.amountCents,
        lines: plan.lines,
        restocked,
        ...(reason ? { reason: reason.slice(0, 500) } : {}),
      },
      em,
    );
  }

  /** The customer's refund mail, in the outbox with the refund. */
  private async mailRefund(
    em: EntityManager,
    s: RefundState,
    r: Pick<RecordedRefund, 'plan' | 'reason' | 'described'>,
  ): Promise<void> {
    const payment = s.payment!;
    const mail = refundMail(
      {
        orderId: s.order.id,
        contactName: s.order.contactName,
        contactEmail: s.order.contactEmail,
        cardBrand: s.order.cardBrand,
        cardLast4: s.order.cardLast4,
        amountCents: r.plan.amountCents,
        lines: r.described,
        reason: r.reason,
        fullyRefunded: payment.refundedCents + r.plan.amountCents === payment.capturedCents,
      },
      await mailStoreOf(this.stores, s.order.storeId),
    );
    await this.mail.enqueue(em, mail);
  }

  /** The error a failed refund answers. */
  private refundFailure(e: unknown, call: RefundCall): unknown {
    const { orderId, idempotencyKey } = call;
    if (e instanceof PaymentError && e.code === 'idempotency') return new ConflictException(UNRECORDED_REFUND_FIRST);
    if (e instanceof PaymentError) return httpError(e);
    if (call.atProcessor) {
      // Only the commit is left after the processor's answer: the money went back, unrecorded.
      this.log.error({ err: e, orderId, idempotencyKey }, 'A refund was made at the processor but not recorded');
      return new ServiceUnavailableException(REFUND_NOT_RECORDED);
    }
    if (e instanceof Error && !('getStatus' in e)) {
      this.log.error({ err: e, orderId }, 'A refund failed; nothing was recorded');
      return new BadGatewayException('The refund could not be completed and nothing was refunded. Please try again.');
    }
    return e;
  }

  private plan(s: RefundState, body: RefundRequestBody) {
    const refusal = refundRefusal(s.order.orderStatus, s.payment);
    if (refusal) throw new ConflictException(refusal);
    const request = toRequest(body);
    const plan = planRefund(s.lines, s.payment!, request);
    if (!plan.ok)
      throw plan.status === 400 ? new BadRequestException(plan.message) : new ConflictException(plan.message);
    return plan;
  }

  /** The order (locked for a refund), its payment, lines and what earlier refunds gave back. */
  private async state(em: EntityManager, scope: OrderScope, orderId: number, lock: boolean): Promise<RefundState> {
    const order = await em.findOne(Order, {
      where: { id: orderId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!order || order.storeId !== scope.storeId || scope.kind !== 'store')
      throw new NotFoundException('No such order.');
    // One transaction's connection runs one query at a time: asked in turn (pg warns on overlap).
    const items = await em.find(OrderItem, { where: { orderId }, order: { id: 'ASC' } });
    const refunds = await em.find(OrderRefund, { where: { orderId }, order: { id: 'ASC' } });
    const payment = order.transactionId
      ? await em.findOne(PaymentTransaction, { where: { id: order.transactionId } })
      : null;
    const done = refundedQuantities(refunds);
    const lines = items.map((i): RefundableLine => ({
      orderItemId: i.id,
      productName: i.productName,
      quantity: i.quantity,
      priceCents: i.itemPriceCents,
      discountCents: i.discountCents,
      taxCents: i.taxCents,
      depositCents: i.depositCents,
      charged: !STOPPED_STATUSES.includes(i.itemStatus),
      refundedQuantity: done.get(i.id) ?? 0,
    }));
    return { order, payment, items, lines, recorded: refunds.length };
  }
}

/** The request as the domain takes it; a free amount needs a reason, restock needs lines. */
function toRequest(body: RefundRequestBody): RefundRequest {
  if (body.kind === 'amount') {
    if (!(body.reason ?? '').trim()) throw new BadRequestException('Give the reason for a refund of a free amount.');
    if (body.restock) throw new BadRequestException('Only refunded lines can be restocked: choose the lines instead.');
    return { kind: 'amount', amountCents: toCents(body.amount ?? 0) };
  }
  if (body.kind === 'full') return { kind: 'full' };
  return { kind: 'lines', lines: body.lines ?? [] };
}

/** SHA-256 of what a refund request asks (the same key must come with the same request). */
function requestHash(body: RefundRequestBody): string {
  const normal = {
    kind: body.kind,
    lines: body.kind === 'lines' ? (body.lines ?? []).map((l) => [l.orderItemId, l.quantity]) : [],
    amount: body.kind === 'amount' ? toCents(body.amount ?? 0) : null,
    reason: (body.reason ?? '').trim(),
    restock: body.restock === true,
  };
  return createHash('sha256').update(JSON.stringify(normal)).digest('hex');
}

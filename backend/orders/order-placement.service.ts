import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../common/auth/auth-user';
import { toCents, toDollars } from '../common/money/money';
import { orderTotals, type OrderTotals } from '../domain/order-totals';
import { cardDigits, cardProblem, parseExpiry } from '../domain/payment-card';
import { isValidEmail } from '../domain/validation';
import { orderWeightPounds } from '../domain/weight';
import { MailService } from '../mail/mail.service';
import { PaymentService } from '../payment/payment.service';
import { ShippingService } from '../shipping/shipping.service';
import type { Store } from '../tenants/store.entity';
import { PlaceOrderDto, ORDER_MESSAGES } from './dto/place-order.dto';
import { IdempotencyService, requestHash } from './idempotency.service';
import { confirmationMail } from './order-mails';
import {
  ITEM_PRICE_COLUMNS,
  loadStoreItems,
  priceLine,
  PricedOrderLine,
  shopToday,
  StoreItemRow,
  unavailableReason,
} from './order-lines';
import { OrderingCustomer, OrderRecords, OrderWriter } from './order-writer';

export interface PlacementResult {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** Thrown inside the order transaction: stock or price moved since the order was priced. */
class StaleOrderError extends ConflictException {}

/**
 * Places an order (decisions.md "Checkout and orders"): prices every line from the database, checks
 * stock, authorizes the hold (total + 20 %), then in one transaction decrements stock atomically,
 * re-checks the prices under the row locks and writes the order, its history and the confirmation
 * mail. A failure after the authorization voids it. With an Idempotency-Key a retry returns the
 * first answer.
 */
@Injectable()
export class OrderPlacementService {
  private readonly log = new Logger('OrderPlacement');
  private readonly customers = new Map<number, { at: number; customer: OrderingCustomer }>();

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly payments: PaymentService,
    private readonly shipping: ShippingService,
    private readonly mail: MailService,
    private readonly idempotency: IdempotencyService,
    private readonly writer: OrderWriter,
  ) {}

  async place(user: AuthUser, store: Store, dto: PlaceOrderDto, idempotencyKey?: string): Promise<PlacementResult> {
    if (!idempotencyKey) return { status: 201, body: await this.placeOnce(user, store, dto), replayed: false };
    const claim = await this.idempotency.claim(user.id, idempotencyKey, requestHash(this.fingerprint(store, dto)));
    if (claim.kind === 'replay') return { status: claim.status, body: claim.body, replayed: true };
    try {
      const body = await this.placeOnce(user, store, dto, (em, b, orderId) =>
        this.idempotency.complete(em, claim.id, 201, b, orderId),
      );
      return { status: 201, body, replayed: false };
    } catch (e) {
      await this.idempotency
        .settleFailure(claim.id, e)
        .catch((err) => this.log.error({ err }, 'Could not settle an idempotency key'));
      throw e;
    }
  }

  private async placeOnce(
    user: AuthUser,
    store: Store,
    dto: PlaceOrderDto,
    onWritten?: (em: EntityManager, body: unknown, orderId: number) => Promise<void>,
  ): Promise<unknown> {
    const customer = await this.customerOf(user.id);
    if (!customer)
      throw new ForbiddenException({ status: false, message: 'Only a signed-in customer can place an order.' });
    this.checkRequest(store, dto);

    const lines = mergeLines(dto.orderItems);
    const today = shopToday();
    const items = await loadStoreItems(
      this.ds.manager,
      store.id,
      lines.map((l) => l.itemId),
    );
    const problems = lines
      .map((l) => unavailableReason(items.get(l.itemId), l.itemId, l.quantity, today))
      .filter((p): p is string => !!p);
    if (problems.length) {
      throw new ConflictException({
        status: false,
        code: 'UNAVAILABLE',
        message: problems.join(' '),
        fresh: freshItems(lines, items, store, today),
      });
    }
    const priced = lines.map((l) => priceLine(items.get(l.itemId)!, l.quantity, store.salesTaxPercent, today));
    const weightLb = orderWeightPounds(
      priced.map((p) => ({ size: p.item.sizeDescription, quantity: p.quantity, packSize: p.item.packQuantity })),
    );
    const shippingCents =
      dto.orderType === 'shipping' ? await this.shipping.costCents(store, dto.shippingOption, weightLb) : 0;
    const totals = totalsOf(priced, dto.orderType, shippingCents);

    const clientPriceOff = lines.some((l, i) => toCents(l.itemPrice) !== priced[i].priceCents);
    if (clientPriceOff || toCents(dto.totalAmount) !== totals.totalCents) {
      throw new ConflictException({
        status: false,
        code: 'PRICE_CHANGED',
        message:
          'Prices have changed since you loaded your cart. Please review the new total and place the order again.',
        fresh: freshFigures(priced, totals),
      });
    }

    // Written down before and after the processor is asked (PaymentService): a crash from here to the
    // end of the order transaction leaves a hold the reconciler voids, never one nobody knows of.
    const auth = await this.payments.authorize(
      { storeId: store.id, userId: user.id },
      {
        amountCents: totals.holdCents,
        card: {
          number: dto.payment.cardNumber,
          expiry: dto.payment.expirationDate,
          cvv: dto.payment.cvv,
          holderName: dto.payment.cardHolderName,
        },
      },
    );

    try {
      return await this.ds.transaction(async (em) => {
        const locked = await this.reserveStock(em, store, priced, today);
        const order: OrderRecords = await this.writer.write(em, {
          store,
          customer,
          user,
          dto,
          lines: locked,
          totals,
          weightLb,
          shippingCents,
          payment: { transactionId: auth.transactionId, brand: auth.brand, last4: auth.last4, expiry: auth.expiry },
        });
        await this.payments.attachToOrder(em, auth.transactionId, order.id);
        await this.mail.enqueue(em, confirmationMail(order.mailOrder, order.mailLines, store));
        const body = {
          status: true,
          message: ORDER_MESSAGES.placed,
          data: {
            orderId: order.id,
            orderDate: order.orderDate,
            orderStatus: 'Received',
            transactionStatus: 'Pending',
            transactionId: auth.transactionId,
            subTotal: toDollars(totals.subtotalCents),
            shippingCost: toDollars(totals.shippingCents),
            salesTax: toDollars(totals.taxCents),
            totalAmount: toDollars(totals.totalCents),
            holdAmount: toDollars(totals.holdCents),
          },
        };
        if (onWritten) await onWritten(em, body, order.id);
        return body;
      });
    } catch (e) {
      await this.payments
        .releaseHold(auth.transactionId)
        .catch((err) =>
          this.log.error({ err, transactionId: auth.transactionId }, 'Could not void a hold after a failed order'),
        );
      throw e;
    }
  }

  /** The customer record of a customer account (kept a minute: it is read on every order). */
  private async customerOf(userId: number): Promise<OrderingCustomer | undefined> {
    const hit = this.customers.get(userId);
    if (hit && Date.now() - hit.at < 60_000) return hit.customer;
    const [customer]: OrderingCustomer[] = await this.ds.query(
      'SELECT id, first_name AS "firstName", last_name AS "lastName", phone_number AS "phoneNumber", email_address AS "emailAddress" FROM customer WHERE user_id = $1',
      [userId],
    );
    if (this.customers.size > 10_000) this.customers.clear();
    if (customer) this.customers.set(userId, { at: Date.now(), customer });
    return customer;
  }

  /** Rules the DTO cannot express: delivery zones, shipping on/off, card format, emails. */
  private checkRequest(store: Store, dto: PlaceOrderDto): void {
    if (dto.orderType === 'delivery') this.shipping.assertDeliverable(store, dto.shippingAddress!.zipCode);
    for (const email of [dto.shippingAddress?.emailAddress, dto.contact?.email]) {
      if (email && !isValidEmail(email))
        throw new BadRequestException({ status: false, message: 'Invalid email format.' });
    }
    const problem = cardProblem(dto.payment);
    if (problem) throw new BadRequestException({ status: false, message: problem });
  }

  /**
   * Takes the stock, one conditional UPDATE per item in id order (no deadlocks between orders),
   * and re-prices from the locked rows: a price or stock change since pricing refuses the order.
   */
  private async reserveStock(
    em: EntityManager,
    store: Store,
    priced: PricedOrderLine[],
    today: string,
  ): Promise<PricedOrderLine[]> {
    const result: PricedOrderLine[] = [];
    for (const line of [...priced].sort((a, b) => a.item.id - b.item.id)) {
      const [rows] = (await em.query(
        `UPDATE inventory_item i SET available_to_sell = i.available_to_sell - $2
          WHERE i.id = $1 AND i.store_id = $3 AND i.is_available AND i.available_to_sell >= $2
          RETURNING ${ITEM_PRICE_COLUMNS}`,
        [line.item.id, line.quantity, store.id],
      )) as [StoreItemRow[], number];
      if (!rows.length) {
        const left: Array<{ available_to_sell: number }> = await em.query(
          'SELECT available_to_sell FROM inventory_item WHERE id = $1',
          [line.item.id],
        );
        const n = left[0]?.available_to_sell ?? 0;
        throw new StaleOrderError({
          status: false,
          code: 'UNAVAILABLE',
          message:
            n > 0
              ? `Only ${n} of ${line.item.productName} left in stock.`
              : `${line.item.productName} is out of stock.`,
          fresh: { orderItems: [{ itemId: line.item.itemNumber, availableToSell: n }] },
        });
      }
      const now = priceLine(
        { ...rows[0], productName: line.item.productName, imageHash: line.item.imageHash },
        line.quantity,
        store.salesTaxPercent,
        today,
      );
      if (now.priceCents !== line.priceCents || now.salesTaxPercent !== line.salesTaxPercent) {
        throw new StaleOrderError({
          status: false,
          code: 'PRICE_CHANGED',
          message:
            'Prices have changed since you loaded your cart. Please review the new total and place the order again.',
        });
      }
      result.push(now);
    }
    // Keep the shopper's line order for the order items.
    return priced.map((p) => result.find((r) => r.item.id === p.item.id)!);
  }

  /** What makes two requests "the same order": everything but the card number and CVV. */
  private fingerprint(store: Store, dto: PlaceOrderDto) {
    const digits = cardDigits(dto.payment?.cardNumber);
    const { payment, ...rest } = dto;
    return {
      store: store.id,
      ...rest,
      card: { last4: digits.slice(-4), expiry: parseExpiry(payment?.expirationDate), holder: payment?.cardHolderName },
    };
  }
}

function mergeLines(
  lines: PlaceOrderDto['orderItems'],
): Array<{ itemId: string; quantity: number; itemPrice: number }> {
  const merged = new Map<string, { itemId: string; quantity: number; itemPrice: number }>();
  for (const l of lines) {
    const itemId = l.itemId.trim();
    const seen = merged.get(itemId);
    if (seen) seen.quantity += l.quantity;
    else merged.set(itemId, { itemId, quantity: l.quantity, itemPrice: l.itemPrice });
  }
  return [...merged.values()];
}

function totalsOf(
  priced: PricedOrderLine[],
  orderType: PlaceOrderDto['orderType'],
  shippingCents: number,
): OrderTotals {
  return orderTotals(
    priced.map((p) => ({ priceCents: p.priceCents, quantity: p.quantity, salesTaxPercent: p.salesTaxPercent })),
    orderType,
    shippingCents,
  );
}

/** The server's figures, so the checkout can show them and ask the shopper to confirm. */
function freshFigures(priced: PricedOrderLine[], totals: OrderTotals) {
  return {
    orderItems: priced.map((p) => ({
      itemId: p.item.itemNumber,
      productName: p.item.productName,
      quantity: p.quantity,
      itemPrice: toDollars(p.priceCents),
      salesTax: p.salesTaxPercent,
      availableToSell: p.item.availableToSell,
    })),
    subTotal: toDollars(totals.subtotalCents),
    shippingCost: toDollars(totals.shippingCents),
    salesTax: toDollars(totals.taxCents),
    totalAmount: toDollars(totals.totalCents),
    holdAmount: toDollars(totals.holdCents),
  };
}

function freshItems(
  lines: Array<{ itemId: string; quantity: number }>,
  items: Map<string, StoreItemRow>,
  store: Store,
  today: string,
) {
  return {
    orderItems: lines.map((l) => {
      const item = items.get(l.itemId);
      if (!item) return { itemId: l.itemId, quantity: l.quantity, availableToSell: 0, isAvailable: false };
      const p = priceLine(item, l.quantity, store.salesTaxPercent, today);
      return {
        itemId: l.itemId,
        productName: item.productName,
        quantity: l.quantity,
        itemPrice: toDollars(p.priceCents),
        salesTax: p.salesTaxPercent,
        availableToSell: Math.max(0, item.availableToSell),
        isAvailable: item.isAvailable,
      };
    }),
  };
}

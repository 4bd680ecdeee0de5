import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../common/auth/auth-user';
import { toCents, toDollars } from '../common/money/money';
import { namedStockText, problemsSentence, QUOTE_TEXTS } from '../domain/quote/problems';
import type { Quote } from '../domain/quote/quote';
import type { DeliveryWindow } from '../domain/quote/windows';
import type { FreshFigures, PlacedOrder, StaleOrder } from '../domain/api/checkout';
import { cardDigits, parseExpiry } from '../domain/payment-card';
import { isValidEmail } from '../domain/validation';
import { PaymentService } from '../payment/payment.service';
import { ShippingService } from '../shipping/shipping.service';
import type { StoreContext } from '../tenants/store-context';
import { preparedQuery, StoreDb, type PreparedStatement } from '../tenants/store-db';
import type { Store } from '../tenants/store.entity';
import { PlaceOrderDto, ORDER_MESSAGES } from './dto/place-order.dto';
import { claimCte, IdempotencyService, requestHash } from './idempotency.service';
import { ITEM_PRICE_COLUMNS, priceLine, PricedOrderLine, StoreItemRow } from './order-lines';
import { isUnderAge } from '../domain/date-of-birth';
import { QuoteService, type PricedCart } from './quote/quote.service';
import { PromotionsService } from '../promotions/promotions.service';
import { storeToday } from '../domain/store-time';
import { OrderClient, OrderingCustomer, OrderRecords, OrderWriter } from './order-writer';

export interface PlacementResult {
  status: number;
  body: unknown;
  replayed: boolean;
}

/**
 * Takes the stock of every line (OrderPlacementService.reserveStock), and draws the order's id from
 * its sequence when any line was taken (its confirmation mail, written with it, names it).
 */
const TAKE_STOCK: PreparedStatement = {
  name: 'placement-take-stock',
  text: `WITH want AS (SELECT * FROM unnest($1::int[], $2::int[]) AS w(id, qty)),
   locked AS MATERIALIZED (
     SELECT i.id FROM inventory_item i WHERE i.id = ANY($1::int[]) AND i.store_id = $3 ORDER BY i.id FOR UPDATE
   ),
   taken AS (
     UPDATE inventory_item i SET available_to_sell = i.available_to_sell - w.qty
       FROM want w, locked l
      WHERE i.id = w.id AND l.id = i.id AND i.store_id = $3 AND i.is_available AND i.available_to_sell >= w.qty
      RETURNING ${ITEM_PRICE_COLUMNS}
   )
   SELECT taken.*, (SELECT nextval('customer_order_id_seq')::int) AS "orderId" FROM taken`,
};

/** The Idempotency-Key's claim and the customer's date of birth (OrderPlacementService.claimAndCheckAge). */
const CLAIM_AND_AGE: PreparedStatement = {
  name: 'placement-claim-and-age',
  text: `WITH claim AS (${claimCte('$1::int', '$2::varchar', '$3::varchar')})
SELECT (SELECT id FROM claim) AS claim, (SELECT to_char(date_of_birth, 'YYYY-MM-DD') FROM customer WHERE id = $4) AS dob`,
};

/**
 * Both placement transactions plan their statements once per connection (StoreDb RunOptions): the
 * hot ones are named prepared statements whose generic plans are the custom ones (primary key and
 * unique index look-ups; EXPLAIN ANALYZE on shop_bench), and re-planning the array ones on every
 * order cost PostgreSQL more (about 0.2 ms each) than running them.
 */
const GENERIC_PLANS = { genericPlans: true } as const;

/** An Idempotency-Key with its request's hash; `id` once claimed. */
interface KeyClaim {
  key: string;
  hash: string;
  id: number | null;
}

/** The first transaction found the Idempotency-Key taken: the request is a retry (it rolls back). */
class KeyTaken extends Error {}

/** Thrown inside the order transaction: stock or price moved since the order was priced. */
class StaleOrderError extends ConflictException {}

/**
 * Places an order: claims the Idempotency-Key, checks the age,
 * prices every line from the database, checks stock and writes the hold (total + 20 %) down in one
 * transaction, asks the processor for it, then in a second transaction decrements stock atomically,
 * re-checks the prices under the row locks and writes the order, its history, the processor's
 * approval and the confirmation mail in one statement. A failure after the authorization voids it.
 * With an Idempotency-Key a retry returns the first answer.
 */
@Injectable()
export class OrderPlacementService {
  private readonly log = new Logger('OrderPlacement');
  private readonly customers = new Map<number, { at: number; customer: OrderingCustomer }>();

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly db: StoreDb,
    private readonly payments: PaymentService,
    private readonly shipping: ShippingService,
    private readonly idempotency: IdempotencyService,
    private readonly writer: OrderWriter,
    private readonly quotes: QuoteService,
    private readonly promotions: PromotionsService,
  ) {}

  async place(
    ctx: StoreContext,
    dto: PlaceOrderDto,
    idempotencyKey?: string,
    client: OrderClient = { ip: null, userAgent: null },
  ): Promise<PlacementResult> {
    const user = this.orderingUser(ctx);
    if (!idempotencyKey) return { status: 201, body: await this.placeOnce(ctx, dto, client, null), replayed: false };
    this.idempotency.sweep();
    const hash = requestHash(this.fingerprint(ctx.store, dto));
    // The key is claimed by the first transaction's first statement (it commits with the hold).
    const key: KeyClaim = { key: idempotencyKey, hash, id: null };
    try {
      return { status: 201, body: await this.placeOnce(ctx, dto, client, key), replayed: false };
    } catch (e) {
      if (!(e instanceof KeyTaken)) {
        await this.settle(user.id, key, e);
        throw e;
      }
    }
    // Taken: a retry. The stored answer, once the request holding the key has one; or the key,
    // freed by a failure of that request, claimed on its own.
    const claim = await this.idempotency.claim(user.id, idempotencyKey, hash);
    if (claim.kind === 'replay') return { status: claim.status, body: claim.body, replayed: true };
    const claimed: KeyClaim = { key: idempotencyKey, hash, id: claim.id };
    try {
      return { status: 201, body: await this.placeOnce(ctx, dto, client, claimed), replayed: false };
    } catch (e) {
      await this.settle(user.id, claimed, e);
      throw e;
    }
  }

  /** A failed placement frees its key (no refusal is final); a claim that never committed left none. */
  private async settle(_userId: number, key: KeyClaim, _error: unknown): Promise<void> {
    if (key.id === null) return;
    await this.idempotency.release(key.id).catch((err) => this.log.error({ err }, 'Could not free an idempotency key'));
  }

  private async placeOnce(
    ctx: StoreContext,
    dto: PlaceOrderDto,
    client: OrderClient,
    /**
     * The Idempotency-Key: claimed in the first transaction unless `id` is set already (its id is
     * set once that commits); its answer is stored with the order, in the order's statement.
     */
    key: KeyClaim | null,
  ): Promise<PlacedOrder> {
    const user = this.orderingUser(ctx);
    const customer = await this.customerOf(user.id);
    if (!customer)
      throw new ForbiddenException({ status: false, message: 'Only a signed-in customer can place an order.' });
    this.checkRequest(ctx.store, dto);

    const lines = mergeLines(dto.orderItems);
    const today = storeToday(ctx.store.timeZone);
    const held = await this.priceAndHold(ctx, { dto, customer, user, lines, today }, key);
    if (key) key.id = held.claimId;
    const approval = await this.payments.ask(ctx, held.hold);
    try {
      const placed = await this.writeOrder(ctx, { dto, customer, user, client, today }, held, approval);
      if (held.window) this.quotes.windowTaken(ctx.store.id);
      return placed;
    } catch (e) {
      await this.payments
        .abandon(ctx, approval)
        .catch((err) =>
          this.log.error(
            { err, transactionId: approval.hold.transactionId },
            'Could not void a hold after a failed order',
          ),
        );
      throw e;
    }
  }

  /**
   * The first transaction: claims the key (unless already claimed) and checks the age, prices the
   * cart and checks it against what the shopper sent, and writes the hold down. It commits before
   * the processor is asked (PaymentService.open), so a crash from there on leaves a payment the
   * hold reconciler finds.
   */
  private priceAndHold(
    ctx: StoreContext,
    { dto, customer, user, lines, today }: PricingInput,
    key: KeyClaim | null,
  ): Promise<Held> {
    const toClaim = key && key.id === null ? key : null;
    return this.db.run(
      ctx,
      async (em) => {
        const claimId = (await this.claimAndCheckAge(em, ctx.store, customer, user.id, toClaim)) ?? key?.id ?? null;
        const cart = await this.quotes.price(ctx, {
          orderType: dto.orderType,
          lines: lines.map((l) => ({ itemNumber: l.itemId, quantity: l.quantity })),
          address: dto.orderType === 'pickup' ? undefined : dto.shippingAddress,
          shippingOption: dto.shippingOption,
          promoCode: dto.promoCode,
          customerId: customer.id,
        });
        const window = this.checkPriced(cart, dto, lines, ctx.store, today);
        const hold = await this.payments.openFor(ctx, cart.quote.holdCents, dto.payment);
        return { cart, window, hold, claimId };
      },
      GENERIC_PLANS,
    );
  }

  /**
   * The second transaction: stock, order, the processor's approval on its payment, the code's use
   * and the mail. A crash before its commit leaves the payment 'authorizing' (the reconciler looks
   * it up and voids it) and nothing else.
   */
  private writeOrder(ctx: StoreContext, input: WriteInput, held: Held, approval: Approval): Promise<PlacedOrder> {
    const { dto, customer, today } = input;
    const { cart, window, claimId } = held;
    const q = cart.quote;
    const answer = (orderId: number, orderDate: string) =>
      placedAnswer(orderId, orderDate, approval.hold.transactionId, cart, window);
    return this.db.run(
      ctx,
      async (em) => {
        if (window && !(await this.quotes.windowHasRoom(ctx, cart.rules, dto.shippingAddress!.zipCode, window.start)))
          throw new StaleOrderError({ status: false, code: 'WINDOW', message: QUOTE_TEXTS.windowFull });
        const { lines: locked, orderId } = await this.reserveStock(em, ctx.store, cart.priced, today);
        const order: OrderRecords = await this.writer.write(ctx, {
          ...orderRecordOf(ctx.store, input, held, approval),
          id: orderId,
          lines: locked,
          // The answer as stored for a retry: the order's id and date are filled in by the INSERT.
          idempotency: claimId == null ? null : { claimId, body: answer(0, '') },
        });
        await this.payments.recordedWithOrder(approval.hold, order.paymentRecorded);
        const coded = cart.promotions.codePromotion;
        const codeUse = coded && q.promotions.find((p) => p.id === coded.id);
        if (coded && codeUse)
          await this.promotions.redeem(em, ctx, coded.id, coded.code!, order.id, customer.id, codeUse.amountCents);
        return answer(order.id, order.orderDateIso);
      },
      GENERIC_PLANS,
    );
  }

  /**
   * The priced cart as the shopper sent it, or the refusal: a problem of the quote (409 with fresh
   * figures), no shipping type (400), a window not offered (400/409), a price or total that moved
   * (409 PRICE_CHANGED). Answers the chosen delivery window.
   */
  private checkPriced(
    cart: PricedCart,
    dto: PlaceOrderDto,
    lines: Array<{ itemId: string; quantity: number; itemPrice: number }>,
    store: Store,
    today: string,
  ): DeliveryWindow | null {
    const q = cart.quote;
    const problems = q.problems.filter((p) => p.code !== 'SHIPPING_OPTION');
    if (problems.length) {
      throw new ConflictException({
        status: false,
        code: problems[0].code,
        message: problemsSentence(problems, (n) => cart.items.get(n)?.productName ?? n),
        problems,
        fresh: freshItems(lines, cart.items, store, today),
      } satisfies StaleOrder);
    }
    if (q.problems.length) {
      const names = [...cart.shippingOptions.keys()];
      throw new BadRequestException({
        status: false,
        message: `Please choose a shipping type${names.length ? ` (${names.join(', ')})` : ''}.`,
      });
    }
    const window = dto.orderType === 'delivery' ? this.chosenWindow(cart, dto.deliveryWindowStart) : null;

    const clientPriceOff = cart.priced.some(
      (p) => toCents(lines.find((l) => l.itemId === p.item.itemNumber)!.itemPrice) !== p.priceCents,
    );
    if (clientPriceOff || toCents(dto.totalAmount) !== q.totalCents) {
      throw new ConflictException({
        status: false,
        code: 'PRICE_CHANGED',
        message:
          'Prices have changed since you loaded your cart. Please review the new total and place the order again.',
        fresh: freshFigures(cart.priced, q),
      } satisfies StaleOrder);
    }
    return window;
  }

  /** The signed-in caller placing the order (the route admits customers only). */
  private orderingUser(ctx: StoreContext): AuthUser {
    if (!ctx.user)
      throw new ForbiddenException({ status: false, message: 'Only a signed-in customer can place an order.' });
    return ctx.user;
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

  /**
   * The first statement of the first transaction: claims the Idempotency-Key (when `key` is given:
   * KeyTaken when it is taken) and reads My Details' optional date of birth: under 21,
   * checkout refuses. Answers the claim's id.
   */
  private async claimAndCheckAge(
    em: EntityManager,
    store: Store,
    customer: OrderingCustomer,
    userId: number,
    key: KeyClaim | null,
  ): Promise<number | null> {
    const {
      rows: [row],
    } = await preparedQuery<{ claim: number | null; dob: string | null }>(em, CLAIM_AND_AGE, [
      userId,
      key?.key ?? null,
      key?.hash ?? null,
      customer.id,
    ]);
    if (key && row.claim === null) throw new KeyTaken();
    if (isUnderAge(row.dob, storeToday(store.timeZone)))
      throw new ForbiddenException({ status: false, message: ORDER_MESSAGES.underAge });
    return row.claim;
  }

  /** The delivery window the shopper chose, when it is offered now and has room (else 400/409). */
  private chosenWindow(cart: PricedCart, start: string | undefined): DeliveryWindow {
    if (!start) throw new BadRequestException({ status: false, message: QUOTE_TEXTS.chooseWindow });
    const iso = new Date(start).toISOString();
    const window = cart.deliveryWindows.find((w) => w.start === iso);
    if (!window || window.remaining <= 0)
      throw new ConflictException({ status: false, code: 'WINDOW', message: QUOTE_TEXTS.windowFull });
    return window;
  }

  /** Rules the DTO cannot express: delivery zones, shipping on/off, card format, emails. */
  private checkRequest(store: Store, dto: PlaceOrderDto): void {
    if (dto.orderType === 'delivery') this.shipping.assertDeliverable(store, dto.shippingAddress!.zipCode);
    for (const email of [dto.shippingAddress?.emailAddress, dto.contact?.email]) {
      if (email && !isValidEmail(email))
        throw new BadRequestException({ status: false, message: 'Invalid email format.' });
    }
    this.payments.checkPaymentFields(dto.payment);
  }

  /**
   * Takes the stock of every line in one statement: the rows are locked in id order first (no
   * deadlocks between orders), then each is decremented only while it has the quantity (the
   * condition is re-checked on the latest row once locked). Re-prices from the locked rows: a price
   * or stock change since pricing refuses the order (and the transaction rolls back).
   */
  private async reserveStock(
    em: EntityManager,
    store: Store,
    priced: PricedOrderLine[],
    today: string,
  ): Promise<{ lines: PricedOrderLine[]; orderId: number }> {
    const byId = [...priced].sort((a, b) => a.item.id - b.item.id);
    const { rows } = await preparedQuery<StoreItemRow & { orderId: number }>(em, TAKE_STOCK, [
      byId.map((l) => l.item.id),
      byId.map((l) => l.quantity),
      store.id,
    ]);
    const taken = new Map(rows.map(({ orderId: _id, ...r }) => [r.id, r as StoreItemRow]));
    const short = byId.find((l) => !taken.has(l.item.id));
    if (short) {
      const left: Array<{ available_to_sell: number }> = await em.query(
        'SELECT available_to_sell FROM inventory_item WHERE id = $1',
        [short.item.id],
      );
      const n = left[0]?.available_to_sell ?? 0;
      throw new StaleOrderError({
        status: false,
        code: 'UNAVAILABLE',
        message: namedStockText(short.item.productName, n),
        fresh: { orderItems: [{ itemId: short.item.itemNumber, availableToSell: n }] },
      } satisfies StaleOrder);
    }
    // Re-priced from the locked rows, in the shopper's line order (the order items keep it).
    const lines = priced.map((line) => {
      const now = priceLine(
        { ...taken.get(line.item.id)!, productName: line.item.productName, imageHash: line.item.imageHash },
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
        } satisfies StaleOrder);
      }
      return now;
    });
    return { lines, orderId: rows[0].orderId };
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

/** What the first transaction prices. */
interface PricingInput {
  dto: PlaceOrderDto;
  customer: OrderingCustomer;
  user: AuthUser;
  lines: Array<{ itemId: string; quantity: number; itemPrice: number }>;
  today: string;
}

/** What the second transaction writes with. */
interface WriteInput {
  dto: PlaceOrderDto;
  customer: OrderingCustomer;
  user: AuthUser;
  client: OrderClient;
  today: string;
}

/** The first transaction's outcome: the priced cart, its window, the hold written down, the key's claim. */
interface Held {
  cart: PricedCart;
  window: DeliveryWindow | null;
  hold: Awaited<ReturnType<PaymentService['open']>>;
  claimId: number | null;
}

type Approval = Awaited<ReturnType<PaymentService['ask']>>;

/** The order's record but for its id, its locked lines and its stored answer. */
function orderRecordOf(
  store: Store,
  { dto, customer, user, client }: WriteInput,
  { cart, window }: Held,
  approval: Approval,
): Omit<Parameters<OrderWriter['write']>[1], 'id' | 'lines' | 'idempotency'> {
  const q = cart.quote;
  const coded = cart.promotions.codePromotion;
  return {
    store,
    customer,
    user,
    dto,
    quote: q,
    weightLb: cart.weightLb,
    window: window ? { start: new Date(window.start), end: new Date(window.end) } : null,
    pickupReadyAt: cart.pickupReadyAt,
    client,
    promoCode: coded && q.promotions.some((p) => p.id === coded.id) ? coded.code : null,
    payment: {
      ...approval.hold,
      processorReference: approval.result.processorReference,
      authorizedCents: approval.result.authorizedCents,
    },
  };
}

/** Placement's answer for a placed order. */
function placedAnswer(
  orderId: number,
  orderDate: string,
  transactionId: string,
  cart: PricedCart,
  window: DeliveryWindow | null,
): PlacedOrder {
  return {
    status: true,
    message: ORDER_MESSAGES.placed,
    data: {
      orderId,
      orderDate,
      orderStatus: 'Received',
      transactionStatus: 'Pending',
      transactionId,
      ...orderTotals(cart.quote),
      windowStart: window?.start ?? null,
      windowEnd: window?.end ?? null,
      pickupReadyAt: cart.pickupReadyAt?.toISOString() ?? null,
    },
  };
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

/** An order's totals in dollars, as placement answers them (placed, or refused with fresh figures). */
function orderTotals(q: Quote) {
  return {
    subTotal: toDollars(q.subtotalCents),
    discount: toDollars(q.discountCents),
    bottleDeposit: toDollars(q.depositCents),
    shippingCost: toDollars(q.shippingCents),
    salesTax: toDollars(q.salesTaxCents),
    totalAmount: toDollars(q.totalCents),
    holdAmount: toDollars(q.holdCents),
  };
}

/** The server's figures, so the checkout can show them and ask the shopper to confirm. */
function freshFigures(priced: PricedOrderLine[], q: Quote): FreshFigures {
  return {
    orderItems: priced.map((p) => ({
      itemId: p.item.itemNumber,
      productName: p.item.productName,
      quantity: p.quantity,
      itemPrice: toDollars(p.priceCents),
      salesTax: p.salesTaxPercent,
      availableToSell: p.item.availableToSell,
    })),
    ...orderTotals(q),
  };
}

function freshItems(
  lines: Array<{ itemId: string; quantity: number }>,
  items: Map<string, StoreItemRow>,
  store: Store,
  today: string,
): FreshFigures {
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

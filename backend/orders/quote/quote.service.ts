import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { toDollars } from '../../common/money/money';
import type { PromoTradeOffResponse, QuoteResponse } from '../../domain/api/quote';
import { quoteResponse } from '../../domain/quote/quote-response';
import type { OrderType } from '../../domain/order-type';
import { sizeInMl } from '../../domain/pricing';
import { zoneFor } from '../../domain/quote/delivery';
import { QUOTE_TEXTS, type QuoteProblem } from '../../domain/quote/problems';
import {
  mergeQuoteLines,
  quote,
  type Quote,
  type QuoteInput,
  type QuoteItem,
  type QuoteRequestLine,
} from '../../domain/quote/quote';
import { promoTradeOff, promoTradeOffResponse } from '../../domain/quote/promo-trade-off';
import { destinationOf } from '../../domain/quote/destination';
import { deliveryWindows, pickupReadyAt, type DeliveryWindow } from '../../domain/quote/windows';
import { orderWeightPounds } from '../../domain/weight';
import { SellingRulesService, type StoreSellingRules } from '../../selling-rules/selling-rules.service';
import { zip5 } from '../../shipping/shipping-rates';
import { ShippingService } from '../../shipping/shipping.service';
import type { StoreContext } from '../../tenants/store-context';
import { StoreDb } from '../../tenants/store-db';
import { storeToday } from '../../domain/store-time';
import { promotionsStep } from '../../domain/promotions/apply';
import { PromotionsService, type CartPromotions } from '../../promotions/promotions.service';
import { loadStoreItems, priceLine, type PricedOrderLine, type StoreItemRow } from '../order-lines';
import { STOPPED_SQL } from '../../domain/order-status-sql';
import { CatalogueService } from '../../catalogue/catalogue.service';
import { storeItemRow } from './catalogue-items';
import { lineTaxCents } from '../../domain/totals';

export interface QuoteAsk {
  orderType: OrderType;
  lines: readonly QuoteRequestLine[];
  address?: { state: string; zipCode: string };
  shippingOption?: string;
  /** A promo code. */
  promoCode?: string;
  /** The signed-in customer (per-customer and first-order codes); null for a guest. */
  customerId?: number | null;
  /**
   * Order edits: the unit prices an order already holds, by item number. Those lines keep
   * the price (and tax rate) they were placed at; other lines are priced for today.
   */
  heldPrices?: ReadonlyMap<string, { priceCents: number; salesTaxPercent: number }>;
  /** Order edits: the order re-priced (its own use of its promo code does not count against it). */
  orderId?: number | null;
}

/** A priced cart with what it was priced from: the quote, the items and the store's offers. */
export interface PricedCart {
  quote: Quote;
  items: Map<string, StoreItemRow>;
  /** The lines as order lines (known items only), in the cart's order. */
  priced: PricedOrderLine[];
  weightLb: number;
  rules: StoreSellingRules;
  /** Shipping: {option: cents}, empty when the cart cannot ship there. */
  shippingOptions: Map<string, number>;
  deliveryWindows: DeliveryWindow[];
  pickupReadyAt: Date | null;
  /** The promotions in force and the entered code's promotion. */
  promotions: CartPromotions;
  /** The applied promo code's effect on this cart in all; null without one. */
  promoTradeOff: PromoTradeOffResponse | null;
}

/** Orders that hold a place in a delivery window (declined and cancelled ones give it back). */
const WINDOW_TAKEN = `order_status NOT IN ${STOPPED_SQL}`;

/** The quote shows windows' places from counts at most this old; placement counts under a lock. */
export const BOOKED_CACHE_MS = 2000;
const BOOKED_STORES = 1000;

/**
 * The server quote: the cart page, the checkout tabs (POST /api/cart/quote) and order
 * placement price a cart here, with the pure `quote` of domain/quote. Reads run in the context's
 * store (StoreDb.run, joining the order transaction when one is open).
 */
@Injectable()
export class QuoteService {
  /** Per store: the orders per upcoming window start, as read at `at` (for the quote's display). */
  private readonly booked = new Map<number, { at: number; counts: Promise<Map<string, number>> }>();

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly db: StoreDb,
    private readonly rules: SellingRulesService,
    private readonly shipping: ShippingService,
    private readonly promotions: PromotionsService,
    private readonly catalogue: CatalogueService,
  ) {}

  /**
   * Prices a cart from the database's items (order placement and edits: in their transaction when one
   * is open for the store, so an edit's own stock moves count).
   */
  price(ctx: StoreContext, ask: QuoteAsk, now = new Date()): Promise<PricedCart> {
    return this.priceFrom(ctx, ask, now, (numbers) => this.storedItems(ctx, numbers));
  }

  private storedItems(ctx: StoreContext, itemNumbers: string[]): Promise<Map<string, StoreItemRow>> {
    return this.db.run(ctx, (em) => loadStoreItems(em, ctx.store.id, itemNumbers));
  }

  /**
   * The quote's items from the store's catalogue snapshot when it is in memory (kept up to date
   * from the change notifications, as listings are: a price or stock change shows as fast), else
   * from the database. Placement checks stock and prices again under its lock.
   */
  private async shopItems(ctx: StoreContext, itemNumbers: string[]): Promise<Map<string, StoreItemRow>> {
    const rows = await this.catalogue.itemsByNumber(ctx.store, itemNumbers);
    if (!rows) return this.storedItems(ctx, itemNumbers);
    const items = new Map<string, StoreItemRow>();
    for (const [n, row] of rows) items.set(n, storeItemRow(row));
    return items;
  }

  private async priceFrom(
    ctx: StoreContext,
    ask: QuoteAsk,
    now: Date,
    load: (itemNumbers: string[]) => Promise<Map<string, StoreItemRow>>,
  ): Promise<PricedCart> {
    const state = this.destinationState(ask);
    const store = ctx.store;
    const lines = mergeQuoteLines(ask.lines);
    const today = storeToday(store.timeZone);
    const items = await load(lines.map((l) => l.itemNumber));
    const rules = await this.rules.rulesFor(ctx);
    const promotions = await this.promotions.forCart(ctx, ask.promoCode, ask.customerId ?? null, ask.orderId ?? null);
    const priced = lines
      .filter((l) => items.has(l.itemNumber))
      .map((l) => heldPrice(priceLine(items.get(l.itemNumber)!, l.quantity, store.salesTaxPercent, today), ask));
    const quoteItems = new Map<string, QuoteItem>(
      priced.map((p) => [
        p.item.itemNumber,
        {
          itemNumber: p.item.itemNumber,
          name: p.item.productName,
          category: p.item.category ?? '',
          subCategory: p.item.subCategory ?? '',
          brand: p.item.brand ?? '',
          sizeMl: sizeInMl(p.item.sizeDescription),
          containersPerUnit: Math.max(1, p.item.packQuantity),
          priceCents: p.priceCents,
          salesTaxPercent: p.salesTaxPercent,
          availableToSell: p.item.availableToSell,
          isAvailable: p.item.isAvailable,
        },
      ]),
    );
    const weightLb = orderWeightPounds(
      priced.map((p) => ({ size: p.item.sizeDescription, quantity: p.quantity, packSize: p.item.packQuantity })),
    );
    const zip = ask.address ? zip5(ask.address.zipCode) : null;

    let rates = new Map<string, number>();
    if (ask.orderType === 'shipping' && ask.address) rates = await this.shipping.ratesCents(ctx, weightLb, true);
    const optionCents = ask.shippingOption ? (rates.get(ask.shippingOption.trim()) ?? null) : null;

    const input: QuoteInput = {
      orderType: ask.orderType,
      lines,
      items: quoteItems,
      deposits: rules.deposits,
      shippingRules: rules.shipping,
      shipToState: state,
      shippingOptionCents: optionCents,
      delivery:
        ask.orderType === 'delivery' && zip
          ? { deliverable: this.shipping.isDeliveryZip(store, zip), zone: zoneFor(zip, rules.zones) }
          : undefined,
      discounts: promotionsStep(promotions.promotions, promotions.code),
    };
    const q = quote(input);
    const codeProblem = promotions.problem ?? this.promotions.notApplied(promotions, q.promotions);
    if (codeProblem) q.problems.push(codeProblem);
    if (ask.orderType !== 'pickup' && !ask.address) {
      q.problems = q.problems.filter((p) => p.code !== 'SHIPPING_STATE');
      q.problems.push({ code: 'ADDRESS', message: QUOTE_TEXTS.address });
    }
    const canShip = !q.problems.some((p) => ['SHIPPING_RESTRICTED', 'SHIPPING_STATE', 'ADDRESS'].includes(p.code));

    return {
      quote: q,
      items,
      priced,
      weightLb,
      rules,
      shippingOptions: ask.orderType === 'shipping' && canShip ? rates : new Map(),
      deliveryWindows: ask.orderType === 'delivery' ? await this.windows(ctx, rules, zip, now) : [],
      pickupReadyAt: ask.orderType === 'pickup' ? pickupReadyAt(now, rules.hours) : null,
      promotions,
      promoTradeOff: tradeOffOf(input, q, promotions, codeProblem),
    };
  }

  /**
   * The state the ship-to rules judge: the zip's (domain/quote/destination.ts). A typed state that
   * is not the zip's is refused with a 400 naming both, before anything is priced or written.
   */
  private destinationState(ask: QuoteAsk): string | null {
    if (!ask.address || ask.orderType === 'pickup') return null;
    const destination = destinationOf(ask.address);
    if (destination.refusal) throw new BadRequestException({ status: false, message: destination.refusal });
    return destination.state;
  }

  /** The customer record of a customer account (per-customer promo codes), or null. */
  async customerIdOf(userId: number): Promise<number | null> {
    const rows: Array<{ id: number }> = await this.ds.query('SELECT id FROM customer WHERE user_id = $1', [userId]);
    return rows[0]?.id ?? null;
  }

  /** The answer of POST /api/cart/quote. */
  async respond(ctx: StoreContext, ask: QuoteAsk): Promise<QuoteResponse> {
    const cart = await this.priceFrom(ctx, ask, new Date(), (numbers) => this.shopItems(ctx, numbers));
    const answer = quoteResponse(cart.quote, {
      shippingOptions: Object.fromEntries([...cart.shippingOptions].map(([name, cents]) => [name, toDollars(cents)])),
      deliveryWindows: cart.deliveryWindows,
      pickupReadyAt: cart.pickupReadyAt?.toISOString() ?? null,
    });
    return { ...answer, promoTradeOff: cart.promoTradeOff };
  }

  /**
   * The next delivery windows for a zip, with the orders each already holds: counted now when
   * `exact` (placement, under its lock), else from counts at most BOOKED_CACHE_MS old (the quote).
   */
  async windows(
    ctx: StoreContext,
    rules: StoreSellingRules,
    zip: string | null,
    now = new Date(),
    exact = false,
  ): Promise<DeliveryWindow[]> {
    const zone = zip ? zoneFor(zip, rules.zones) : (rules.zones[0] ?? null);
    if (!zone) return [];
    const booked = exact ? await this.countBooked(ctx, now) : await this.recentBooked(ctx, now);
    return deliveryWindows(now, rules.hours, { ...rules.windows, capacity: zone.slotCapacity }, booked);
  }

  /** After an order took a window's place (committed): the next quote counts afresh. */
  windowTaken(storeId: number): void {
    this.booked.delete(storeId);
  }

  private recentBooked(ctx: StoreContext, now: Date): Promise<Map<string, number>> {
    const storeId = ctx.store.id;
    const hit = this.booked.get(storeId);
    const t = now.getTime();
    // Counts read at `at` cover the windows from `at` on; an older `now` (a caller's own clock) reads afresh.
    if (hit && t >= hit.at && t - hit.at < BOOKED_CACHE_MS) return hit.counts;
    const counts = this.countBooked(ctx, now);
    this.booked.delete(storeId);
    if (this.booked.size >= BOOKED_STORES) this.booked.delete(this.booked.keys().next().value!);
    const entry = { at: t, counts };
    this.booked.set(storeId, entry);
    counts.catch(() => {
      if (this.booked.get(storeId) === entry) this.booked.delete(storeId);
    });
    return counts;
  }

  private async countBooked(ctx: StoreContext, now: Date): Promise<Map<string, number>> {
    const rows: Array<{ start: Date; n: number }> = await this.db.run(ctx, (em) =>
      em.query(
        `SELECT window_start AS start, count(*)::int AS n FROM customer_order
          WHERE window_start >= $1 AND ${WINDOW_TAKEN} GROUP BY window_start`,
        [now],
      ),
    );
    return new Map(rows.map((r) => [new Date(r.start).toISOString(), r.n]));
  }

  /**
   * Inside the order transaction (the caller's open run for the store): the chosen window is one
   * offered now and still has room. Taken under a lock per store and window, so two orders cannot
   * both take its last place.
   */
  async windowHasRoom(
    ctx: StoreContext,
    rules: StoreSellingRules,
    zip: string,
    start: string,
  ): Promise<DeliveryWindow | null> {
    return this.db.run(ctx, async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('delivery-window:' || $1 || ':' || $2))`, [
        ctx.store.id,
        start,
      ]);
      const offered = (await this.windows(ctx, rules, zip, new Date(), true)).find((w) => w.start === start);
      return offered && offered.remaining > 0 ? offered : null;
    });
  }
}

/** An applied code's effect: the cart's quote against the same cart without it (code promotions need their code). */
function tradeOffOf(
  input: QuoteInput,
  q: Quote,
  cart: CartPromotions,
  codeProblem: QuoteProblem | null,
): PromoTradeOffResponse | null {
  if (!cart.code || codeProblem) return null;
  const without = quote({ ...input, discounts: promotionsStep(cart.promotions, null) });
  return promoTradeOffResponse(cart.code, promoTradeOff(q, without));
}

/** A line an order already holds keeps its placed unit price and tax rate (order edits). */
function heldPrice(line: PricedOrderLine, ask: QuoteAsk): PricedOrderLine {
  const held = ask.heldPrices?.get(line.item.itemNumber);
  if (!held) return line;
  return {
    ...line,
    priceCents: held.priceCents,
    salesTaxPercent: held.salesTaxPercent,
    taxCents: lineTaxCents({
      priceCents: held.priceCents,
      quantity: line.quantity,
      salesTaxPercent: held.salesTaxPercent,
    }),
  };
}

/**
 * The one price of a cart: the cart page, every checkout tab, order placement, order edits and the
 * demo orders call this function with the store's rules and items. Pure, integer cents.
 *
 * total = subtotal - discount + deposit + shipping (the chosen option, or the delivery fee) + tax;
 * tax per line = (price x quantity - line discount + taxable deposit) x salesTax / 100 (spec 9);
 * discounts come from the discount step (the store's promotions: see domain/promotions/apply.ts);
 * hold = total + 20 % (spec 9).
 */
import type { OrderType } from '../order-type';
import { holdAmountCents } from './hold';
import { lineTaxCents } from '../totals';
import { depositRuleFor, lineDepositCents, type DepositRule } from './deposits';
import { deliveryFeeCents, deliveryMinimumProblem, type DeliveryZone } from './delivery';
import type { AppliedPromotion } from '../promotions/types';
import { lineDiscountParts, NO_DISCOUNTS, type DiscountStep, type LineDiscountPart } from './discounts';
import { QUOTE_TEXTS, type QuoteProblem } from './problems';
import { shippingRestriction, type ShippingRule } from './shipping-rules';

/** A store item as the quote needs it, priced for today. */
export interface QuoteItem {
  itemNumber: string;
  name: string;
  /** Wine, Beer, Liquor, Extras or Soda (anything else: no deposit, not shipped). */
  category: string;
  /** For promotion selectors (which items a promotion covers). */
  subCategory?: string;
  brand?: string;
  /** Container size in ml (0 when unknown). */
  sizeMl: number;
  /** Containers in one unit sold (a 6-pack: 6). */
  containersPerUnit: number;
  /** Today's price of one unit (sale applied). */
  priceCents: number;
  salesTaxPercent: number;
  availableToSell: number;
  isAvailable: boolean;
}

export interface QuoteRequestLine {
  itemNumber: string;
  quantity: number;
}

export interface QuoteInput {
  orderType: OrderType;
  lines: readonly QuoteRequestLine[];
  /** The store's items by item number (only those asked for are needed). */
  items: ReadonlyMap<string, QuoteItem>;
  deposits: readonly DepositRule[];
  shippingRules: readonly ShippingRule[];
  /** Shipping: the destination state's postal code (null: none or not a US state). */
  shipToState?: string | null;
  /** Shipping: the chosen option's cost; null when none was chosen or it is not offered. */
  shippingOptionCents?: number | null;
  /** Delivery: whether the zip is in the store's delivery zones, and that zone's terms. */
  delivery?: { deliverable: boolean; zone: DeliveryZone | null };
  discounts?: DiscountStep;
}

export interface QuoteLine {
  itemNumber: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  discountCents: number;
  /** The item-level promotion that discounted the line. */
  promotionId: number | null;
  promotionName: string | null;
  /** discountCents by promotion (item-level, then the order-level share), each named: they add up to it. */
  discounts: LineDiscountPart[];
  depositCents: number;
  salesTaxPercent: number;
  salesTaxCents: number;
}

export interface Quote {
  lines: QuoteLine[];
  subtotalCents: number;
  discountCents: number;
  /** The order-level promotion's part of discountCents. */
  orderDiscountCents: number;
  depositCents: number;
  shippingCents: number;
  salesTaxCents: number;
  totalCents: number;
  holdCents: number;
  problems: QuoteProblem[];
  /** The promotions applied and what each took off. */
  promotions: AppliedPromotion[];
  /** "Add 2 more bottles of wine to save 10 %". */
  nudges: string[];
}

/** Lines asking for the same item are one line (their quantities added), in first-seen order. */
export function mergeQuoteLines(lines: readonly QuoteRequestLine[]): QuoteRequestLine[] {
  const merged = new Map<string, QuoteRequestLine>();
  for (const l of lines) {
    const itemNumber = l.itemNumber.trim();
    const seen = merged.get(itemNumber);
    merged.set(itemNumber, { itemNumber, quantity: (seen?.quantity ?? 0) + l.quantity });
  }
  return [...merged.values()];
}

type KnownLine = { item: QuoteItem; quantity: number };
type Discount = ReturnType<DiscountStep>;

/** The cart's lines whose items exist, and what stops each (unknown, unavailable, out of or low on stock). */
function checkLines(input: QuoteInput, problems: QuoteProblem[]): KnownLine[] {
  const known: KnownLine[] = [];
  for (const l of mergeQuoteLines(input.lines)) {
    const item = input.items.get(l.itemNumber);
    if (!item) {
      problems.push({ itemNumber: l.itemNumber, code: 'UNKNOWN_ITEM', message: QUOTE_TEXTS.unknownItem(l.itemNumber) });
      continue;
    }
    const itemNumber = item.itemNumber;
    if (!item.isAvailable || item.priceCents <= 0)
      problems.push({ itemNumber, code: 'UNAVAILABLE', message: QUOTE_TEXTS.unavailable, available: 0 });
    else if (item.availableToSell <= 0)
      problems.push({ itemNumber, code: 'OUT_OF_STOCK', message: QUOTE_TEXTS.outOfStock, available: 0 });
    else if (item.availableToSell < l.quantity)
      problems.push({
        itemNumber,
        code: 'LOW_STOCK',
        message: QUOTE_TEXTS.lowStock(item.availableToSell),
        available: item.availableToSell,
      });
    known.push({ item, quantity: l.quantity });
  }
  return known;
}

/** The discount step's answer, told what free delivery would save (to choose the order-level promotion worth most). */
function discountOf(input: QuoteInput, known: readonly KnownLine[]): Discount {
  const grossCents = known.reduce((s, { item, quantity }) => s + item.priceCents * quantity, 0);
  let feeCents = 0;
  if (input.orderType === 'shipping') feeCents = Math.max(0, input.shippingOptionCents ?? 0);
  else if (input.orderType === 'delivery' && input.delivery?.zone)
    feeCents = deliveryFeeCents(input.delivery.zone, grossCents);
  return (input.discounts ?? NO_DISCOUNTS)(
    known.map(({ item, quantity }) => ({
      itemNumber: item.itemNumber,
      category: item.category,
      subCategory: item.subCategory,
      brand: item.brand,
      quantity,
      priceCents: item.priceCents,
      lineTotalCents: item.priceCents * quantity,
      containersPerUnit: item.containersPerUnit,
    })),
    { feeCents },
  );
}

/** One priced line: its discount, its container deposit, and its tax on what is left plus a taxable deposit. */
function quoteLine(input: QuoteInput, { item, quantity }: KnownLine, discount: Discount): QuoteLine {
  const lineTotalCents = item.priceCents * quantity;
  const off = Math.round(discount.lineCents.get(item.itemNumber) ?? 0);
  const discountCents = Math.min(lineTotalCents, Math.max(0, off));
  const rule = depositRuleFor(item.category, item.sizeMl, input.deposits);
  const depositCents = lineDepositCents(rule, quantity, item.containersPerUnit);
  const taxBase = lineTotalCents - discountCents + (rule?.taxable ? depositCents : 0);
  return {
    itemNumber: item.itemNumber,
    name: item.name,
    quantity,
    unitPriceCents: item.priceCents,
    lineTotalCents,
    discountCents,
    promotionId: discount.linePromotion?.get(item.itemNumber)?.id ?? null,
    promotionName: discount.linePromotion?.get(item.itemNumber)?.name ?? null,
    discounts: lineDiscountParts(item.itemNumber, discountCents, discount),
    depositCents,
    salesTaxPercent: item.salesTaxPercent,
    salesTaxCents: lineTaxCents({ priceCents: taxBase, quantity: 1, salesTaxPercent: item.salesTaxPercent }),
  };
}

/** Shipping: the chosen option's cost, once every item may go to the state and an option is chosen. */
function shippingCost(input: QuoteInput, known: readonly KnownLine[], free: boolean, problems: QuoteProblem[]): number {
  const state = input.shipToState ?? null;
  if (!state) problems.push({ code: 'SHIPPING_STATE', message: QUOTE_TEXTS.shippingState });
  else
    for (const { item } of known) {
      const why = shippingRestriction(item.category, item.name, state, input.shippingRules);
      if (why) problems.push({ itemNumber: item.itemNumber, code: 'SHIPPING_RESTRICTED', message: why });
    }
  const canShip = !problems.some((p) => p.code === 'SHIPPING_RESTRICTED' || p.code === 'SHIPPING_STATE');
  if (canShip && input.shippingOptionCents == null)
    problems.push({ code: 'SHIPPING_OPTION', message: QUOTE_TEXTS.shippingOption });
  return canShip && !free ? Math.max(0, Math.round(input.shippingOptionCents ?? 0)) : 0;
}

/** Delivery: the zone's fee on the goods, once the zip is delivered to and the order reaches the minimum. */
function deliveryCost(
  delivery: NonNullable<QuoteInput['delivery']>,
  goodsCents: number,
  free: boolean,
  problems: QuoteProblem[],
): number {
  const { deliverable, zone } = delivery;
  if (!deliverable || !zone) {
    problems.push({ code: 'NOT_DELIVERABLE', message: QUOTE_TEXTS.notDeliverable });
    return 0;
  }
  const minimum = deliveryMinimumProblem(zone, goodsCents);
  if (minimum) problems.push({ code: 'DELIVERY_MINIMUM', message: minimum });
  return free ? 0 : deliveryFeeCents(zone, goodsCents);
}

export function quote(input: QuoteInput): Quote {
  const problems: QuoteProblem[] = [];
  const known = checkLines(input, problems);
  const discount = discountOf(input, known);
  const lines = known.map((k) => quoteLine(input, k, discount));

  const sum = (f: (l: QuoteLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const subtotalCents = sum((l) => l.lineTotalCents);
  const discountCents = sum((l) => l.discountCents);
  const depositCents = sum((l) => l.depositCents);
  const salesTaxCents = sum((l) => l.salesTaxCents);
  const goodsCents = subtotalCents - discountCents;
  const free = !!discount.freeDelivery;

  let shippingCents = 0;
  if (input.orderType === 'shipping') shippingCents = shippingCost(input, known, free, problems);
  else if (input.orderType === 'delivery' && input.delivery)
    shippingCents = deliveryCost(input.delivery, goodsCents, free, problems);

  const totalCents = goodsCents + depositCents + shippingCents + salesTaxCents;
  return {
    lines,
    subtotalCents,
    discountCents,
    orderDiscountCents: Math.min(discountCents, Math.max(0, discount.orderCents ?? 0)),
    depositCents,
    shippingCents,
    salesTaxCents,
    totalCents,
    holdCents: holdAmountCents(totalCents),
    problems,
    promotions: discount.applied ?? [],
    nudges: discount.nudges ?? [],
  };
}

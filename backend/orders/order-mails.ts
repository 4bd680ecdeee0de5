import { DEFAULT_TIME_ZONE } from '../domain/store-time';
import type { OrderStatus } from '../domain/order-status';
import { discountLabel } from '../domain/promotions/texts';
import type { LineDiscountPart } from '../domain/quote/discounts';
import { formatMoment, formatWindow } from '../domain/quote/window-format';
import type { OutgoingMail } from '../mail/mail.service';
import { formatDollars } from '../common/money/money';

export interface MailOrder {
  id: number;
  orderType: string;
  contactName: string;
  contactEmail: string;
  subtotalCents: number;
  /** Promotion cents off. */
  discountCents?: number;
  /** Bottle deposits. */
  depositCents?: number;
  salesTaxCents: number;
  shippingCostCents: number;
  totalCents: number;
  holdAmountCents: number;
  cardBrand: string;
  cardLast4: string;
  shippingOption?: string | null;
  windowStart?: Date | null;
  windowEnd?: Date | null;
  pickupReadyAt?: Date | null;
}

export interface MailLine {
  productName: string;
  size: string;
  quantity: number;
  itemPriceCents: number;
  depositCents?: number;
  /** Promotion cents off the line and the promotion's name. */
  discountCents?: number;
  promotionName?: string | null;
  /** discountCents by promotion, each named (when given, the mail lists these). */
  discounts?: readonly LineDiscountPart[];
}

/** The line's discount lines, one per promotion: "    Welcome offer (WELCOME10): -$1.75". */
function discountRows(l: MailLine): string {
  const parts = l.discounts?.length
    ? l.discounts.map((p) => ({ label: discountLabel(p), cents: p.cents }))
    : l.discountCents
      ? [{ label: l.promotionName || 'Discount', cents: l.discountCents }]
      : [];
  return parts.map((p) => `\n    ${p.label}: -${formatDollars(p.cents)}`).join('');
}

export interface MailStore {
  /** The store the mail comes from (its company name, reply-to address and logo). */
  id: number;
  name: string;
  location: string;
  phone: string;
  /** Windows and pickup times are written in the store's time zone. */
  timeZone: string;
}

/** The store an order's mail comes from, as the mails need it (any store lookup: StoresService.byId). */
export async function mailStoreOf(
  stores: {
    byId(
      id: number,
    ): Promise<
      { name: string; location?: string | null; phone?: string | null; timeZone?: string | null } | null | undefined
    >;
  },
  storeId: number,
): Promise<MailStore> {
  const s = await stores.byId(storeId);
  return {
    id: storeId,
    name: s?.name ?? 'Our store',
    location: s?.location ?? '',
    phone: s?.phone ?? '',
    timeZone: s?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

export const SIGN_OFF = (store: MailStore) =>
  `\n\nThank you,\n${store.name}\n${store.location}${store.phone ? `\n${store.phone}` : ''}`;

function typeNote(orderType: string, store: MailStore): string {
  if (orderType === 'pickup')
    return `Pick up in store is available 2 hours after ordering at ${store.location}. Please bring a photo ID: you must be 21 or older.`;
  if (orderType === 'delivery') return 'Someone 21 or older must be present with a photo ID to sign for the delivery.';
  return 'Someone 21 or older must sign for the parcel when it arrives.';
}

/** Sent when the order is placed (spec 4: a confirmation email request is sent). */
export function confirmationMail(order: MailOrder, lines: MailLine[], store: MailStore): OutgoingMail {
  const rows = lines.map(
    (l) =>
      `  ${l.quantity} x ${l.productName}${l.size ? ` (${l.size})` : ''}  ${formatDollars(l.itemPriceCents * l.quantity)}` +
      (l.depositCents ? ` + deposit ${formatDollars(l.depositCents)}` : '') +
      discountRows(l),
  );
  const text = [
    `Hello ${order.contactName},`,
    '',
    `Thank you for your order #${order.id} at ${store.name}. We have received it and will let you know when it moves on.`,
    '',
    `Order type: ${label(order.orderType)}${order.shippingOption ? ` (${order.shippingOption})` : ''}`,
    ...(order.windowStart && order.windowEnd
      ? [`Delivery window: ${formatWindow(order.windowStart, order.windowEnd, store.timeZone)}`]
      : []),
    ...(order.pickupReadyAt ? [`Ready for pickup from: ${formatMoment(order.pickupReadyAt, store.timeZone)}`] : []),
    ...rows,
    '',
    ...figureLines(order),
    `Total: ${formatDollars(order.totalCents)}`,
    '',
    `We placed a temporary hold of ${formatDollars(order.holdAmountCents)} on your ${order.cardBrand} card ending in ${order.cardLast4}. You are charged only the actual total when the order is complete; the rest of the hold is released.`,
    '',
    typeNote(order.orderType, store),
  ].join('\n');
  return {
    to: order.contactEmail,
    subject: `Order Confirmation #${order.id} - ${store.name}`,
    text: text + SIGN_OFF(store),
    kind: 'order-confirmation',
    storeId: store.id,
  };
}

/** The order's figures above its total, as the confirmation and the change mails show them. */
function figureLines(order: MailOrder): string[] {
  return [
    `SubTotal: ${formatDollars(order.subtotalCents)}`,
    ...(order.discountCents ? [`Discount: -${formatDollars(order.discountCents)}`] : []),
    ...(order.depositCents ? [`Bottle Deposit: ${formatDollars(order.depositCents)}`] : []),
    ...(order.shippingCostCents > 0
      ? [`${order.orderType === 'delivery' ? 'Delivery Fee' : 'Shipping'}: ${formatDollars(order.shippingCostCents)}`]
      : []),
    ...(order.salesTaxCents > 0 ? [`Sales Tax: ${formatDollars(order.salesTaxCents)}`] : []),
  ];
}

const STATUS_TEXT: Record<OrderStatus, (o: MailOrder, s: MailStore) => string> = {
  Received: (o) => `We have received your order #${o.id}.`,
  Accepted: (o, s) => `Good news: ${s.name} accepted your order #${o.id} and is preparing it.`,
  'Ready for pickup': (o, s) =>
    `Your order #${o.id} is ready for pickup at ${s.location}. Please bring a photo ID: you must be 21 or older.`,
  'Out for delivery': (o) =>
    `Your order #${o.id} is out for delivery. Someone 21 or older must be present with a photo ID to sign for it.`,
  Shipped: (o) => `Your order #${o.id} has shipped. Someone 21 or older must sign for the parcel when it arrives.`,
  Complete: (o) =>
    `Your order #${o.id} is complete. We charged ${formatDollars(o.totalCents)} to your ${o.cardBrand} card ending in ${o.cardLast4}; the rest of the temporary hold is released.`,
  Declined: (o, s) =>
    `We are sorry: ${s.name} could not accept your order #${o.id}. The hold on your card is released and you are not charged.`,
  Cancelled: (o) => `Your order #${o.id} was cancelled. The hold on your card is released and you are not charged.`,
};

/** Sent on every status change (each transition emails the customer). */
export function statusMail(
  order: MailOrder,
  to: OrderStatus,
  store: MailStore,
  note?: string,
  extra?: string,
): OutgoingMail {
  const text = [
    `Hello ${order.contactName},`,
    '',
    STATUS_TEXT[to](order, store),
    ...(extra ? ['', extra] : []),
    ...(note ? ['', `Note from the store: ${note}`] : []),
  ].join('\n');
  return {
    to: order.contactEmail,
    subject: `Your order #${order.id} is ${to === 'Complete' ? 'complete' : to.toLowerCase()} - ${store.name}`,
    text: text + SIGN_OFF(store),
    kind: 'order-status',
    storeId: store.id,
  };
}

/** Sent when an order's lines change (an item taken out, added, a quantity, a substitute). */
export function itemsChangedMail(order: MailOrder, summary: string, store: MailStore, note?: string): OutgoingMail {
  const text = [
    `Hello ${order.contactName},`,
    '',
    `Your order #${order.id} was changed: ${summary}`,
    '',
    ...figureLines(order),
    `New total: ${formatDollars(order.totalCents)}.`,
    `You are charged only this total when the order is complete; the rest of the hold on your ${order.cardBrand} card ending in ${order.cardLast4} is released.`,
    ...(note ? ['', `Note from the store: ${note}`] : []),
  ].join('\n');
  return {
    to: order.contactEmail,
    subject: `Your order #${order.id} was updated - ${store.name}`,
    text: text + SIGN_OFF(store),
    kind: 'order-status',
    storeId: store.id,
  };
}

function label(orderType: string): string {
  return orderType === 'pickup' ? 'Pick Up' : orderType === 'delivery' ? 'Delivery' : 'Shipping';
}

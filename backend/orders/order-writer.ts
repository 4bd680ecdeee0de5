import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user';
import type { Quote } from '../domain/quote/quote';
import type { Store } from '../tenants/store.entity';
import type { PlaceOrderDto } from './dto/place-order.dto';
import { confirmationMail, type MailLine, type MailOrder } from './order-mails';
import { enqueueMail, MailService } from '../mail/mail.service';
import type { PricedOrderLine } from './order-lines';
import { completeWithOrder } from './idempotency.service';
import { recordWithOrder } from '../payment/payment.service';
import type { StoreContext } from '../tenants/store-context';
import { preparedQuery, StoreDb, type PreparedStatement } from '../tenants/store-db';

/** The customer record as placement needs it. */
export interface OrderingCustomer {
  id: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  emailAddress: string;
}

/** Order metadata captured at placement (shown to staff on the order): the client's IP address and user agent. */
export interface OrderClient {
  ip: string | null;
  userAgent: string | null;
}

export interface NewOrder {
  /** The order's id, drawn from its sequence beforehand (the confirmation mail names it). */
  id: number;
  store: Store;
  customer: OrderingCustomer;
  user: AuthUser;
  dto: PlaceOrderDto;
  lines: PricedOrderLine[];
  /** The server quote the order was placed at (its lines by item number: discount, deposit, tax). */
  quote: Quote;
  weightLb: number;
  /** Delivery: the chosen window. */
  window: { start: Date; end: Date } | null;
  /** Pickup: when it will be ready. */
  pickupReadyAt: Date | null;
  client?: OrderClient;
  /** The approved hold: the order's statement writes the processor's answer onto it and links it. */
  payment: {
    transactionId: string;
    brand: string;
    last4: string;
    expiry: string;
    processorReference: string | null;
    authorizedCents: number;
  };
  /** The promo code the order uses (upper-case), when its promotion applied. */
  promoCode: string | null;
  /**
   * With an Idempotency-Key: its claim and the answer to store (orderId and orderDate are filled
   * in from the order), written by the same statement as the order.
   */
  idempotency?: { claimId: number; body: unknown } | null;
}

export interface OrderRecords {
  id: number;
  orderDate: Date;
  /** orderDate as the answer gives it (ISO, milliseconds), as stored with an idempotency key. */
  orderDateIso: string;
  /** False when the payment was no longer 'authorizing' (settled by the reconciler): nothing linked. */
  paymentRecorded: boolean;
}

const trim = (v: string | undefined | null) => (v ?? '').trim();

/**
 * The order statement's parameters by name, one per column value (the items, addresses and
 * Idempotency-Key answer as JSON). PARAMS gives their order: `$n` is PARAMS[n - 1]; the outbox
 * mail's values follow them.
 */
interface OrderParams {
  storeId: number;
  customerId: number;
  userId: number;
  orderType: string;
  transactionId: string;
  subtotalCents: number;
  salesTaxCents: number;
  shippingCostCents: number;
  totalCents: number;
  holdAmountCents: number;
  shippingOption: string | null;
  weightLb: number;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  cardBrand: string;
  cardLast4: string;
  cardExpiry: string;
  cardHolderName: string;
  ageConfirmed: boolean;
  items: string;
  addresses: string;
  actorRole: string;
  actorEmail: string;
  depositCents: number;
  discountCents: number;
  windowStart: Date | null;
  windowEnd: Date | null;
  pickupReadyAt: Date | null;
  orderDiscountCents: number;
  promoCode: string | null;
  appliedPromotions: string;
  customerNote: string;
  clientIp: string | null;
  userAgent: string | null;
  claimId: number | null;
  answerBody: string | null;
  processorReference: string | null;
  authorizedCents: number;
  id: number;
}

const PARAMS = [
  'storeId',
  'customerId',
  'userId',
  'orderType',
  'transactionId',
  'subtotalCents',
  'salesTaxCents',
  'shippingCostCents',
  'totalCents',
  'holdAmountCents',
  'shippingOption',
  'weightLb',
  'contactName',
  'contactEmail',
  'contactPhone',
  'cardBrand',
  'cardLast4',
  'cardExpiry',
  'cardHolderName',
  'ageConfirmed',
  'items',
  'addresses',
  'actorRole',
  'actorEmail',
  'depositCents',
  'discountCents',
  'windowStart',
  'windowEnd',
  'pickupReadyAt',
  'orderDiscountCents',
  'promoCode',
  'appliedPromotions',
  'customerNote',
  'clientIp',
  'userAgent',
  'claimId',
  'answerBody',
  'processorReference',
  'authorizedCents',
  'id',
] as const satisfies ReadonlyArray<keyof OrderParams>;

/** The placeholder of a named parameter. */
const $ = (name: keyof OrderParams) => `$${PARAMS.indexOf(name) + 1}`;
/** The placeholders of the outbox mail's values, after the named ones. */
const MAIL_PARAMS = Array.from({ length: 7 }, (_, i) => `$${PARAMS.length + 1 + i}`);

/**
 * Writes a priced order in one statement (it is the hot path of checkout, budgeted at >= 300
 * orders/s): the order row (Received, Pending), its items (Received), its structured addresses,
 * its first history entry, the Idempotency-Key's answer, the processor's approval of its hold and
 * the confirmation mail in the outbox.
 */
const ORDER_DATE_ISO = `to_char(o.order_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const INSERT_ORDER: PreparedStatement = {
  name: 'order-writer-insert',
  text: `
WITH o AS (
  INSERT INTO customer_order (id, store_id, customer_id, user_id, order_type, order_status, transaction_status, transaction_id,
      subtotal_cents, sales_tax_cents, shipping_cost_cents, total_cents, hold_amount_cents, shipping_option, weight_lb,
      contact_name, contact_email, contact_phone, card_brand, card_last4, card_expiry, card_holder_name, age_confirmed, confirmation_queued_at,
      deposit_cents, discount_cents, window_start, window_end, pickup_ready_at, order_discount_cents, promo_code, applied_promotions,
      customer_note, client_ip, user_agent)
  VALUES (${$('id')}, ${$('storeId')}, ${$('customerId')}, ${$('userId')}, ${$('orderType')}, 'Received', 'Pending', ${$('transactionId')}, ${$('subtotalCents')}, ${$('salesTaxCents')}, ${$('shippingCostCents')}, ${$('totalCents')}, ${$('holdAmountCents')}, ${$('shippingOption')}, ${$('weightLb')}, ${$('contactName')}, ${$('contactEmail')}, ${$('contactPhone')}, ${$('cardBrand')}, ${$('cardLast4')}, ${$('cardExpiry')}, ${$('cardHolderName')}, ${$('ageConfirmed')}, now(),
      ${$('depositCents')}, ${$('discountCents')}, ${$('windowStart')}, ${$('windowEnd')}, ${$('pickupReadyAt')}, ${$('orderDiscountCents')}, ${$('promoCode')}, ${$('appliedPromotions')}::jsonb, ${$('customerNote')}, ${$('clientIp')}, ${$('userAgent')})
  RETURNING id, order_date
), items AS (
  INSERT INTO order_item (order_id, inventory_item_id, item_number, product_name, size, pack_type, pack_size, quantity,
      item_price_cents, regular_price_cents, sales_tax_percent, tax_cents, item_status, image_hash, deposit_cents, discount_cents,
      promotion_id, promotion_name, discount_parts)
  SELECT o.id, l.inventory_item_id, l.item_number, l.product_name, l.size, l.pack_type, l.pack_size, l.quantity,
         l.item_price_cents, l.regular_price_cents, l.sales_tax_percent, l.tax_cents, 'Received', l.image_hash, l.deposit_cents, l.discount_cents,
         l.promotion_id, l.promotion_name, l.discount_parts
    FROM o, jsonb_to_recordset(${$('items')}::jsonb) AS l(ord int, inventory_item_id int, item_number varchar, product_name varchar, size varchar,
         pack_type varchar, pack_size int, quantity int, item_price_cents int, regular_price_cents int, sales_tax_percent numeric,
         tax_cents int, image_hash varchar, deposit_cents int, discount_cents int, promotion_id int, promotion_name varchar,
         discount_parts jsonb)
   ORDER BY l.ord
), addresses AS (
  INSERT INTO order_address (order_id, kind, full_name, address_line1, address_line2, city, state, country, zip_code, email_address, phone_number)
  SELECT o.id, a.kind, a.full_name, a.address_line1, a.address_line2, a.city, a.state, a.country, a.zip_code, a.email_address, a.phone_number
    FROM o, jsonb_to_recordset(${$('addresses')}::jsonb) AS a(kind varchar, full_name varchar, address_line1 varchar, address_line2 varchar, city varchar,
         state varchar, country varchar, zip_code varchar, email_address varchar, phone_number varchar)
), history AS (
  INSERT INTO order_status_history (order_id, from_status, to_status, actor_user_id, actor_role, actor_email, note)
  SELECT o.id, NULL, 'Received', ${$('userId')}, ${$('actorRole')}, ${$('actorEmail')}, 'Order placed' FROM o
), answer AS (${completeWithOrder(`${$('claimId')}::int`, $('answerBody'), ORDER_DATE_ISO)}
), payment AS (${recordWithOrder($('transactionId'), $('processorReference'), `${$('authorizedCents')}::int`)}
), mail AS (${enqueueMail(MAIL_PARAMS)}
)
SELECT id, order_date, ${ORDER_DATE_ISO} AS iso, (SELECT count(*) FROM payment)::int AS paid FROM o`,
};

/** Who to contact about the order: the contact given, else the shipping address, else the billing address or account. */
function contactOf({ dto, customer }: NewOrder): { name: string; email: string; phone: string } {
  const ship = dto.orderType === 'pickup' ? undefined : dto.shippingAddress;
  return {
    name:
      trim(dto.contact?.fullName) ||
      trim(ship?.fullName) ||
      trim(dto.billingAddress.fullName) ||
      `${customer.firstName} ${customer.lastName}`.trim(),
    email: (trim(dto.contact?.email) || trim(ship?.emailAddress) || customer.emailAddress).toLowerCase(),
    phone: trim(dto.contact?.phoneNumber) || trim(ship?.phoneNumber) || customer.phoneNumber,
  };
}

/** The order's addresses as order_address rows: billing, and shipping unless it is a pickup. */
function addressRows(dto: PlaceOrderDto) {
  const ship = dto.orderType === 'pickup' ? undefined : dto.shippingAddress;
  const b = dto.billingAddress;
  const billing = {
    kind: 'billing',
    full_name: trim(b.fullName),
    address_line1: trim(b.addressLine1),
    address_line2: trim(b.addressLine2),
    city: trim(b.city),
    state: trim(b.state),
    country: trim(b.country) || 'USA',
    zip_code: trim(b.zipCode),
    email_address: '',
    phone_number: '',
  };
  if (!ship) return [billing];
  const shipping = {
    kind: 'shipping',
    full_name: trim(ship.fullName),
    address_line1: trim(ship.addressLine1),
    address_line2: trim(ship.addressLine2),
    city: trim(ship.city),
    state: trim(ship.state),
    country: 'USA',
    zip_code: trim(ship.zipCode),
    email_address: trim(ship.emailAddress).toLowerCase(),
    phone_number: trim(ship.phoneNumber),
  };
  return [billing, shipping];
}

/** The order's lines as order_item rows, with the quote's tax, deposit and discount of each. */
function itemRows({ lines, quote }: NewOrder) {
  const quoted = new Map(quote.lines.map((l) => [l.itemNumber, l]));
  return lines.map((l, ord) => {
    const q = quoted.get(l.item.itemNumber);
    return {
      ord,
      inventory_item_id: l.item.id,
      item_number: l.item.itemNumber,
      product_name: l.item.productName.slice(0, 300),
      size: l.item.sizeDescription,
      pack_type: l.item.packType,
      pack_size: l.item.packQuantity,
      quantity: l.quantity,
      item_price_cents: l.priceCents,
      regular_price_cents: l.regularPriceCents,
      sales_tax_percent: l.salesTaxPercent,
      tax_cents: q?.salesTaxCents ?? l.taxCents,
      image_hash: l.item.imageHash,
      deposit_cents: q?.depositCents ?? 0,
      discount_cents: q?.discountCents ?? 0,
      promotion_id: q?.promotionId ?? null,
      promotion_name: q?.promotionName?.slice(0, 100) ?? null,
      discount_parts: q?.discounts ?? [],
    };
  });
}

const shippingOptionOf = (dto: PlaceOrderDto) => (dto.orderType === 'shipping' ? trim(dto.shippingOption) : null);

/** The confirmation mail of the order, its lines with the quote's deposit and discount. */
function confirmation(o: NewOrder, contact: { name: string; email: string }) {
  const { quote } = o;
  const quoted = new Map(quote.lines.map((l) => [l.itemNumber, l]));
  const mailOrder: MailOrder = {
    id: o.id,
    orderType: o.dto.orderType,
    contactName: contact.name,
    contactEmail: contact.email,
    subtotalCents: quote.subtotalCents,
    discountCents: quote.discountCents,
    depositCents: quote.depositCents,
    salesTaxCents: quote.salesTaxCents,
    shippingCostCents: quote.shippingCents,
    totalCents: quote.totalCents,
    holdAmountCents: quote.holdCents,
    windowStart: o.window?.start ?? null,
    windowEnd: o.window?.end ?? null,
    pickupReadyAt: o.pickupReadyAt,
    cardBrand: o.payment.brand,
    cardLast4: o.payment.last4,
    shippingOption: shippingOptionOf(o.dto),
  };
  const mailLines: MailLine[] = o.lines.map((l) => ({
    productName: l.item.productName,
    size: l.item.sizeDescription,
    quantity: l.quantity,
    itemPriceCents: l.priceCents,
    depositCents: quoted.get(l.item.itemNumber)?.depositCents ?? 0,
    discountCents: quoted.get(l.item.itemNumber)?.discountCents ?? 0,
    promotionName: quoted.get(l.item.itemNumber)?.promotionName ?? null,
    discounts: quoted.get(l.item.itemNumber)?.discounts ?? [],
  }));
  return confirmationMail(mailOrder, mailLines, o.store);
}

/** The order row's values, by name. */
function orderParams(o: NewOrder, contact: { name: string; email: string; phone: string }): OrderParams {
  const { dto, quote, payment } = o;
  return {
    storeId: o.store.id,
    customerId: o.customer.id,
    userId: o.user.id,
    orderType: dto.orderType,
    transactionId: payment.transactionId,
    subtotalCents: quote.subtotalCents,
    salesTaxCents: quote.salesTaxCents,
    shippingCostCents: quote.shippingCents,
    totalCents: quote.totalCents,
    holdAmountCents: quote.holdCents,
    shippingOption: shippingOptionOf(dto),
    weightLb: o.weightLb,
    contactName: contact.name.slice(0, 100),
    contactEmail: contact.email,
    contactPhone: contact.phone.slice(0, 30),
    cardBrand: payment.brand,
    cardLast4: payment.last4,
    cardExpiry: payment.expiry,
    cardHolderName: trim(dto.payment.cardHolderName).slice(0, 100),
    ageConfirmed: dto.ageConfirmed === true,
    items: JSON.stringify(itemRows(o)),
    addresses: JSON.stringify(addressRows(dto)),
    actorRole: o.user.role,
    actorEmail: o.user.email,
    depositCents: quote.depositCents,
    discountCents: quote.discountCents,
    windowStart: o.window?.start ?? null,
    windowEnd: o.window?.end ?? null,
    pickupReadyAt: o.pickupReadyAt,
    orderDiscountCents: quote.orderDiscountCents,
    promoCode: o.promoCode,
    appliedPromotions: JSON.stringify(quote.promotions),
    customerNote: trim(dto.note).slice(0, 500),
    clientIp: o.client?.ip ? o.client.ip.replace(/^::ffff:/, '').slice(0, 45) : null,
    userAgent: o.client?.userAgent ? o.client.userAgent.slice(0, 400) : null,
    claimId: o.idempotency?.claimId ?? null,
    answerBody: o.idempotency ? JSON.stringify(o.idempotency.body) : null,
    processorReference: payment.processorReference,
    authorizedCents: payment.authorizedCents,
    id: o.id,
  };
}

@Injectable()
export class OrderWriter {
  constructor(
    private readonly db: StoreDb,
    private readonly mail: MailService,
  ) {}

  /** Writes the order in the caller's transaction for its store (StoreDb.run joins it). */
  async write(ctx: StoreContext, o: NewOrder): Promise<OrderRecords> {
    const contact = contactOf(o);
    const params = orderParams(o, contact);
    const values = [...PARAMS.map((name) => params[name]), ...this.mail.outboxValues(confirmation(o, contact))];
    const {
      rows: [row],
    } = await this.db.run(ctx, (em) =>
      preparedQuery<{ id: number; order_date: Date; iso: string; paid: number }>(em, INSERT_ORDER, values),
    );
    return {
      id: row.id,
      orderDate: new Date(row.iso),
      orderDateIso: row.iso,
      paymentRecorded: row.paid === 1,
    };
  }
}

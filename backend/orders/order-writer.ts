import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { AuthUser } from '../common/auth/auth-user';
import type { Quote } from '../domain/quote/quote';
import type { Store } from '../tenants/store.entity';
import type { PlaceOrderDto } from './dto/place-order.dto';
import { confirmationMail, type MailLine, type MailOrder } from './order-mails';
import { enqueueMail, MailService } from '../mail/mail.service';
import type { PricedOrderLine } from './order-lines';
import { completeWithOrder } from './idempotency.service';
import { recordWithOrder } from '../payment/payment.service';
import { preparedQuery, type PreparedStatement } from '../tenants/store-db';

/** The customer record as placement needs it. */
export interface OrderingCustomer {
  id: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  emailAddress: string;
}

/** Order metadata captured at placement: the client's IP address and user agent. */
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
  VALUES ($40, $1, $2, $3, $4, 'Received', 'Pending', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, now(),
      $25, $26, $27, $28, $29, $30, $31, $32::jsonb, $33, $34, $35)
  RETURNING id, order_date
), items AS (
  INSERT INTO order_item (order_id, inventory_item_id, item_number, product_name, size, pack_type, pack_size, quantity,
      item_price_cents, regular_price_cents, sales_tax_percent, tax_cents, item_status, image_hash, deposit_cents, discount_cents,
      promotion_id, promotion_name)
  SELECT o.id, l.inventory_item_id, l.item_number, l.product_name, l.size, l.pack_type, l.pack_size, l.quantity,
         l.item_price_cents, l.regular_price_cents, l.sales_tax_percent, l.tax_cents, 'Received', l.image_hash, l.deposit_cents, l.discount_cents,
         l.promotion_id, l.promotion_name
    FROM o, jsonb_to_recordset($21::jsonb) AS l(ord int, inventory_item_id int, item_number varchar, product_name varchar, size varchar,
         pack_type varchar, pack_size int, quantity int, item_price_cents int, regular_price_cents int, sales_tax_percent numeric,
         tax_cents int, image_hash varchar, deposit_cents int, discount_cents int, promotion_id int, promotion_name varchar)
   ORDER BY l.ord
), addresses AS (
  INSERT INTO order_address (order_id, kind, full_name, address_line1, address_line2, city, state, country, zip_code, email_address, phone_number)
  SELECT o.id, a.kind, a.full_name, a.address_line1, a.address_line2, a.city, a.state, a.country, a.zip_code, a.email_address, a.phone_number
    FROM o, jsonb_to_recordset($22::jsonb) AS a(kind varchar, full_name varchar, address_line1 varchar, address_line2 varchar, city varchar,
         state varchar, country varchar, zip_code varchar, email_address varchar, phone_number varchar)
), history AS (
  INSERT INTO order_status_history (order_id, from_status, to_status, actor_user_id, actor_role, actor_email, note)
  SELECT o.id, NULL, 'Received', $3, $23, $24, 'Order placed' FROM o
), answer AS (${completeWithOrder('$36::int', '$37', ORDER_DATE_ISO)}
), payment AS (${recordWithOrder('$5', '$38', '$39::int')}
), mail AS (${enqueueMail(['$41', '$42', '$43', '$44', '$45', '$46', '$47'])}
)
SELECT id, order_date, ${ORDER_DATE_ISO} AS iso, (SELECT count(*) FROM payment)::int AS paid FROM o`,
};

@Injectable()
export class OrderWriter {
  constructor(private readonly mail: MailService) {}

  async write(em: EntityManager, o: NewOrder): Promise<OrderRecords> {
    const { dto, customer, store, quote } = o;
    const quoted = new Map(quote.lines.map((l) => [l.itemNumber, l]));
    const ship = dto.orderType === 'pickup' ? undefined : dto.shippingAddress;
    const contactName =
      trim(dto.contact?.fullName) ||
      trim(ship?.fullName) ||
      trim(dto.billingAddress.fullName) ||
      `${customer.firstName} ${customer.lastName}`.trim();
    const contactEmail = (trim(dto.contact?.email) || trim(ship?.emailAddress) || customer.emailAddress).toLowerCase();
    const contactPhone = trim(dto.contact?.phoneNumber) || trim(ship?.phoneNumber) || customer.phoneNumber;
    const shippingOption = dto.orderType === 'shipping' ? trim(dto.shippingOption) : null;
    const b = dto.billingAddress;
    const addresses = [
      {
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
      },
      ...(ship
        ? [
            {
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
            },
          ]
        : []),
    ];
    const items = o.lines.map((l, ord) => ({
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
      tax_cents: quoted.get(l.item.itemNumber)?.salesTaxCents ?? l.taxCents,
      image_hash: l.item.imageHash,
      deposit_cents: quoted.get(l.item.itemNumber)?.depositCents ?? 0,
      discount_cents: quoted.get(l.item.itemNumber)?.discountCents ?? 0,
      promotion_id: quoted.get(l.item.itemNumber)?.promotionId ?? null,
      promotion_name: quoted.get(l.item.itemNumber)?.promotionName?.slice(0, 100) ?? null,
    }));
    const mailOrder: MailOrder = {
      id: o.id,
      orderType: dto.orderType,
      contactName,
      contactEmail,
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
      shippingOption,
    };
    const mailLines: MailLine[] = o.lines.map((l) => ({
      productName: l.item.productName,
      size: l.item.sizeDescription,
      quantity: l.quantity,
      itemPriceCents: l.priceCents,
      depositCents: quoted.get(l.item.itemNumber)?.depositCents ?? 0,
      discountCents: quoted.get(l.item.itemNumber)?.discountCents ?? 0,
      promotionName: quoted.get(l.item.itemNumber)?.promotionName ?? null,
    }));
    const {
      rows: [row],
    } = await preparedQuery<{ id: number; order_date: Date; iso: string; paid: number }>(em, INSERT_ORDER, [
      store.id,
      customer.id,
      o.user.id,
      dto.orderType,
      o.payment.transactionId,
      quote.subtotalCents,
      quote.salesTaxCents,
      quote.shippingCents,
      quote.totalCents,
      quote.holdCents,
      shippingOption,
      o.weightLb,
      contactName.slice(0, 100),
      contactEmail,
      contactPhone.slice(0, 30),
      o.payment.brand,
      o.payment.last4,
      o.payment.expiry,
      trim(dto.payment.cardHolderName).slice(0, 100),
      dto.ageConfirmed === true,
      JSON.stringify(items),
      JSON.stringify(addresses),
      o.user.role,
      o.user.email,
      quote.depositCents,
      quote.discountCents,
      o.window?.start ?? null,
      o.window?.end ?? null,
      o.pickupReadyAt,
      quote.orderDiscountCents,
      o.promoCode,
      JSON.stringify(quote.promotions),
      trim(dto.note).slice(0, 500),
      o.client?.ip ? o.client.ip.replace(/^::ffff:/, '').slice(0, 45) : null,
      o.client?.userAgent ? o.client.userAgent.slice(0, 400) : null,
      o.idempotency?.claimId ?? null,
      o.idempotency ? JSON.stringify(o.idempotency.body) : null,
      o.payment.processorReference,
      o.payment.authorizedCents,
      o.id,
      ...this.mail.outboxValues(confirmationMail(mailOrder, mailLines, store)),
    ]);
    return {
      id: row.id,
      orderDate: new Date(row.iso),
      orderDateIso: row.iso,
      paymentRecorded: row.paid === 1,
    };
  }
}

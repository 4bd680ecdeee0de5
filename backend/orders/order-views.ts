import { toDollars } from '../common/money/money';
import type {
  ListedOrderFields,
  OrderAddressView,
  OrderDetailView,
  OrderItemView,
  OrderRefundView,
} from '../domain/api/orders';
import type { AppliedPromotionResponse } from '../domain/api/quote';
import { discountPartsResponse } from '../domain/quote/quote-response';
import { imageUrl as thumbnailUrl } from '../images/image-url';
import { nextStatuses, type Actor, type OrderStatus } from '../domain/order-status';
import { paymentView } from '../payment/payment.service';
import type { PaymentTransaction } from '../payment/payment-transaction.entity';
import type { OrderAddress } from './entities/order-address.entity';
import type { OrderItem } from './entities/order-item.entity';
import type { OrderRefund } from './entities/order-refund.entity';
import type { OrderStatusHistory } from './entities/order-status-history.entity';
import type { Order } from './entities/order.entity';

/** Order rows show a 300 px thumbnail (the URL itself is built by images/image-url.ts). */
export const ORDER_THUMBNAIL_WIDTH = 300;
export function imageUrl(hash: string | null | undefined): string | null {
  return thumbnailUrl(hash, ORDER_THUMBNAIL_WIDTH);
}

/** Spec 3 Order item. */
export function orderItemView(i: OrderItem): OrderItemView {
  return {
    orderItemId: i.id,
    orderId: i.orderId,
    itemId: i.itemNumber,
    productName: i.productName,
    size: i.size,
    packType: i.packType,
    packSize: i.packSize,
    quantity: i.quantity,
    itemPrice: toDollars(i.itemPriceCents),
    unitPrice: toDollars(i.itemPriceCents),
    regularPrice: toDollars(i.regularPriceCents),
    salesTax: i.salesTaxPercent,
    discount: toDollars(i.discountCents ?? 0),
    promotionName: i.promotionName ?? null,
    discounts: discountPartsResponse(i.discountParts),
    itemStatus: i.itemStatus,
    trackingNumber: i.trackingNumber,
    estimatedDelivery: i.estimatedDelivery,
    imageUrl: imageUrl(i.imageHash),
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

function addressView(a: OrderAddress | undefined, withContact: boolean): OrderAddressView | null {
  if (!a) return null;
  const base = {
    id: a.id,
    orderId: a.orderId,
    fullName: a.fullName,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    state: a.state,
    country: a.country,
    zipCode: a.zipCode,
  };
  return withContact ? { ...base, emailAddress: a.emailAddress, phoneNumber: a.phoneNumber } : base;
}

/** Spec 3 'Order sent on placement' as stored, plus workflow, payment and history. */
export function orderDetailView(
  o: Order,
  items: OrderItem[],
  addresses: OrderAddress[],
  history: OrderStatusHistory[],
  payment: PaymentTransaction | null,
  actor: Actor,
  refunds: OrderRefund[] = [],
): OrderDetailView {
  const shipping = addresses.find((a) => a.kind === 'shipping');
  const billing = addresses.find((a) => a.kind === 'billing');
  return {
    orderId: o.id,
    customerId: o.customerId,
    storeId: o.storeId,
    transactionId: o.transactionId,
    orderDate: o.orderDate.toISOString(),
    orderType: o.orderType,
    orderStatus: o.orderStatus,
    status: o.orderStatus,
    transactionStatus: o.transactionStatus,
    subTotal: toDollars(o.subtotalCents),
    salesTax: toDollars(o.salesTaxCents),
    shippingCost: toDollars(o.shippingCostCents),
    totalAmount: toDollars(o.totalCents),
    holdAmount: toDollars(o.holdAmountCents),
    deposit: toDollars(o.depositCents ?? 0),
    discount: toDollars(o.discountCents ?? 0),
    orderDiscount: toDollars(o.orderDiscountCents ?? 0),
    promotions: appliedPromotionsView(o.appliedPromotions),
    deliveryWindow:
      o.windowStart && o.windowEnd ? { start: o.windowStart.toISOString(), end: o.windowEnd.toISOString() } : null,
    pickupReadyAt: o.pickupReadyAt ? o.pickupReadyAt.toISOString() : null,
    shippingOption: o.shippingOption,
    weight: o.weightLb,
    customerName: o.contactName,
    emailAddress: o.contactEmail,
    phoneNumber: o.contactPhone,
    shippingAddress: addressView(shipping, true),
    billingAddress: addressView(billing, false),
    cardDetails: {
      cardBrand: o.cardBrand,
      cardLast4: o.cardLast4,
      expirationDate: o.cardExpiry,
      cardHolderName: o.cardHolderName,
    },
    ageConfirmed: o.ageConfirmed,
    idCheck: o.idCheckedAt
      ? {
          checkedAt: o.idCheckedAt.toISOString(),
          idType: o.idCheckType,
          checkedBy: actor === 'staff' ? o.idCheckedBy : undefined,
        }
      : null,
    orderItems: items.map(orderItemView),
    statusHistory: history.map((h) => ({
      orderItemId: h.orderItemId,
      from: h.fromStatus,
      to: h.toStatus,
      at: h.createdAt.toISOString(),
      by: actor === 'staff' ? { userId: h.actorUserId, role: h.actorRole, email: h.actorEmail } : { role: h.actorRole },
      note: h.note,
    })),
    payment: payment ? paymentView(payment) : null,
    refunds: refunds.map((r) => refundView(r, items, actor)),
    refundedAmount: toDollars(refunds.reduce((sum, r) => sum + r.amountCents, 0)),
    customerNote: o.customerNote ?? '',
    nextStatuses: nextStatuses(o.orderStatus as OrderStatus, o.orderType, actor),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** The promotions an order was placed with (stored in cents as the quote listed them), in dollars. */
export function appliedPromotionsView(
  applied: Order['appliedPromotions'] | null | undefined,
): AppliedPromotionResponse[] {
  return (applied ?? []).map((p) => ({
    id: p.id,
    name: p.name,
    kind: p.kind,
    code: p.code,
    amount: toDollars(p.amountCents),
  }));
}

/** The amounts, customer and address fields of a listed order (spec 3 'Order (admin list)'). */
export interface ListedOrderRow {
  subtotalCents: number;
  totalCents: number;
  salesTaxCents: number;
  shippingCostCents: number;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/** Shared by GetOrdersWithDetails and the back office's order desk. */
export function listedOrderFields(r: ListedOrderRow): ListedOrderFields {
  return {
    subTotal: toDollars(r.subtotalCents),
    totalAmount: toDollars(r.totalCents),
    salesTax: toDollars(r.salesTaxCents),
    shippingCost: toDollars(r.shippingCostCents),
    customerName: r.contactName,
    emailAddress: r.contactEmail,
    phoneNumber: r.contactPhone,
    addressLine1: r.addressLine1 ?? '',
    addressLine2: r.addressLine2 || undefined,
    city: r.city ?? '',
    state: r.state ?? '',
    zipCode: r.zipCode ?? '',
  };
}

/** A refund as the API shows it: staff also see who gave it. */
export function refundView(r: OrderRefund, items: OrderItem[], actor: Actor): OrderRefundView {
  return {
    id: r.id,
    amount: toDollars(r.amountCents),
    reason: r.reason,
    at: r.createdAt.toISOString(),
    restocked: (r.restocked ?? []).map((l) => ({
      orderItemId: l.orderItemId,
      productName: items.find((i) => i.id === l.orderItemId)?.productName ?? '',
      quantity: l.quantity,
    })),
    ...(actor === 'staff' ? { by: r.actorEmail } : {}),
  };
}

/**
 * Orders as the API answers them (money in dollars, timestamps as ISO 8601 strings). Pure types:
 * the backend's order views return them, the storefront and back office import them
 * (`@domain/api/orders`).
 */
import type { OrderStatus } from '../order-status';
import type { OrderType } from '../order-type';
import type { AppliedPromotionResponse, DiscountPartResponse } from './quote';

/**
 * Pending: the hold is authorized; then Captured (order complete) or Voided (declined, cancelled);
 * after a refund, Partially refunded or Refunded (domain/revenue.ts, paymentStatusAfterRefunds).
 */
export type TransactionStatus = 'Pending' | 'Captured' | 'Voided' | 'Partially refunded' | 'Refunded';

/**
 * Where a payment stands. 'authorizing': written before the processor was asked (its answer is not
 * known yet); 'failed': the processor never made the authorization.
 */
export type PaymentStatus =
  'authorizing' | 'authorized' | 'declined' | 'failed' | 'captured' | 'voided' | 'partially_refunded' | 'refunded';

/** Spec 3 Order item. */
export interface OrderItemView {
  orderItemId: number;
  orderId: number;
  itemId: string;
  productName: string;
  size: string;
  packType: string;
  packSize: number;
  quantity: number;
  itemPrice: number;
  unitPrice: number;
  regularPrice: number;
  /** Percent. */
  salesTax: number;
  /** Promotion dollars off the line: its item-level promotion plus its share of an order-level one. */
  discount: number;
  /** The item-level promotion that discounted the line, else null. */
  promotionName: string | null;
  /** `discount` by promotion, each named: they add up to it. */
  discounts: DiscountPartResponse[];
  itemStatus: OrderStatus;
  trackingNumber: string | null;
  estimatedDelivery: string | null;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderAddressView {
  id: number;
  orderId: number;
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  /** Only on the shipping address. */
  emailAddress?: string;
  phoneNumber?: string;
}

/** One status change of an order (or of one of its items). */
export interface StatusHistoryEntry {
  orderItemId: number | null;
  from: string | null;
  to: string;
  at: string;
  /** Staff see who; a customer sees the role only. */
  by: { userId?: number | null; role: string; email?: string };
  note: string;
}

/** The shop's record of the order's card payment. */
export interface PaymentView {
  transactionId: string;
  status: PaymentStatus;
  cardBrand: string | null;
  cardLast4: string | null;
  cardExpiry: string | null;
  authorizedAmount: number;
  capturedAmount: number;
  voidedAmount: number;
  refundedAmount: number;
  createdAt: string;
  updatedAt: string;
}

/** A refund given back to the card after capture. Staff also see who gave it. */
export interface OrderRefundView {
  id: number;
  amount: number;
  reason: string;
  at: string;
  /** The lines put back into stock with it. */
  restocked: Array<{ orderItemId: number; productName: string; quantity: number }>;
  /** Staff only: who gave it. */
  by?: string;
}

export interface IdCheckView {
  checkedAt: string;
  idType: string | null;
  /** The staff member's user id (staff only). */
  checkedBy?: number | null;
}

/** `GET /api/orders/GetOrderById/{id}`: spec 3 'Order sent on placement' plus workflow, payment, history. */
export interface OrderDetailView {
  orderId: number;
  customerId: number;
  storeId: number;
  transactionId: string | null;
  orderDate: string;
  orderType: OrderType;
  orderStatus: OrderStatus;
  status: OrderStatus;
  transactionStatus: TransactionStatus;
  subTotal: number;
  salesTax: number;
  shippingCost: number;
  totalAmount: number;
  holdAmount: number;
  /** Bottle deposits of all lines (dollars; 0 when none applies). */
  deposit: number;
  /** Promotion savings (dollars; 0 when none). */
  discount: number;
  /** The order-level promotion's part of `discount` (dollars; 0 when none). */
  orderDiscount: number;
  /** The promotions applied when the order was placed, with what each took off. */
  promotions: AppliedPromotionResponse[];
  /** Delivery: the window the customer chose (ISO), else null. */
  deliveryWindow: { start: string; end: string } | null;
  /** Pickup: when the order is ready (ISO), else null. */
  pickupReadyAt: string | null;
  shippingOption: string | null;
  weight: number;
  customerName: string;
  emailAddress: string;
  phoneNumber: string;
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
  cardDetails: { cardBrand: string; cardLast4: string; expirationDate: string; cardHolderName: string };
  ageConfirmed: boolean;
  idCheck: IdCheckView | null;
  orderItems: OrderItemView[];
  statusHistory: StatusHistoryEntry[];
  payment: PaymentView | null;
  /** Refunds after capture, oldest first. */
  refunds: OrderRefundView[];
  /** Dollars refunded so far (0 when none). */
  refundedAmount: number;
  /** The note the customer typed at checkout ('' when none). */
  customerNote: string;
  nextStatuses: OrderStatus[];
  createdAt: string;
  updatedAt: string;
}

/** One line of a customer's order history. */
export interface CustomerOrderItem {
  orderItemId: number;
  itemId: string;
  productName: string;
  imageUrl: string | null;
  size: string;
  packType: string;
  packSize: number;
  quantity: number;
  itemPrice: number;
  /** Promotion dollars off the line (0 when none) and the promotion's name. */
  discount: number;
  promotionName: string | null;
  /** `discount` by promotion, each named: they add up to it. */
  discounts: DiscountPartResponse[];
  itemStatus: OrderStatus;
}

/** Spec 3 Listed order (`GET /api/orders/GetOrdersByCustomerId/{id}`, the customer's history). */
export interface CustomerOrder {
  orderId: number;
  orderDate: string;
  totalAmount: number;
  status: OrderStatus;
  orderType: OrderType;
  /** Bottle deposits of all lines (dollars; 0 when none applies). */
  deposit: number;
  /** Promotion savings, all lines (dollars; 0 when none). */
  discount: number;
  /** The order-level promotion's part of `discount` (dollars). */
  orderDiscount: number;
  /** The shipping option's cost, or the delivery fee of a delivery (dollars; 0 when free). */
  shippingCost: number;
  /** Delivery: the window the customer chose (ISO), else null. */
  deliveryWindow: { start: string; end: string } | null;
  /** Pickup: when the order is ready (ISO), else null. */
  pickupReadyAt: string | null;
  orderItems: CustomerOrderItem[];
  /** Dollars refunded to the card (0 when none). */
  refundedAmount: number;
}

/** The amounts, customer and address of a listed order (spec 3 'Order (admin list)'). */
export interface ListedOrderFields {
  subTotal: number;
  totalAmount: number;
  salesTax: number;
  shippingCost: number;
  customerName: string;
  emailAddress: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
}

/** One line of an order on the back office's order desk. */
export interface DeskOrderItem {
  orderItemId: number;
  productName: string;
  quantity: number;
  unitPrice: number;
  /** Promotion dollars off the line (0 when none) and the promotion's name. */
  discount: number;
  promotionName: string | null;
  /** `discount` by promotion, each named: they add up to it. */
  discounts: DiscountPartResponse[];
  imageUrl: string | null;
  itemStatus: OrderStatus;
}

/** react-admin resource 'orders' (the order desk): spec 3 'Order (admin list)' plus what its buttons need. */
export interface DeskOrder extends ListedOrderFields {
  id: number;
  orderId: number;
  orderDate: string;
  orderType: OrderType;
  status: OrderStatus;
  transactionStatus: TransactionStatus;
  orderItems: DeskOrderItem[];
  /** Promotion savings, all lines (dollars; 0 when none), and the order-level promotion's part. */
  discount: number;
  orderDiscount: number;
  /** Bottle deposits of all lines (dollars; 0 when none applies): part of the total. */
  deposit: number;
  /** Bottles still in the order (declined and cancelled lines left out). */
  totalItems: number;
  idChecked: boolean;
  nextStatuses: OrderStatus[];
}

/** `GET /api/admin/orders/counts`: orders per desk tab (every status, plus 'open': not Complete, Declined or Cancelled). */
export type OrderCounts = Record<string, number>;

/** `GET /api/admin/orders/help-contact`: who to call about an order. */
export interface HelpContact {
  name: string;
  phone: string;
  location: string;
}

/** The customer's record with this store, computed from their orders here. */
export interface CustomerStats {
  totalOrdersMade: number;
  approvedOrders: number;
  totalSpent: number;
  averageOrderPrice: number;
  averageOrderSize: number;
  storeCredit: number;
  mostRecent: string | null;
}

/** A staff note on an order, with who wrote it and when. */
export interface OrderNoteView {
  id: number;
  body: string;
  at: string;
  by: string;
}

/** Spec 3 metaData, captured at placement: the location is read from the order's zip, the browser from the user agent. */
export interface OrderMetaData {
  ipAddress: string | null;
  location: string | null;
  userAgent: string | null;
  browser: string | null;
}

/** Spec 3 processorData: the card processor's side of the order's payment. */
export interface ProcessorData {
  id: string;
  type: string;
  /** Authorized (the hold). */
  amount: number;
  refundedAmount: number;
  status: PaymentStatus;
  createdAt: string;
  /** When the captured funds are paid out to the store (2 business days after capture); null before capture. */
  disbursementDate: string | null;
  /** Captured minus refunded. */
  settlementAmount: number;
  /** The processor approved the payment. */
  success: boolean;
}

/** An order line on the back office's order detail: with its barcode and SKU. */
export interface AdminOrderItem extends OrderItemView {
  barcode: string;
  sku: string;
}

/**
 * `GET /api/admin/orders/{id}` (and the answer of its transition and id-check calls): the order
 * with barcodes, customer, stats and payment. The back office sees a card as brand and last four.
 */
export interface AdminOrderDetail extends Omit<OrderDetailView, 'cardDetails' | 'payment' | 'orderItems'> {
  id: number;
  cardDetails: { cardBrand: string; cardLast4: string; cardHolderName: string };
  payment: Omit<PaymentView, 'cardExpiry'> | null;
  orderItems: AdminOrderItem[];
  orderDetails: {
    originalSubtotal: number;
    saleDiscount: number;
    subtotal: number;
    shipping: number;
    tax: number;
    total: number;
  };
  customer: {
    id: number;
    name: string;
    email: string;
    phone: string;
    address: string;
    customerSince: string;
    creditCards: Array<{ brand: string; last4: string }>;
  } | null;
  stats: CustomerStats;
  pickupInfo: {
    /** When the pickup order is ready (2 hours after ordering). */
    due: string;
    receiptDetails: { name: string; email: string; phone: string };
  } | null;
  store: { name: string; phone: string; location: string } | null;
  notes: OrderNoteView[];
  metaData: OrderMetaData;
  processorData: ProcessorData | null;
  /** Lines may still be changed (quantity, removed, substituted): the order is Received or Accepted. */
  editable: boolean;
  /** Dollars that may still be refunded (captured minus refunded); 0 before capture. */
  refundable: number;
}

/** One line of an order in `GET /api/orders/GetOrdersWithDetails`. */
export interface ListedOrderItem {
  orderItemId: number;
  itemId: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  imageUrl: string | null;
  itemStatus: OrderStatus;
}

/** Spec 3 'Order (admin list)' (`GET /api/orders/GetOrdersWithDetails`). */
export interface ListedOrder extends ListedOrderFields {
  orderId: number;
  orderDate: string;
  status: OrderStatus;
  orderType: OrderType;
  transactionStatus: TransactionStatus;
  orderItems: ListedOrderItem[];
}

/** `GET /api/orders/GetOrderItemWithTracking`: order lines with their tracking. */
export interface TrackedOrderItem {
  orderItemId: number;
  orderId: number;
  itemId: string;
  productName: string;
  quantity: number;
  itemStatus: OrderStatus;
  trackingNumber: string | null;
  /** YYYY-MM-DD. */
  estimatedDelivery: string | null;
  orderStatus: OrderStatus;
  orderType: OrderType;
  orderDate: string;
  imageUrl: string | null;
}

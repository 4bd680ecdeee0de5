/**
 * Checkout and order placement as the API answers them (money in dollars). Pure types, shared by
 * the backend and the storefront (`@domain/api/checkout`).
 */
import type { OrderStatus } from '../order-status';
import type { OrderType } from '../order-type';
import type { QuoteProblem, QuoteProblemCode } from '../quote/problems';
import type { TransactionStatus } from './orders';

/** `GET /api/shipping/options`: what the checkout needs to know about the store. */
export interface CheckoutOptions {
  storeName: string;
  /** Pickup shows the store location (spec 2.11). */
  storeLocation: string;
  storePhone: string;
  deliveryZones: string[];
  isShippingAvailable: boolean;
  /** The store's percent (spec 7 SalesTax). */
  salesTaxPercent: number;
  /** The store's IANA time zone: delivery windows and pickup times are shown in it. */
  timeZone: string;
  /** Where the store ships, one sentence per category, from the rules the server enforces. */
  shippingPolicy: string[];
}

/** Spec 7 `GET /api/shipping/rates`: {option name: cost in dollars}. */
export type ShippingRates = Record<string, number>;

/** `POST /api/orders` (201; a retry with the same Idempotency-Key answers the same). */
export interface PlacedOrder {
  status: true;
  message: string;
  data: {
    orderId: number;
    /** ISO 8601 timestamp. */
    orderDate: string;
    orderStatus: OrderStatus;
    transactionStatus: TransactionStatus;
    transactionId: string;
    subTotal: number;
    /** Promotion cents off, in dollars (0 when none applies). */
    discount: number;
    bottleDeposit: number;
    /** The shipping option's cost, or the delivery fee. */
    shippingCost: number;
    salesTax: number;
    totalAmount: number;
    holdAmount: number;
    /** Delivery: the chosen window (ISO 8601). */
    windowStart: string | null;
    windowEnd: string | null;
    /** Pickup: when the order is ready (ISO 8601). */
    pickupReadyAt: string | null;
  };
}

/** One line of the server's figures sent back with a 409. */
export interface FreshLine {
  itemId: string;
  productName?: string;
  quantity?: number;
  itemPrice?: number;
  salesTax?: number;
  availableToSell?: number;
  isAvailable?: boolean;
}

/** The server's figures sent with a 409 when the checkout showed stale prices or stock. */
export interface FreshFigures {
  orderItems: FreshLine[];
  subTotal?: number;
  discount?: number;
  bottleDeposit?: number;
  shippingCost?: number;
  salesTax?: number;
  totalAmount?: number;
  holdAmount?: number;
}

/** The body of a 409 from `POST /api/orders`: what changed, and the figures to show instead. */
export interface StaleOrder {
  status: false;
  code: 'UNAVAILABLE' | 'PRICE_CHANGED' | QuoteProblemCode;
  message: string;
  /** What the quote found wrong, each with its line. */
  problems?: QuoteProblem[];
  fresh?: FreshFigures;
}

/** One line of `POST /api/orders` (price in dollars, as the shopper saw it). */
export interface OrderLineInput {
  itemId: string;
  quantity: number;
  itemPrice: number;
}

/** Spec 5: the billing form requires fullName, addressLine1, city, state and zip. */
export interface BillingAddressInput {
  fullName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  country?: string;
}

export interface ShippingAddressInput extends BillingAddressInput {
  emailAddress: string;
  phoneNumber?: string;
}

export interface CardPaymentInput {
  paymentType?: string;
  cardHolderName: string;
  cardNumber: string;
  expirationDate: string;
  cvv: string;
}

export interface ContactInput {
  fullName?: string;
  phoneNumber?: string;
  email?: string;
}

/**
 * Spec 3 'Order sent on placement' (`POST /api/orders`): the backend's PlaceOrderDto implements it,
 * the checkout sends it.
 */
export interface PlaceOrderRequest {
  orderType: OrderType;
  orderItems: OrderLineInput[];
  shippingAddress?: ShippingAddressInput;
  billingAddress: BillingAddressInput;
  shippingOption?: string;
  /** A promotion code. */
  promoCode?: string;
  /** Delivery: the start of the chosen window (one of the quote's deliveryWindows), ISO 8601. */
  deliveryWindowStart?: string;
  contact?: ContactInput;
  /** A note for the store, typed at checkout (at most 500 characters). */
  note?: string;
  payment: CardPaymentInput;
  totalAmount: number;
  ageConfirmed: boolean;
}

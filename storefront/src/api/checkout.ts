import type { OrderType } from '@domain/order-totals';
import { apiFetch } from './http';

/** GET /shipping/options: what the checkout needs to know about this store. */
export interface CheckoutOptions {
  storeName: string;
  storeLocation: string;
  storePhone: string;
  deliveryZones: string[];
  isShippingAvailable: boolean;
  salesTaxPercent: number;
}

export function fetchCheckoutOptions(signal?: AbortSignal): Promise<CheckoutOptions> {
  return apiFetch<CheckoutOptions>('/shipping/options', { signal });
}

/** Spec 7: GET /shipping/rates -> {option name: cost in dollars}. */
export function fetchShippingRates(
  fromZip: string,
  toZip: string,
  weight: number,
  signal?: AbortSignal,
): Promise<Record<string, number>> {
  const q = new URLSearchParams({ fromZip, toZip, weight: String(weight), isResidential: 'true' });
  return apiFetch<Record<string, number>>(`/shipping/rates?${q}`, { signal });
}

export interface AddressInput {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface ShippingAddressInput extends AddressInput {
  emailAddress: string;
  phoneNumber: string;
  country: 'USA';
}

/** Spec 3 'Order sent on placement' as the checkout sends it (prices in dollars, as shown). */
export interface PlaceOrderBody {
  orderType: OrderType;
  orderItems: Array<{ itemId: string; quantity: number; itemPrice: number }>;
  shippingAddress?: ShippingAddressInput;
  billingAddress: AddressInput & { country: string };
  shippingOption?: string;
  contact: { fullName: string; phoneNumber: string; email: string };
  payment: {
    paymentType: 'Credit Card';
    cardHolderName: string;
    cardNumber: string;
    expirationDate: string;
    cvv: string;
  };
  totalAmount: number;
  ageConfirmed: true;
}

export interface PlacedOrder {
  status: true;
  message: string;
  data: {
    orderId: number;
    orderDate: string;
    subTotal: number;
    shippingCost: number;
    salesTax: number;
    totalAmount: number;
    holdAmount: number;
  };
}

/** The server's figures sent with a 409 when the checkout showed stale prices or stock. */
export interface FreshFigures {
  orderItems: Array<{
    itemId: string;
    quantity: number;
    itemPrice?: number;
    salesTax?: number;
    availableToSell?: number;
  }>;
  totalAmount?: number;
}

/** POST /orders; the Idempotency-Key makes a retry of the same attempt return the first answer. */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlacedOrder> {
  return apiFetch<PlacedOrder>('/orders', {
    method: 'POST',
    body,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Spec 7: POST /orders/send (the server does not mail the same confirmation twice in a row). */
export function sendOrderConfirmation(orderId: number, toEmail: string): Promise<unknown> {
  return apiFetch('/orders/send', {
    method: 'POST',
    body: { toEmail, emailType: 'Order Confirmation', orderId },
    auth: true,
  });
}

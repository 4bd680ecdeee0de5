/**
 * POST /api/cart/quote (issue 12): what the cart page, every checkout tab and order placement are
 * priced with. Amounts in dollars, like the rest of the spec's API.
 */
import type { OrderType } from '../order-totals';
import type { QuoteProblem } from '../quote/problems';
import type { DeliveryWindow } from '../quote/windows';

export interface QuoteRequest {
  orderType: OrderType;
  items: Array<{ itemNumber: string; quantity: number; packType?: string }>;
  shippingAddress?: { state: string; zipCode: string };
  shippingOption?: string;
  promoCode?: string;
}

export interface QuoteLineResponse {
  itemNumber: string;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  discount: number;
  deposit: number;
  salesTax: number;
}

export interface QuoteResponse {
  lines: QuoteLineResponse[];
  subtotal: number;
  discount: number;
  bottleDeposit: number;
  shippingCost: number;
  salesTax: number;
  total: number;
  holdAmount: number;
  problems: QuoteProblem[];
  /** Shipping: the options offered for this cart and address ({name: dollars}); empty when it cannot ship. */
  shippingOptions: Record<string, number>;
  /** Delivery: the next windows (remaining 0: full). */
  deliveryWindows: DeliveryWindow[];
  /** Pickup: when the order would be ready (ISO), null when the store has no opening hours. */
  pickupReadyAt: string | null;
}

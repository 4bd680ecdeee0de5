/**
 * POST /api/cart/quote: what the cart page, every checkout tab and order placement are
 * priced with. Amounts in dollars, like the rest of the spec's API.
 */
import type { OrderType } from '../order-type';
import type { QuoteProblem } from '../quote/problems';
import type { DeliveryWindow } from '../quote/windows';

export interface QuoteRequest {
  orderType: OrderType;
  items: Array<{ itemNumber: string; quantity: number; packType?: string }>;
  shippingAddress?: { state: string; zipCode: string };
  shippingOption?: string;
  promoCode?: string;
}

/** One promotion's part of a line's discount, in dollars; label it with discountLabel (domain/promotions/texts). */
export interface DiscountPartResponse {
  promotionId: number | null;
  name: string;
  code: string | null;
  amount: number;
}

export interface QuoteLineResponse {
  itemNumber: string;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  discount: number;
  /** The item-level promotion that discounted the line, else null. */
  promotion: string | null;
  /** `discount` by promotion, each named (item-level, then the order-level share): they add up to it. */
  discounts: DiscountPartResponse[];
  deposit: number;
  salesTax: number;
}

/** A promotion the quote applied and what it took off, in dollars (free delivery: the fee waived). */
export interface AppliedPromotionResponse {
  id: number;
  name: string;
  kind: string;
  code: string | null;
  amount: number;
}

/**
 * What the entered promo code does to this cart in all, against the same cart without it
 * (domain/quote/promo-trade-off.ts): the goods discount it adds, the shipping or delivery fee it
 * brings back (an order pushed under free delivery), and the change of the total, tax included.
 */
export interface PromoTradeOffResponse {
  code: string;
  discount: number;
  fee: number;
  /** Negative: the code lowers the total. */
  net: number;
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
  /** The promotions applied. */
  promotions: AppliedPromotionResponse[];
  /** What would save more ("Add 2 more bottles of wine to save 10 %"). */
  nudges: string[];
  /** Shipping: the options offered for this cart and address ({name: dollars}); empty when it cannot ship. */
  shippingOptions: Record<string, number>;
  /** Delivery: the next windows (remaining 0: full). */
  deliveryWindows: DeliveryWindow[];
  /** Pickup: when the order would be ready (ISO), null when the store has no opening hours. */
  pickupReadyAt: string | null;
  /** POST /api/cart/quote with a promo code that applies: what it does in all; else null. */
  promoTradeOff?: PromoTradeOffResponse | null;
}

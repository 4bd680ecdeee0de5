/**
 * What a promo code does to a cart in all, the quote with the code against the same quote without
 * it: a code can take money off the goods yet push them under free delivery (WELCOME10 on $119.94
 * of wine after the case discount: $10 off, and the $4.99 delivery fee comes back). The shopper is
 * told before the code is applied, from these figures the server computes.
 */
import type { PromoTradeOffResponse } from '../api/quote';
import { formatDollars, toCents, toDollars } from '../money';
import type { OrderType } from '../order-type';
import type { Quote } from './quote';

export interface PromoTradeOff {
  /** Cents more off the goods with the code than without (what it displaces counted out). */
  discountCents: number;
  /** Cents of shipping or delivery fee the code brings back (negative: it waives a fee). */
  feeCents: number;
  /** The total with the code minus the total without it, tax included (negative: the code saves). */
  netCents: number;
}

export function promoTradeOff(withCode: Quote, withoutCode: Quote): PromoTradeOff {
  return {
    discountCents: withCode.discountCents - withoutCode.discountCents,
    feeCents: withCode.shippingCents - withoutCode.shippingCents,
    netCents: withCode.totalCents - withoutCode.totalCents,
  };
}

export function promoTradeOffResponse(code: string, t: PromoTradeOff): PromoTradeOffResponse {
  return { code, discount: toDollars(t.discountCents), fee: toDollars(t.feeCents), net: toDollars(t.netCents) };
}

/** The code adds a fee or does not lower the total: the shopper should see the trade-off before applying it. */
export function tradeOffWorthTelling(t: PromoTradeOffResponse): boolean {
  return toCents(t.fee) > 0 || toCents(t.net) >= 0;
}

/** "WELCOME10 takes $10.00 off, but your order then loses free delivery and pays the $4.99 delivery fee. In all (tax included) you save $5.71." */
export function promoTradeOffText(t: PromoTradeOffResponse, orderType: OrderType | ''): string {
  const net = toCents(t.net);
  const fee = toCents(t.fee);
  const feeText =
    fee <= 0
      ? ''
      : orderType === 'shipping'
        ? `, but your order then loses free shipping and pays ${formatDollars(fee)} for shipping`
        : `, but your order then loses free delivery and pays the ${formatDollars(fee)} delivery fee`;
  const inAll =
    net < 0
      ? `you save ${formatDollars(-net)}`
      : net === 0
        ? 'it saves you nothing'
        : `it costs you ${formatDollars(net)} more`;
  return `${t.code} takes ${formatDollars(toCents(t.discount))} off${feeText}. In all (tax included) ${inAll}.`;
}

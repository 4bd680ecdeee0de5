/** The quote in cents as POST /api/cart/quote answers it, in dollars. */
import type { DiscountPartResponse, QuoteResponse } from '../api/quote';
import { toDollars } from '../money';
import type { LineDiscountPart } from './discounts';
import type { Quote } from './quote';

export function quoteResponse(
  q: Quote,
  extra: Pick<QuoteResponse, 'shippingOptions' | 'deliveryWindows' | 'pickupReadyAt'>,
): QuoteResponse {
  return {
    lines: q.lines.map((l) => ({
      itemNumber: l.itemNumber,
      name: l.name,
      quantity: l.quantity,
      unitPrice: toDollars(l.unitPriceCents),
      lineTotal: toDollars(l.lineTotalCents),
      discount: toDollars(l.discountCents),
      promotion: l.promotionName,
      discounts: discountPartsResponse(l.discounts),
      deposit: toDollars(l.depositCents),
      salesTax: toDollars(l.salesTaxCents),
    })),
    subtotal: toDollars(q.subtotalCents),
    discount: toDollars(q.discountCents),
    bottleDeposit: toDollars(q.depositCents),
    shippingCost: toDollars(q.shippingCents),
    salesTax: toDollars(q.salesTaxCents),
    total: toDollars(q.totalCents),
    holdAmount: toDollars(q.holdCents),
    problems: q.problems,
    promotions: q.promotions.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind,
      code: p.code,
      amount: toDollars(p.amountCents),
    })),
    nudges: q.nudges,
    ...extra,
  };
}

/** A line's discount parts (cents) as the API gives them (dollars). */
export function discountPartsResponse(parts: readonly LineDiscountPart[] | null | undefined): DiscountPartResponse[] {
  return (parts ?? []).map((p) => ({
    promotionId: p.promotionId ?? null,
    name: p.name,
    code: p.code ?? null,
    amount: toDollars(p.cents),
  }));
}

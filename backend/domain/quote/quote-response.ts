/** The quote in cents as POST /api/cart/quote answers it, in dollars. */
import type { QuoteResponse } from '../api/quote';
import { toDollars } from '../money';
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

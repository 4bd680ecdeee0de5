/**
 * An offer page's prices come from the cart's own arithmetic: each covered size is priced as a
 * cart of one by the pure quote (domain/quote/quote.ts) with the store's promotions as the cart
 * quote gets them, so the page cannot advertise a price the cart does not charge.
 */
import type { ItemRow } from '../catalogue/catalogue-product';
import { currentPriceCents } from '../domain/pricing';
import { promotionsStep } from '../domain/promotions/apply';
import type { Promotion } from '../domain/promotions/types';
import { quote, type QuoteItem } from '../domain/quote/quote';

/** A store item as the quote reads it (the order line's texts), priced for `today`. */
function quoteItem(row: ItemRow, today: string): QuoteItem {
  return {
    itemNumber: row.itemNumber,
    name: row.order.name,
    category: row.order.category,
    subCategory: row.order.subCategory,
    brand: row.order.brand,
    sizeMl: 0,
    containersPerUnit: Math.max(1, row.packQuantity),
    priceCents: currentPriceCents(row, today),
    salesTaxPercent: 0,
    availableToSell: row.availableToSell,
    isAvailable: row.isAvailable,
  };
}

/**
 * What one unit of the item costs in the cart after its item-level promotion (the cart's best for
 * the line), in cents; null when no item-level promotion lowers it. An order-level promotion is
 * left out: what it takes depends on the rest of the cart.
 */
export function offerPriceCents(
  row: ItemRow,
  today: string,
  promotions: readonly Promotion[],
  code: string | null,
): number | null {
  const q = quote({
    orderType: 'pickup',
    lines: [{ itemNumber: row.itemNumber, quantity: 1 }],
    items: new Map([[row.itemNumber, quoteItem(row, today)]]),
    deposits: [],
    shippingRules: [],
    discounts: promotionsStep(promotions, code),
  });
  const line = q.lines[0];
  const itemLevelCents = (line?.discountCents ?? 0) - q.orderDiscountCents;
  return line && itemLevelCents > 0 ? line.lineTotalCents - itemLevelCents : null;
}

import type { ProductView } from '@domain/api/catalogue';
import { toDollars } from '@domain/money';
import { QUOTE_TEXTS } from '@domain/quote/problems';
import type { CartLine } from '../state/cart';
import { productVariants, variantPrice } from './price';
import { unitsLeft } from './stock';

/** A line of a past order, as both the order page and the order history have it. */
export interface PastLine {
  itemId: string;
  productName: string;
  imageUrl?: string | null;
  quantity: number;
}

export interface ReorderPlan {
  /** Cart lines to add, in the order's order, each at today's price and no more than the stock left. */
  add: CartLine[];
  /** Names of the lines the store no longer sells or has sold out. */
  missing: string[];
}

/**
 * The one reorder rule: every line of a past order, whatever became of it in that order (a
 * cancelled order's wines too), goes back in the cart at today's price with its old quantity cut
 * to the stock left now. A line is left out, by name, when the store no longer sells its size, it
 * has no price, or none is left. `products` holds the server's current answer per item number
 * (missing: the store does not know the item any more).
 */
export function planReorder(lines: readonly PastLine[], products: ReadonlyMap<string, ProductView>): ReorderPlan {
  const add: CartLine[] = [];
  const missing: string[] = [];
  for (const line of mergeSameItem(lines)) {
    const product = products.get(line.itemId);
    const variant = product && productVariants(product).find((v) => v.itemNumber === line.itemId);
    const cents = variant ? variantPrice(variant).currentCents : 0;
    const left = variant ? unitsLeft(variant) : 0;
    if (!product || !variant || cents <= 0 || left <= 0) {
      missing.push(line.productName);
      continue;
    }
    add.push({
      itemNumber: variant.itemNumber,
      name: product.itemDescription || line.productName,
      imageUrl: product.thumbnailUrl || product.imageUrl || line.imageUrl || '',
      packSize: variant.packSize,
      packType: variant.packType,
      size: variant.size,
      price: toDollars(cents),
      quantity: Math.min(line.quantity, left),
      salesTax: product.salesTax,
    });
  }
  return { add, missing };
}

/** Two lines of one item (a split order) are one cart line: the cart keeps one line per item. */
function mergeSameItem(lines: readonly PastLine[]): PastLine[] {
  const byItem = new Map<string, PastLine>();
  for (const l of lines) {
    const seen = byItem.get(l.itemId);
    byItem.set(l.itemId, seen ? { ...seen, quantity: seen.quantity + l.quantity } : { ...l });
  }
  return [...byItem.values()];
}

/** When the server could not be asked (offline, an error): nothing is known to be unavailable. */
export const REORDER_FAILED = 'Your items could not be added to the cart. Please try again.';

/** What the shopper is told after a reorder; null when every line went in the cart. */
export function reorderMessage(plan: ReorderPlan): string | null {
  if (plan.missing.length === 0) return null;
  if (plan.add.length > 0) return `Added to your cart. No longer available: ${plan.missing.join(', ')}.`;
  if (plan.missing.length === 1) return `${plan.missing[0]}: ${QUOTE_TEXTS.unavailable}`;
  return 'None of these items is available any more.';
}

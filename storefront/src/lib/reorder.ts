import type { ProductView } from '@domain/api/catalogue';
import { fetchProduct } from '../api/catalogue';
import { ApiError } from '../api/http';
import { addToCart } from '../state/cart';
import { planReorder, reorderMessage, type PastLine, type ReorderPlan } from './reorder-rule';

export { REORDER_FAILED, type PastLine } from './reorder-rule';

/**
 * "Order again" on the order page and "Buy Now" / "Add To Cart" on an order history line: asks the
 * server for each item's current sizes, availability and stock, puts what can be sold back in the
 * cart (reorder-rule.ts) and answers what to tell the shopper (null: everything was added).
 */
export async function reorder(lines: readonly PastLine[]): Promise<ReorderPlan & { message: string | null }> {
  const ids = [...new Set(lines.map((l) => l.itemId))];
  const answers = await Promise.all(ids.map(currentProduct));
  const products = new Map<string, ProductView>();
  ids.forEach((id, i) => answers[i] && products.set(id, answers[i]));
  const plan = planReorder(lines, products);
  for (const line of plan.add) addToCart(line);
  return { ...plan, message: reorderMessage(plan) };
}

/** The item as the store sells it now; null when the store does not know it any more (404). */
async function currentProduct(itemNumber: string): Promise<ProductView | null> {
  try {
    return await fetchProduct(itemNumber);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

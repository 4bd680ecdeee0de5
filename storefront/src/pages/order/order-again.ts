import type { OrderItemView } from '@domain/api/orders';
import { isStoppedStatus } from '@domain/order-status';
import { fetchProduct } from '../../api/catalogue';
import { productVariants, variantPrice } from '../../lib/price';
import { unitsLeft } from '../../lib/stock';
import { addToCart } from '../../state/cart';

/**
 * "Order again" (issue 16 point 8): every line of a past order back in the cart at today's price,
 * each with its old quantity (no more than the stock left). Lines the store no longer sells are
 * named, not added.
 */
export async function orderAgain(items: readonly OrderItemView[]): Promise<{ added: number; missing: string[] }> {
  const missing: string[] = [];
  let added = 0;
  for (const line of items) {
    if (isStoppedStatus(line.itemStatus)) continue;
    try {
      const product = await fetchProduct(line.itemId);
      const variant = productVariants(product).find((v) => v.itemNumber === line.itemId);
      const price = variant ? variantPrice(variant) : null;
      const left = variant ? unitsLeft(variant) : 0;
      if (!variant || !price || price.currentCents <= 0 || left <= 0) {
        missing.push(line.productName);
        continue;
      }
      addToCart({
        itemNumber: variant.itemNumber,
        name: product.itemDescription || line.productName,
        imageUrl: product.thumbnailUrl || product.imageUrl || line.imageUrl || '',
        packSize: variant.packSize,
        packType: variant.packType,
        size: variant.size,
        price: price.currentCents / 100,
        quantity: Math.min(line.quantity, left),
        salesTax: product.salesTax,
      });
      added++;
    } catch {
      missing.push(line.productName);
    }
  }
  return { added, missing };
}

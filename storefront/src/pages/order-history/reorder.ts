import type { CustomerOrderItem } from '@domain/api/orders';
import { toDollars } from '@domain/money';
import { fetchProduct } from '../../api/catalogue';
import { productVariants, variantPrice } from '../../lib/price';
import { addToCart } from '../../state/cart';

/**
 * Puts one bottle of a past order line back in the cart at today's price (the order's price may be
 * old). Throws when the store no longer sells it.
 */
export async function reorder(line: CustomerOrderItem): Promise<void> {
  const product = await fetchProduct(line.itemId);
  const variant = productVariants(product).find((v) => v.itemNumber === line.itemId) ?? productVariants(product)[0];
  const price = variantPrice(variant);
  if (variant.isAvailable === false || price.currentCents <= 0) throw new Error('This item is no longer available.');
  addToCart({
    itemNumber: variant.itemNumber,
    name: product.itemDescription || line.productName,
    imageUrl: product.thumbnailUrl || product.imageUrl || line.imageUrl || '',
    packSize: variant.packSize,
    packType: variant.packType,
    size: variant.size,
    price: toDollars(price.currentCents),
    quantity: 1,
    salesTax: product.salesTax,
  });
}

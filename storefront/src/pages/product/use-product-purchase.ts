import type { ProductView } from '@domain/api/catalogue';
import { toDollars } from '@domain/money';
import { useMemo, useState } from 'react';
import { addToCartWithNotice } from '../../components/added-to-cart/added-to-cart';
import { defaultVariant, productVariants, variantPrice } from '../../lib/price';
import { unitsLeft } from '../../lib/stock';

/** The product page's choice: which size, how many (never more than it has in stock), and adding it. */
export function useProductPurchase(product: ProductView) {
  const variants = useMemo(() => productVariants(product), [product]);
  const [selected, setSelected] = useState(() => defaultVariant(product).itemNumber);
  const [quantity, setQuantity] = useState(1);
  const variant = variants.find((v) => v.itemNumber === selected) ?? variants[0];
  const price = variantPrice(variant);
  const left = unitsLeft(variant);
  // Never more than the size has in stock; the server still checks at Place Order.
  const qty = Math.max(1, Math.min(quantity, left || 1));
  const available = left > 0 && product.isAvailable !== false;

  function add() {
    addToCartWithNotice({
      itemNumber: variant.itemNumber,
      name: product.itemDescription,
      imageUrl: product.thumbnailUrl || product.imageUrl || '',
      packSize: variant.packSize,
      packType: variant.packType,
      size: variant.size,
      price: toDollars(price.currentCents),
      quantity: qty,
      salesTax: product.salesTax,
    });
  }

  return { variants, variant, setSelected, price, left, qty, setQuantity, available, add };
}

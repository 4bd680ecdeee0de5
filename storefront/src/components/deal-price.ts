import type { ProductView } from '@domain/api/catalogue';
import { productVariants, variantLabel, variantPrice } from '../lib/price';

/** The size of a deal that is on sale, with its prices; its label only when the product has several sizes. */
export interface DealSize {
  itemNumber: string;
  label: string | null;
  saleCents: number;
  regularCents: number;
}

/**
 * Which size a weekly deal is about: of a product in several sizes only some may be on sale, and a
 * card showing the range of all its prices would not say which. The lowest sale price wins; null
 * when no size is on sale today.
 */
export function dealSize(p: ProductView, today?: string): DealSize | null {
  const variants = productVariants(p);
  const onSale = variants
    .map((v) => ({ v, price: variantPrice(v, today) }))
    .filter(({ price }) => price.onSale)
    .sort((a, b) => a.price.currentCents - b.price.currentCents);
  if (!onSale.length) return null;
  const { v, price } = onSale[0];
  return {
    itemNumber: v.itemNumber,
    label: variants.length > 1 ? variantLabel(v) : null,
    saleCents: price.currentCents,
    regularCents: price.regularCents,
  };
}

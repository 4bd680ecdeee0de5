/**
 * Which sizes of a catalogue product an offer covers, and the product as its offer page shows it:
 * those sizes only. Coverage is judged on the fields the cart quote reads of an item (an order
 * line's category, sub-category and brand), so the page lists exactly what the cart discounts.
 */
import type { CatalogueProduct, ItemRow } from '../catalogue/catalogue-product';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { ListingSort } from '../catalogue/listing';
import { toCents } from '../domain/money';
import type { ProductView } from '../domain/product';
import type { SizeVariant } from '../domain/pricing';
import { selectorMatches } from '../domain/promotions/selector';
import type { Promotion } from '../domain/promotions/types';

/** Whether the promotion's selector covers this store item as the quote sees it. */
export function itemCovered(p: Pick<Promotion, 'selector'>, row: ItemRow): boolean {
  return selectorMatches(p.selector, {
    itemNumber: row.itemNumber,
    category: row.order.category,
    subCategory: row.order.subCategory,
    brand: row.order.brand,
  });
}

/** The sizes a shopper can buy (the listing's) that the promotion covers, in the listing's order. */
export function coveredSizes(p: Pick<Promotion, 'selector'>, product: CatalogueProduct): SizeVariant[] {
  return product.listedVariants.filter((v) =>
    product.items.some((row) => row.itemNumber === v.itemNumber && itemCovered(p, row)),
  );
}

/** Whether a catalogue product has a size on sale to shoppers that the promotion covers. */
export function productMatches(p: Pick<Promotion, 'selector'>, product: CatalogueProduct): boolean {
  return coveredSizes(p, product).length > 0;
}

/**
 * A product's listing view cut to the covered sizes: its face (the item number the card links to
 * and adds, its size, prices and stock) is the cheapest covered size. The view given is not changed.
 */
export function offerView(view: ProductView, sizes: readonly SizeVariant[]): ProductView {
  if (!sizes.length) return view;
  const face = sizes.reduce((a, b) => (b.currentPrice < a.currentPrice ? b : a));
  return {
    ...view,
    itemNumber: face.itemNumber,
    itemSizeDescription: face.size,
    caseQuantity: face.caseSize,
    packQuantity: face.packSize,
    packType: face.packType,
    availableToSell: face.availableToSell,
    itemUnitPrice: face.price,
    itemPackPrice: face.packPrice,
    itemWarmCasePrice: face.casePrice,
    itemUnitSalePrice: face.salePrice,
    packSalePrice: face.salePackPrice,
    itemCaseSalePrice: face.saleCasePrice,
    dateSaleStarts: face.dateSaleStarts,
    dateSaleEnds: face.dateSaleEnds,
    displayPrice: face.currentPrice,
    onSale: sizes.some((v) => v.onSale),
    offerings: sizes.length,
    itemBySize: [...sizes],
  };
}

export interface OfferProduct {
  product: CatalogueProduct;
  sizes: SizeVariant[];
}

/**
 * Every listed product with a covered size, in the asked order of what its card shows: the lowest
 * price of its covered sizes (the catalogue's own price sort reads all its sizes), else newest
 * first; ties by name, as the catalogue orders them.
 */
export function offerProducts(
  snap: CatalogueSnapshot,
  p: Pick<Promotion, 'selector'>,
  sort: ListingSort,
): OfferProduct[] {
  const rows: Array<OfferProduct & { low: number }> = [];
  for (const product of sort === 'newest' ? snap.sorted.newest : snap.products) {
    const sizes = coveredSizes(p, product);
    if (sizes.length) rows.push({ product, sizes, low: Math.min(...sizes.map((v) => toCents(v.currentPrice))) });
  }
  if (sort === 'price_asc') rows.sort((a, b) => a.low - b.low);
  else if (sort === 'price_desc') rows.sort((a, b) => b.low - a.low);
  return rows;
}

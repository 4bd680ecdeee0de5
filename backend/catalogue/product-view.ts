/**
 * The customer-side Product (spec 3) as the API returns it: money in dollars, image URLs (never
 * base64), and itemBySize. Listing views carry only the sizes a shopper can buy; the product page
 * carries every size with its isAvailable flag.
 */
import { toDollars } from '../domain/money';
import { effectiveTaxPercent } from '../domain/totals';
import type { ProductView } from '../domain/product';
import { imageUrl } from '../images/image-url';
import { CatalogueSnapshot } from './catalogue-snapshot';
import { CatalogueProduct } from './catalogue-product';

export type { ProductView };

/** Thumbnail width used by listing cards. */
export const CARD_WIDTH = 300;

export function placeholderHashFor(
  snapshotPlaceholders: Map<string, string>,
  mainCategory: string,
): string | undefined {
  return snapshotPlaceholders.get(mainCategory.toLowerCase()) ?? snapshotPlaceholders.get('liquor');
}

export function productView(
  p: CatalogueProduct,
  snap: CatalogueSnapshot,
  placeholders: Map<string, string>,
  detail: boolean,
): ProductView {
  const memoKey = detail ? 'detail' : 'listing';
  const memo = p.views[memoKey] as ProductView | undefined;
  if (memo) return memo;
  const r = p.rep;
  const c = p.content;
  const hash = c.imageHash ?? placeholderHashFor(placeholders, c.mainCategory) ?? null;
  const variants = detail ? p.allVariants : p.listedVariants;
  const view: ProductView = {
    itemNumber: r.itemNumber,
    itemDescription: c.name,
    brand: c.brand,
    countryOfOrigin: c.country,
    vintage: c.vintage,
    itemVintage: r.itemVintage || c.vintage,
    abv: c.abv,
    typeOfGrape: c.typeOfGrape,
    subRegion1: c.subRegion1,
    subRegion2: c.subRegion2,
    specialRating: c.specialRating,
    primaryDesc: c.primaryDesc,
    tastingOtherNotes: c.tastingNotes,
    mainCategory: c.mainCategory,
    subCategory: c.subCategory,
    subCategoryGroup: c.group,
    winery: c.winery,
    itemSizeDescription: r.sizeDescription,
    imageUrl: imageUrl(hash) ?? '',
    thumbnailUrl: imageUrl(hash, CARD_WIDTH) ?? '',
    salesTax: effectiveTaxPercent(r.salesTaxPercent, snap.storeTaxPercent),
    createdDate: new Date(p.createdMs).toISOString(),
    dateSaleStarts: r.dateSaleStarts ?? null,
    dateSaleEnds: r.dateSaleEnds ?? null,
    caseQuantity: r.caseQuantity,
    packQuantity: r.packQuantity,
    packType: r.packType,
    isAvailable: p.listed,
    availableToSell: r.availableToSell,
    itemUnitPrice: toDollars(r.unitPriceCents),
    itemPackPrice: toDollars(r.packPriceCents),
    itemWarmCasePrice: toDollars(r.casePriceCents),
    itemUnitSalePrice: toDollars(r.unitSalePriceCents),
    packSalePrice: toDollars(r.packSalePriceCents),
    itemCaseSalePrice: toDollars(r.caseSalePriceCents),
    displayPrice: toDollars(p.displayPriceCents),
    onSale: p.onSale,
    offerings: variants.length,
    itemBySize: variants,
  };
  p.views[memoKey] = view;
  return view;
}

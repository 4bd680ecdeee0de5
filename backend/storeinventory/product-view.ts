/**
 * The customer-side Product (spec 3) as the API returns it: money in dollars, image URLs (never
 * base64), and itemBySize. Listing views carry only the sizes a shopper can buy; the product page
 * carries every size with its isAvailable flag.
 */
import { toDollars } from '../domain/money';
import { SizeVariant } from '../domain/pricing';
import { imageUrl } from '../images/image-bytes';
import { CatalogueProduct, CatalogueSnapshot } from './catalogue-snapshot';

export interface ProductView {
  itemNumber: string;
  itemDescription: string;
  brand: string;
  countryOfOrigin: string;
  vintage: string;
  itemVintage: string;
  abv: number | null;
  typeOfGrape: string;
  subRegion1: string;
  subRegion2: string;
  specialRating: string;
  primaryDesc: string;
  tastingOtherNotes: string;
  mainCategory: string;
  subCategory: string;
  /** The menu group the sub-category sits in (e.g. 'Red Wine', 'Spirits'). */
  subCategoryGroup: string;
  winery: string;
  itemSizeDescription: string;
  imageUrl: string;
  thumbnailUrl: string;
  salesTax: number;
  createdDate: string;
  dateSaleStarts: string | null;
  dateSaleEnds: string | null;
  caseQuantity: number;
  packQuantity: number;
  packType: string;
  isAvailable: boolean;
  availableToSell: number;
  itemUnitPrice: number;
  itemPackPrice: number;
  itemWarmCasePrice: number;
  itemUnitSalePrice: number;
  packSalePrice: number;
  itemCaseSalePrice: number;
  displayPrice: number;
  onSale: boolean;
  /** Number of sizes on offer (the card's offerings count). */
  offerings: number;
  itemBySize: SizeVariant[];
}

/** Thumbnail width used by listing cards. */
export const CARD_WIDTH = 300;

export function placeholderHashFor(snapshotPlaceholders: Map<string, string>, mainCategory: string): string | undefined {
  return snapshotPlaceholders.get(mainCategory.toLowerCase()) ?? snapshotPlaceholders.get('liquor');
}

export function productView(p: CatalogueProduct, snap: CatalogueSnapshot, placeholders: Map<string, string>, detail: boolean): ProductView {
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
    salesTax: r.salesTaxPercent > 0 ? r.salesTaxPercent : snap.storeTaxPercent,
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

import type { SizeVariant } from './pricing';

/**
 * The customer-side Product (spec 3) as the API returns it, shared by the server (which builds it)
 * and the storefront (which shows it): money in dollars, image URLs (never base64), itemBySize.
 */
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

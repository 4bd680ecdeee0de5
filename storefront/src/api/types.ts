/** API shapes (money in dollars), as the server sends them. */

export interface SizeVariant {
  itemNumber: string;
  caseSize: number;
  isAvailable: boolean;
  packSize: number;
  packType: string;
  size: string;
  availableToSell: number;
  casePrice: number;
  packPrice: number;
  price: number;
  saleCasePrice: number;
  salePackPrice: number;
  salePrice: number;
  dateSaleStarts: string | null;
  dateSaleEnds: string | null;
  /** Derived on the server (spec 4 Price selection). */
  regularPrice?: number;
  currentPrice?: number;
  onSale?: boolean;
}

/** Spec 3 Product (customer side). */
export interface Product {
  itemNumber: string;
  itemDescription: string;
  brand: string;
  countryOfOrigin: string;
  vintage: string | number | null;
  itemVintage: string | number | null;
  abv: string | number | null;
  typeOfGrape: string | null;
  subRegion1: string | null;
  subRegion2: string | null;
  specialRating: string | number | null;
  primaryDesc: string | null;
  tastingOtherNotes: string | null;
  mainCategory: string;
  subCategory: string;
  itemSizeDescription: string;
  imageUrl: string | null;
  thumbnailUrl?: string | null;
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
  itemBySize: SizeVariant[];
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface ListingFacets {
  types: FacetValue[];
  countries: FacetValue[];
  brands: FacetValue[];
  minPrice: number;
  maxPrice: number;
}

export interface ListingPage {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
  facets: ListingFacets;
}

export type ListingSort = 'price_asc' | 'price_desc' | 'newest' | 'relevance';

export interface ListingQuery {
  category?: string;
  subCategory?: string;
  search?: string;
  /** Text filter of the left panel (spec 5: substring of itemDescription). */
  text?: string;
  types: string[];
  countries: string[];
  brands: string[];
  minPrice?: number;
  maxPrice?: number;
  sort?: ListingSort;
}

/** Spec 3 Menu category. */
export interface MenuCategory {
  name: string;
  subCategories: { name: string; items: string[] }[];
}

/** Spec 3 Web config. */
export interface WebConfig {
  id: number;
  companyName: string;
  logo: string | null;
  locations: string;
  phoneNumber: string;
  footerContent: string;
  termsOfService: string;
  returnPolicy: string;
  privacyPolicy: string;
  shippingInfo: string;
  isShippingAvailable: boolean;
  deliveryZones: string;
}

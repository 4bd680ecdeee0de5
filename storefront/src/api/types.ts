/** API shapes (money in dollars), as the server sends them. */

import type { SizeVariant as ServerSizeVariant } from '@domain/pricing';

type Derived = 'regularPrice' | 'currentPrice' | 'onSale';
/** Spec 3 size variant; the derived prices may be absent (then lib/price.ts derives them). */
export type SizeVariant = Omit<ServerSizeVariant, Derived> & Partial<Pick<ServerSizeVariant, Derived>>;
/** Spec 3 Product (customer side), exactly as the server builds it. */
export type { ProductView as Product } from '@domain/product';
import type { ProductView as Product } from '@domain/product';

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

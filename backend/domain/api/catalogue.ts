/**
 * The storefront catalogue as the API answers it (money in dollars). Pure types, shared by the
 * backend (which builds them) and the storefront (`@domain/api/catalogue`).
 */
import type { ProductView } from '../product';

export type { ProductView } from '../product';
export type { SizeVariant } from '../pricing';

/** Listing orders (`sort` of the listing call). */
export type ListingSort = 'price_asc' | 'price_desc' | 'newest' | 'relevance';

/** One facet value with the number of products it would list. */
export interface FacetValue {
  value: string;
  count: number;
}

export interface ListingFacets {
  types: FacetValue[];
  countries: FacetValue[];
  brands: FacetValue[];
  /** Bottle sizes, smallest first. */
  sizes: FacetValue[];
  /** Products listed with "On sale" / "In stock" ticked and the other filters unchanged. */
  onSale: number;
  inStock: number;
  /** Dollars: the lowest and highest displayPrice among products matching every other filter. */
  minPrice: number;
  maxPrice: number;
}

/** `GET /api/storeinventory/Listing`: one page of products with the facet counts. */
export interface ListingPage {
  /** Present when the search names a collection of the catalogue ('Spirit Bundles'). */
  collection?: { name: string; description: string };
  /** Present when the search finds nothing: the same search in the catalogue's own words. */
  didYouMean?: string;
  items: ProductView[];
  total: number;
  page: number;
  pageSize: number;
  facets: ListingFacets;
}

/** Spec 3 Menu category (`GET /api/MenuItem/GetMenuCategory`). */
export interface MenuCategory {
  name: string;
  subCategories: { name: string; items: string[] }[];
}

/** `GET /api/storeinventory/Suggest?q=`: search-as-you-type, from 2 characters. */
export interface SuggestionsView {
  products: Array<{
    itemNumber: string;
    name: string;
    brand: string;
    thumbnailUrl: string;
    /** Dollars: the lowest price of today among its sizes. */
    displayPrice: number;
  }>;
  brands: Array<{ name: string; count: number }>;
  /** A type, group or main category; `category` is its main category (the listing route's first part). */
  categories: Array<{ name: string; category: string; count: number }>;
}

/**
 * The catalogue's records, as types only: a store item joined with its master beverage, the
 * content a customer sees and a customer product (a snapshot groups items into these). Kept apart
 * from catalogue-snapshot.ts, which builds them, so the files reading them import no builder.
 */
import type { SizedItem, SizeVariant } from '../domain/pricing';
import type { RankingFeatures } from './ranking-features';

/** One store item joined with its master beverage (null fields when unmapped). */
export interface ItemRow extends SizedItem {
  id: number;
  itemDescription: string;
  /** The item's own tax percent (0: exempt), or null for the store's rate. */
  salesTaxPercent: number | null;
  availableToSell: number;
  isAvailable: boolean;
  brand: string;
  countryOfOrigin: string;
  itemVintage: string;
  typeOfGrape: string;
  mainCategory: string;
  subCategory: string;
  imageHash: string | null;
  beverageId: number | null;
  createdMs: number;
  /** What an order line reads of this item (kept after `bev` is cleared): see OrderFields. */
  order: OrderFields;
  bev: null | {
    itemName: string;
    mainCategory: string;
    subCategory1: string;
    finalCategory: string;
    size: string;
    brand: string;
    country: string;
    state: string;
    vintage: string;
    typeOfGrape: string;
    subRegionOne: string;
    subRegionTwo: string;
    abv: number | null;
    winery: string;
    primaryDesc: string;
    tastingNotes: string;
    specialRating: string;
    imageHash: string | null;
    /** Set on a master shared by every store (MasterCache): what was derived from it once. */
    shared?: SharedMaster;
  };
}

/** What is derived once from a master shared by every store (see contentOf, productKey). */
export interface SharedMaster {
  key?: string;
  content?: { content: ProductContent; mainCategory: string; imageHash: string | null; name?: string };
}

/**
 * An item's texts as an order line reads them (orders/order-lines.ts `loadStoreItems`: the
 * master's once mapped, else the item's own), so the quote can price from the snapshot and answer
 * exactly as from the database.
 */
export interface OrderFields {
  /** COALESCE(NULLIF(b.item_name, ''), i.item_description). */
  name: string;
  /** i.size_description as stored (the snapshot's `sizeDescription` falls back to the master's). */
  size: string;
  /** COALESCE(NULLIF(b.main_category, ''), i.main_category). */
  category: string;
  /** COALESCE(NULLIF(b.final_category, ''), NULLIF(b.sub_category_1, ''), i.sub_category). */
  subCategory: string;
  /** COALESCE(NULLIF(b.brand, ''), i.brand). */
  brand: string;
  /** COALESCE(b.image_hash, i.image_hash). */
  imageHash: string | null;
}

/** What the customer sees of a product: the master beverage's content once mapped. */
export interface ProductContent {
  name: string;
  brand: string;
  country: string;
  /** State or province of origin (searchable, e.g. 'Oregon'). */
  state: string;
  vintage: string;
  abv: number | null;
  typeOfGrape: string;
  subRegion1: string;
  subRegion2: string;
  specialRating: string;
  primaryDesc: string;
  tastingNotes: string;
  mainCategory: string;
  group: string;
  subCategory: string;
  winery: string;
  imageHash: string | null;
}

export interface CatalogueProduct {
  key: string;
  /** Position in its snapshot's `all` (kept by refreshed snapshots): the row of its listing columns. */
  at: number;
  /** The store's items of this product (their `bev` is cleared once `content` is built). */
  items: ItemRow[];
  rep: ItemRow;
  content: ProductContent;
  /** Available, priced sizes (listing) and all sizes (product page). */
  listedVariants: SizeVariant[];
  allVariants: SizeVariant[];
  listed: boolean;
  displayPriceCents: number;
  onSale: boolean;
  /** Biggest sale saving among sizes, percent (weekly deals order). */
  bestDiscount: number;
  createdMs: number;
  rating: number;
  lc: { main: string; group: string; sub: string; brand: string; country: string; name: string; winery: string };
  /** Facet numbers (see FacetDictionary). */
  ids: { sub: number; group: number; country: number; brand: number };
  /**
   * What search ranking reads of it, made on the first search that reads it (ranking-features.ts
   * rankingOf): the products of a cold store's page, or of a store only listed, never need it.
   */
  ranking?: RankingFeatures;
  /** Memoised API views (the snapshot is immutable). */
  views: { listing?: unknown; detail?: unknown; listingJson?: string };
}

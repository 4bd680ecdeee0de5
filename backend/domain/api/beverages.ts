/**
 * The master catalogue and its review queue as the super-admin API answers them: the spec's
 * 'Beverage (admin, paginated)' names. Pure types (`@domain/api/beverages`).
 */

/**
 * Spec 3 'Beverage (admin, paginated)'. `image_Blob` (base64) is filled only by the single-item
 * call; lists carry `image_Url` (/api/images/{hash}) instead.
 */
export interface BeverageApi {
  id: number;
  item_Name: string;
  main_Category: string;
  sub_Category_1: string;
  final_Category: string;
  size: string;
  pack_Type: string;
  pack_Quantity: number;
  case_Quantity: number;
  brand: string;
  country: string;
  state: string;
  vintage: string;
  type_of_Grape: string;
  sub_Region_One: string;
  sub_Region_Two: string;
  abv: number | null;
  winery: string;
  upc_Number: string;
  item_Number: string;
  primary_Desc: string;
  image_Blob: string | null;
  is_Review_Pending: boolean;
  is_Approved: boolean;
  /** Ours: the image URL for lists and thumbnails. */
  image_Url: string | null;
  /** Ours: normalised forms used by matching. */
  size_Ml: number | null;
  gtin: string | null;
}

/** Where a pending item came from: a CSV import, the bulk API, or a store admin's request form. */
export type PendingSource = 'csv' | 'api' | 'request';

/**
 * A store item waiting for review, as the mapping screens read it: the beverage names (without an
 * image), plus what the store sent that the master has no place for (prices, stock, source).
 */
export interface PendingItemApi extends Omit<BeverageApi, 'image_Url'> {
  unit_Price: number;
  pack_Price: number;
  case_Price: number;
  available_To_Sell: number;
  source: PendingSource;
  webUrl: string;
  store_Name: string;
  mapped_Beverage_Id: number | null;
  inventory_Item_Id: number | null;
  created_At: string;
  decided_At: string | null;
  /** Where the item came from: 'New-product request', 'Edit request', 'CSV import', 'API sync'. */
  origin: PendingOrigin;
  /** For an edit request: the master product its store item shows today (the diff's left side). */
  edit_Of_Beverage_Id: number | null;
}

export type PendingOrigin = 'New-product request' | 'Edit request' | 'CSV import' | 'API sync';

/** One row of the bulk-accept preview: a pending item and the master its exact barcode + size match names. */
export interface BulkAcceptCandidate {
  item_Number: string;
  item_Name: string;
  size: string;
  upc_Number: string;
  beverage_Id: number;
  beverage_Name: string;
  beverage_Size: string;
  match_Confidence: number;
}

/**
 * A bulk accept, run as a background job (POST pendinginventory/bulk-accept starts it, GET
 * pendinginventory/bulk-accept/{id} reads its progress): 'running' until every item is mapped or
 * skipped, then 'done'. It survives a restart of the app (picked up again where it stopped).
 */
export interface BulkAcceptJob {
  id: number;
  webUrl: string;
  status: 'running' | 'done';
  /** Items asked for. */
  total: number;
  /** Items handled so far (accepted + skipped). */
  done: number;
  accepted: number;
  skipped: number;
  /** The items skipped so far, with why (none waiting any more, no confirmed match). */
  skipped_Items: Array<{ item_Number: string; reason: string }>;
  created_At: string;
  finished_At: string | null;
}

/** A master product suggested for a pending item, with why. */
export interface BeverageSuggestion extends BeverageApi {
  match_Score: number;
  match_Reason: string;
  same_Upc: boolean;
  /** What the suggestion rests on: a verified barcode with the same size, or the name and size. */
  match_Evidence: 'barcode+size' | 'name+size';
  /** Percent. */
  match_Confidence: number;
  name_Match: number;
  /** The evidence contradicts itself (proof, ABV, vintage, pack count): a person decides; never bulk accepted. */
  needs_Review: boolean;
  /** One of two or more masters the store's name fits equally well (shown as equally close). */
  tied: boolean;
}

/**
 * The react-admin resource 'mapping-items' (the mapping edit page): one store's pending
 * item, identified by its item number within the store (`?webUrl=`), with its ranked suggestions.
 */
export interface MappingItemResource {
  /** The item number (the spec's mapping-edit-page/{itemNumber}). */
  id: string;
  webUrl: string;
  item: PendingItemApi;
  suggestions: BeverageSuggestion[];
}

/** Spec 'Tenant' {name, webUrl}, with how many of its items wait for review. */
export interface PendingStore {
  name: string;
  webUrl: string;
  pendingCount: number;
}

/** `POST /api/beverageinventory/upload`: the stored image. */
export interface UploadedImage {
  hash: string;
  url: string;
  contentType: string;
  width: number | null;
  height: number | null;
}

/** One list of the table configurator (spec 2.14): comma-separated allowed values. */
export interface AttributeListApi {
  id: number;
  propName: string;
  propValues: string;
}

/** The react-admin resource 'attribute-lists': one configurator list by its name, values as an array. */
export interface AttributeListResource {
  id: string;
  propName: string;
  values: string[];
}

/** GET admin/attribute-lists/{name}/usage: how many master products use one value of a list. */
export interface AttributeUsageApi {
  propName: string;
  value: string;
  products: number;
}

/**
 * A store's inventory as the store admin's API answers it (react-admin resource 'inventory'):
 * spec 3 'Store inventory item' names, prices in dollars. Pure types (`@domain/api/admin-inventory`).
 */

/**
 * The fields the edit page and bulk edit change (and the audit trail records: a type alias, so it
 * is also a plain record).
 */
export type EditableInventoryFields = {
  itemUnitPrice: number;
  itemPackPrice: number;
  itemWarmCasePrice: number;
  itemUnitSalePrice: number;
  packSalePrice: number;
  itemCaseSalePrice: number;
  /** YYYY-MM-DD. */
  dateSaleStarts: string | null;
  dateSaleEnds: string | null;
  availableToSell: number;
  isAvailable: boolean;
  /** The item's own tax percent (0: tax exempt), or null: taxed at the store's rate. */
  salesTax: number | null;
};

export interface AdminInventoryRecord extends EditableInventoryFields {
  id: number;
  itemNumber: string;
  upc: string;
  itemDescription: string;
  itemVintage: string;
  sizeDescriptionWeight: string;
  packType: string;
  packQuantity: number;
  caseQuantity: number;
  brand: string;
  typeOfGrape: string;
  countryOfOrigin: string;
  mainCategory: string;
  subCategory: string;
  imageUrl: string | null;
  beverageId: number | null;
  /** The regular price, and what it costs today (the sale price in an open sale window). */
  price: number;
  currentPrice: number;
  onSale: boolean;
  createdDate: string;
  updatedAt: string;
}

/** `POST /api/admin/inventory/bulk-update`. */
export interface BulkUpdateResult {
  updated: number;
}

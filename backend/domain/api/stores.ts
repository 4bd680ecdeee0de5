/** Stores and their admins as the super-admin API answers them. Pure types (`@domain/api/stores`). */

/** react-admin resource 'stores'. */
export interface StoreApi {
  id: number;
  name: string;
  webUrl: string;
  domain: string | null;
  isDefault: boolean;
  salesTaxPercent: number;
  deliveryZones: string[];
  location: string;
  phone: string;
  /** IANA time zone of the store (e.g. America/Chicago). */
  timeZone: string;
  /** Where replies to the store's mail go ('' for none: MAIL_FROM's address only). */
  replyToEmail: string;
  /** An item is low on stock at or below this many units (the dashboard's low-stock card). */
  lowStockThreshold: number;
  isShippingAvailable: boolean;
  adminCount: number;
}

/** react-admin resource 'store-admins'. */
export interface StoreAdminApi {
  id: number;
  email: string;
  storeId: number;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

/** `GET /api/admin/store`: the store a staff member acts on (its name and its calendar). */
export interface OwnStore {
  id: number;
  name: string;
  webUrl: string;
  /** IANA time zone. */
  timeZone: string;
  /** The store's sales tax rate, in percent (an item's tax is this rate or 0 %, tax exempt). */
  salesTaxPercent: number;
}

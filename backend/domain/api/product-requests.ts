/**
 * A store admin's product add/edit requests (react-admin resource 'product-requests'). Pure types
 * (`@domain/api/product-requests`).
 */

import type { PendingSource } from './beverages';

export type ProductRequestStatus = 'Waiting for review' | 'Approved' | 'Declined';

export interface ProductRequestRecord {
  id: number;
  itemNumber: string;
  upc: string;
  name: string;
  size: string;
  packType: string;
  packQuantity: number;
  type: string;
  subType: string;
  brand: string;
  /** Dollars. */
  price: number;
  quantity: number;
  source: PendingSource;
  inventoryItemId: number | null;
  status: ProductRequestStatus;
  createdAt: string;
  decidedAt: string | null;
}

/** `GET /api/admin/product-requests/options`: attribute list name -> the values the form offers. */
export type ProductRequestOptions = Record<string, string[]>;

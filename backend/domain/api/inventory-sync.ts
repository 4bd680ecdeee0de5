/**
 * Inventory sync (POS CSV upload, column mapping, preview, apply; or the bulk API) as the store
 * admin's API answers it (`/api/admin/inventory-sync`). Pure types (`@domain/api/inventory-sync`).
 */
import type { ColumnMapping, SyncField } from '../csv-mapping';

export type ImportStatus = 'uploaded' | 'applied' | 'failed';

/** A row the import refused, with why. */
export interface ImportRejection {
  line: number;
  itemNumber: string;
  reason: string;
}

/** How far an apply has got (while it runs). */
export interface SyncProgress {
  phase: 'reading' | 'updating items' | 'queueing new items' | 'writing audit trail' | 'done' | 'failed';
  done: number;
  total: number;
}

/** One import and its outcome. */
export interface ImportReport {
  id: number;
  fileName: string;
  source: 'csv' | 'api';
  status: ImportStatus;
  headers: string[];
  mapping: ColumnMapping;
  rowCount: number;
  updated: number;
  unchanged: number;
  queued: number;
  rejectedCount: number;
  rejected: ImportRejection[];
  error: string | null;
  /** ISO 8601 timestamps. */
  createdAt: string;
  appliedAt: string | null;
  progress: SyncProgress | null;
}

/** `GET /api/admin/inventory-sync`: the store's last imports (without their rejected rows). */
export type ImportSummary = Omit<ImportReport, 'rejected'>;

/** `POST /api/admin/inventory-sync`: the uploaded file, the fields to map and its first rows. */
export interface UploadedImport extends ImportReport {
  fields: Array<{ field: SyncField; label: string }>;
  sample: string[][];
}

/** What a sync changes on one item (dollars, dates, units); a type alias, so it is also a plain record. */
export type SyncItemFields = {
  itemUnitPrice: number;
  itemPackPrice: number;
  itemWarmCasePrice: number;
  itemUnitSalePrice: number;
  packSalePrice: number;
  itemCaseSalePrice: number;
  dateSaleStarts: string | null;
  dateSaleEnds: string | null;
  availableToSell: number;
  /** null: the store's rate; 0: tax exempt. */
  salesTax: number | null;
};

export interface SyncChange {
  line: number;
  itemNumber: string;
  itemDescription: string;
  before: SyncItemFields;
  after: SyncItemFields;
}

/** A row with an item number the store does not have yet: it goes to the review queue. */
export interface SyncNewItem {
  line: number;
  itemNumber: string;
  itemDescription?: string;
  price: number | null;
  quantityOnHand: number | null;
}

/** `POST /api/admin/inventory-sync/{id}/preview`: what applying would do (the first 50 of each). */
export interface SyncPreview {
  id: number;
  /** Which column fills which field, e.g. 'Case Pack -> bottles per case'. */
  columns: string[];
  rowCount: number;
  updated: number;
  unchanged: number;
  queued: number;
  rejectedCount: number;
  rejected: ImportRejection[];
  changes: SyncChange[];
  newItems: SyncNewItem[];
}

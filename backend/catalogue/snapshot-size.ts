/**
 * Memory accounting for the catalogue cache (CATALOGUE_CACHE_MB). A snapshot's size is estimated
 * from what it holds, with per-item and per-product costs measured on the benchmark catalogue
 * (V8 heap growth of a built snapshot with its search index and every product's listing and detail
 * views memoised, i.e. a snapshot that has served every kind of request).
 */
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { COLUMN_BYTES_PER_PRODUCT } from './listing-columns';
import { BYTES_PER_MASTER } from './master-cache';
import { isSharedContent } from './product-content';

/** Heap bytes per store item (row, its order fields, size variant, lookups) beyond its texts. */
export const BYTES_PER_ITEM = 860;
/** Heap bytes per product (product, content, facets, orders, views, search postings) beyond its texts. */
export const BYTES_PER_PRODUCT = 3050;

/**
 * Heap bytes a product saves when its content is a shared master's (MasterCache, which counts it):
 * its content object and normalised name (measured: 1,580 bytes per product less on the platform
 * catalogue with every view memoised, of which this plus one copy of the texts is deducted).
 */
export const SHARED_CONTENT_BYTES = 600;

/** Estimated heap bytes of a snapshot once fully used. */
export function snapshotBytes(snap: CatalogueSnapshot): number {
  let text = 0;
  let shared = 0;
  for (const p of snap.all) {
    const c = p.content;
    const texts = c.name.length + c.primaryDesc.length + c.tastingNotes.length;
    // Descriptions appear in the content, the search index, both memoised views and the listing view's
    // JSON; a shared master's content is counted by the master cache.
    if (isSharedContent(c)) {
      text += 3 * texts;
      shared++;
    } else text += 4 * texts;
    for (const i of p.items) {
      text += i.itemDescription.length + i.itemNumber.length;
      // The master's name an order line reads (its own copy per size).
      if (i.order.name !== i.itemDescription) text += i.order.name.length;
    }
  }
  let items = 0;
  for (const p of snap.all) items += p.items.length;
  return (
    items * BYTES_PER_ITEM +
    snap.all.length * (BYTES_PER_PRODUCT + COLUMN_BYTES_PER_PRODUCT) -
    shared * SHARED_CONTENT_BYTES +
    text
  );
}

/** The part of CATALOGUE_CACHE_MB for the master beverages shared by the stores. */
export const MASTERS_SHARE = 0.09;

/** How CATALOGUE_CACHE_MB is shared: snapshots, serialised responses, search results. */
export function cacheBudget(megabytes: number): {
  snapshots: number;
  responses: number;
  searchEntries: number;
  masters: number;
} {
  const bytes = megabytes * 1024 * 1024;
  return {
    snapshots: Math.floor(bytes * (0.85 - MASTERS_SHARE)),
    responses: Math.floor(bytes * 0.1),
    // Master beverages shared by the stores (master-cache.ts), with their content and texts.
    masters: Math.floor((bytes * MASTERS_SHARE) / BYTES_PER_MASTER),
    // A search result holds product references (about 50 bytes each).
    searchEntries: Math.floor((bytes * 0.05) / 50),
  };
}

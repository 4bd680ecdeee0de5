/**
 * Memory accounting for the catalogue cache (CATALOGUE_CACHE_MB). A snapshot's size is estimated
 * from what it holds, with per-item and per-product costs measured on the benchmark catalogue
 * (V8 heap growth of a built snapshot with its search index and every product's listing and detail
 * views memoised, i.e. a snapshot that has served every kind of request).
 */
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { COLUMN_BYTES_PER_PRODUCT } from './listing-columns';

/** Heap bytes per store item (row, its order fields, size variant, lookups) beyond its texts. */
export const BYTES_PER_ITEM = 860;
/** Heap bytes per product (product, content, facets, orders, views, search postings) beyond its texts. */
export const BYTES_PER_PRODUCT = 3050;

/** Estimated heap bytes of a snapshot once fully used. */
export function snapshotBytes(snap: CatalogueSnapshot): number {
  let text = 0;
  for (const p of snap.all) {
    const c = p.content;
    // Descriptions appear in the content, the search index, both memoised views and the listing view's JSON.
    text += 4 * (c.name.length + c.primaryDesc.length + c.tastingNotes.length);
    for (const i of p.items) {
      text += i.itemDescription.length + i.itemNumber.length;
      // The master's name an order line reads (its own copy per size).
      if (i.order.name !== i.itemDescription) text += i.order.name.length;
    }
  }
  let items = 0;
  for (const p of snap.all) items += p.items.length;
  return items * BYTES_PER_ITEM + snap.all.length * (BYTES_PER_PRODUCT + COLUMN_BYTES_PER_PRODUCT) + text;
}

/** How CATALOGUE_CACHE_MB is shared: snapshots, serialised responses, search results. */
export function cacheBudget(megabytes: number): { snapshots: number; responses: number; searchEntries: number } {
  const bytes = megabytes * 1024 * 1024;
  return {
    snapshots: Math.floor(bytes * 0.85),
    responses: Math.floor(bytes * 0.1),
    // A search result holds product references (about 50 bytes each).
    searchEntries: Math.floor((bytes * 0.05) / 50),
  };
}

/**
 * Memory accounting for the catalogue cache (CATALOGUE_CACHE_MB). A snapshot's size is estimated
 * when it is built from what it holds (items, products, their texts, search index), with per-item and
 * per-product costs measured on the benchmark catalogues (V8 heap growth of built snapshots with
 * their search index), and grows by what each product view costs as it is memoised (a listing view
 * with its JSON, a product page's view; CatalogueService re-sizes the snapshot in the cache as
 * they add up). So a store whose shoppers saw a few hundred of its products counts those views,
 * not every product's.
 */
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { COLUMN_BYTES_PER_PRODUCT } from './listing-columns';
import { BYTES_PER_MASTER } from './master-cache';
import { isSharedContent } from './product-content';

/** Heap bytes per store item (row, its order fields, size variant, lookups) beyond its texts. */
export const BYTES_PER_ITEM = 860;
/**
 * Heap bytes per product (product, content, facets, orders, search postings) beyond its texts,
 * before any view (measured with every item's cost above: 1,500 to 2,000 bytes per product in all
 * on the 50,000-item and the platform catalogues, which this overestimates by 10 to 50 %).
 */
export const BYTES_PER_PRODUCT = 1000;
/** Heap bytes a product saves when its content is a shared master's (MasterCache counts it): its content and normalised name. */
export const SHARED_CONTENT_BYTES = 300;
/** A memoised listing view beyond its JSON text (measured with it: 2,311 bytes for 1,680 characters of JSON). */
export const LISTING_VIEW_BYTES = 800;
/** A memoised product page view (measured: about 300 bytes beyond the listing view's). */
export const DETAIL_VIEW_BYTES = 600;

/** Estimated heap bytes of a snapshot before its views (see CatalogueSnapshot.viewBytes). */
export function snapshotBytes(snap: CatalogueSnapshot): number {
  let text = 0;
  let shared = 0;
  let items = 0;
  for (const p of snap.all) {
    const c = p.content;
    const texts = c.name.length + c.primaryDesc.length + c.tastingNotes.length;
    // Descriptions are in the content (a shared master's counted by the master cache) and the search index.
    if (isSharedContent(c)) {
      text += texts;
      shared++;
    } else text += 2 * texts;
    for (const i of p.items) {
      text += i.itemDescription.length + i.itemNumber.length;
      // The master's name an order line reads (its own copy per size).
      if (i.order.name !== i.itemDescription) text += i.order.name.length;
    }
    items += p.items.length;
  }
  return (
    items * BYTES_PER_ITEM +
    snap.all.length * (BYTES_PER_PRODUCT + COLUMN_BYTES_PER_PRODUCT) -
    shared * SHARED_CONTENT_BYTES +
    text
  );
}

/** The part of CATALOGUE_CACHE_MB for the master beverages shared by the stores. */
export const MASTERS_SHARE = 0.09;

/**
 * The most of CATALOGUE_CACHE_MB the listing images of cold stores may take (summary/listing-image.ts),
 * out of the part they share with the snapshots. An image (about 240 kB for a 5,000-item store)
 * makes a cold store's listing a scan in memory and a read of its page's items; a snapshot (about
 * 8 MB) makes it a fraction of a millisecond. Per megabyte the images save far more once the
 * stores outnumber what the snapshots can hold, so they may take more than half of the shared
 * part; while the stores fit, they take little and the snapshots the rest.
 */
export const IMAGES_SHARE = 0.55;

/** How CATALOGUE_CACHE_MB is shared: snapshots with listing images, serialised responses, search results, masters. */
export function cacheBudget(megabytes: number): {
  catalogue: number;
  images: number;
  responses: number;
  searchEntries: number;
  masters: number;
} {
  const bytes = megabytes * 1024 * 1024;
  return {
    // The snapshots of the stores in memory and the listing images of cold ones, together: the
    // images take what they hold (up to `images`), the snapshots the rest (CatalogueService).
    catalogue: Math.floor(bytes * (0.85 - MASTERS_SHARE)),
    images: Math.floor(bytes * IMAGES_SHARE),
    responses: Math.floor(bytes * 0.1),
    // Master beverages shared by the stores (master-cache.ts), with their content and texts.
    masters: Math.floor((bytes * MASTERS_SHARE) / BYTES_PER_MASTER),
    // A search result holds product references (about 50 bytes each).
    searchEntries: Math.floor((bytes * 0.05) / 50),
  };
}

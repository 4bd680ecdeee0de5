/**
 * A store's listing summary (what a cold store's listings and searches are answered from), made
 * from a whole snapshot: its listing image (listing-image.ts) and its search image
 * (search-image.ts). Everything is read off the snapshot the warm path answers from, so both
 * paths work from the same derived values.
 */
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { listingImageOf } from './listing-image';
import { searchImageOf } from './search-image';

export interface Summary {
  /** The store's listing (listing-image.ts). */
  listingImage: Buffer;
  /** The store's search (search-image.ts). */
  searchImage: Buffer;
  /** Listed products. */
  products: number;
}

/**
 * The summary of a whole snapshot (not a partial one: it would hold a few products only), with
 * the store's sales by product key for its search order.
 */
export function summaryOf(snap: CatalogueSnapshot, sales?: ReadonlyMap<string, number>): Summary {
  if (snap.partial) throw new Error('A listing summary is made from a whole snapshot.');
  return {
    listingImage: listingImageOf(snap),
    searchImage: searchImageOf(snap, sales),
    products: snap.products.length,
  };
}

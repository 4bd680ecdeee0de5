/**
 * A cold store's listing answered from its listing summary: the store's listing image
 * (listing-image.ts), read from PostgreSQL in one value as raw bytes (copy-out.ts) or kept in
 * memory (kept-images.ts), is filtered, counted and paged by the warm path's own scan (listing.ts
 * listOver); only the page's items are then read from the store.
 * A search text, a collection or the legacy vineyard filter is not answered here (a search is
 * given as the hits its search image found, search-image.ts; the others read the store's needed
 * items instead).
 */
import type { ArrayQueryable } from '../array-queryable';
import { ListingQuery, ListingResult, listOver } from '../listing';
import { ListingImage, listingImageFrom } from './listing-image';
import { copyOut } from './copy-out';
import { CURRENT_SUMMARY, SUMMARY_STAMP } from './summary-store';

/** runListing's answer with the page as item ids (each product's items), not yet as products. */
export type SummaryAnswer = Omit<ListingResult, 'items'> & { pageItemIds: number[][] };

/**
 * Whether the summary can answer this query (else the cold store's items are read for it). A
 * search is given as the hits its search image found (search-image.ts), not as searchHits.
 */
export function summaryAnswers(q: ListingQuery): boolean {
  return !q.searchHits && !q.searchScores && !q.collection && !(q.vineyards && q.vineyards.length);
}

/** The store's current listing image ($1 store, $2 its day). */
const IMAGE_SQL = `SELECT s.listing_image, ${SUMMARY_STAMP} FROM catalogue_summary s WHERE ${CURRENT_SUMMARY}`;

/** A listing image read back, viewing a reused buffer until `release` (see copyOut). */
export interface ReadImage {
  /** Undefined when the store has no current image (or one of another format). */
  image?: ListingImage;
  release(): void;
}

/**
 * The store's current listing image, read back. `own`: in a buffer of its own (an image kept in
 * memory), else viewing COPY's reused buffer until `release` (an image read for one answer).
 */
export async function readListingImage(
  client: ArrayQueryable,
  storeId: number,
  today: string,
  own: boolean,
): Promise<ReadImage> {
  const copied = await copyOut(client, IMAGE_SQL, [storeId, today]);
  const [bytes, stamp] = copied.rows[0] ?? [];
  if (!bytes || !stamp) {
    copied.release();
    return { release: () => {} };
  }
  if (!own) return { image: listingImageFrom(bytes, stamp.toString()), release: copied.release };
  const image = listingImageFrom(bytes, stamp.toString(), true);
  copied.release();
  return { image, release: () => {} };
}

/**
 * The listing of a cold store from its listing image. `hits`, for a search: the listed products
 * it found as places in name order (the image's positions), in ranking order, which the
 * relevance order keeps and the other orders break their ties by after the name.
 */
export function imageListing(image: ListingImage, q: ListingQuery, hits?: number[]): SummaryAnswer {
  const searchHits = hits && {
    at: Int32Array.from(hits),
    score: Float64Array.from(hits, (_, k) => hits.length - k),
  };
  const { positions, ...rest } = listOver(image, { ...q, searchHits });
  return { ...rest, pageItemIds: positions.map((at) => image.itemIdsAt(at)) };
}

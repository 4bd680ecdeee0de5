/**
 * Writing a store's listing summary and knowing whether it is still valid. A summary is made from
 * a whole read of the store whose versions (the store's and the master catalogue's, see the
 * migration CatalogueListingSummaries) were read before its items: a change committed meanwhile
 * leaves the summary with an older number than the current one, so it is never taken for current
 * while it misses a change. Valid means: both numbers still current, and made for the store's day
 * (sale prices and flags change at midnight).
 */
import type { ArrayQueryable } from '../array-queryable';
import { LISTING_IMAGE_FORMAT } from './listing-image';
import { SEARCH_IMAGE_FORMAT } from './search-image';
import type { Summary } from './summary-rows';

/** The store a listing summary is made for or read for, and its day. */
export interface SummaryStore {
  id: number;
  /** The store's day (storeToday). */
  today: string;
  /**
   * What the store's listing image kept in memory depends on: a number that changes with every
   * change announced for the store (CatalogueService's cold version). Undefined: none is kept or
   * taken, the image is read from PostgreSQL.
   */
  keep?: string;
}

/** The numbers a summary is made with: read before the store's items. */
export interface SummaryVersions {
  version: string;
  masterVersion: string;
  /** The store's number counting stock changes too (its search image's). */
  stockVersion: string;
}

/** The store's and the master catalogue's change numbers now (a store never changed has 0). */
export async function readVersions(client: ArrayQueryable, storeId: number): Promise<SummaryVersions> {
  const { rows } = await client.query({
    text: `SELECT coalesce(v.version, 0)::text, coalesce((SELECT version FROM master_catalogue_version), 0)::text,
                  coalesce(v.stock_version, 0)::text
             FROM (SELECT 1) one LEFT JOIN catalogue_store_version v ON v.store_id = $1`,
    values: [storeId],
    rowMode: 'array',
  });
  const [version, masterVersion, stockVersion] = rows[0] as [string, string, string];
  return { version, masterVersion, stockVersion };
}

/**
 * The shapes a summary's images are kept in (listing-image.ts, search-image.ts): a summary written
 * in other ones is not current, so it is written again rather than left unread.
 */
export const SUMMARY_FORMAT = `${LISTING_IMAGE_FORMAT}.${SEARCH_IMAGE_FORMAT}`;

/**
 * The condition (over catalogue_summary s, for store $1 and day $2) that the store's summary is
 * current; one place for the reader and for the writer's "is there anything to do".
 */
export const CURRENT_SUMMARY = `s.store_id = $1 AND s.today = $2 AND s.format = '${SUMMARY_FORMAT}'
  AND s.version = coalesce((SELECT v.version FROM catalogue_store_version v WHERE v.store_id = $1), 0)
  AND s.master_version = coalesce((SELECT m.version FROM master_catalogue_version m), 0)`;

/**
 * What a summary's listing depends on, over catalogue_summary s: its store's and the master
 * catalogue's numbers and its day. Two summaries with one stamp list the same products in the same
 * places (their search images may differ by stock, which no listing reads).
 */
export const SUMMARY_STAMP = `s.version || '.' || s.master_version || '.' || s.today`;

/**
 * CURRENT_SUMMARY, and the search image made with the store's current stock number too (search
 * ranks by units in stock, which a category listing does not read).
 */
export const CURRENT_SEARCH = `${CURRENT_SUMMARY}
  AND s.stock_version = coalesce((SELECT v.stock_version FROM catalogue_store_version v WHERE v.store_id = $1), 0)`;

/** Whether the store's summary, its search image included, is current for `today`. */
export async function summaryIsCurrent(client: ArrayQueryable, storeId: number, today: string): Promise<boolean> {
  const { rows } = await client.query({
    text: `SELECT EXISTS (SELECT 1 FROM catalogue_summary s WHERE ${CURRENT_SEARCH})`,
    values: [storeId, today],
    rowMode: 'array',
  });
  return rows[0][0] === true;
}

/**
 * Replaces the store's summary, unless one made from newer numbers (or the same, for this day or a
 * later one) is there already; whether it was replaced. Writers of
 * one store take turns (a transaction-scoped advisory lock), so two instances summarising the same
 * store at once leave one whole summary, never a mix.
 */
export async function writeSummary(
  client: ArrayQueryable,
  storeId: number,
  today: string,
  versions: SummaryVersions,
  summary: Summary,
): Promise<boolean> {
  await client.query({
    text: `SELECT pg_advisory_xact_lock(hashtext('catalogue_summary'), $1)`,
    values: [storeId],
    rowMode: 'array',
  });
  const { rows: kept } = await client.query({
    text: `SELECT version::text, master_version::text, coalesce(stock_version, -1)::text, today, format
             FROM catalogue_summary WHERE store_id = $1`,
    values: [storeId],
    rowMode: 'array',
  });
  // One kept in other formats is replaced whatever its numbers (this process cannot read it).
  if (kept.length && kept[0][4] === SUMMARY_FORMAT) {
    const [version, master, stock, day] = kept[0] as [string, string, string, string];
    const newer =
      BigInt(version) > BigInt(versions.version) ||
      BigInt(master) > BigInt(versions.masterVersion) ||
      BigInt(stock) > BigInt(versions.stockVersion);
    // Made from the same numbers for this day or a later one (another instance was first): kept.
    const same =
      version === versions.version &&
      master === versions.masterVersion &&
      stock === versions.stockVersion &&
      day >= today;
    if (newer || same) return false;
  }
  await client.query({
    text: `DELETE FROM catalogue_summary WHERE store_id = $1`,
    values: [storeId],
    rowMode: 'array',
  });
  await client.query({
    text: `INSERT INTO catalogue_summary (store_id, version, master_version, stock_version, today, products, listing_image, format)
           VALUES ($1, $2::bigint, $3::bigint, $4::bigint, $5, $6, $7, $8)`,
    values: [
      storeId,
      versions.version,
      versions.masterVersion,
      versions.stockVersion,
      today,
      summary.products,
      summary.listingImage,
      SUMMARY_FORMAT,
    ],
    rowMode: 'array',
  });
  await client.query({
    text: `INSERT INTO catalogue_search_part (store_id, part, bytes)
           SELECT $1, n - 1, b FROM unnest($2::bytea[]) WITH ORDINALITY AS u(b, n)`,
    values: [storeId, imageParts(summary.searchImage)],
    rowMode: 'array',
  });
  return true;
}

/**
 * The search image in parts of IMAGE_PART_BYTES, as its table keeps it (made when images were read
 * as hex text, so no read made one string of megabytes; read by COPY now, the parts arrive as
 * bytes and are put together in a spare buffer).
 */
const IMAGE_PART_BYTES = 32 * 1024;

function imageParts(image: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at < image.length; at += IMAGE_PART_BYTES) parts.push(image.subarray(at, at + IMAGE_PART_BYTES));
  return parts;
}

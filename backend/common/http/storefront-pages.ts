import { listingSearchParams } from '../../domain/listing-search';

/**
 * What the server knows of the storefront's pages before its script runs: the build's manifest
 * (storefront/dist/.vite) and which paths are collection listings, whose data it can name.
 */

/** One entry of Vite's build manifest (only what is read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A value made safe inside a double-quoted HTML attribute. */
export const htmlAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A URL path segment decoded, or null when malformed. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A collection's listing opened as such (/products/{name}/{name}, as the home page's collection cards
 * link it, without filters in the query string): the page asks for the whole category whatever the
 * visitor's saved sub-categories (listing-url.ts: the category's own name ticks no type), so the
 * server knows its data URL and can look up its first pictures. Other listings depend on the
 * visitor's saved list or filters: no data or picture hint.
 */
export function collectionListing(path: string, query: string): { category: string; dataUrl: string } | undefined {
  if (query) return undefined;
  const parts = path.split('/').filter(Boolean).map(decodeSegment);
  if (parts.length !== 3 || parts[0] !== 'products' || !parts[1] || !parts[2]) return undefined;
  const [, category, sub] = parts as string[];
  if (category.trim().toLowerCase() !== sub.trim().toLowerCase()) return undefined;
  const params = listingSearchParams({ category, types: [], countries: [], brands: [] }, 1);
  return { category, dataUrl: `/api/storeinventory/Listing?${params}` };
}

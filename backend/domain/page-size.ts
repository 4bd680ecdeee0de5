/**
 * Page sizes, one rule per audience: the storefront's product listings, and the admin lists
 * (react-admin resources through `runList`, the back office's list pages, and the master
 * catalogue's paged calls). A larger page asked for is cut to the cap, never refused; no other
 * file types a page size.
 */
export const PAGE_SIZES = {
  /** Storefront listings (spec 9: the customer listing pages at 100). */
  storefront: { default: 24, max: 100 },
  /** Admin lists (spec 9: admin inventory page size 100); also the cap on ids sent at once. */
  admin: { default: 100, max: 500 },
} as const;

export type PageAudience = keyof typeof PAGE_SIZES;

export const STOREFRONT_MAX_PAGE_SIZE = PAGE_SIZES.storefront.max;
export const ADMIN_MAX_PAGE_SIZE = PAGE_SIZES.admin.max;

/** How many matches an item picker (adding an item to an order) offers at once. */
export const ITEM_PICKER_SIZE = 20;

/** The page size to serve: the one asked for (the audience's default when none), between 1 and the cap. */
export function pageSizeFor(audience: PageAudience, requested?: number | null): number {
  const { default: fallback, max } = PAGE_SIZES[audience];
  const n = requested === undefined || requested === null || !Number.isFinite(requested) ? fallback : requested;
  return Math.min(Math.max(Math.trunc(n) || fallback, 1), max);
}

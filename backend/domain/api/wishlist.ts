/** One wishlist entry as `/api/wishlist` answers it. Pure type (`@domain/api/wishlist`). */
export interface WishlistEntry {
  itemNumber: string;
  /** ISO 8601 timestamp. */
  addedAt: string;
}

import type { WishlistEntry } from '@domain/api/wishlist';
import { apiFetch } from './http';

export function fetchWishlist(): Promise<WishlistEntry[]> {
  return apiFetch<WishlistEntry[]>('/wishlist', { auth: true });
}

export function addToWishlist(itemNumber: string): Promise<WishlistEntry> {
  return apiFetch<WishlistEntry>('/wishlist', { method: 'POST', body: { itemNumber }, auth: true });
}

export function removeFromWishlist(itemNumber: string): Promise<void> {
  return apiFetch<void>(`/wishlist/${encodeURIComponent(itemNumber)}`, { method: 'DELETE', auth: true });
}

/** Sends the guest list kept in local storage; answers the merged list. */
export function mergeWishlist(itemNumbers: string[]): Promise<WishlistEntry[]> {
  return apiFetch<WishlistEntry[]>('/wishlist/merge', { method: 'POST', body: { itemNumbers }, auth: true });
}

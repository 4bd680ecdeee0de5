/**
 * The part of the catalogue cache that the snapshots of stores in memory share with the listing
 * images of cold stores (snapshot-size.ts IMAGES_SHARE): the images hold what they hold, within
 * their own limit; the snapshots have the rest.
 */

/** What fitting needs of an LRU cache (lru-cache's LRUCache). */
export interface SizedLru {
  readonly size: number;
  readonly calculatedSize: number;
  /** Evicts the least recently used entry. */
  pop(): unknown;
}

/** The snapshots' room: the shared part less what the kept images hold. */
export function snapshotRoom(shared: number, imagesHeld: number): number {
  return Math.max(0, shared - imagesHeld);
}

/**
 * Evicts the least recently used entries of `cache` while together they take more than `room`;
 * the most recently used one stays (the store being answered keeps its snapshot).
 */
export function fitWithin(cache: SizedLru, room: number): void {
  while (cache.size > 1 && cache.calculatedSize > room) cache.pop();
}

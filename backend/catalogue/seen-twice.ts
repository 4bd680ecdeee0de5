import { LRUCache } from 'lru-cache';

/**
 * A doorkeeper for the response and search caches: a key is admitted on its second request among
 * the last `size` distinct keys asked for. Queries asked once (a price slider's every position, a
 * typo) then cost no cache entry, which would only push out answers that are asked again and make
 * garbage for the collector's old generation; a repeated query is kept from its second request on.
 */
export class SeenTwice {
  private readonly seen: LRUCache<string, true>;

  constructor(size: number) {
    this.seen = new LRUCache<string, true>({ max: size });
  }

  /** Whether `key` was asked for before (and remembers that it now was). */
  admit(key: string): boolean {
    if (this.seen.get(key)) return true;
    this.seen.set(key, true);
    return false;
  }
}

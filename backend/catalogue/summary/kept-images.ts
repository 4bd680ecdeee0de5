/**
 * The listing images of cold stores kept in memory (listing-image.ts), within their share of
 * CATALOGUE_CACHE_MB, least recently used first out. An image is kept under the store's cold
 * version (SummaryStore.keep: it changes with every change announced for the store) and day, and
 * taken only while both hold; a store is kept from its second read lately, so the long tail's
 * one-off requests do not push out the images asked for again.
 */
import { LRUCache } from 'lru-cache';
import type { ArrayQueryable } from '../array-queryable';
import { SeenTwice } from '../seen-twice';
import type { ListingImage } from './listing-image';
import type { SummaryStore } from './summary-store';
import { ReadImage, readListingImage } from './summary-listing';

/** A listing image kept in memory, with what it was read under. */
interface KeptImage {
  image: ListingImage;
  keep: string;
  today: string;
}

/** Stores remembered for the kept images' admission (seen-twice.ts). */
const READ_BEFORE = 4096;

/** Memory of a kept image beyond what it holds when read (its orders and category masks, made as listings ask). */
const KEPT_OVERHEAD = 1.2;

/** A kept image as a read one (nothing to hand back). */
export const keptRead = (image: ListingImage): ReadImage => ({ image, release: () => {} });

export class KeptImages {
  /** Listing images read from PostgreSQL (tests, the benchmark). */
  reads = 0;
  /** Stores whose image was read lately: read again, it is kept. */
  private readonly readBefore = new SeenTwice(READ_BEFORE);
  private readonly images: LRUCache<number, KeptImage>;

  constructor(maxBytes: number) {
    this.images = new LRUCache<number, KeptImage>({ maxSize: Math.max(1, maxBytes) });
  }

  /** The memory the kept images take (estimate) and may take. */
  use(): { bytes: number; maxBytes: number } {
    return { bytes: this.images.calculatedSize, maxBytes: this.images.maxSize };
  }

  /** The store's image kept in memory, while nothing announced for the store changed since it was read. */
  get(store: SummaryStore): ListingImage | undefined {
    const kept = store.keep === undefined ? undefined : this.images.get(store.id);
    return kept && kept.keep === store.keep && kept.today === store.today ? kept.image : undefined;
  }

  /**
   * The store's current listing image read from PostgreSQL in the caller's transaction: kept
   * under store.keep when the store was read before lately, else viewing a reused buffer until
   * `release`.
   */
  async read(client: ArrayQueryable, store: SummaryStore): Promise<ReadImage> {
    this.reads++;
    const keep = store.keep !== undefined && this.readBefore.admit(String(store.id));
    const read = await readListingImage(client, store.id, store.today, keep);
    if (read.image && keep)
      this.images.set(
        store.id,
        { image: read.image, keep: store.keep!, today: store.today },
        { size: Math.ceil(read.image.bytes * KEPT_OVERHEAD) },
      );
    return read;
  }
}

import type { PricingStamp, PricingVersions } from './pricing-versions';

interface Entry<T> {
  stamp: PricingStamp;
  value: Promise<T>;
}

/**
 * One value per store (rules, promotions, rate table...), kept while the store's pricing version
 * has not moved (PricingVersions), at most `maxStores` stores (the least recently used go first).
 * Concurrent misses share one read; a failed read is not kept.
 */
export class StoreCache<T> {
  private readonly entries = new Map<number, Entry<T>>();

  constructor(
    private readonly versions: PricingVersions,
    private readonly maxStores = 1000,
  ) {}

  get(storeId: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(storeId);
    if (hit && this.versions.current(storeId, hit.stamp)) {
      // Most recently used last.
      this.entries.delete(storeId);
      this.entries.set(storeId, hit);
      return hit.value;
    }
    const entry: Entry<T> = { stamp: this.versions.stamp(storeId), value: load() };
    this.entries.delete(storeId);
    this.entries.set(storeId, entry);
    if (this.entries.size > this.maxStores) this.entries.delete(this.entries.keys().next().value!);
    entry.value.catch(() => {
      if (this.entries.get(storeId) === entry) this.entries.delete(storeId);
    });
    return entry.value;
  }

  forget(storeId: number): void {
    this.entries.delete(storeId);
  }

  get size(): number {
    return this.entries.size;
  }
}

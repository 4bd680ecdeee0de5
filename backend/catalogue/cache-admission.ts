/**
 * Which cold store may have its catalogue snapshot built once the memory budget is full
 * (TinyLFU-style admission). Each request for a store is counted; counts halve every `decayMs`, so
 * they say how often a store was asked for recently. Once one more snapshot would evict another, a
 * cold store is admitted only when it was asked for at least `admitAfter` times and more often than
 * the snapshot it would evict: a store of the long tail stays cheaper to answer from the database
 * than to load and evict again, so it never pushes out a popular one.
 */
export interface AdmissionOptions {
  admitAfter: number;
  decayMs: number;
  /**
   * Once full, a store takes another's place at most this often (0: whenever it wins): each change
   * of places is a whole-store read and derivation, and an evicted snapshot of megabytes for the
   * old generation's collector, while a cold store's answers from its summary cost milliseconds.
   */
  replaceEveryMs?: number;
  now?: () => number;
}

/** What the cache looks like when a cold store asks to be built. */
export interface CacheFill {
  /** Snapshots in memory, their summed size and the budget (same unit). */
  entries: number;
  used: number;
  max: number;
  /** The store the cache would evict next (least recently used), if any. */
  victim: number | undefined;
  /**
   * Whether the cache has made way for a store since it started: the room that opens in it then
   * (a snapshot put back bigger with its memoised views evicts another) is what its stores grow
   * into, not room for one more store.
   */
  filled?: boolean;
}

export class CacheAdmission {
  private counts = new Map<number, number>();
  /** When a full cache last admitted a store (-Infinity: never). */
  private replacedAt = -Infinity;
  private countedSince: number;
  private readonly now: () => number;

  constructor(private readonly options: AdmissionOptions) {
    this.now = options.now ?? Date.now;
    this.countedSince = this.now();
  }

  /** Counts one request for a store. */
  count(storeId: number): void {
    const now = this.now();
    if (now - this.countedSince >= this.options.decayMs) {
      const halved = new Map<number, number>();
      for (const [id, n] of this.counts) if (n >= 2) halved.set(id, n >> 1);
      this.counts = halved;
      this.countedSince = now;
    }
    this.counts.set(storeId, this.recent(storeId) + 1);
  }

  /** The store's recent request count. */
  recent(storeId: number): number {
    return this.counts.get(storeId) ?? 0;
  }

  /** Whether one more snapshot of the average size fits without evicting another, in a cache never full. */
  static hasRoom(fill: CacheFill): boolean {
    if (fill.filled) return false;
    return fill.entries === 0 || fill.used + fill.used / fill.entries <= fill.max;
  }

  /**
   * Whether a cold store's snapshot should be built now: asked for more than `margin` times as often
   * as the store it would evict. A store whose cold answers are cheap (summaries, kept answers) is
   * given a margin of 2, so two stores of about the same popularity do not take turns in the cache
   * (each turn a whole-store read and derivation), while a popular store evicted meanwhile (or not
   * asked for when the cache filled) still wins its place back. Once full, at most one store is
   * admitted per `replaceEveryMs`; an admission then counts as that replacement (call it only
   * when the store is then built).
   */
  admits(storeId: number, fill: CacheFill, margin = 1): boolean {
    if (CacheAdmission.hasRoom(fill)) return true;
    const now = this.now();
    if (now - this.replacedAt < (this.options.replaceEveryMs ?? 0)) return false;
    const n = this.recent(storeId);
    const wins = n >= this.options.admitAfter && (fill.victim === undefined || n > margin * this.recent(fill.victim));
    if (wins) this.replacedAt = now;
    return wins;
  }
}

import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { hash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { storeToday } from '../domain/store-time';
import { ImagesService } from '../images/images.service';
import { SearchSynonymsService } from '../search-synonyms/search-synonyms.service';
import { driverConnection, StoreDb } from '../tenants/store-db';
import type { Store } from '../tenants/store.entity';
import { loadItemsById, loadStoreItems } from './catalogue-loader';
import { ArrayQueryable } from './array-queryable';
import { NotificationListener } from '../common/db/notification-listener';
import { AnswerEncoding, compressAnswer } from '../common/http/answer-encoding';
import { buildSnapshot, buildSnapshotInSlices, CatalogueSnapshot, refreshSnapshot } from './catalogue-snapshot';
import { CatalogueProduct, ItemRow } from './catalogue-product';
import { CacheAdmission, CacheFill } from './cache-admission';
import { CatalogueNeed, isNarrow, loadNeededItems, needsSnapshot } from './cold-query';
import { ListingQuery, ListingResult, runListing, SearchHits } from './listing';
import { productView, ProductView } from './product-view';
import { didYouMeanFor, SearchIndex } from './search-index';
import { SeenTwice } from './seen-twice';
import { Gate } from './gate';
import { loadSales, SalesPopularity } from './sales-popularity';
import { rankedHits, topListed } from './search-top';
import { NO_SYNONYMS, synonymSet, SynonymSet } from './synonyms';
import { cacheBudget, DETAIL_VIEW_BYTES, LISTING_VIEW_BYTES, snapshotBytes } from './snapshot-size';
import { MasterCache } from './master-cache';
import { fitWithin, snapshotRoom } from './shared-budget';
import { ListingSummaries, SummaryStore } from './summary/listing-summaries';
import { summaryAnswers } from './summary/summary-listing';

/** Rebuild at least this often even without a notification (store tax, safety net). */
const MAX_AGE_MS = 5 * 60_000;
/** When the change listener is down, trust a snapshot only this long. */
const MAX_AGE_UNLISTENED_MS = 2_000;
/** Cache admission once the budget is full (cache-admission.ts): asked for this often at least, counts halving this often. */
const ADMIT_AFTER = 4;
const DECAY_MS = 10_000;
/** Once the cache is full, a store takes another's place at most this often (cache-admission.ts). */
const REPLACE_EVERY_MS = 5_000;
/** Distinct recent queries remembered for cache admission (seen-twice.ts). */
const SEEN_QUERIES = 20_000;
/** A snapshot's views are counted in the cache once they add up to this many bytes more. */
const RESIZE_STEP = 256 * 1024;
/**
 * Cold listings and searches made at a time (coldOnce). Each is a few milliseconds of the event
 * loop (a listing image scanned, the page's items read and made into views); let every one start
 * at once and the requests of the stores in memory, answered in a fraction of a millisecond, wait
 * behind all of them. Four keep PostgreSQL and the event loop busy while the others queue.
 */
const COLD_AT_ONCE = 4;
/** Whole-store reads and cold category or search reads at a time (gate.ts). */
const BIG_READS = 2;

/** What we know has changed in a store's snapshot (kept while it is cached or being built). */
interface StoreChanges {
  /** Everything may have changed (master beverages, a bulk change, a lost listener). */
  stale: boolean;
  /** Items known to have changed since the snapshot was read. */
  dirty: Set<number>;
}

/**
 * A serialised response with its entity tag (computed once, not on every send). Kept as UTF-8
 * bytes: a Buffer's bytes live outside V8's heap, so a kept answer adds nothing for the garbage
 * collector to mark, an answer in flight is not copied from one generation to the next while its
 * socket drains, and a cached answer is written to the socket as it is, not encoded again.
 */
export interface JsonBody {
  bytes: Buffer;
  etag: string;
  /** Its compressed forms, each made on the first request that asks for it (CatalogueService.encoded). */
  encoded?: Partial<Record<AnswerEncoding, Buffer>>;
}

/** A serialised response's bytes, its compressed forms included. */
const bodyBytes = (body: JsonBody) =>
  body.bytes.length + (body.encoded?.br?.length ?? 0) + (body.encoded?.gzip?.length ?? 0);

/** An answer already serialised (respond keeps its text as it is). */
export class SerializedJson {
  constructor(readonly json: string) {}
}

/** A store's sales tax percentage as its snapshots hold it (an unset or unreadable rate: 0). */
const taxPercentOf = (store: Pick<Store, 'salesTaxPercent'>) => Number(store.salesTaxPercent) || 0;

/** The response cache key of a cold store's answer: kept while its store's change version, day, tax and synonyms hold. */
const coldKey = (storeId: number, version: string, today: string, tax: number, synonyms: string, key: string) =>
  `${storeId}|cold${version}|${today}|${tax}|${synonyms}|${key}`;

/** A 'catalogue_changed' payload: store ids and, for small changes, the item ids. */
interface ChangeMessage {
  s?: number[];
  i?: number[] | null;
}

/**
 * Each store's catalogue kept in memory as an immutable snapshot, in an LRU bounded by memory
 * (CATALOGUE_CACHE_MB, see snapshot-size.ts): however many stores there are, the least recently
 * used snapshots make way. A store whose snapshot is not in memory is answered straight from
 * PostgreSQL (cold-query.ts: the few items the request depends on) while its snapshot builds in
 * the background, once however many requests arrive meanwhile.
 *
 * Database triggers NOTIFY on commit with the stores and items a statement changed: a few changed
 * items (a price edit, an order's stock decrement) are re-read and only their products re-derived;
 * anything bigger, or a master beverage change, reloads the store. Snapshots also renew at
 * midnight (sale windows) and every few minutes.
 */
@Injectable()
export class CatalogueService implements OnModuleInit, OnModuleDestroy {
  private readonly snapshots: LRUCache<number, CatalogueSnapshot>;
  /** Whether the snapshot cache has evicted a store since start (see CacheFill.filled). */
  private filled = false;
  /** The store whose snapshot is being re-sized in the cache (not an eviction). */
  private resizing?: number;
  private readonly changes = new Map<number, StoreChanges>();
  private readonly building = new Map<number, Promise<CatalogueSnapshot>>();
  /** Serialised responses of the current snapshots, keyed by store, snapshot generation and query. */
  private readonly responses: LRUCache<string, JsonBody>;
  /** The key each kept response is kept under (`encoded` counts a new form there). */
  private readonly keptAs = new WeakMap<JsonBody, string>();
  /** Search results of the current snapshots, keyed by snapshot generation and text. */
  private readonly searches: LRUCache<string, SearchHits>;
  /** Cold answers being made, by their response cache key (coldOnce). */
  private readonly coldMaking = new Map<string, Promise<JsonBody>>();
  /** Responses and searches are cached from their second request on (seen-twice.ts). */
  private readonly repeatedResponses = new SeenTwice(SEEN_QUERIES);
  private readonly repeatedSearches = new SeenTwice(SEEN_QUERIES);
  /** Big reads (a whole store, a cold store's category or search) take turns: see gate.ts. */
  private readonly bigReads = new Gate(BIG_READS);
  /** Cold listings and searches made at a time (coldOnce): see COLD_AT_ONCE. */
  private readonly coldAnswers = new Gate(COLD_AT_ONCE);
  private listener?: NotificationListener;
  /** The search synonyms in force (see synonyms.ts). */
  private synonymSet: SynonymSet = NO_SYNONYMS;
  /** Each store's sales of the last 90 days, read with its whole catalogue (search ranking). */
  private readonly sales = new SalesPopularity();
  private readonly logger = new Logger('Catalogue');
  /** Per store, a number that changes with every change announced for it (cold responses' cache keys). */
  private readonly versions = new Map<number, number>();
  private epoch = 0;
  /** Recent requests per store, deciding which cold store may evict a cached one. */
  private readonly admission = new CacheAdmission({
    admitAfter: ADMIT_AFTER,
    decayMs: DECAY_MS,
    replaceEveryMs: REPLACE_EVERY_MS,
  });
  /** Master beverages read once for every store (see master-cache.ts). */
  readonly masters: MasterCache;
  /**
   * Counters for tests and the benchmark: whole-store reads, cold answers (partial reads and
   * summary listings), and the summary listings among them.
   */
  readonly stats = { builds: 0, coldReads: 0, requests: 0, summaryListings: 0 };
  /** Cold category listings answered by PostgreSQL from per-store summaries (summary/). */
  readonly summaries: ListingSummaries;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly db: StoreDb,
    private readonly images: ImagesService,
    private readonly synonymRules: SearchSynonymsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const budget = cacheBudget(config.catalogueCacheMb);
    this.masters = new MasterCache(budget.masters);
    this.summaries = new ListingSummaries((work) => this.read(work), this.logger, budget.images);
    // Bounded by the part shared with the listing images; fitSnapshots keeps them within what the images leave.
    this.snapshots = new LRUCache<number, CatalogueSnapshot>({
      maxSize: budget.catalogue,
      dispose: (_snap, storeId, reason) => {
        if (reason === 'evict') this.filled = true;
        if (reason !== 'set' && !this.building.has(storeId) && storeId !== this.resizing) this.changes.delete(storeId);
      },
    });
    this.responses = new LRUCache<string, JsonBody>({
      maxSize: budget.responses,
      sizeCalculation: (body, key) => bodyBytes(body) + key.length + 100,
    });
    this.searches = new LRUCache<string, SearchHits>({
      maxSize: budget.searchEntries,
      sizeCalculation: (hits) => hits.at.length + 1,
    });
  }

  async onModuleInit(): Promise<void> {
    const url = (this.ds.options as { url?: string }).url;
    if (url) {
      this.listener = new NotificationListener(url, 'catalogue_changed', 'catalogue', (payload) =>
        this.changed(payload),
      );
      await this.listener.start();
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }

  /** Forget every snapshot (any change we cannot narrow down; services may call it after writes). */
  invalidate(): void {
    this.epoch++;
    this.masters.clear();
    for (const c of this.changes.values()) c.stale = true;
  }

  private changed(payload?: string): void {
    let msg: ChangeMessage | undefined;
    try {
      msg = payload ? (JSON.parse(payload) as ChangeMessage) : undefined;
    } catch {
      msg = undefined;
    }
    if (!msg || !Array.isArray(msg.s)) return this.invalidate();
    for (const storeId of msg.s) {
      this.versions.set(storeId, (this.versions.get(storeId) ?? 0) + 1);
      const c = this.changes.get(storeId);
      if (!c) continue; // not in memory: it will be read fresh
      if (Array.isArray(msg.i)) for (const id of msg.i) c.dirty.add(id);
      else c.stale = true;
    }
  }

  /**
   * Reads store items for the catalogue: the named bypass 'catalogue-snapshot' (the loaders write
   * their store's filter themselves), on the transaction's own driver connection, whose array rows
   * keep the load light (see catalogue-loader).
   */
  private read<T>(work: (client: ArrayQueryable, masters?: MasterCache) => Promise<T>): Promise<T> {
    // Shared masters only while changes to them are heard (else every read has its masters' texts).
    const masters = this.listener?.listening ? this.masters : undefined;
    return this.db.bypass('catalogue-snapshot', (em) => work(driverConnection<ArrayQueryable>(em), masters));
  }

  /** Catalogue requests and cold reads since start, and the cache's memory now (estimate) and budget. */
  cacheUse(): { requests: number; coldReads: number; bytes: number; maxBytes: number } {
    const caches = [this.snapshots, this.responses];
    const images = this.summaries.kept.use();
    return {
      requests: this.stats.requests,
      coldReads: this.stats.coldReads,
      bytes: caches.reduce((sum, c) => sum + c.calculatedSize, images.bytes),
      maxBytes: caches.reduce((sum, c) => sum + c.maxSize, images.maxBytes),
    };
  }

  /** Whether this store's snapshot is in memory (not evicted, not yet built). */
  isWarm(storeId: number): boolean {
    return this.snapshots.has(storeId);
  }

  /** Whether this store's whole snapshot is being read (tests, the benchmark). */
  isBuilding(storeId: number): boolean {
    return this.building.has(storeId);
  }

  /** Drops a store's snapshot from memory, so its next requests are cold (tests, the benchmark). */
  forget(storeId: number): void {
    this.snapshots.delete(storeId);
  }

  /**
   * A catalogue that answers `need`: the store's snapshot when it is in memory (or the need is
   * the whole store), else a partial one read from the database for this request while the
   * snapshot builds in the background.
   */
  async catalogue(
    store: Pick<Store, 'id' | 'salesTaxPercent' | 'timeZone'>,
    need: CatalogueNeed = { kind: 'whole' },
  ): Promise<CatalogueSnapshot> {
    this.admission.count(store.id);
    this.stats.requests++;
    await this.refreshSynonyms();
    if (this.snapshots.has(store.id) || !isNarrow(need)) return this.snapshot(store);
    const pending = this.building.get(store.id);
    if (pending && need.kind !== 'item') {
      // A listing or search waits for the store's build under way: a burst of requests for a cold
      // store reads it once (with the first request's own read), not once more per request. A
      // product page reads its few rows rather than wait for the whole store.
      try {
        return await pending;
      } catch {
        // the build's own caller reports it; answer from the database
      }
    } else this.buildIfAdmitted(store, needsSnapshot(need));
    this.stats.coldReads++;
    const version = this.coldVersion(store.id);
    const readAndBuild = async () => {
      const rows = await this.read((client, masters) =>
        loadNeededItems(client, store.id, need, this.synonymSet, masters),
      );
      return buildSnapshotInSlices(store.id, taxPercentOf(store), rows, storeToday(store.timeZone));
    };
    // A product page's few rows need no turn.
    const partial = need.kind === 'item' ? await readAndBuild() : await this.bigReads.run(readAndBuild);
    partial.coldVersion = version;
    partial.partial = true;
    return partial;
  }

  /**
   * A cold store's listing (no collection or vineyard filter) from its listing summary: the warm
   * path's scan over the store's listing image (kept in memory while no change is announced for
   * the store) filters, counts and orders (a search's hits found and ranked by the summary's
   * search image), and only the page's items are read;
   * the page's products are made from their rows (every size) as a partial snapshot, which the
   * answer is made from and kept under, as for any cold answer. Undefined when the store is in
   * memory or has no current summary (one is then written in the background): the caller takes
   * the usual way. A search that lists nothing comes with the "did you mean" to offer.
   */
  async summaryListing(
    store: Pick<Store, 'id' | 'salesTaxPercent' | 'timeZone'>,
    query: ListingQuery,
    search?: string,
  ): Promise<{ snap: CatalogueSnapshot; result: ListingResult; didYouMean?: string } | undefined> {
    if (this.snapshots.has(store.id) || !summaryAnswers(query)) return undefined;
    const version = this.coldVersion(store.id);
    // Its listing image is kept in memory while no change is announced for the store.
    const target = { ...this.summaryStore(store), keep: version };
    if (search) await this.refreshSynonyms();
    const got = search
      ? await this.summaries.search(target, query, search, this.synonymSet)
      : await this.summaries.listing(target, query);
    if (!got) return undefined;
    // The read may have kept the store's listing image: the snapshots make room for it.
    this.fitSnapshots();
    this.admission.count(store.id);
    this.stats.requests++;
    this.stats.coldReads++;
    this.stats.summaryListings++;
    // Answered from the summary (a search too, by its image): cheap cold (see buildIfAdmitted).
    this.buildIfAdmitted(store, false);
    const partial = buildSnapshot(store.id, taxPercentOf(store), got.rows, target.today);
    partial.coldVersion = version;
    partial.partial = true;
    const items: CatalogueProduct[] = [];
    for (const ids of got.answer.pageItemIds) {
      const p = partial.byItemId.get(ids[0]);
      if (p) items.push(p);
    }
    const { total, page, pageSize, facets } = got.answer;
    return { snap: partial, result: { items, total, page, pageSize, facets }, didYouMean: got.didYouMean };
  }

  /** What a listing summary is made for: the store and its day. */
  summaryStore(store: Pick<Store, 'id' | 'timeZone'>): SummaryStore {
    return { id: store.id, today: storeToday(store.timeZone) };
  }

  /**
   * A cold store's answer for `key`: the one the response cache keeps (see responseSlot), found
   * before reading the store again for it; else the one being made for the same key right now (a
   * burst of identical requests for a cold store, as a page shared in a newsletter brings, makes
   * it once); else made by `make`. Counted for cache admission as `catalogue` counts a request.
   * When the store is in memory, the need is the whole store or cold answers cannot be kept (the
   * change listener is down), `make` answers as it would alone.
   */
  async coldOnce(
    store: Pick<Store, 'id' | 'salesTaxPercent' | 'timeZone'>,
    need: CatalogueNeed,
    key: string,
    make: () => Promise<JsonBody>,
  ): Promise<JsonBody> {
    if (this.snapshots.has(store.id) || !isNarrow(need)) return make();
    await this.refreshSynonyms();
    const version = this.coldVersion(store.id);
    if (version === undefined || this.snapshots.has(store.id)) return make();
    const cacheKey = coldKey(
      store.id,
      version,
      storeToday(store.timeZone),
      taxPercentOf(store),
      this.synonymSet.version,
      key,
    );
    const shared = this.responses.get(cacheKey) ?? this.coldMaking.get(cacheKey);
    if (shared) {
      this.admission.count(store.id);
      // A kept answer costs nothing more (see buildIfAdmitted).
      this.buildIfAdmitted(store, false);
      return shared;
    }
    // A product page's few rows need no turn (as in `catalogue`).
    const made = need.kind === 'item' ? make() : this.coldAnswers.run(make);
    this.coldMaking.set(cacheKey, made);
    try {
      return await made;
    } finally {
      this.coldMaking.delete(cacheKey);
    }
  }

  /**
   * Starts a cold store's snapshot build in the background (not awaited), unless one is under way:
   * while the cache has room for it, or, once full, when the cache admits the store in place of its
   * least recently used one (cache-admission.ts): by popularity when the request's cold answer was
   * `costly` (a partial read of the store that needsSnapshot names), by twice the victim's when it
   * was cheap (a summary's or a kept answer); one store at most every REPLACE_EVERY_MS.
   */
  private buildIfAdmitted(store: Pick<Store, 'id' | 'salesTaxPercent' | 'timeZone'>, costly: boolean): void {
    if (this.building.has(store.id)) return;
    const fill = this.cacheFill();
    if (!this.admission.admits(store.id, fill, costly ? 1 : 2)) return;
    void this.snapshot(store).catch((e) => this.logger.warn(`Catalogue of store ${store.id}: ${e?.message ?? e}`));
  }

  /** The room the snapshots have: the part they share with the listing images, less what the images hold. */
  private snapshotRoom(): number {
    return snapshotRoom(this.snapshots.maxSize, this.summaries.kept.use().bytes);
  }

  /** Evicts the least recently used snapshots while they take more than the kept listing images leave them. */
  private fitSnapshots(): void {
    fitWithin(this.snapshots, this.snapshotRoom());
  }

  /** How full the snapshot cache is, and which store it would evict next (cache-admission.ts). */
  private cacheFill(): CacheFill {
    return {
      entries: this.snapshots.size,
      used: this.snapshots.calculatedSize,
      max: this.snapshotRoom(),
      victim: this.snapshots.rkeys().next().value ?? undefined,
      filled: this.filled,
    };
  }

  /** What a cold answer read now depends on: the store's announced changes (undefined: not cacheable). */
  private coldVersion(storeId: number): string | undefined {
    if (!this.listener?.listening) return undefined;
    return `${this.epoch}.${this.versions.get(storeId) ?? 0}`;
  }

  /** Takes up the search synonyms' latest rules (read at most every 2 seconds, see SearchSynonymsService). */
  private async refreshSynonyms(): Promise<void> {
    const r = await this.synonymRules.current();
    if (r.version !== this.synonymSet.version) this.synonymSet = synonymSet(r.rules, r.version);
  }

  /** The store's whole snapshot, (re)built when missing or out of date (search synonyms refreshed). */
  async snapshot(store: Pick<Store, 'id' | 'salesTaxPercent' | 'timeZone'>): Promise<CatalogueSnapshot> {
    await this.refreshSynonyms();
    const pending = this.building.get(store.id);
    if (pending) return pending;
    const today = storeToday(store.timeZone);
    const snap = this.snapshots.get(store.id);
    const changes = this.changes.get(store.id);
    const tax = taxPercentOf(store);
    const maxAge = this.listener?.listening ? MAX_AGE_MS : MAX_AGE_UNLISTENED_MS;
    const whole =
      !snap ||
      !changes ||
      changes.stale ||
      snap.today !== today ||
      Date.now() - snap.builtAt >= maxAge ||
      snap.storeTaxPercent !== tax;
    if (!whole && changes.dirty.size === 0) return snap;
    // Changes announced from now on are for the next round.
    const dirty = changes?.dirty ?? new Set<number>();
    this.changes.set(store.id, { stale: false, dirty: new Set() });
    const build = (async () => {
      const started = Date.now();
      let next: CatalogueSnapshot | undefined;
      if (!whole && snap) {
        const changed = await this.read((client, masters) => loadItemsById(client, store.id, [...dirty], masters));
        next = refreshSnapshot(snap, changed, dirty, today);
      }
      if (!next) {
        this.stats.builds++;
        next = await this.bigReads.run(async () => {
          const rows = await this.read(async (client, masters) => {
            this.sales.set(store.id, await loadSales(client, store.id));
            return loadStoreItems(client, store.id, masters);
          });
          return buildSnapshotInSlices(store.id, tax, rows, today);
        });
        this.logger.log(
          `Catalogue of store ${store.id} loaded: ${next.products.length} products listed, ${Date.now() - started} ms.`,
        );
      }
      next.counted = { base: snapshotBytes(next), views: next.viewBytes };
      this.snapshots.set(store.id, next, { size: next.counted.base + next.viewBytes });
      this.fitSnapshots();
      return next;
    })();
    this.building.set(store.id, build);
    try {
      return await build;
    } catch (e) {
      const c = this.changes.get(store.id);
      if (c) c.stale = true;
      throw e;
    } finally {
      this.building.delete(store.id);
      if (!this.snapshots.has(store.id)) this.changes.delete(store.id);
    }
  }

  /** Whether `snap` is the store's snapshot in memory with no change announced since. */
  private current(snap: CatalogueSnapshot): boolean {
    const c = this.changes.get(snap.storeId);
    return this.snapshots.peek(snap.storeId) === snap && !!c && !c.stale && c.dirty.size === 0;
  }

  /**
   * A response for this snapshot and key: from the cache of repeated identical queries, else
   * made by `make`, serialised once and kept while the snapshot is current.
   */
  respond(snap: CatalogueSnapshot, key: string, make: () => unknown): JsonBody {
    const slot = this.responseSlot(snap, key);
    return slot.hit ?? slot.keep(make());
  }

  /** `respond` for an answer that needs a read of its own (made only when not cached). */
  async respondAsync(snap: CatalogueSnapshot, key: string, make: () => Promise<unknown>): Promise<JsonBody> {
    const slot = this.responseSlot(snap, key);
    return slot.hit ?? slot.keep(await make());
  }

  private responseSlot(snap: CatalogueSnapshot, key: string): { hit?: JsonBody; keep: (answer: unknown) => JsonBody } {
    // A cold answer is kept while no change is announced for its store (and for the day it was read).
    const cold = snap.coldVersion !== undefined && snap.coldVersion === this.coldVersion(snap.storeId);
    const current = cold || this.current(snap);
    const synonyms = this.synonymSet.version;
    const cacheKey = cold
      ? coldKey(snap.storeId, snap.coldVersion!, snap.today, snap.storeTaxPercent, synonyms, key)
      : `${snap.storeId}|${snap.generation}|${synonyms}|${key}`;
    const hit = current ? this.responses.get(cacheKey) : undefined;
    const keep = (answer: unknown): JsonBody => {
      const bytes = Buffer.from(answer instanceof SerializedJson ? answer.json : JSON.stringify(answer));
      const body = { bytes, etag: `W/"${hash('sha1', bytes, 'base64url').slice(0, 27)}"` };
      if (current && this.repeatedResponses.admit(cacheKey)) {
        this.responses.set(cacheKey, body, cold ? { ttl: MAX_AGE_MS } : undefined);
        this.keptAs.set(body, cacheKey);
      }
      return body;
    };
    return { hit, keep };
  }

  /**
   * `body` in `encoding` (answer-encoding.ts), compressed on the first request that asks for it and
   * kept with the body: a kept answer is compressed once per encoding, however often it is sent,
   * and the response cache counts its compressed forms.
   */
  encoded(body: JsonBody, encoding: AnswerEncoding): Buffer {
    const made = body.encoded?.[encoding];
    if (made) return made;
    const bytes = compressAnswer(body.bytes, encoding);
    body.encoded = { ...body.encoded, [encoding]: bytes };
    const key = this.keptAs.get(body);
    if (key !== undefined && this.responses.peek(key) === body) {
      // Kept again, as a copy: the cache measures an entry when it is set with another value (its time to live unchanged).
      const again = { ...body };
      this.responses.set(key, again, { noUpdateTTL: true });
      this.keptAs.set(again, key);
    }
    return bytes;
  }

  /** Products matching `text` with their relevance (see SearchIndex), cached per snapshot. */
  search(snap: CatalogueSnapshot, text: string): Map<CatalogueProduct, number> {
    const hits = this.searchHits(snap, text);
    const scores = new Map<CatalogueProduct, number>();
    for (let k = 0; k < hits.at.length; k++) scores.set(snap.all[hits.at[k]], hits.score[k]);
    return scores;
  }

  /**
   * `search` as positions in `snap.all` with their relevance, in ranking order (search-ranking.ts:
   * sizes and packs asked for filter, the rest orders); cached per snapshot.
   */
  searchHits(snap: CatalogueSnapshot, text: string): SearchHits {
    const current = this.snapshots.peek(snap.storeId) === snap;
    const cacheKey = this.searchKey(snap, text);
    const hit = current ? this.searches.get(cacheKey) : undefined;
    if (hit) return hit;
    const hits = rankedHits(snap, text, this.synonymSet, this.sales.of(snap));
    if (current && this.repeatedSearches.admit(cacheKey)) this.searches.set(cacheKey, hits);
    return hits;
  }

  /**
   * The `n` best listed products for `text`, in the results page's order (the type-ahead): from
   * the kept search results when there are some, else by a bounded selection (search-top.ts).
   */
  searchTop(snap: CatalogueSnapshot, text: string, n: number): CatalogueProduct[] {
    const kept = this.snapshots.peek(snap.storeId) === snap ? this.searches.get(this.searchKey(snap, text)) : undefined;
    return topListed(snap, text, this.synonymSet, this.sales.of(snap), n, kept);
  }

  /** Whether `text` finds any listed product. */
  searchListsAny(snap: CatalogueSnapshot, text: string): boolean {
    const { at } = this.searchHits(snap, text);
    for (let k = 0; k < at.length; k++) if (snap.all[at[k]].listed) return true;
    return false;
  }

  private searchKey(snap: CatalogueSnapshot, text: string): string {
    return `${snap.storeId}|${snap.generation}|${this.synonymSet.version}|${text}`;
  }

  /**
   * For a search that lists nothing: the text with each word the catalogue lacks replaced by its
   * closest catalogue word, when that lists products (see SearchIndex.didYouMean).
   */
  didYouMean(snap: CatalogueSnapshot, text: string): string | undefined {
    return didYouMeanFor(
      () => (snap.searchIndex ??= SearchIndex.of(snap.all)),
      text,
      (at) => snap.all[at].listed,
    );
  }

  listing(snap: CatalogueSnapshot, query: ListingQuery): ListingResult {
    return runListing(snap, query);
  }

  view(snap: CatalogueSnapshot, p: CatalogueProduct, detail = false): ProductView {
    if (!p.views[detail ? 'detail' : 'listing']) this.viewsGrew(snap, detail ? DETAIL_VIEW_BYTES : LISTING_VIEW_BYTES);
    return productView(p, snap, this.images.placeholders, detail);
  }

  /** A product's listing view as JSON, serialised once per product (the snapshot is immutable). */
  viewJson(snap: CatalogueSnapshot, p: CatalogueProduct): string {
    let json = p.views.listingJson;
    if (json === undefined) {
      json = p.views.listingJson = JSON.stringify(this.view(snap, p));
      this.viewsGrew(snap, json.length);
    }
    return json;
  }

  /**
   * Counts memoised views in the snapshot's size: once they add up to RESIZE_STEP more than the
   * cache counts, the snapshot is put back with its new size (the least recently used make way).
   */
  private viewsGrew(snap: CatalogueSnapshot, bytes: number): void {
    snap.viewBytes += bytes;
    const counted = snap.counted;
    if (!counted || snap.viewBytes - counted.views < RESIZE_STEP) return;
    if (this.snapshots.peek(snap.storeId) !== snap) return;
    counted.views = snap.viewBytes;
    // The same snapshot set again keeps its old size: it is taken out and put back (not an eviction).
    this.resizing = snap.storeId;
    try {
      this.snapshots.delete(snap.storeId);
      this.snapshots.set(snap.storeId, snap, { size: counted.base + snap.viewBytes });
    } finally {
      this.resizing = undefined;
    }
    this.fitSnapshots();
  }

  /**
   * The store's items with exactly these item numbers (the quote), from its snapshot while that is
   * in memory, brought up to date with the changes announced for it first, as for a listing.
   * Undefined when it is not in memory, or when a number is only there in another letter case (the
   * snapshot keys numbers case-insensitively): the caller reads the database then.
   */
  async itemsByNumber(
    store: Pick<Store, 'id' | 'salesTaxPercent' | 'timeZone'>,
    itemNumbers: readonly string[],
  ): Promise<Map<string, ItemRow> | undefined> {
    if (!this.snapshots.has(store.id)) return undefined;
    const snap = await this.snapshot(store);
    const found = new Map<string, ItemRow>();
    for (const n of itemNumbers) {
      const p = snap.byItemNumber.get(n.toLowerCase());
      if (!p) continue;
      const row = p.items.find((i) => i.itemNumber === n);
      if (!row) return undefined;
      found.set(n, row);
    }
    return found;
  }

  /** The product holding this item number (any of its sizes), listed or not. */
  product(snap: CatalogueSnapshot, itemNumber: string): CatalogueProduct | undefined {
    return snap.byItemNumber.get(itemNumber.toLowerCase());
  }
}

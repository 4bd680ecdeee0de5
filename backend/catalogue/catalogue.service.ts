import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { todayIn } from '../domain/pricing';
import { ImagesService } from '../images/images.service';
import type { Store } from '../tenants/store.entity';
import { ArrayQueryable, loadItemsById, loadStoreItems } from './catalogue-loader';
import { CatalogueListener } from './catalogue-listener';
import { buildSnapshot, CatalogueProduct, CatalogueSnapshot, refreshSnapshot } from './catalogue-snapshot';
import { ListingQuery, ListingResult, runListing } from './listing';
import { Lru } from '../common/cache/lru';
import { productView, ProductView } from './product-view';
import { SearchIndex } from './search-index';

/** Rebuild at least this often even without a notification (store tax, safety net). */
const MAX_AGE_MS = 5 * 60_000;
/** When the change listener is down, trust a snapshot only this long. */
const MAX_AGE_UNLISTENED_MS = 2_000;

interface StoreState {
  snapshot?: CatalogueSnapshot;
  /** Everything may have changed (master beverages, a bulk change, a lost listener). */
  stale: boolean;
  /** Items known to have changed since the snapshot was read. */
  dirty: Set<number>;
  building?: Promise<CatalogueSnapshot>;
  searches: Lru<string, Map<CatalogueProduct, number>>;
  responses: Lru<string, JsonBody>;
}

/** A serialised response with its entity tag (computed once, not on every send). */
export interface JsonBody {
  json: string;
  etag: string;
}

/** A 'catalogue_changed' payload: store ids and, for small changes, the item ids. */
interface ChangeMessage {
  s?: number[];
  i?: number[] | null;
}

/**
 * Each store's catalogue kept in memory as an immutable snapshot. Database triggers NOTIFY on
 * commit with the stores and items a statement changed: a few changed items (a price edit, an
 * order's stock decrement) are re-read and only their products re-derived; anything bigger, or a
 * master beverage change, reloads the store. Snapshots also renew at midnight (sale windows) and
 * every few minutes. Listing, search, product pages and the menu then cost no database round trip.
 */
@Injectable()
export class CatalogueService implements OnModuleInit, OnModuleDestroy {
  private readonly stores = new Map<number, StoreState>();
  private listener?: CatalogueListener;
  private todayCache = { at: 0, value: '' };
  private readonly logger = new Logger('Catalogue');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly images: ImagesService,
  ) {}

  async onModuleInit(): Promise<void> {
    const url = (this.ds.options as { url?: string }).url;
    if (url) {
      this.listener = new CatalogueListener(url, (payload) => this.changed(payload));
      await this.listener.start();
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
  }

  /** Forget every snapshot (any change we cannot narrow down; services may call it after writes). */
  invalidate(): void {
    for (const state of this.stores.values()) {
      state.stale = true;
      state.searches.clear();
      state.responses.clear();
    }
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
      const state = this.stores.get(storeId);
      if (!state) continue; // not loaded yet: it will be read fresh
      if (Array.isArray(msg.i)) for (const id of msg.i) state.dirty.add(id);
      else state.stale = true;
      state.searches.clear();
      state.responses.clear();
    }
  }

  /** Today in the shop's time zone (computed at most once a second). */
  today(): string {
    const now = Date.now();
    if (now - this.todayCache.at > 1000) this.todayCache = { at: now, value: todayIn() };
    return this.todayCache.value;
  }

  private state(storeId: number): StoreState {
    let s = this.stores.get(storeId);
    if (!s) {
      s = { stale: true, dirty: new Set(), searches: new Lru(20), responses: new Lru(200) };
      this.stores.set(storeId, s);
    }
    return s;
  }

  private get pool(): ArrayQueryable {
    // The driver's pool: array rows keep the load light (see catalogue-loader).
    return (this.ds.driver as unknown as { master: ArrayQueryable }).master;
  }

  async snapshot(store: Pick<Store, 'id' | 'salesTaxPercent'>): Promise<CatalogueSnapshot> {
    const state = this.state(store.id);
    if (state.building) return state.building;
    const snap = state.snapshot;
    const tax = Number(store.salesTaxPercent) || 0;
    const maxAge = this.listener?.listening ? MAX_AGE_MS : MAX_AGE_UNLISTENED_MS;
    const whole =
      !snap ||
      state.stale ||
      snap.today !== this.today() ||
      Date.now() - snap.builtAt >= maxAge ||
      snap.storeTaxPercent !== tax;
    if (!whole && state.dirty.size === 0) return snap!;
    // Changes announced from now on are for the next round.
    const dirty = state.dirty;
    state.dirty = new Set();
    state.stale = false;
    const build = (async () => {
      const started = Date.now();
      let next: CatalogueSnapshot | undefined;
      if (!whole && snap) {
        const changed = await loadItemsById(this.pool, store.id, [...dirty]);
        next = refreshSnapshot(snap, changed, dirty, this.today());
      }
      if (!next) {
        next = buildSnapshot(store.id, tax, await loadStoreItems(this.pool, store.id), this.today());
        this.logger.log(
          `Catalogue of store ${store.id} loaded: ${next.products.length} products listed, ${Date.now() - started} ms.`,
        );
      }
      state.snapshot = next;
      state.searches.clear();
      state.responses.clear();
      return next;
    })();
    state.building = build;
    try {
      return await build;
    } catch (e) {
      state.stale = true;
      throw e;
    } finally {
      state.building = undefined;
    }
  }

  /**
   * A response for this snapshot and key: from the cache of repeated identical queries, else
   * made by `make`, serialised once and kept while the snapshot is current.
   */
  respond(snap: CatalogueSnapshot, key: string, make: () => unknown): JsonBody {
    const state = this.state(snap.storeId);
    const current = state.snapshot === snap && state.dirty.size === 0 && !state.stale;
    const hit = current ? state.responses.get(key) : undefined;
    if (hit) return hit;
    const json = JSON.stringify(make());
    const body = { json, etag: `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"` };
    if (current) state.responses.set(key, body);
    return body;
  }

  /** Products matching `text` with their relevance (see SearchIndex), cached per snapshot. */
  search(snap: CatalogueSnapshot, text: string): Map<CatalogueProduct, number> {
    const state = this.state(snap.storeId);
    const current = state.snapshot === snap;
    const hit = current ? state.searches.get(text) : undefined;
    if (hit) return hit;
    snap.searchIndex ??= new SearchIndex(snap.all);
    const scores = new Map<CatalogueProduct, number>();
    for (const [key, score] of snap.searchIndex.search(text)) {
      const p = snap.byKey.get(key);
      if (p) scores.set(p, score);
    }
    if (current) state.searches.set(text, scores);
    return scores;
  }

  listing(snap: CatalogueSnapshot, query: ListingQuery): ListingResult {
    return runListing(snap, query);
  }

  view(snap: CatalogueSnapshot, p: CatalogueProduct, detail = false): ProductView {
    return productView(p, snap, this.images.placeholders, detail);
  }

  /** The product holding this item number (any of its sizes), listed or not. */
  product(snap: CatalogueSnapshot, itemNumber: string): CatalogueProduct | undefined {
    return snap.byItemNumber.get(itemNumber.toLowerCase());
  }
}

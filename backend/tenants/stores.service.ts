import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DEFAULT_TIME_ZONE } from '../domain/store-time';
import { Store } from './store.entity';

const CACHE_MS = 30_000;

interface StoreIndex {
  at: number;
  stores: Store[];
  byId: Map<number, Store>;
  /** Lower-cased web URL and domain -> store (a thousand stores: no scan per request). */
  byWebUrl: Map<string, Store>;
  byDomain: Map<string, Store>;
  fallback?: Store;
}

function indexStores(stores: Store[]): StoreIndex {
  const index: StoreIndex = { at: Date.now(), stores, byId: new Map(), byWebUrl: new Map(), byDomain: new Map() };
  for (const s of stores) {
    index.byId.set(s.id, s);
    if (!index.byWebUrl.has(s.webUrl.toLowerCase())) index.byWebUrl.set(s.webUrl.toLowerCase(), s);
    if (s.domain && !index.byDomain.has(s.domain.toLowerCase())) index.byDomain.set(s.domain.toLowerCase(), s);
  }
  index.fallback = stores.find((s) => s.isDefault) ?? stores[0];
  return index;
}

/** Looks stores up (cached briefly: they change rarely and every request needs one). */
@Injectable()
export class StoresService {
  private cache: StoreIndex | null = null;
  /** The reload in progress (requests arriving meanwhile share it). */
  private loading: Promise<StoreIndex> | null = null;

  constructor(@InjectRepository(Store) private readonly stores: Repository<Store>) {}

  private async index(): Promise<StoreIndex> {
    if (this.cache && Date.now() - this.cache.at <= CACHE_MS) return this.cache;
    if (!this.loading) {
      const loading = this.stores
        .find({ order: { id: 'ASC' } })
        .then((stores) => {
          const index = indexStores(stores);
          if (this.loading === loading) this.cache = index;
          return index;
        })
        .finally(() => {
          if (this.loading === loading) this.loading = null;
        });
      this.loading = loading;
    }
    return this.loading;
  }

  async all(): Promise<Store[]> {
    return (await this.index()).stores;
  }

  /** Call after creating or changing a store. */
  invalidate(): void {
    this.cache = null;
    this.loading = null;
  }

  async byId(id: number): Promise<Store | undefined> {
    return (await this.index()).byId.get(id);
  }

  /** The store's IANA time zone (its calendar: sale windows, "today", months, pickup times). */
  async timeZoneOf(id: number): Promise<string> {
    return (await this.byId(id))?.timeZone ?? DEFAULT_TIME_ZONE;
  }

  async byWebUrl(webUrl: string): Promise<Store | undefined> {
    return (await this.index()).byWebUrl.get(webUrl.toLowerCase());
  }

  /** The store for a storefront request: its domain, else the X-Store header, else the default. */
  async resolve(host: string | undefined, header: string | undefined): Promise<Store | undefined> {
    const index = await this.index();
    const hostname = (host || '').split(':')[0].toLowerCase();
    const byDomain = hostname ? index.byDomain.get(hostname) : undefined;
    if (byDomain) return byDomain;
    if (header) {
      const byHeader = index.byWebUrl.get(header.trim().toLowerCase());
      if (byHeader) return byHeader;
    }
    return index.fallback;
  }
}

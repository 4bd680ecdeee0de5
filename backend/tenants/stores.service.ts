import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Store } from './store.entity';

const CACHE_MS = 30_000;

/** Looks stores up (cached briefly: they change rarely and every request needs one). */
@Injectable()
export class StoresService {
  private cache: { at: number; stores: Store[] } | null = null;

  constructor(@InjectRepository(Store) private readonly stores: Repository<Store>) {}

  async all(): Promise<Store[]> {
    if (!this.cache || Date.now() - this.cache.at > CACHE_MS) {
      this.cache = { at: Date.now(), stores: await this.stores.find({ order: { id: 'ASC' } }) };
    }
    return this.cache.stores;
  }

  /** Call after creating or changing a store. */
  invalidate(): void {
    this.cache = null;
  }

  async byId(id: number): Promise<Store | undefined> {
    return (await this.all()).find((s) => s.id === id);
  }

  async byWebUrl(webUrl: string): Promise<Store | undefined> {
    const key = webUrl.toLowerCase();
    return (await this.all()).find((s) => s.webUrl.toLowerCase() === key);
  }

  /** The store for a storefront request: its domain, else the X-Store header, else the default. */
  async resolve(host: string | undefined, header: string | undefined): Promise<Store | undefined> {
    const stores = await this.all();
    const hostname = (host || '').split(':')[0].toLowerCase();
    const byDomain = hostname ? stores.find((s) => s.domain && s.domain.toLowerCase() === hostname) : undefined;
    if (byDomain) return byDomain;
    if (header) {
      const byHeader = stores.find((s) => s.webUrl.toLowerCase() === header.trim().toLowerCase());
      if (byHeader) return byHeader;
    }
    return stores.find((s) => s.isDefault) ?? stores[0];
  }
}

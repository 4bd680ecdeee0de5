import type { INestApplication } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PagePictures } from '../common/http/static-sites';
import { storefrontContext, type StoreContext } from '../tenants/store-context';
import { StoresService } from '../tenants/stores.service';
import { StoreInventoryService } from './storeinventory.service';

/** A hint must not hold the page back: a catalogue still loading gives no hint rather than a late page. */
const HINT_WAIT_MS = 150;

/** How many of a collection listing's cards are named: those the page fetches first (ListingPage 'priority'). */
const COLLECTION_PICTURES = 2;

/**
 * The page's first pictures for the storefront's index.html (static-sites.ts): the request's store
 * (host, X-Store header or the default store, as the API resolves it), then the in-memory catalogue:
 * a product page's picture, a collection listing's first cards.
 */
export function pagePictureHints(app: INestApplication): PagePictures {
  const forStore = async <T>(req: FastifyRequest, lookup: (ctx: StoreContext) => Promise<T>) => {
    const header = req.headers['x-store'];
    const store = await app.get(StoresService).resolve(req.headers.host, Array.isArray(header) ? header[0] : header);
    if (!store) return undefined;
    const stop = new AbortController();
    const late = sleep(HINT_WAIT_MS, undefined, { signal: stop.signal }).catch(() => undefined);
    const found = lookup(storefrontContext(store, null));
    found.catch(() => undefined); // a late failure is not an unhandled rejection
    try {
      return await Promise.race([found, late]);
    } finally {
      stop.abort();
    }
  };
  const inventory = () => app.get(StoreInventoryService);
  return {
    product: (req, itemNumber) => forStore(req, (ctx) => inventory().productImageUrl(ctx, itemNumber)),
    collection: (req, category) =>
      forStore(req, (ctx) => inventory().collectionImageUrls(ctx, category, COLLECTION_PICTURES)),
  };
}

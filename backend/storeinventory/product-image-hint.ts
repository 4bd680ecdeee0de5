import type { INestApplication } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ProductImageLookup } from '../common/http/static-sites';
import { storefrontContext } from '../tenants/store-context';
import { StoresService } from '../tenants/stores.service';
import { StoreInventoryService } from './storeinventory.service';

/** A hint must not hold the page back: a catalogue still loading gives no hint rather than a late page. */
const HINT_WAIT_MS = 150;

/**
 * The product page's picture for the storefront's index.html (static-sites.ts): the request's store
 * (host, X-Store header or the default store, as the API resolves it), then the in-memory catalogue.
 */
export function productImageHint(app: INestApplication): ProductImageLookup {
  return async (req: FastifyRequest, itemNumber: string) => {
    const header = req.headers['x-store'];
    const store = await app.get(StoresService).resolve(req.headers.host, Array.isArray(header) ? header[0] : header);
    if (!store) return undefined;
    const stop = new AbortController();
    const late = sleep(HINT_WAIT_MS, undefined, { signal: stop.signal }).catch(() => undefined);
    const lookup = app.get(StoreInventoryService).productImageUrl(storefrontContext(store, null), itemNumber);
    lookup.catch(() => undefined); // a late failure is not an unhandled rejection
    try {
      return await Promise.race([lookup, late]);
    } finally {
      stop.abort();
    }
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StoresService } from './stores.service';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Attaches the storefront's store to every /api request (`req.store`): the request's host (a
 * store's domain), else its X-Store header, else the default store. A Fastify onRequest hook, so
 * it runs before guards, interceptors and handlers.
 */
export function attachStore(fastify: FastifyInstance, stores: StoresService): void {
  fastify.decorateRequest('store', null);
  fastify.addHook('onRequest', async (req: FastifyRequest) => {
    if (!isApi(req.url)) return;
    const header = req.headers['x-store'];
    (req as FastifyRequest & { store: unknown }).store = await stores.resolve(
      req.headers.host,
      Array.isArray(header) ? header[0] : header,
    );
  });
}

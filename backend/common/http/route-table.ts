import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

const tables = new WeakMap<object, Set<string>>();

/** Records every route the server registers ('GET /api/health'); call before the routes are added. */
export function recordRoutes(fastify: FastifyInstance): void {
  const routes = new Set<string>();
  tables.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    for (const m of Array.isArray(route.method) ? route.method : [route.method]) routes.add(`${m} ${route.url}`);
  });
}

/** Every route recorded on this Fastify instance so far ('GET /api/health', HEADs included). */
export function recordedRoutes(fastify: FastifyInstance): ReadonlySet<string> {
  return tables.get(fastify) ?? new Set<string>();
}

/** The routes the app's HTTP server answers, as recorded by recordRoutes (less the HEAD that Fastify adds to each GET). */
export function servedRoutes(app: INestApplication): string[] {
  const routes = recordedRoutes(app.getHttpAdapter().getInstance());
  return [...routes].filter((r) => !(r.startsWith('HEAD ') && routes.has(`GET ${r.slice(5)}`)));
}

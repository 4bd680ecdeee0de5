import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { recordedRoutes } from './route-table';

interface PathMethods {
  pattern: RegExp;
  methods: string[];
}

/** A route's URL as the router matches it: `:param` is one segment, `*` the rest; no case, no trailing slash. */
function patternOf(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/** The API's paths with the methods each answers (HEAD with GET, as the router adds it). */
function apiPaths(routes: Iterable<string>): PathMethods[] {
  const byUrl = new Map<string, Set<string>>();
  for (const route of routes) {
    const [method, url] = [route.slice(0, route.indexOf(' ')), route.slice(route.indexOf(' ') + 1)];
    if (!url.startsWith('/api/')) continue;
    const methods = byUrl.get(url) ?? new Set<string>();
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
    byUrl.set(url, methods);
  }
  return [...byUrl].map(([url, methods]) => ({ pattern: patternOf(url), methods: [...methods].sort() }));
}

/** The methods some API route answers on this path; empty when no API route has the path. */
export function allowedMethods(paths: PathMethods[], path: string): string[] {
  const allowed = new Set<string>();
  for (const p of paths) if (p.pattern.test(path)) for (const m of p.methods) allowed.add(m);
  return [...allowed].sort();
}

/**
 * A wrong method on a known API path answers 405 with an `Allow` header naming the methods the
 * path takes (RFC 9110), instead of the router's 404: a client learns its mistake is the method, not
 * the address. It runs only for requests no API route took (the router's 404 handler and the front
 * ends' catch-all GET, which sends /api paths on to that 404).
 */
export function answerMethodNotAllowed(fastify: FastifyInstance): void {
  let paths: PathMethods[] | undefined;
  fastify.addHook('onRequest', async (req: FastifyRequest, reply) => {
    const route = req.routeOptions.url;
    if (route !== undefined && route !== '/*') return;
    const q = req.url.indexOf('?');
    const path = q >= 0 ? req.url.slice(0, q) : req.url;
    if (!path.startsWith('/api/')) return;
    paths ??= apiPaths(recordedRoutes(fastify)); // every route is registered before the first request
    const allowed = allowedMethods(paths, path);
    if (!allowed.length || allowed.includes(req.method)) return;
    const message = `${req.method} is not allowed here. Use ${allowed.filter((m) => m !== 'HEAD').join(', ')}.`;
    return reply
      .code(405)
      .header('Allow', allowed.join(', '))
      .send({ statusCode: 405, message, error: STATUS_CODES[405] });
  });
}

import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { redactText } from './logger';

const VALID_ID = /^[\w-]{1,100}$/;

/** The request's id: a valid incoming X-Request-Id (letters, digits, _ and -, up to 100), else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && VALID_ID.test(given) ? given : randomUUID();
}

/** Query parameters that say how a list is paged and sorted, never what it searches for: logged as sent. */
const SHAPE_PARAMETERS = new Set(['range', 'sort', 'page', 'perPage', 'pageSize', 'limit', 'offset', 'width']);

/** A filter's field names, without their values (`filter={q,status}`), or `[redacted]`. */
function filterFields(value: string): string {
  try {
    const filter: unknown = JSON.parse(value);
    if (filter && typeof filter === 'object' && !Array.isArray(filter))
      return `{${Object.keys(filter)
        .map((k) => k.replace(/[^\w.-]/g, '').slice(0, 40))
        .join(',')}}`;
  } catch {
    // not JSON: the value is left out below
  }
  return '[redacted]';
}

/**
 * A URL as it may be logged: the path with emails masked, and a query that keeps only its paging
 * and sorting values. Searches (`q`, a name or phone number typed on the order desk) and filters
 * of admin lists are personal data: a filter keeps its field names, every other value is
 * `[redacted]`.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return redactText(url);
  const parts = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name: string;
      let value: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
        value = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
      } catch {
        return '[redacted]';
      }
      const safeName = name.replace(/[^\w.-]/g, '').slice(0, 40);
      if (SHAPE_PARAMETERS.has(name)) return `${safeName}=${redactText(value).slice(0, 100)}`;
      if (name === 'filter') return `${safeName}=${filterFields(value)}`;
      return `${safeName}=[redacted]`;
    });
  return `${redactText(url.slice(0, at))}?${parts.join('&')}`;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Every answer carries X-Request-Id; each /api request is logged once when it is answered
 * (`request completed`, or `request errored` at error level for a 5xx), with its id, method,
 * URL (loggableUrl: emails masked, search and filter values left out), status and time in ms.
 * Front-end files are not logged.
 */
export function registerRequestLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    done();
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    const failed = reply.statusCode >= 500;
    if (isApi(req.url) && logger.isLevelEnabled(failed ? 'error' : 'info')) {
      const line = {
        req: { id: req.id, method: req.method, url: loggableUrl(req.url) },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime),
      };
      if (failed) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    }
    done();
  });
}

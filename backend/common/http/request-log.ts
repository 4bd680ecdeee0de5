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

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Every answer carries X-Request-Id; each /api request is logged once when it is answered
 * (`request completed`, or `request errored` at error level for a 5xx), with its id, method,
 * URL (emails masked), status and time in ms. Front-end files are not logged.
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
        req: { id: req.id, method: req.method, url: redactText(req.url) },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime),
      };
      if (failed) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    }
    done();
  });
}

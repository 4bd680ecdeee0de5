import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** helmet's options for the whole app: its defaults, this CSP, no COEP (images from the same origin only). */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with these options. They depend on nothing in the request (no nonces, no
 * function directives), so helmet runs once at start-up and each answer gets the same set.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name] = value;
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** helmet's security headers (CSP, HSTS, nosniff, frame options...) on every answer. */
export function registerSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions = HELMET_OPTIONS): void {
  const headers = helmetHeaders(options);
  fastify.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

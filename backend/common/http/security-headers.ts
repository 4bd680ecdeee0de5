import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type CspOptions = Exclude<NonNullable<FastifyHelmetOptions['contentSecurityPolicy']>, boolean>;

/** The app's CSP: same origin only; inline styles (MUI) but no inline script (see inline-script-csp.ts). */
const DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * helmet's options for an answer over plain HTTP: its defaults, this CSP, no COEP (images from the
 * same origin only), and neither HSTS nor `upgrade-insecure-requests`. Both only make sense on a
 * page that was itself fetched over HTTPS: on a plain-HTTP host name the upgrade makes the browser
 * fetch every script over https, which fails, and the page stays blank.
 */
export const HTTP_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: { ...DIRECTIVES, upgradeInsecureRequests: null } } satisfies CspOptions,
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/** For an answer over HTTPS: the same, plus HSTS (helmet's default: a year) and `upgrade-insecure-requests`. */
export const HTTPS_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: { ...DIRECTIVES, upgradeInsecureRequests: [] } } satisfies CspOptions,
  strictTransportSecurity: true,
};

/**
 * Whether the request arrived over HTTPS: on this socket, or, from a trusted proxy (TRUST_PROXY,
 * the app's `trustProxy`), as its `X-Forwarded-Proto` says. Fastify's `request.protocol` decides
 * both; a forwarded header from anyone else is ignored.
 */
export function arrivedOverHttps(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

/**
 * helmet's security headers (CSP, nosniff, frame options...) on every answer, through @fastify/helmet:
 * registered with the plain-HTTP options and not applied globally, then applied per request with
 * `reply.helmet()`, adding the HTTPS-only headers when the request came over HTTPS.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyHelmet, { ...HTTP_OPTIONS, global: false });
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.helmet(arrivedOverHttps(req) ? HTTPS_OPTIONS : undefined);
    done();
  });
}

import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StripeSettings } from '../../config/stripe-config';

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

/** Origins a card processor's browser script needs beyond our own: its script, its API, its frames. */
export interface ProcessorSources {
  script: string[];
  connect: string[];
  frame: string[];
}

/**
 * Stripe.js's needs as Stripe's CSP guidance lists them (script and frames from js.stripe.com,
 * 3-D Secure frames from hooks.stripe.com, calls to api.stripe.com); the tests' stand-in origin
 * instead when STRIPE_API_BASE points the shop at it. Nothing when Stripe is not the processor.
 */
export function stripeSources(stripe: StripeSettings | undefined): ProcessorSources | undefined {
  if (!stripe) return undefined;
  if (stripe.apiBase) {
    const { protocol, host, port } = stripe.apiBase;
    const origin = `${protocol}://${host}:${port}`;
    return { script: [origin], connect: [origin], frame: [origin] };
  }
  return {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  };
}

/** The CSP's directives, with the processor's origins added to the three directives they need. */
function directives(sources: ProcessorSources | undefined) {
  if (!sources) return DIRECTIVES;
  return {
    ...DIRECTIVES,
    scriptSrc: [...DIRECTIVES.scriptSrc, ...sources.script],
    connectSrc: [...DIRECTIVES.connectSrc, ...sources.connect],
    frameSrc: ["'self'", ...sources.frame],
  };
}

/**
 * helmet's options for an answer over plain HTTP: its defaults, this CSP, no COEP (images from the
 * same origin only), and neither HSTS nor `upgrade-insecure-requests`. Both only make sense on a
 * page that was itself fetched over HTTPS: on a plain-HTTP host name the upgrade makes the browser
 * fetch every script over https, which fails, and the page stays blank.
 */
export function httpOptions(sources?: ProcessorSources): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: { ...directives(sources), upgradeInsecureRequests: null },
    } satisfies CspOptions,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  };
}

/** For an answer over HTTPS: the same, plus HSTS (helmet's default: a year) and `upgrade-insecure-requests`. */
export function httpsOptions(sources?: ProcessorSources): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { directives: { ...directives(sources), upgradeInsecureRequests: [] } } satisfies CspOptions,
    strictTransportSecurity: true,
  };
}

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
 * `reply.helmet()`, adding the HTTPS-only headers when the request came over HTTPS. `processor`:
 * the card processor's browser origins (Stripe's, from `stripeSources`), when it has any.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance, processor?: ProcessorSources): Promise<void> {
  const https = httpsOptions(processor);
  await fastify.register(fastifyHelmet, { ...httpOptions(processor), global: false });
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.helmet(arrivedOverHttps(req) ? https : undefined);
    done();
  });
}

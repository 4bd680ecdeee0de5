import Fastify, { type FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { registerSecurityHeaders, stripeSources, type ProcessorSources } from './security-headers';

/** A Fastify instance with the app's headers, listening on loopback, trusting `trustProxy`. */
async function server(trustProxy: string, processor?: ProcessorSources): Promise<FastifyInstance> {
  const fastify = Fastify({ trustProxy });
  await registerSecurityHeaders(fastify, processor);
  fastify.get('/', async () => 'ok');
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  return fastify;
}

/** The answer's headers for GET / (a real socket: Fastify reads the client address from it). */
async function get(fastify: FastifyInstance, headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  const { port } = fastify.server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}/`, { headers });
  await res.text();
  return Object.fromEntries(res.headers.entries());
}

describe('security headers (common/http/security-headers)', () => {
  /** The app's default: the proxy on loopback is trusted (this test's client is on loopback). */
  let behindProxy: FastifyInstance;
  /** A proxy elsewhere is trusted: this test's client is not it. */
  let direct: FastifyInstance;
  beforeAll(async () => {
    behindProxy = await server('loopback');
    direct = await server('10.0.0.1');
  });
  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
  });

  const headersOf = (headers: Record<string, string> = {}, fastify = behindProxy) => get(fastify, headers);

  it('carries the CSP directives as configured', async () => {
    const csp = String((await headersOf())['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("has helmet's other headers, no COEP and nothing that names the server", async () => {
    const headers = await headersOf();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('sends neither HSTS nor upgrade-insecure-requests over plain HTTP (any host name must render)', async () => {
    const headers = await headersOf({ host: 'shop.test:8080' });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends both when the trusted proxy forwards an HTTPS request', async () => {
    const headers = await headersOf({ 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('ignores X-Forwarded-Proto from a client that is not the trusted proxy', async () => {
    const headers = await headersOf({ 'x-forwarded-proto': 'https' }, direct);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  /** The CSP directive `name` of an answer, as its list of sources. */
  const directive = (csp: unknown, name: string) =>
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1);

  it('lets Stripe.js load, call Stripe and frame its fields only when Stripe takes the card', async () => {
    const keys = { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' };
    const stripe = await server('loopback', stripeSources(keys));
    try {
      const csp = (await get(stripe, { 'x-forwarded-proto': 'https' }))['content-security-policy'];
      expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
      expect(directive(csp, 'frame-src')).toEqual([
        "'self'",
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ]);
      expect(directive(csp, 'default-src')).toEqual(["'self'"]);
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    } finally {
      await stripe.close();
    }
    const sandbox = (await headersOf())['content-security-policy'];
    expect(String(sandbox)).not.toContain('stripe');
    expect(directive(sandbox, 'frame-src')).toBeUndefined();
    const standIn = stripeSources({ ...keys, apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 } });
    expect(standIn).toEqual({
      script: ['http://127.0.0.1:12111'],
      connect: ['http://127.0.0.1:12111'],
      frame: ['http://127.0.0.1:12111'],
    });
  });
});

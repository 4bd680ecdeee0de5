import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../support/test-app';

/** One process, one port: API, storefront (SPA fallback) and back office (npm test builds them first). */
describe('front ends and cross-cutting HTTP behaviour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves the storefront at / and falls back to it for client routes', async () => {
    const home = await t.http().get('/').expect(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.text).toContain('<div id="root">');
    // Client routes get the same document; only the preload hints for the route's page differ
    // (storefront-hints.ts), so a route without hints is the document less the home page's banner hint.
    const entry = /<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/.exec(home.text)?.[0];
    expect(entry).toBeDefined();
    for (const path of ['/products/wine/wine', '/cart', '/order-history/5']) {
      const deep = await t.http().get(path).expect(200);
      expect(deep.headers['content-type']).toMatch(/text\/html/);
      expect(deep.text).toContain('<div id="root">');
      expect(deep.text).toContain(entry);
    }
    const cart = await t.http().get('/cart').expect(200);
    // (and less the banner the home page's frame draws: storefront-first-picture.ts).
    expect(cart.text).toBe(
      home.text
        .replace(/\n\s*<link rel="preload" as="image"[^>]*>/, '')
        .replace(/<div class="home">.*?<\/div><\/div><\/div><\/div>/, '<!--first-picture-->'),
    );
  });

  it('serves the back office at /admin/* and /super-admin/*', async () => {
    for (const path of ['/admin/login', '/admin/dashboard', '/super-admin/login', '/super-admin/inventory-page']) {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toContain('/backoffice/assets/');
    }
  });

  it('answers unknown API paths with the JSON error shape, never the SPA', async () => {
    const res = await t.http().get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends hashed assets compressed and cached for a year', async () => {
    const dir = join(__dirname, '..', '..', 'storefront', 'dist', 'assets');
    const js = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
    const res = await t.http().get(`/assets/${js}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sets security headers and a request id on every response', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers malformed JSON with a 400 in the JSON error shape', async () => {
    const res = await t
      .http()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username": ')
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules/);
  });
});

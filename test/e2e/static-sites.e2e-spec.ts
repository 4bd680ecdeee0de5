import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { brotliCompressSync } from 'node:zlib';
import { BROTLI, COMPRESS_SYNC_UP_TO_BYTES } from '../../backend/common/http/answer-encoding';
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

  it("compresses the storefront's page once per distinct page and encoding", async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      const plain = await t.http().get('/cart').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      const browser = 'gzip, deflate, br, zstd';
      const first = await t.http().get('/cart').set('Accept-Encoding', browser).expect(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toBe('accept-encoding');
      expect(first.text).toBe(plain.text);
      const again = await t.http().get('/cart').set('Accept-Encoding', browser).expect(200);
      expect(again.headers['content-length']).toBe(first.headers['content-length']);
      expect(again.text).toBe(plain.text);
      expect(brotli).toHaveBeenCalledTimes(1);
      // Another page (other hints) is compressed for itself; gzip when that is all a client takes.
      const home = await t.http().get('/').set('Accept-Encoding', browser).expect(200);
      expect(home.text).not.toBe(plain.text);
      expect(brotli).toHaveBeenCalledTimes(2);
      const gzip = await t.http().get('/cart').set('Accept-Encoding', 'gzip').expect(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.text).toBe(plain.text);
    } finally {
      brotli.mockRestore();
    }
  });

  it('compresses a whole answer of up to 128 kB in one call (its length known), as the client asks', async () => {
    // 60 products as JSON: about 95 kB, over @fastify/compress's own 8 kB default for two cores,
    // whose compression stream sends no Content-Length.
    const path = '/api/storeinventory?page=1&pageSize=60';
    const plain = await t.http().get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(Buffer.byteLength(plain.text)).toBeGreaterThan(64 * 1024);
    expect(Buffer.byteLength(plain.text)).toBeLessThanOrEqual(COMPRESS_SYNC_UP_TO_BYTES);
    const res = await t.http().get(path).set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(Number(res.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 4);
    expect(res.body).toEqual(plain.body);
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

  it('sends hashed assets as the build compressed them, cached for a year', async () => {
    const browser = 'gzip, deflate, br, zstd';
    for (const [dist, prefix] of [
      ['storefront', '/assets/'],
      ['backoffice', '/backoffice/assets/'],
    ]) {
      const dir = join(__dirname, '..', '..', dist, 'dist', 'assets');
      const js = readdirSync(dir)
        .filter((f) => f.endsWith('.js'))
        .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
      const file = join(dir, js);
      const plain = readFileSync(file, 'utf8');
      // A browser's header: the .br file the build wrote (quality 11), byte for byte.
      const br = await t.http().get(`${prefix}${js}`).set('Accept-Encoding', browser).expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(br.headers['content-length'])).toBe(statSync(`${file}.br`).size);
      expect(br.text).toBe(plain);
      // A client taking gzip only gets the .gz file; one asking for nothing, the file as it is.
      const gz = await t.http().get(`${prefix}${js}`).set('Accept-Encoding', 'gzip').expect(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(Number(gz.headers['content-length'])).toBe(statSync(`${file}.gz`).size);
      expect(gz.text).toBe(plain);
      const identity = await t.http().get(`${prefix}${js}`).set('Accept-Encoding', 'identity').expect(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(Number(identity.headers['content-length'])).toBe(statSync(file).size);
      // Smaller than the server's own on-the-fly brotli (quality 3) would make it.
      expect(statSync(`${file}.br`).size).toBeLessThan(brotliCompressSync(plain, BROTLI).length);
    }
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

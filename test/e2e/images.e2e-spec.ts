import sharp from 'sharp';
import { startTestApp, TestApp } from '../support/test-app';

describe('images (GET /api/images/{hash})', () => {
  let t: TestApp;
  let product: any;
  beforeAll(async () => {
    t = await startTestApp();
    product = (await t.http().get('/api/storeinventory/Listing?category=Wine&pageSize=1').expect(200)).body.items[0];
  });
  afterAll(() => t.close());

  it('serves the original with immutable caching and an ETag; a matching If-None-Match gets 304', async () => {
    const res = await t.http().get(product.imageUrl).expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hash = product.imageUrl.split('/').pop();
    expect(res.headers.etag).toBe(`"${hash}"`);
    const svg = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<script/i);
    await t.http().get(product.imageUrl).set('If-None-Match', res.headers.etag).expect(304);
  });

  it('serves a small WebP variant for listing cards (sharp), cached the same way', async () => {
    const res = await t
      .http()
      .get(product.thumbnailUrl)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect((res.body as Buffer).length).toBeLessThan(40_000);
    const etag = res.headers.etag;
    expect(etag).toMatch(/-w300"$/);
    await t.http().get(product.thumbnailUrl).set('If-None-Match', etag).expect(304);
    // Any width is rounded up to a fixed set, so the variants cannot be used to fill memory.
    const odd = await t.http().get(`${product.imageUrl}?w=301`).expect(200);
    expect(odd.headers.etag).toMatch(/-w600"$/);
    const path = await t.http().get(`${product.imageUrl}/150`).expect(200);
    expect(path.headers.etag).toMatch(/-w150"$/);
  });

  it('answers 404 for an unknown or malformed hash and 400 for a bad width', async () => {
    await t
      .http()
      .get(`/api/images/${'0'.repeat(64)}`)
      .expect(404);
    await t.http().get('/api/images/not-a-hash').expect(404);
    await t.http().get("/api/images/1'%20OR%201=1").expect(404);
    for (const w of ['abc', '0', '-5', '100000', '1.5']) {
      const res = await t.http().get(`${product.imageUrl}?w=${w}`).expect(400);
      expect(res.body.message).toBe('w must be a width in pixels between 16 and 4000.');
    }
  });
});

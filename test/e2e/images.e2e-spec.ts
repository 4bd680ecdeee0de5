import sharp from 'sharp';
import type { Response } from 'supertest';
import { eventually } from '../support/eventually';
import { startTestApp, TestApp } from '../support/test-app';

/** Reads a binary answer into a Buffer (supertest parses only text by default). */
function bytes(r: Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  (r as unknown as NodeJS.ReadableStream).on('data', (c: Buffer) => chunks.push(c));
  (r as unknown as NodeJS.ReadableStream).on('end', () => cb(null, Buffer.concat(chunks)));
}

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
    const res = await t.http().get(product.thumbnailUrl).buffer(true).parse(bytes).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect((res.body as Buffer).length).toBeLessThan(40_000);
    const etag = res.headers.etag;
    expect(etag).toMatch(/-w300"$/);
    await t.http().get(product.thumbnailUrl).set('If-None-Match', etag).expect(304);
    expect(res.headers.vary).toBe('Accept');
    // Any width is rounded up to a fixed set, so the variants cannot be used to fill memory.
    const odd = await t.http().get(`${product.imageUrl}?w=301`).expect(200);
    expect(odd.headers.etag).toMatch(/-w450"$/);
    const path = await t.http().get(`${product.imageUrl}/150`).expect(200);
    expect(path.headers.etag).toMatch(/-w150"$/);
  });

  it('makes each width a picture offers (srcset) at that width, never larger than needed', async () => {
    for (const [w, height] of [
      [450, 600],
      [640, 853],
      [1000, 1333],
    ]) {
      const res = await t.http().get(`${product.imageUrl}?w=${w}`).buffer(true).parse(bytes).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: w, height });
    }
  });

  it('answers AVIF to a browser that takes it: WebP cached a minute while it is made, then the AVIF for a year', async () => {
    const url = `${product.imageUrl}?w=640`;
    const asBrowser = () =>
      t.http().get(url).set('Accept', 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8').buffer(true).parse(bytes);
    const first = await asBrowser().expect(200);
    expect(first.headers.vary).toBe('Accept');
    if (first.headers['content-type'] === 'image/webp') {
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      expect(first.headers.etag).toMatch(/-w640"$/);
    }
    const { value: avif } = await eventually(
      10_000,
      () => asBrowser(),
      (r) => r.headers['content-type'] === 'image/avif',
    );
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.headers.vary).toBe('Accept');
    expect(avif.headers.etag).toMatch(/-w640-avif"$/);
    const meta = await sharp(avif.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: 640 });
    // The AVIF is the smaller file: the reason to make it.
    const webp = await t.http().get(url).buffer(true).parse(bytes).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((avif.body as Buffer).length).toBeLessThan((webp.body as Buffer).length);
    await asBrowser().set('If-None-Match', avif.headers.etag).expect(304);
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

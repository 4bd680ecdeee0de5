import { eventually } from '../support/eventually';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The storefront's page as the server sends it names the page's first picture twice: a preload of
 * the very variant the page's <img> picks (imagesrcset and imagesizes) and the picture itself drawn
 * in the frame painted before the app's script runs (storefront-first-picture.ts).
 */
describe("a storefront page's first picture in the HTML the server sends", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** The attributes of the first tag of `name` with `marker` in it. */
  const tag = (html: string, name: string, marker: string) => {
    const found = new RegExp(`<${name}[^>]*${marker}[^>]*>`).exec(html)?.[0];
    if (!found) throw new Error(`No <${name}> with ${marker} in:\n${html}`);
    const attrs: Record<string, string> = {};
    for (const [, k, v] of found.matchAll(/([\w-]+)="([^"]*)"/g)) attrs[k] = v.replace(/&amp;/g, '&');
    return attrs;
  };

  it("home: the first banner, preloaded and drawn in the carousel's frame", async () => {
    const html = (await t.http().get('/').expect(200)).text;
    const preload = tag(html, 'link', 'as="image"');
    const img = tag(html, 'img', 'banner-1');
    expect(preload.href).toBe(img.src);
    expect(img).toMatchObject({ fetchpriority: 'high', alt: '', width: '1200', height: '400' });
    expect(img.loading).toBeUndefined();
    expect(html).toMatch(/<div class="carousel__slide is-active"><img src="\/assets\/banner-1-/);
  });

  it("a product page: the product's picture in resized variants, the preload naming the same ones", async () => {
    const product = (await t.http().get('/api/storeinventory/FeaturedItems').expect(200)).body[0];
    // The server names the picture only when its catalogue answers within 150 ms: warm by now.
    const { value: html } = await eventually(
      5000,
      async () => (await t.http().get(`/product/${product.itemNumber}`).expect(200)).text,
      (h) => h.includes('class="product__img"'),
    );
    const hash = product.imageUrl.split('/').pop();
    const preload = tag(html, 'link', 'as="image"');
    const img = tag(html, 'img', 'product__img');
    expect(img.srcset).toBe(preload.imagesrcset);
    expect(img.sizes).toBe(preload.imagesizes);
    expect(img.src).toBe(preload.href);
    expect(img.srcset.split(', ').map((c) => c.split(' ')[1])).toEqual([
      '300w',
      '450w',
      '640w',
      '800w',
      '1000w',
      '1200w',
    ]);
    expect(img.srcset).toContain(`/api/images/${hash}?w=640 640w`);
    expect(img).toMatchObject({ fetchpriority: 'high', alt: '' });
    expect(img.loading).toBeUndefined();
    // Each variant the srcset names is served.
    for (const candidate of img.srcset.split(', ').map((c) => c.split(' ')[0]))
      await t
        .http()
        .get(candidate)
        .expect(200)
        .expect('Content-Type', /^image\/(webp|avif)$/);
  });

  it("a collection listing: its first two cards' pictures; a filtered listing and other pages none", async () => {
    const { value: html } = await eventually(
      5000,
      async () => (await t.http().get('/products/wine/wine').expect(200)).text,
      (h) => h.includes('class="card__img"'),
    );
    expect(html.match(/<img class="card__img"/g)).toHaveLength(2);
    expect(html.match(/<link rel="preload" as="image"[^>]*imagesrcset=/g)).toHaveLength(2);
    expect(tag(html, 'img', 'card__img').sizes).toBe(tag(html, 'link', 'as="image"').imagesizes);
    for (const path of ['/products/wine/wine?onSale=true', '/cart']) {
      const other = (await t.http().get(path).expect(200)).text;
      expect(other).toContain('<!--first-picture--><p class="page-loading">Loading...</p>');
      expect(other).not.toContain('as="image"');
    }
  });
});

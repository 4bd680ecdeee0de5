import { FIRST_PICTURE_MARK, pagePicture, withFirstPicture } from './storefront-first-picture';
import type { Manifest } from './storefront-pages';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, assets: ['assets/banner-1-b1.svg'] },
};
const A = 'a'.repeat(64);
const frame = `<main class="main">${FIRST_PICTURE_MARK}<p class="page-loading">Loading...</p></main>`;

describe("the page's first picture in the frame index.html paints", () => {
  it("draws the home page's banner in the carousel's frame, eager and first in line", () => {
    const html = withFirstPicture(frame, pagePicture('/', manifest));
    expect(html).toBe(
      '<main class="main"><div class="home"><div class="carousel"><div class="carousel__frame"><div class="carousel__slide is-active">' +
        '<img src="/assets/banner-1-b1.svg" alt="" width="1200" height="400" fetchpriority="high">' +
        '</div></div></div></div><p class="page-loading">Loading...</p></main>',
    );
  });

  it("draws a product's picture with the variants the product page offers", () => {
    const html = withFirstPicture(frame, pagePicture('/product/3000229', manifest, [`/api/images/${A}`]));
    expect(html).toContain(
      '<div class="product-page"><div class="product"><div class="product__media"><img class="product__img"',
    );
    expect(html).toContain(`src="/api/images/${A}?w=640" srcset="/api/images/${A}?w=300 300w,`);
    expect(html).toContain(
      'sizes="(min-width: 1240px) 530px, (min-width: 1024px) calc(47.6vw - 61px), calc(100vw - 66px)"',
    );
    expect(html).toContain('fetchpriority="high"');
    expect(html).not.toContain('loading="lazy"');
  });

  it("draws a collection listing's first cards in the listing's grid", () => {
    const found = [`/api/images/${A}?w=300`, `/api/images/${'b'.repeat(64)}?w=300`];
    const html = withFirstPicture(frame, pagePicture('/products/wine/wine', manifest, found));
    expect(html.match(/<div class="card"><img class="card__img"/g)).toHaveLength(2);
    expect(html).toContain(
      '<div class="listing__body"><div class="listing__panel"></div><div class="listing__main"><div class="grid">',
    );
    expect(html).toContain('sizes="(max-width: 639px) calc(50vw - 49px), 200px"');
  });

  it('leaves the frame as it is when the page has no known picture, and escapes what it writes', () => {
    expect(pagePicture('/products/wine/wine', manifest, [], 'sort=newest')).toBeUndefined();
    expect(pagePicture('/products/wine/wine', manifest, [`/api/images/${A}`], 'sort=newest')).toBeUndefined();
    expect(pagePicture('/product/1', manifest, [])).toBeUndefined();
    expect(pagePicture('/cart', manifest, [`/api/images/${A}`])).toBeUndefined();
    expect(pagePicture('/', {})).toBeUndefined();
    expect(withFirstPicture(frame, undefined)).toBe(frame);
    const odd = withFirstPicture(frame, pagePicture('/product/1', manifest, ['/x" onload="y']));
    expect(odd).toContain('src="/x&quot; onload=&quot;y"');
    expect(odd).not.toContain('srcset');
  });
});

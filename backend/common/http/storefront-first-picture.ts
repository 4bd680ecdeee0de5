import { pictureSources, type PictureSources } from '../../domain/picture-sources';
import { collectionListing, htmlAttr as attr, type Manifest } from './storefront-pages';

/**
 * A storefront page's first picture (its largest contentful paint), drawn by the server into the
 * page frame index.html paints before the app's script runs. Without it the picture shows only once
 * index.js has loaded and run and the page's data and code have come (on a throttled phone about
 * two seconds after the picture itself arrived); with it the picture paints as soon as it is loaded.
 * It sits where the app then draws the same picture, at the same size (the same classes of
 * global.css, inlined in index.html, and the same sources), so the app's copy is no larger paint and
 * nothing moves: the app's first render replaces the frame.
 */

/** Where the page's first picture shows: the home page's banner, a product's picture, listing cards. */
export type PicturePlace = 'banner' | 'product' | 'card';
export interface PagePicture {
  place: PicturePlace;
  urls: string[];
}

/** Where index.html's frame takes the first picture (storefront/index.html). */
export const FIRST_PICTURE_MARK = '<!--first-picture-->';

/** The home page's first banner as the build named it. */
export function homeBanner(manifest: Manifest): string | undefined {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const banner = entry?.assets?.find((a) => /\/banner-1-[\w-]+\.\w+$/.test(a));
  return banner && `/${banner}`;
}

/**
 * The first picture of the page at `path` (with its query string): the home page's banner, a
 * product page's picture or a collection listing's first cards, from `found` (what the server looked
 * up for this request: backend/storeinventory/page-picture-hints.ts). Other pages: none.
 */
export function pagePicture(
  path: string,
  manifest: Manifest,
  found: readonly string[] = [],
  query = '',
): PagePicture | undefined {
  if (path === '/') {
    const banner = homeBanner(manifest);
    return banner ? { place: 'banner', urls: [banner] } : undefined;
  }
  if (!found.length) return undefined;
  if (/^\/product\/[^/]+$/.test(path)) return { place: 'product', urls: found.slice(0, 1) };
  if (collectionListing(path, query)) return { place: 'card', urls: [...found] };
  return undefined;
}

/** The sources a place's `<img>` has (the storefront's ProductImage uses the same slots). */
export function placeSources(place: PicturePlace, url: string): PictureSources {
  return place === 'banner' ? { src: url } : pictureSources(url, place);
}

/** The picture's preload: the very variant the `<img>` will pick (imagesrcset and imagesizes). */
export function picturePreload(place: PicturePlace, url: string): string {
  const s = placeSources(place, url);
  const set = s.srcSet ? ` imagesrcset="${attr(s.srcSet)}" imagesizes="${attr(s.sizes ?? '')}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${attr(s.src)}"${set}>`;
}

/** An eager, high-priority `<img>`: decorative (alt=""), since the app's own copy names it. */
function img(place: PicturePlace, url: string, size: string, className?: string): string {
  const s = placeSources(place, url);
  const set = s.srcSet ? ` srcset="${attr(s.srcSet)}" sizes="${attr(s.sizes ?? '')}"` : '';
  const cls = className ? ` class="${className}"` : '';
  return `<img${cls} src="${attr(s.src)}"${set} alt="" ${size} fetchpriority="high">`;
}

/** The frame's markup of the picture, in the wrappers the app's page has around it. */
export function firstPictureMarkup(picture: PagePicture): string {
  const [first] = picture.urls;
  switch (picture.place) {
    case 'banner':
      return `<div class="home"><div class="carousel"><div class="carousel__frame"><div class="carousel__slide is-active">${img('banner', first, 'width="1200" height="400"')}</div></div></div></div>`;
    case 'product':
      return `<div class="product-page"><div class="product"><div class="product__media">${img('product', first, 'width="420" height="520"', 'product__img')}</div></div></div>`;
    case 'card': {
      const cards = picture.urls.map(
        (u) => `<div class="card">${img('card', u, 'width="200" height="240"', 'card__img')}</div>`,
      );
      return `<div class="listing"><div class="listing__body"><div class="listing__panel"></div><div class="listing__main"><div class="grid">${cards.join('')}</div></div></div></div>`;
    }
  }
}

/** index.html with the page's first picture in its frame (or as it is, without one). */
export function withFirstPicture(html: string, picture: PagePicture | undefined): string {
  return picture ? html.replace(FIRST_PICTURE_MARK, () => firstPictureMarkup(picture)) : html;
}

/**
 * Product pictures as the storefront shows them: the server serves an image by content hash at
 * `/api/images/{hash}` and resized variants at `?w={width}` (AVIF or WebP, backend/images). This is
 * the one definition of those URLs and of which variants each place on a page offers the browser
 * (`srcset`) with how wide the picture shows there (`sizes`). The storefront's `<img>` and the
 * server's `<link rel=preload imagesrcset imagesizes>` for the same picture both read it: a preload
 * only helps when it names the very URL the `<img>` then picks.
 */

/** The widths variants are made at; a requested width is rounded up to one of these (bounded cache). */
export const VARIANT_WIDTHS = [64, 150, 300, 450, 640, 800, 1000, 1200] as const;

/**
 * Where a product picture shows, in CSS pixels (storefront/src/styles/global.css), and the variants
 * that cover it on a 1x desktop up to a 3x phone; a phone is 360-430 px wide (Lighthouse's emulated
 * phone: 412 px at 1.75x, so its product picture of 346 px takes the 640 px variant, a 390 px phone
 * at 3x the 1000 px one).
 * - card: a listing card's picture, two cards a row below 640 px (`.grid`: 16 px page padding, a
 *   14 px gap, the card's border and the picture's 12 px padding), about 200 px from there on.
 * - product: the product page's picture, the page's width below 1024 px (less page padding, the
 *   frame's border and padding); from 1024 px the first of two columns (1 : 1.1 of the page less
 *   its padding and the gap, less the frame), 530 px once the page is at its widest (1240 px).
 */
export const PICTURE_SLOTS = {
  card: { width: 300, widths: [150, 300, 450], sizes: '(max-width: 639px) calc(50vw - 49px), 200px' },
  product: {
    width: 640,
    widths: [300, 450, 640, 800, 1000, 1200],
    sizes: '(min-width: 1240px) 530px, (min-width: 1024px) calc(47.6vw - 61px), calc(100vw - 66px)',
  },
} as const;
export type PictureSlot = keyof typeof PICTURE_SLOTS;

/** An `<img>`'s sources: `srcSet` and `sizes` only for the server's own pictures. */
export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const SERVED = /^\/api\/images\/([0-9a-f]{64})(?:\?w=\d+)?$/;

/** An image's URL by its hash, or a variant's with `width`. No hash: null. */
export function imageUrl(hash: string | null | undefined, width?: number): string | null {
  if (!hash) return null;
  return width ? `/api/images/${hash}?w=${width}` : `/api/images/${hash}`;
}

/** The content hash of one of the server's image URLs (with or without a width), else undefined. */
export function servedImageHash(url: string): string | undefined {
  return SERVED.exec(url)?.[1];
}

/**
 * The sources of a picture shown in `slot`: for one of the server's images, the slot's variants
 * (src is the slot's default width, for a browser without srcset); any other URL (a bundled
 * placeholder, an outside address) as it is.
 */
export function pictureSources(url: string, slot: PictureSlot): PictureSources {
  const hash = servedImageHash(url);
  if (!hash) return { src: url };
  const { width, widths, sizes } = PICTURE_SLOTS[slot];
  return {
    src: imageUrl(hash, width)!,
    srcSet: widths.map((w) => `${imageUrl(hash, w)} ${w}w`).join(', '),
    sizes,
  };
}

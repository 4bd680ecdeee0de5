import { imageUrl, PICTURE_SLOTS, pictureSources, servedImageHash, VARIANT_WIDTHS } from './picture-sources';

const HASH = 'c'.repeat(64);

describe('picture sources (srcset and sizes of the server-resized pictures)', () => {
  it('builds image URLs by hash, with a variant width', () => {
    expect(imageUrl(HASH)).toBe(`/api/images/${HASH}`);
    expect(imageUrl(HASH, 300)).toBe(`/api/images/${HASH}?w=300`);
    expect(imageUrl(null)).toBeNull();
    expect(servedImageHash(`/api/images/${HASH}?w=300`)).toBe(HASH);
    expect(servedImageHash('/assets/banner-1.svg')).toBeUndefined();
  });

  it('offers each slot only widths the server makes, covering a 412 px phone at 1.75x to 3x', () => {
    for (const slot of Object.values(PICTURE_SLOTS)) {
      for (const w of slot.widths) expect(VARIANT_WIDTHS).toContain(w);
      expect(slot.widths).toContain(slot.width);
    }
    // The product picture fills the phone's width less 66 px: on Lighthouse's 412 px phone at 1.75x
    // 606 device px, which a 640 px variant covers without going to the next (800) one.
    const product = PICTURE_SLOTS.product.widths;
    expect(product.find((w) => w >= (412 - 66) * 1.75)).toBe(640);
    expect(Math.max(...product)).toBeGreaterThanOrEqual((412 - 66) * 3);
    // A card is half the phone less 49 px: 157 px, 2.75x = 432 device px.
    expect(Math.max(...PICTURE_SLOTS.card.widths)).toBeGreaterThanOrEqual(Math.ceil((412 / 2 - 49) * 2.75));
  });

  it("gives the server's pictures a srcset and sizes, and any other URL as it is", () => {
    expect(pictureSources(`/api/images/${HASH}`, 'card')).toEqual({
      src: `/api/images/${HASH}?w=300`,
      srcSet: `/api/images/${HASH}?w=150 150w, /api/images/${HASH}?w=300 300w, /api/images/${HASH}?w=450 450w`,
      sizes: '(max-width: 639px) calc(50vw - 49px), 200px',
    });
    expect(pictureSources(`/api/images/${HASH}?w=300`, 'product').src).toBe(`/api/images/${HASH}?w=640`);
    expect(pictureSources('/assets/placeholder.svg', 'product')).toEqual({ src: '/assets/placeholder.svg' });
    expect(pictureSources('https://cdn.example/x.png', 'card')).toEqual({ src: 'https://cdn.example/x.png' });
  });
});

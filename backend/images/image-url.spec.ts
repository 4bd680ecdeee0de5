import { imageUrl } from './image-url';

describe('imageUrl (the one builder of image URLs)', () => {
  const hash = 'a'.repeat(64);
  it('serves an image by its hash, or a resized variant', () => {
    expect(imageUrl(hash)).toBe(`/api/images/${hash}`);
    expect(imageUrl(hash, 300)).toBe(`/api/images/${hash}?w=300`);
  });
  it('is null without a hash', () => {
    expect(imageUrl(null)).toBeNull();
    expect(imageUrl(undefined)).toBeNull();
    expect(imageUrl('')).toBeNull();
    expect(imageUrl(null, 300)).toBeNull();
  });
});

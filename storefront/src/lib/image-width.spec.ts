import { atWidth } from './image-width';

const HASH = 'fdf0dbd4e11911197faedfbeda2fd90d830741170561e213f5f387293328039b';

describe('atWidth', () => {
  it('asks the image route for a resized variant', () => {
    expect(atWidth(`/api/images/${HASH}`, 150)).toBe(`/api/images/${HASH}?w=150`);
  });

  it('leaves other URLs alone', () => {
    for (const url of [
      `/api/images/${HASH}?w=300`,
      'https://cdn.example.com/logo.png',
      '/assets/logo-abc.svg',
      'data:image/png;base64,AAAA',
      '',
    ])
      expect(atWidth(url, 150)).toBe(url);
  });
});

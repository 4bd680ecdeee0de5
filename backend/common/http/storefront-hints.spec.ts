import { pagePicture } from './storefront-first-picture';
import { collectionListing, storefrontHints, withHints, type Manifest } from './storefront-hints';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-abc.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_useQuery-1.js'],
    assets: ['assets/banner-2-b2.svg', 'assets/banner-1-b1.svg'],
  },
  '_useQuery-1.js': { file: 'assets/useQuery-1.js' },
  '_ProductCard-2.js': { file: 'assets/ProductCard-2.js', imports: ['_useQuery-1.js', 'index.html'] },
  'src/pages/product/ProductPage.tsx': {
    file: 'assets/ProductPage-3.js',
    src: 'src/pages/product/ProductPage.tsx',
    imports: ['_useQuery-1.js', 'index.html', '_Stepper-4.js'],
    css: ['assets/ProductPage-3.css'],
  },
  '_Stepper-4.js': { file: 'assets/Stepper-4.js', imports: ['index.html'] },
  'src/pages/listing/ListingPage.tsx': {
    file: 'assets/ListingPage-5.js',
    imports: ['_ProductCard-2.js', 'index.html'],
  },
};

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
/** The hints as the server makes them: the page's first picture from what it looked up. */
const hints = (path: string, found: string[] = [], query = '') =>
  storefrontHints(path, manifest, pagePicture(path, manifest, found, query), query);

describe('storefront first-visit hints', () => {
  it("preloads the home page's first banner", () => {
    expect(hints('/')).toEqual(['<link rel="preload" as="image" fetchpriority="high" href="/assets/banner-1-b1.svg">']);
  });

  it('gives a product page its picture (the variants its <img> offers), its data and its chunk with what index.html does not load yet', () => {
    expect(hints('/product/3000229', [`/api/images/${A}`])).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="/api/images/${A}?w=640" imagesrcset="/api/images/${A}?w=300 300w, /api/images/${A}?w=450 450w, /api/images/${A}?w=640 640w, /api/images/${A}?w=800 800w, /api/images/${A}?w=1000 1000w, /api/images/${A}?w=1200 1200w" imagesizes="(min-width: 1240px) 530px, (min-width: 1024px) calc(47.6vw - 61px), calc(100vw - 66px)">`,
      '<link rel="preload" as="fetch" crossorigin href="/api/storeinventory/3000229">',
      '<link rel="modulepreload" crossorigin href="/assets/ProductPage-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Stepper-4.js">',
      '<link rel="preload" as="style" href="/assets/ProductPage-3.css">',
    ]);
    // No picture known: the rest still helps. A path segment is escaped, never markup.
    const escaped = hints('/product/%22%3E%3Cscript%3E');
    expect(escaped[0]).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/storeinventory/%22%3E%3Cscript%3E">',
    );
    expect(escaped.join('')).not.toContain('<script');
  });

  it('gives a listing its chunk, and other pages nothing', () => {
    const listing = [
      '<link rel="modulepreload" crossorigin href="/assets/ListingPage-5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ProductCard-2.js">',
    ];
    expect(hints('/products/merlot', [`/api/images/${A}`])).toEqual(listing);
    expect(hints('/products/wine/merlot', [`/api/images/${A}`])).toEqual(listing);
    // Filters in the query string: the page's data depends on them, so only the chunk.
    expect(hints('/products/wine/wine', [`/api/images/${A}`], 'onSale=true')).toEqual(listing);
    expect(hints('/cart')).toEqual([]);
    expect(hints('/product/%E0%A4%A')).toEqual([]); // malformed: nothing
    // Not one of the server's images: as it is, escaped, without variants.
    expect(hints('/product/1', ['/x" onload="y'])[0]).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/x&quot; onload=&quot;y">',
    );
  });

  it("gives a collection's listing its first pictures and its data, the URL the page asks for", () => {
    const card = (h: string) =>
      `<link rel="preload" as="image" fetchpriority="high" href="/api/images/${h}?w=300" imagesrcset="/api/images/${h}?w=150 150w, /api/images/${h}?w=300 300w, /api/images/${h}?w=450 450w" imagesizes="(max-width: 639px) calc(50vw - 49px), 200px">`;
    expect(hints('/products/wine/wine', [`/api/images/${A}?w=300`, `/api/images/${B}?w=300`])).toEqual([
      card(A),
      card(B),
      '<link rel="preload" as="fetch" crossorigin href="/api/storeinventory/Listing?category=wine&amp;page=1&amp;pageSize=24">',
      '<link rel="modulepreload" crossorigin href="/assets/ListingPage-5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ProductCard-2.js">',
    ]);
    expect(collectionListing('/products/Tequila/tequila', '')).toEqual({
      category: 'Tequila',
      dataUrl: '/api/storeinventory/Listing?category=Tequila&page=1&pageSize=24',
    });
    expect(collectionListing('/products/Red%20Wine/red%20wine', '')?.dataUrl).toBe(
      '/api/storeinventory/Listing?category=Red+Wine&page=1&pageSize=24',
    );
    expect(collectionListing('/products/wine/wine', 'sort=newest')).toBeUndefined();
    expect(collectionListing('/products/wine/merlot', '')).toBeUndefined();
    expect(collectionListing('/products/wine', '')).toBeUndefined();
    expect(collectionListing('/products/%E0%A4%A/%E0%A4%A', '')).toBeUndefined();
  });

  it('puts the hints in the head: the picture first, the rest at its end', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withHints(html, ['<link a>', '<link b>'])).toBe(
      '<html><head><title>x</title>    <link a>\n    <link b>\n  </head><body></body></html>',
    );
    expect(withHints(html, [])).toBe(html);
    // The page's picture first after the viewport tag: asked for before the app's script, for the
    // phone's width.
    const page =
      '<html><head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n    <script src="/a.js"></script></head></html>';
    const picture = '<link rel="preload" as="image" href="/p.avif">';
    expect(withHints(page, ['<link rel="modulepreload" href="/b.js">', picture])).toBe(
      `<html><head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n    ${picture}\n    <script src="/a.js"></script>    <link rel="modulepreload" href="/b.js">\n  </head></html>`,
    );
    expect(withHints(html, [picture])).toBe(
      `<html><head><title>x</title>    ${picture}\n  </head><body></body></html>`,
    );
  });
});

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

describe('storefront first-visit hints', () => {
  it("preloads the home page's first banner", () => {
    expect(storefrontHints('/', manifest)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/assets/banner-1-b1.svg">',
    ]);
  });

  it('gives a product page its picture, its data and its chunk with what index.html does not load yet', () => {
    expect(storefrontHints('/product/3000229', manifest, ['/api/images/abc'])).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/api/images/abc">',
      '<link rel="preload" as="fetch" crossorigin href="/api/storeinventory/3000229">',
      '<link rel="modulepreload" crossorigin href="/assets/ProductPage-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Stepper-4.js">',
      '<link rel="preload" as="style" href="/assets/ProductPage-3.css">',
    ]);
    // No picture known: the rest still helps. A path segment is escaped, never markup.
    const hints = storefrontHints('/product/%22%3E%3Cscript%3E', manifest);
    expect(hints[0]).toBe('<link rel="preload" as="fetch" crossorigin href="/api/storeinventory/%22%3E%3Cscript%3E">');
    expect(hints.join('')).not.toContain('<script');
  });

  it('gives a listing its chunk, and other pages nothing', () => {
    const listing = [
      '<link rel="modulepreload" crossorigin href="/assets/ListingPage-5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ProductCard-2.js">',
    ];
    expect(storefrontHints('/products/merlot', manifest, ['/api/images/a'])).toEqual(listing);
    expect(storefrontHints('/products/wine/merlot', manifest, ['/api/images/a'])).toEqual(listing);
    // Filters in the query string: the page's data depends on them, so only the chunk.
    expect(storefrontHints('/products/wine/wine', manifest, ['/api/images/a'], 'onSale=true')).toEqual(listing);
    expect(storefrontHints('/cart', manifest)).toEqual([]);
    expect(storefrontHints('/product/%E0%A4%A', manifest)).toEqual([]); // malformed: nothing
    expect(storefrontHints('/product/1', manifest, ['/x" onload="y'])[0]).toContain('href="/x&quot; onload=&quot;y"');
  });

  it("gives a collection's listing its first pictures and its data, the URL the page asks for", () => {
    expect(storefrontHints('/products/wine/wine', manifest, ['/api/images/a?w=300', '/api/images/b?w=300'])).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/api/images/a?w=300">',
      '<link rel="preload" as="image" fetchpriority="high" href="/api/images/b?w=300">',
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

  it('puts the hints at the end of the head', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withHints(html, ['<link a>', '<link b>'])).toBe(
      '<html><head><title>x</title>    <link a>\n    <link b>\n  </head><body></body></html>',
    );
    expect(withHints(html, [])).toBe(html);
  });
});

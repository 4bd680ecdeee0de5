import { picturePreload, type PagePicture } from './storefront-first-picture';
import { collectionListing, decodeSegment, htmlAttr as attr, type Manifest } from './storefront-pages';

export { collectionListing, type Manifest };

/**
 * The storefront's first-visit hints: for the page a visitor opens, the <link>
 * tags that let the browser fetch what the first paint needs while the app's own script is still
 * loading. Without them the page waits for index.js, then its route chunk and data, then its picture,
 * one after the other. The file names come from the build's manifest (storefront/dist/.vite).
 */

const ROUTE_CHUNKS = {
  listing: 'src/pages/listing/ListingPage.tsx',
  product: 'src/pages/product/ProductPage.tsx',
} as const;

/** The route chunk's script and stylesheets with what it imports, less what index.html already loads. */
function routeChunk(manifest: Manifest, key: string): string[] {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const loaded = new Set([...(entry?.imports ?? []), ...Object.keys(manifest).filter((k) => manifest[k].isEntry)]);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const walk = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name) || loaded.has(name)) return;
    seen.add(name);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    (chunk.imports ?? []).forEach(walk);
  };
  walk(key);
  return [
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}">`),
    ...styles.map((f) => `<link rel="preload" as="style" href="/${attr(f)}">`),
  ];
}

/**
 * The hints for one storefront path (and its query string): the page's first picture when the
 * server knows it (pagePicture: the home page's banner, a product's picture, a collection listing's
 * first cards, each the page's largest paint), preloaded as the very variant its `<img>` picks; a
 * product page's chunk and its data (the same URL the page fetches); a listing's chunk, and a
 * collection listing's data.
 */
export function storefrontHints(path: string, manifest: Manifest, picture?: PagePicture, query = ''): string[] {
  const parts = path.split('/').filter(Boolean).map(decodeSegment);
  if (parts.some((p) => p === null)) return [];
  const [first, ...rest] = parts as string[];
  const pictures = picture ? picture.urls.map((u) => picturePreload(picture.place, u)) : [];
  if (!first) return pictures;
  if (first === 'product' && rest.length === 1) {
    return [
      ...pictures,
      `<link rel="preload" as="fetch" crossorigin href="/api/storeinventory/${attr(encodeURIComponent(rest[0]))}">`,
      ...routeChunk(manifest, ROUTE_CHUNKS.product),
    ];
  }
  if (first === 'products' && (rest.length === 1 || rest.length === 2)) {
    const collection = collectionListing(path, query);
    return [
      ...(collection
        ? [...pictures, `<link rel="preload" as="fetch" crossorigin href="${attr(collection.dataUrl)}">`]
        : []),
      ...routeChunk(manifest, ROUTE_CHUNKS.listing),
    ];
  }
  return [];
}

const isPicture = (hint: string) => hint.startsWith('<link rel="preload" as="image"');

/**
 * index.html with the hints in its head: the page's picture first, right after the viewport tag, so
 * the browser asks for it before the app's script and chunks (which would otherwise take the
 * connections first), and picks its variant for the phone's own width (before the viewport tag a
 * phone lays the page out 980 px wide and would take a larger one); the rest at the end of the head.
 */
export function withHints(html: string, hints: readonly string[]): string {
  const pictures = hints.filter(isPicture);
  const rest = hints.filter((h) => !isPicture(h));
  let out = html;
  if (pictures.length)
    out = out.replace(/<meta name="viewport"[^>]*>|<\/head>/i, (tag) =>
      tag.startsWith('<meta') ? `${tag}\n    ${pictures.join('\n    ')}` : `    ${pictures.join('\n    ')}\n  ${tag}`,
    );
  if (rest.length) out = out.replace('</head>', `    ${rest.join('\n    ')}\n  </head>`);
  return out;
}

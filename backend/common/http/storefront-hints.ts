import { listingSearchParams } from '../../domain/listing-search';

/**
 * The storefront's first-visit hints: for the page a visitor opens, the <link>
 * tags that let the browser fetch what the first paint needs while the app's own script is still
 * loading. Without them the page waits for index.js, then its route chunk and data, then its picture,
 * one after the other. The file names come from the build's manifest (storefront/dist/.vite).
 */

/** One entry of Vite's build manifest (only what is read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const ROUTE_CHUNKS = {
  listing: 'src/pages/listing/ListingPage.tsx',
  product: 'src/pages/product/ProductPage.tsx',
} as const;

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

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
 * A collection's listing opened as such (/products/{name}/{name}, as the home page's collection cards
 * link it, without filters in the query string): the page asks for the whole category whatever the
 * visitor's saved sub-categories (listing-url.ts: the category's own name ticks no type), so the
 * server knows its data URL and can look up its first pictures. Other listings depend on the
 * visitor's saved list or filters: no data or picture hint.
 */
export function collectionListing(path: string, query: string): { category: string; dataUrl: string } | undefined {
  if (query) return undefined;
  const parts = path.split('/').filter(Boolean).map(decode);
  if (parts.length !== 3 || parts[0] !== 'products' || !parts[1] || !parts[2]) return undefined;
  const [, category, sub] = parts as string[];
  if (category.trim().toLowerCase() !== sub.trim().toLowerCase()) return undefined;
  const params = listingSearchParams({ category, types: [], countries: [], brands: [] }, 1);
  return { category, dataUrl: `/api/storeinventory/Listing?${params}` };
}

const imageHint = (url: string) => `<link rel="preload" as="image" fetchpriority="high" href="${attr(url)}">`;

/**
 * The hints for one storefront path (and its query string): the home page's first banner (its
 * largest paint); a product page's chunk and its data (the same URL the page fetches); a listing's
 * chunk, and a collection listing's data. `pictures` are the page's first pictures when the server
 * knows them (a product's picture, a collection listing's first cards: the page's largest paint).
 */
export function storefrontHints(
  path: string,
  manifest: Manifest,
  pictures: readonly string[] = [],
  query = '',
): string[] {
  const parts = path.split('/').filter(Boolean).map(decode);
  if (parts.some((p) => p === null)) return [];
  const [first, ...rest] = parts as string[];
  if (!first) {
    const entry = Object.values(manifest).find((c) => c.isEntry);
    const banner = entry?.assets?.find((a) => /\/banner-1-[\w-]+\.\w+$/.test(a));
    return banner ? [imageHint(`/${banner}`)] : [];
  }
  if (first === 'product' && rest.length === 1) {
    return [
      ...pictures.map(imageHint),
      `<link rel="preload" as="fetch" crossorigin href="/api/storeinventory/${attr(encodeURIComponent(rest[0]))}">`,
      ...routeChunk(manifest, ROUTE_CHUNKS.product),
    ];
  }
  if (first === 'products' && (rest.length === 1 || rest.length === 2)) {
    const collection = collectionListing(path, query);
    return [
      ...(collection
        ? [...pictures.map(imageHint), `<link rel="preload" as="fetch" crossorigin href="${attr(collection.dataUrl)}">`]
        : []),
      ...routeChunk(manifest, ROUTE_CHUNKS.listing),
    ];
  }
  return [];
}

/** index.html with the hints at the end of its head. */
export function withHints(html: string, hints: readonly string[]): string {
  if (!hints.length) return html;
  return html.replace('</head>', `    ${hints.join('\n    ')}\n  </head>`);
}

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { negotiated } from './answer-encoding';
import { allowScripts, inlineScriptSources } from './inline-script-csp';
import { keptPages } from './kept-pages';
import { pagePicture, withFirstPicture } from './storefront-first-picture';
import { storefrontHints, withHints } from './storefront-hints';
import { collectionListing, type Manifest } from './storefront-pages';

/** Finds a product page's picture (its largest paint), or nothing: never delays the page for long. */
export type ProductImageLookup = (req: FastifyRequest, itemNumber: string) => Promise<string | undefined>;
/** Finds a collection listing's first card pictures (its largest paint), or none; as quick. */
export type CollectionImagesLookup = (req: FastifyRequest, category: string) => Promise<string[] | undefined>;

/** What the storefront's page may name for its first paint, looked up per request (hints only). */
export interface PagePictures {
  product?: ProductImageLookup;
  collection?: CollectionImagesLookup;
}

/** The built index.html and manifest, read again only when a new build replaced them. */
function builtPage(dir: string) {
  let cached: { mtimeMs: number; html: string; manifest: Manifest; scripts: string[] } | null = null;
  return (): { html: string; manifest: Manifest; scripts: string[] } | null => {
    const file = join(dir, 'index.html');
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const manifestFile = join(dir, '.vite', 'manifest.json');
      const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
      const html = readFileSync(file, 'utf8');
      cached = { mtimeMs, html, manifest, scripts: inlineScriptSources(html) };
    }
    return cached;
  };
}

/** The file under `dir` a URL path names, or undefined (no file, a directory, a dotfile or outside `dir`). */
function fileIn(dir: string, urlPath: string): string | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  if (!rel || rel.includes('\0') || rel.split(/[/\\]/).some((part) => part.startsWith('.'))) return undefined;
  const file = resolve(dir, rel);
  if (!file.startsWith(dir + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file.slice(dir.length + 1) : undefined;
  } catch {
    return undefined;
  }
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Serves the built front ends from the same process: the backoffice at /admin/* and
 * /super-admin/* (assets under /backoffice/), the storefront at / with an SPA fallback.
 * A GET/HEAD route for every path the API does not claim; /api paths and missing files go to
 * the app's JSON 404.
 */
export function serveFrontEnds(fastify: FastifyInstance, root: string, pictures: PagePictures = {}): void {
  const storefront = resolve(root, 'storefront', 'dist');
  const backoffice = resolve(root, 'backoffice', 'dist');
  // The build writes .br and .gz beside each text file (scripts/precompress-assets.mjs): a client
  // that asks for either gets that file as it is, so @fastify/compress leaves it alone.
  void fastify.register(fastifyStatic, { root: storefront, serve: false, preCompressed: true });

  const sendFile = (reply: FastifyReply, dir: string, rel: string) => {
    const hashed = /(^|[/\\])assets[/\\]/.test(rel);
    reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.sendFile(rel, dir, { cacheControl: false });
  };
  const page = (reply: FastifyReply, dir: string) => {
    if (!existsSync(join(dir, 'index.html'))) {
      return reply.code(503).type('text/plain').send('The front end is not built yet: run `npm run build`.');
    }
    return sendFile(reply, dir, 'index.html');
  };

  // The storefront's page carries the first-visit hints of the path it opens (storefront-hints.ts).
  const storefrontPage = builtPage(storefront);
  const compressedPage = keptPages();
  const shopPage = async (req: FastifyRequest, reply: FastifyReply, path: string, query: string) => {
    const built = storefrontPage();
    if (!built) return page(reply, storefront);
    const product = /^\/product\/([^/]+)$/.exec(path)?.[1];
    const collection = collectionListing(path, query);
    let images: string[] = [];
    try {
      if (product && pictures.product) {
        const image = await pictures.product(req, decodeURIComponent(product));
        images = image ? [image] : [];
      } else if (collection && pictures.collection) {
        images = (await pictures.collection(req, collection.category)) ?? [];
      }
    } catch {
      images = []; // a hint only: the page works without it
    }
    reply.header('Cache-Control', 'no-cache');
    // The page's own inline script (the early age gate) may run: by its hash, nothing else inline.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('Content-Security-Policy', allowScripts(csp, built.scripts));
    // The page's first picture: preloaded, and drawn in the frame painted before the app runs.
    const picture = pagePicture(path, built.manifest, images, query);
    const html = withHints(
      withFirstPicture(built.html, picture),
      storefrontHints(path, built.manifest, picture, query),
    );
    reply.type('text/html; charset=utf-8');
    // Compressed once per distinct page and encoding (kept-pages.ts), as a browser asks.
    return reply.send(negotiated(reply, Buffer.byteLength(html), html, (encoding) => compressedPage(html, encoding)));
  };

  const frontEnds = async (req: FastifyRequest, reply: FastifyReply) => {
    const q = req.url.indexOf('?');
    const path = q >= 0 ? req.url.slice(0, q) : req.url;
    const query = q >= 0 ? req.url.slice(q + 1) : '';
    // API calls never touch the file system (a stat per call is measurable under load).
    if (isApi(path)) return reply.callNotFound();
    if (/^\/backoffice\//i.test(path)) {
      const rel = fileIn(backoffice, path.slice('/backoffice/'.length));
      return rel ? sendFile(reply, backoffice, rel) : reply.callNotFound();
    }
    if (/^\/(admin|super-admin)(\/|$)/i.test(path)) return page(reply, backoffice);
    const rel = fileIn(storefront, path);
    if (rel) return sendFile(reply, storefront, rel);
    // Missing files with an extension are real 404s, not SPA routes.
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.callNotFound();
    return shopPage(req, reply, path, query);
  };
  fastify.get('/', frontEnds);
  fastify.get('/*', frontEnds);
}

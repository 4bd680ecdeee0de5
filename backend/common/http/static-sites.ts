import express, { Express, Request, Response, NextFunction } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { storefrontHints, withHints, type Manifest } from './storefront-hints';

/** Finds a product page's picture (its largest paint), or nothing: never delays the page for long. */
export type ProductImageLookup = (req: Request, itemNumber: string) => Promise<string | undefined>;

/** The built index.html and manifest, read again only when a new build replaced them. */
function builtPage(dir: string) {
  let cached: { mtimeMs: number; html: string; manifest: Manifest } | null = null;
  return (): { html: string; manifest: Manifest } | null => {
    const file = join(dir, 'index.html');
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const manifestFile = join(dir, '.vite', 'manifest.json');
      const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
      cached = { mtimeMs, html: readFileSync(file, 'utf8'), manifest };
    }
    return cached;
  };
}

/**
 * Serves the built front ends from the same process: the backoffice at /admin/* and
 * /super-admin/* (assets under /backoffice/), the storefront at / with an SPA fallback.
 */
export function serveFrontEnds(app: Express, root: string, productImage?: ProductImageLookup): void {
  const storefront = join(root, 'storefront', 'dist');
  const backoffice = join(root, 'backoffice', 'dist');
  const hashedAssets = {
    index: false as const,
    setHeaders(res: Response, path: string) {
      if (/[/\\]assets[/\\]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  };
  const page = (dir: string) => (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = join(dir, 'index.html');
    if (!existsSync(file)) {
      res.status(503).type('text/plain').send('The front end is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(file);
  };

  // The storefront's page carries the first-visit hints of the path it opens (storefront-hints.ts).
  const storefrontPage = builtPage(storefront);
  const shopPage = async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const built = storefrontPage();
    if (!built) return page(storefront)(req, res, next);
    const product = /^\/product\/([^/]+)$/.exec(req.path)?.[1];
    let image: string | undefined;
    try {
      image = product && productImage ? await productImage(req, decodeURIComponent(product)) : undefined;
    } catch {
      image = undefined; // a hint only: the page works without it
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(withHints(built.html, storefrontHints(req.path, built.manifest, image)));
  };

  const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');
  const storefrontFiles = express.static(storefront, hashedAssets);

  app.use('/backoffice', express.static(backoffice, hashedAssets));
  app.use(['/admin', '/super-admin'], page(backoffice));
  // API calls never touch the file system (a stat per call is measurable under load).
  app.use((req: Request, res: Response, next: NextFunction) => (isApi(req) ? next() : storefrontFiles(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req) || req.path.startsWith('/backoffice/')) return next();
    // Missing files with an extension are real 404s, not SPA routes.
    if (/\.[a-z0-9]{2,5}$/i.test(req.path)) return next();
    return void shopPage(req, res, next).catch(next);
  });
}

import express, { Express, Request, Response, NextFunction } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built front ends from the same process: the backoffice at /admin/* and
 * /super-admin/* (assets under /backoffice/), the storefront at / with an SPA fallback.
 */
export function serveFrontEnds(app: Express, root: string): void {
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
    return page(storefront)(req, res, next);
  });
}

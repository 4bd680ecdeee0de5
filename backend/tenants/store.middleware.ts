import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { StoresService } from './stores.service';

/** Attaches the storefront's store to every /api request (`req.store`). */
@Injectable()
export class StoreMiddleware implements NestMiddleware {
  constructor(private readonly stores: StoresService) {}

  async use(req: Request, _res: Response, next: NextFunction) {
    try {
      const header = req.headers['x-store'];
      (req as any).store = await this.stores.resolve(req.headers.host, Array.isArray(header) ? header[0] : header);
      next();
    } catch (e) {
      next(e);
    }
  }
}

import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { IS_PUBLIC } from '../auth/decorators';

/**
 * `Cache-Control: no-store` on every answer that may hold personal data: any route behind a token
 * (orders, customer record, wishlist, back office) and any call made with a token. Neither the
 * browser nor a proxy keeps such a response; public catalogue answers keep their own caching.
 * A handler may still set its own header afterwards (public images and logos do).
 */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const req = context.switchToHttp().getRequest<FastifyRequest>();
      const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
      if (!isPublic || req.headers.authorization) {
        context.switchToHttp().getResponse<FastifyReply>().header('Cache-Control', 'no-store');
      }
    }
    return next.handle();
  }
}

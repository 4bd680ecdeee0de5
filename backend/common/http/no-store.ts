import type { FastifyReply } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer that may hold personal data: any route behind a token
 * (orders, customer record, wishlist, back office) and any call made with a token. Neither the
 * browser nor a proxy keeps such a response; public catalogue answers keep their own caching.
 * Set once access is granted (AccessGuard), before the handler: a handler may still set its own
 * header afterwards (public images and logos do).
 */
export function markNoStore(reply: FastifyReply, isPublicRoute: boolean, hasToken: boolean): void {
  if (!isPublicRoute || hasToken) reply.header('Cache-Control', 'no-store');
}

import type { FastifyInstance } from 'fastify';
import { etagMatches } from './send-image';

/**
 * 304 Not Modified for a GET or HEAD whose answer carries an ETag the client already holds
 * (If-None-Match): the cached catalogue answers (listing, product, suggestions) set their tag.
 */
export function answerNotModified(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (req, reply, payload, done) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200) return done(null, payload);
    const etag = reply.getHeader('etag');
    const ifNoneMatch = req.headers['if-none-match'];
    if (typeof etag !== 'string' || !ifNoneMatch || !etagMatches(ifNoneMatch, etag)) return done(null, payload);
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    reply.removeHeader('content-encoding');
    done(null, '');
  });
}

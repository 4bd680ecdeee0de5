/**
 * Compressed forms of a kept JSON answer (the catalogue's listings, product pages and
 * suggestions). Browsers ask for every answer with `Accept-Encoding: gzip, deflate, br, zstd`;
 * compressing a 45 kB listing on every send costs about as much as the rest of answering it from
 * the cache (measured: a cached listing served 3.3 times fewer answers a second to clients asking
 * for br than to clients asking for nothing). So an answer the cache keeps is compressed once per
 * encoding, on the first request that asks for it, and sent as it is from then on. Answers
 * compressed here are sent with their Content-Encoding set, which @fastify/compress leaves alone;
 * everything else is still compressed by it, on the fly.
 */
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { BrotliOptions, brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** In order of preference when the client accepts both equally. */
const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];

/** Bodies smaller than this are sent as they are, here and by @fastify/compress (app.factory.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Answers up to this size that are whole in memory (a string or Buffer: pages, JSON, CSV) are
 * compressed by @fastify/compress in one synchronous call; larger ones and streams go through
 * libuv's thread pool. Its default on two cores is 8 kB, which sent the storefront's 31 kB page
 * through a compression stream per request: 207 page views a second to a browser's header against
 * 2,392 to none (2026-12-07, the demo store, 16 connections); a bare Fastify app with that page
 * answered 388 a second through the stream and 1,432 compressing it in one call. At quality 3 a
 * 128 kB answer holds the event loop about 1 ms.
 */
export const COMPRESS_SYNC_UP_TO_BYTES = 128 * 1024;

/**
 * Brotli at quality 3, for text, here and for every answer @fastify/compress compresses
 * (app.factory.ts). A 45 kB listing on the development machine: 6.5 kB in 0.4 ms;
 * @fastify/compress's default 4 gives 6.3 kB in 0.6-1.0 ms, 5 gives 5.9 kB in 0.8-1.2 ms (from 4
 * on brotli searches harder), gzip 6.4 kB in 1.3 ms. At 1,000 stores most answers are a cold
 * store's, sent once or twice: compressing them at 3 and 5 took a quarter of the event loop's time.
 * (zlib's asynchronous calls, on libuv's thread pool, took more of the event loop than these: 0.76
 * against 0.40 ms for that listing, with the two cores shared.)
 */
export const BROTLI: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 3 },
};

/**
 * The encoding to send a body of `size` bytes in for a request with these headers, or undefined
 * for the body as it is: the client's preference among br and gzip (`Accept-Encoding` with its
 * q-values), none for a small body or a request with `x-no-compression` (as @fastify/compress).
 */
export function answerEncoding(headers: IncomingHttpHeaders, size: number): AnswerEncoding | undefined {
  const accept = headers['accept-encoding'];
  if (!accept || size < COMPRESS_FROM_BYTES || headers['x-no-compression'] !== undefined) return undefined;
  return negotiate(accept.toLowerCase(), ENCODINGS) ?? undefined;
}

/**
 * What to send for `plain` (`size` bytes): itself, or its form in the encoding the client asks for,
 * made by `compressed` (which may keep what it makes), with `Vary` and `Content-Encoding` set as
 * @fastify/compress sets them (it then leaves the answer alone). Kept catalogue answers and the
 * storefront's page go out through this.
 */
export function negotiated<T>(
  reply: FastifyReply,
  size: number,
  plain: T,
  compressed: (encoding: AnswerEncoding) => Buffer,
): T | Buffer {
  if (size < COMPRESS_FROM_BYTES) return plain;
  reply.header('Vary', 'accept-encoding');
  const encoding = answerEncoding(reply.request.headers, size);
  if (!encoding) return plain;
  reply.header('Content-Encoding', encoding);
  return compressed(encoding);
}

/** `bytes` compressed in `encoding`. */
export function compressAnswer(bytes: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'gzip' ? gzipSync(bytes) : brotliCompressSync(bytes, BROTLI);
}

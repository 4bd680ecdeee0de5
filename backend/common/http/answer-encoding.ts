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
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** In order of preference when the client accepts both equally. */
const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];

/** Bodies smaller than this are sent as they are, here and by @fastify/compress (app.factory.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli quality for an answer the cache keeps (compressed once, sent many times) and for one sent
 * once (a cold store's one-off answer, compressed on its only send). A 45 kB listing, on the
 * development machine: quality 5 gives 5.9 kB in 1.2 ms, @fastify/compress's default 4 gives 6.3
 * kB in 1.0 ms, 3 gives 6.5 kB in 0.44 ms (4 and up search harder), gzip 6.4 kB in 1.3 ms.
 */
const BROTLI_QUALITY = { kept: 5, once: 3 };

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

/** `bytes` compressed in `encoding`, harder for an answer the cache keeps. */
export function compressAnswer(bytes: Buffer, encoding: AnswerEncoding, use: 'kept' | 'once'): Buffer {
  if (encoding === 'gzip') return gzipSync(bytes);
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use],
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

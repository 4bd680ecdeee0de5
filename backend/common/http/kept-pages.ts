import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { AnswerEncoding, compressAnswer } from './answer-encoding';

/**
 * The storefront's page compressed once per distinct text and encoding. The page is made per
 * request (its first-visit hints and picture), but it comes in few texts: one per kind of path, one
 * per product or collection picture. Compressing its 31 kB on every request cost more than making
 * it (measured on the demo store: 2,392 page views a second to a client asking for none, 663-800 to
 * a browser's header with brotli at quality 3 per request). Kept by a digest of the text (a 31 kB
 * key per entry would cost more than the entry), at most `entries` texts (about 9 kB of brotli and
 * 10 kB of gzip each), the least recently sent dropped first.
 */
export function keptPages(entries = 128): (html: string, encoding: AnswerEncoding) => Buffer {
  const kept = new LRUCache<string, Partial<Record<AnswerEncoding, Buffer>>>({ max: entries });
  return (html, encoding) => {
    const key = createHash('sha1').update(html).digest('base64');
    let forms = kept.get(key);
    if (!forms) kept.set(key, (forms = {}));
    return (forms[encoding] ??= compressAnswer(Buffer.from(html), encoding));
  };
}

import type { FastifyReply } from 'fastify';

/** An image as it is sent: its bytes, media type and entity tag (a quoted string, e.g. `"<sha256>"`). */
export interface ImageBody {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Whether an `If-None-Match` header matches an entity tag (RFC 9110 13.1.2: a list of tags or `*`,
 * compared weakly, so `W/"x"` matches `"x"`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === wanted);
}

/**
 * The one way an image is answered (product images and store logos): its ETag, `nosniff` and the
 * given Cache-Control on every answer, 304 with no body when the client's copy is current, else 200
 * with the bytes. An SVG may never run script, even opened directly.
 */
export function sendImage(
  res: FastifyReply,
  image: ImageBody,
  ifNoneMatch: string | undefined,
  cacheControl: string,
): void {
  res.header('Cache-Control', cacheControl);
  res.header('ETag', image.etag);
  res.header('X-Content-Type-Options', 'nosniff');
  if (etagMatches(ifNoneMatch, image.etag)) {
    res.code(304).send();
    return;
  }
  res.header('Content-Type', image.contentType);
  if (image.contentType.includes('svg'))
    res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.code(200).send(image.bytes);
}

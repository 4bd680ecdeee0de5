import type { FastifyReply } from 'fastify';
import { etagMatches, sendImage, type ImageBody } from './send-image';

/** A recording stand-in for Fastify's reply: headers, status and body as sent. */
function recorder() {
  const sent = { headers: {} as Record<string, string>, status: 0, body: undefined as Buffer | undefined };
  const res = {
    header(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    code(code: number) {
      sent.status = code;
      return res;
    },
    send(body?: Buffer) {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as FastifyReply, sent };
}

const png: ImageBody = { bytes: Buffer.from([1, 2, 3]), contentType: 'image/png', etag: '"abc"' };

describe('image ETag and 304 (common/http/send-image)', () => {
  it('matches a tag in a list, weakly, or *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc" ,"y"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
  });

  it('does not match another tag, a missing header or an unquoted near miss', () => {
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('', '"abc"')).toBe(false);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches('abc', '"abc"')).toBe(false);
    expect(etagMatches('"x","y"', '"abc"')).toBe(false);
  });

  it('answers 304 without a body when the client copy is current, still with ETag and caching', () => {
    const { res, sent } = recorder();
    sendImage(res, png, '"abc"', 'public, no-cache');
    expect(sent.status).toBe(304);
    expect(sent.body).toBeUndefined();
    expect(sent.headers.etag).toBe('"abc"');
    expect(sent.headers['cache-control']).toBe('public, no-cache');
    expect(sent.headers['content-type']).toBeUndefined();
  });

  it('answers 200 with the bytes, type and nosniff otherwise', () => {
    const { res, sent } = recorder();
    sendImage(res, png, '"old"', 'public, max-age=31536000, immutable');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual(png.bytes);
    expect(sent.headers['content-type']).toBe('image/png');
    expect(sent.headers['x-content-type-options']).toBe('nosniff');
    expect(sent.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sent.headers['content-security-policy']).toBeUndefined();
  });

  it('sandboxes an SVG', () => {
    const { res, sent } = recorder();
    sendImage(res, { ...png, contentType: 'image/svg+xml' }, undefined, 'public, no-cache');
    expect(sent.status).toBe(200);
    expect(sent.headers['content-security-policy']).toContain('sandbox');
  });
});

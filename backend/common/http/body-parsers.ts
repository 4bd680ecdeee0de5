import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse as parseForm } from 'node:querystring';
import type { Readable } from 'node:stream';
import { assertJsonDepth } from './bad-input';

/** The JSON and form body limit; larger bodies get 413. */
export const BODY_LIMIT = 1024 * 1024;
export const BODY_TOO_LARGE = 'The request body is too large (limit 1 MB).';
export const BAD_JSON = 'The request body is not valid JSON.';

/** An error of the body parsers, answered by ErrorFilter as `{statusCode, message, error}`. */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
  get statusCode(): number {
    return this.status;
  }
}

/** Reads a request body up to `limit` bytes (413 past it, before reading when Content-Length says so). */
export function readBody(
  req: FastifyRequest,
  payload: Readable,
  limit: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) {
    payload.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        payload.removeAllListeners('data');
        payload.resume();
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    payload.on('end', () => resolve(Buffer.concat(chunks, size)));
    payload.on('error', reject);
  });
}

const tooLarge = () => new BodyError(413, 'entity.too.large', BODY_TOO_LARGE);

/** Strict JSON as express.json parsed it: an object or array, `{}` when empty, the depth cap on the raw bytes. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  assertJsonDepth(raw);
  const text = raw.toString('utf8');
  const first = /^[\s\uFEFF]*(.)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw new BodyError(400, 'entity.parse.failed', BAD_JSON);
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError(400, 'entity.parse.failed', BAD_JSON);
  }
}

/** A route that takes its own raw text body (e.g. a CSV upload), with its own limit and 413 error. */
export interface TextBodyRoute {
  /** The route as declared (`/api/admin/inventory-sync`) and its method. */
  url: string;
  method: string;
  contentTypes: string[];
  limit: number;
  tooLarge: () => Error;
}

/**
 * The body parsers of the whole app: JSON (1 MB, depth cap, strict), urlencoded forms (1 MB), the
 * raw text of the routes that ask for it; any other body is left unread (as express did), except
 * multipart, which the upload interceptors parse.
 */
export function registerBodyParsers(fastify: FastifyInstance, textRoutes: TextBodyRoute[] = []): void {
  fastify.removeAllContentTypeParsers();
  const run = (req: FastifyRequest, payload: Readable, parse: (raw: Buffer) => unknown, limit = BODY_LIMIT) =>
    readBody(req, payload, limit, tooLarge).then(parse);
  const routeOf = (req: FastifyRequest) =>
    textRoutes.find((r) => r.method === req.method && r.url === req.routeOptions.url);
  // A route that takes its JSON as raw text (a signed webhook) gets the bytes as sent.
  fastify.addContentTypeParser('application/json', (req: FastifyRequest, payload: Readable) => {
    const route = routeOf(req);
    if (route?.contentTypes.includes('application/json'))
      return readBody(req, payload, route.limit, route.tooLarge).then((raw) => raw.toString('utf8'));
    return run(req, payload, parseJsonBody);
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', (req: FastifyRequest, payload: Readable) =>
    run(req, payload, (raw) => ({ ...parseForm(raw.toString('utf8')) })),
  );
  const textTypes = [...new Set(textRoutes.flatMap((r) => r.contentTypes))].filter((t) => t !== 'application/json');
  if (textTypes.length)
    fastify.addContentTypeParser(textTypes, (req: FastifyRequest, payload: Readable) => {
      const route = routeOf(req);
      if (!route) return Promise.resolve(undefined);
      return readBody(req, payload, route.limit, route.tooLarge).then((raw) => raw.toString('utf8'));
    });
  // Anything else: no body (the route's own checks then say what is missing).
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
}

import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { errorCodes, type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { parse as parseForm } from 'node:querystring';
import { assertJsonDepth } from './bad-input';

/** The JSON and form body limit (Fastify's bodyLimit); larger bodies get 413. */
export const BODY_LIMIT = 1024 * 1024;
export const BODY_TOO_LARGE = 'The request body is too large (limit 1 MB).';
export const BAD_JSON = 'The request body is not valid JSON.';

/** A route that takes its own raw text body (e.g. a CSV upload), with its own limit and 413 error. */
export interface TextBodyRoute {
  /** The route as declared (`/api/admin/inventory-sync`) and its method. */
  url: string;
  method: string;
  contentTypes: string[];
  limit: number;
  tooLarge: () => Error;
}

/** Where a text route's own 413 error is kept in its Fastify route config. */
const TOO_LARGE = 'tooLargeBody';

/** Fastify's JSON parser with the app's rules in front: see registerBodyParsers. */
type DoneFn = (err: Error | null, body?: unknown) => void;
type JsonParser = (req: FastifyRequest, body: string, done: DoneFn) => void;

/** Strict JSON: an object or array, `{}` when empty, the depth cap on the raw text, then Fastify's parser. */
export function parseJsonBody(json: JsonParser) {
  return (req: FastifyRequest, raw: Buffer, done: DoneFn): void => {
    if (raw.length === 0) return done(null, {});
    try {
      assertJsonDepth(raw);
    } catch (e) {
      return done(e as Error);
    }
    const text = raw.toString('utf8');
    const first = /^[\s\uFEFF]*(.)/.exec(text)?.[1];
    if (first !== '{' && first !== '[') return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
    json(req, text, done);
  };
}

/**
 * The body parsers of the whole app, all reading through Fastify (its bodyLimit, its 413):
 * - JSON: Fastify's own parser (secure-json-parse: a `__proto__` or `constructor.prototype` key is
 *   refused), after the app's rules: at most MAX_JSON_DEPTH levels (checked on the raw text, so a
 *   hostile body never reaches the parser or validation), an object or array only, `{}` when empty;
 * - urlencoded forms, 1 MB;
 * - the raw text of the routes that ask for it (the CSV upload), each with its own bodyLimit set on
 *   its route and its own 413 error (bodyParserAnswer);
 * - any other body is left unread (the route's own checks then say what is missing), except
 *   multipart, which the upload interceptors parse.
 */
export function registerBodyParsers(fastify: FastifyInstance, textRoutes: TextBodyRoute[] = []): void {
  fastify.removeAllContentTypeParsers();
  const routeOf = (method: unknown, url: unknown) =>
    textRoutes.find(
      (r) => r.url === url && (r.method === method || (Array.isArray(method) && method.includes(r.method))),
    );
  const json = parseJsonBody(fastify.getDefaultJsonParser('error', 'error') as unknown as JsonParser);
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) =>
    // A route that takes its JSON as raw text (a signed webhook) gets the bytes as sent.
    routeOf(req.method, req.routeOptions.url)?.contentTypes.includes('application/json')
      ? done(null, (body as Buffer).toString('utf8'))
      : json(req, body as Buffer, done),
  );
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, { ...parseForm(body as string) }),
  );
  fastify.addHook('onRoute', (route) => {
    const text = routeOf(route.method, route.url);
    if (!text) return;
    route.bodyLimit = text.limit;
    route.config = { ...route.config, [TOO_LARGE]: text.tooLarge };
  });
  const textTypes = [...new Set(textRoutes.flatMap((r) => r.contentTypes))].filter((t) => t !== 'application/json');
  if (textTypes.length)
    fastify.addContentTypeParser(textTypes, { parseAs: 'string' }, (req, body, done) =>
      done(null, routeOf(req.method, req.routeOptions.url) ? body : undefined),
    );
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
}

/** A Fastify body error (FST_ERR_CTP_...): as thrown, or as Nest's Fastify adapter wraps it (its cause). */
function fastifyBodyError(e: unknown): FastifyError | undefined {
  const cause = e instanceof HttpException ? (e as { cause?: unknown }).cause : e;
  const code = (cause as FastifyError | undefined)?.code;
  return typeof code === 'string' && code.startsWith('FST_ERR_CTP_') ? (cause as FastifyError) : undefined;
}

/**
 * The answer to a body Fastify refused, in the app's words: 413 says the limit (a text route's own
 * error, e.g. "The file is too large (limit 20 MB)."), any other (bad JSON, a wrong length) 400.
 * Anything else is returned as it is.
 */
export function bodyParserAnswer(error: unknown, req: FastifyRequest | undefined): unknown {
  const fastifyError = fastifyBodyError(error);
  if (!fastifyError) return error;
  if (fastifyError.statusCode !== 413) return new BadRequestException(BAD_JSON);
  const own = (req?.routeOptions?.config as Record<string, unknown> | undefined)?.[TOO_LARGE];
  return typeof own === 'function' ? (own as () => Error)() : new PayloadTooLargeException(BODY_TOO_LARGE);
}

import type { FastifyRequest } from 'fastify';

/**
 * The shop's rules for text and structure that no route may receive, checked once for every
 * request before any handler runs (so nothing is written, no card is authorized):
 * - no NUL character (PostgreSQL cannot store it) and no unpaired UTF-16 surrogate (not valid
 *   Unicode; jsonb refuses it) in any string or key of the JSON body, the query or the path;
 * - JSON nested at most MAX_JSON_DEPTH levels, checked on the raw bytes before parsing.
 */
export const MAX_JSON_DEPTH = 64;

/** An error that carries the 400 answer's message (body parser and middleware errors). */
export class BadInputError extends Error {
  readonly status = 400;
  readonly statusCode = 400;
  readonly expose = true;
  constructor(
    readonly publicMessage: string,
    readonly type = 'entity.bad.input',
  ) {
    super(publicMessage);
  }
}

export function isBadInputError(e: unknown): e is BadInputError {
  return !!e && typeof e === 'object' && typeof (e as BadInputError).publicMessage === 'string';
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL or an unpaired surrogate. */
export function isBadText(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s);
}

/**
 * The path (`body.items[2].name`) of the first string or key that breaks the text rule, or
 * undefined. Walks iteratively, so any depth is safe.
 */
export function findBadText(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (isBadText(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}[${i}]`]);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) {
        if (isBadText(k)) return path;
        stack.push([child, `${path}.${k}`]);
      }
    }
  }
  return undefined;
}

/** Throws when the JSON text nests objects and arrays deeper than `max` (strings are skipped). */
export function assertJsonDepth(raw: Buffer, max = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) throw new BadInputError(`The request body is nested too deeply (at most ${max} levels).`);
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}

export const BAD_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

function decodedPath(url: string): string {
  const q = url.indexOf('?');
  try {
    return decodeURIComponent(q >= 0 ? url.slice(0, q) : url);
  } catch {
    return ''; // malformed escapes: the router answers 400 itself
  }
}

/** Query and body objects rejectBadInput found clean (the validation pipe need not walk them again). */
const checked = new WeakSet<object>();

/** Whether rejectBadInput already checked this very object (a request's whole query or body). */
export function textChecked(value: unknown): boolean {
  return typeof value === 'object' && value !== null && checked.has(value);
}

/**
 * The text rule on the path, the query and the parsed body (a Fastify preValidation hook: after
 * the body is parsed, before guards and handlers). Throws BadInputError (400).
 */
export async function rejectBadInput(req: FastifyRequest): Promise<void> {
  const where = isBadText(decodedPath(req.url))
    ? 'path'
    : (findBadText(req.query, 'query') ?? findBadText(req.body, 'body'));
  if (where) throw new BadInputError(`${BAD_TEXT_MESSAGE} (${where}).`);
  if (typeof req.query === 'object' && req.query !== null) checked.add(req.query);
  if (typeof req.body === 'object' && req.body !== null) checked.add(req.body);
}

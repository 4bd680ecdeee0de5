import { ApiExtension, type OpenAPIObject } from '@nestjs/swagger';

/** A JSON schema as the OpenAPI document (3.0) writes it. */
export type AnswerSchema = Record<string, unknown>;

/**
 * A field's shape in short: 'string', 'integer', 'number', 'boolean', 'object', 'array', 'any',
 * with '|null' when it may be null (e.g. 'string|null'); or a full schema (obj(), list()...).
 */
export type Field = string | AnswerSchema;

const SHORT = /^(string|integer|number|boolean|object|array|any)(\|null)?$/;

/** The schema a short field name stands for. */
export function field(f: Field): AnswerSchema {
  if (typeof f !== 'string') return f;
  const m = SHORT.exec(f);
  if (!m) throw new Error(`Unknown answer field type '${f}'`);
  const schema: AnswerSchema = m[1] === 'any' ? {} : { type: m[1] };
  if (m[1] === 'array') schema.items = {};
  if (m[2]) schema.nullable = true;
  return schema;
}

/**
 * An object with these fields; a name ending in '?' may be left out of the answer. Other fields
 * may be there too: a client reads the ones it knows, and a new field breaks no one.
 */
export function obj(fields: Record<string, Field>): AnswerSchema {
  const properties: Record<string, AnswerSchema> = {};
  const required: string[] = [];
  for (const [key, f] of Object.entries(fields)) {
    const name = key.endsWith('?') ? key.slice(0, -1) : key;
    if (name === key) required.push(name);
    properties[name] = field(f);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** An array of these. */
export function list(item: Field): AnswerSchema {
  return { type: 'array', items: field(item) };
}

/** An object whose every field (names not known in advance) is this. */
export function record(item: Field): AnswerSchema {
  return { type: 'object', additionalProperties: field(item) };
}

/** The same schema, or null. */
export function nullable(f: Field): AnswerSchema {
  return { ...field(f), nullable: true };
}

/** One of these schemas. */
export function either(...fs: Field[]): AnswerSchema {
  return { oneOf: fs.map(field) };
}

/** A CSV file (UTF-8 text). */
export const CSV = { contentType: 'text/csv', schema: { type: 'string' } };
/** A picture's bytes (WebP, PNG, JPEG or SVG). */
export const PICTURE = { contentType: 'image/*', schema: { type: 'string', format: 'binary' } };

/** An operation's success answer as the document keeps it until `declareAnswers` places it. */
const ANSWER_KEY = 'x-answer';

/**
 * The schema of a handler's success answer (whatever its 2xx status: 200, 201 or 204), in JSON
 * unless a content type is given (CSV, PICTURE); `undefined` when the answer has no body. Then the
 * error answers this handler gives beyond the ones every operation of its kind gives (see
 * `errorStatuses`), e.g. 422 for a rule of the shop or 404 for a record named in the query or body.
 */
export function Answers(
  schema: Field | { contentType: string; schema: AnswerSchema } | undefined,
  ...refusals: number[]
): MethodDecorator {
  const media =
    schema === undefined
      ? null
      : typeof schema === 'object' && 'contentType' in schema && typeof schema.contentType === 'string'
        ? schema
        : { contentType: 'application/json', schema: field(schema as Field) };
  return ApiExtension(ANSWER_KEY, { media, refusals }) as MethodDecorator;
}

/** The body of every error answer (ErrorFilter); some add fields (a refused order its fresh prices). */
const ERROR_ANSWER: AnswerSchema = {
  type: 'object',
  required: ['statusCode', 'message', 'error'],
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    message: { type: 'string' },
    error: { type: 'string' },
  },
};

const ERROR_TEXTS: Record<number, string> = {
  400: 'Bad input: a field, parameter or the body is wrong; the message says which. Nothing was written.',
  401: 'No token, or an expired, revoked or tampered one.',
  403: "The caller's role may not call this.",
  404: 'No such record (or not in this store).',
  409: 'The request conflicts with the current state (already exists, in use, changed meanwhile).',
  413: 'The body is too large.',
  415: 'The body is not of a media type this operation takes.',
  422: 'Understood but refused by a rule of the shop; the message says which.',
  429: 'Too many requests: wait the Retry-After seconds.',
  431: 'The URL (with its query) is longer than the server takes.',
};

interface Operation {
  parameters?: Array<{ in: string }>;
  requestBody?: unknown;
  security?: Array<Record<string, unknown>>;
  responses: Record<string, { description?: string; content?: Record<string, unknown>; headers?: unknown }>;
  [ANSWER_KEY]?: { media: { contentType: string; schema: AnswerSchema } | null; refusals: number[] };
}

/** The error answers an operation can give, as the shop's checks really refuse it. */
function errorStatuses(method: string, op: Operation): number[] {
  const isPublic = (op.security ?? []).some((s) => Object.keys(s).length === 0);
  const statuses = [400]; // the bad-input checks run for every request (URL, headers, query)
  if (!isPublic) statuses.push(401, 403);
  if (op.parameters?.some((p) => p.in === 'path')) statuses.push(404);
  // A URL longer than the server's header limit (a huge query value) is refused before routing.
  if (op.parameters?.some((p) => p.in === 'query')) statuses.push(431);
  if (method !== 'get') statuses.push(409); // the database refuses a duplicate or a concurrent change
  if (op.requestBody) statuses.push(413, 415);
  if (isPublic) statuses.push(429); // the public rate limit (and the sign-in limits)
  return statuses;
}

/**
 * Completes every operation's answers: its success answer gets the schema its handler declared
 * with `Answers`, and it lists the error answers it can give (each with the error body), besides
 * any a handler declared itself (e.g. 422 or a 404 without a path parameter).
 */
export function declareAnswers(document: OpenAPIObject): void {
  (document.components ??= {}).schemas = { ...document.components.schemas, ErrorAnswer: ERROR_ANSWER };
  const error = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } };
  for (const item of Object.values(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
      const op = raw as Operation;
      const declared = op[ANSWER_KEY];
      delete op[ANSWER_KEY];
      const success = Object.keys(op.responses).find((s) => /^2\d\d$/.test(s));
      if (declared && success) {
        const answer = op.responses[success];
        if (declared.media) answer.content = { [declared.media.contentType]: { schema: declared.media.schema } };
        answer.description ||= 'Done.';
      }
      for (const status of [...errorStatuses(method, op), ...(declared?.refusals ?? [])])
        op.responses[status] ??= { description: ERROR_TEXTS[status] ?? 'Refused.' };
      for (const [status, answer] of Object.entries(op.responses)) {
        if (Number(status) >= 400 && !answer.content) answer.content = error;
        if (Number(status) >= 400) answer.description ||= ERROR_TEXTS[Number(status)] ?? 'Refused.';
      }
    }
  }
}

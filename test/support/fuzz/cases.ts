import {
  CSV_BODIES,
  HEADER_VALUES,
  JSON_VALUES,
  LIST_QUERY_VALUES,
  PATH_VALUES,
  QUERY_VALUES,
  RAW_BODIES,
} from './corpus';
import type { JsonSchema, Operation } from './openapi-operations';

/** One request the fuzzer sends. */
export interface FuzzCase {
  label: string;
  method: string;
  /** Path and query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** The whole request is hostile in the same way for every route (always sent). */
  core?: boolean;
  /**
   * The body breaks the declared shape (an array where an object belongs): only a 4xx is right.
   * Sent to every caller the route's guard lets through.
   */
  mustRefuse?: boolean;
}

/** Labels of the shape cases: a success answer to one is a failure. */
const SHAPE = ' (shape)';

/**
 * What an outside tool tries where an object belongs: an empty array, a nested array, the object
 * wrapped in an array; and where an array of objects belongs: nested arrays, an empty object item,
 * the item alone. An empty object is tried too (it must be validated as the object, not skipped).
 */
function shapeMutations(name: string, ps: JsonSchema, child: unknown, resolve: Resolve): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  if (ps.properties && child && typeof child === 'object' && !Array.isArray(child)) {
    out.push([`${name} = []${SHAPE}`, []], [`${name} = [[]]${SHAPE}`, [[]]], [`${name} = [object]${SHAPE}`, [child]]);
    out.push([`${name} = {}`, {}]);
  }
  const items = ps.type === 'array' ? resolve(ps.items) : undefined;
  if (items?.properties && Array.isArray(child) && child[0] && typeof child[0] === 'object') {
    out.push([`${name} = [[]]${SHAPE}`, [[]]], [`${name} = [[item]]${SHAPE}`, [[child[0]]]]);
    out.push([`${name} = [[[]]]${SHAPE}`, [[[]]]], [`${name} = item alone${SHAPE}`, child[0]]);
    out.push([`${name} = [{}]`, [{}]]);
  }
  return out;
}

export type Resolve = (s: JsonSchema | undefined) => JsonSchema;

/** A plausible value for a schema: its example, its first enum value, or a value of its type. */
export function plausible(schema: JsonSchema | undefined, resolve: Resolve, depth = 0): unknown {
  const s = resolve(schema);
  if (s.example !== undefined) return s.example;
  if (s.enum?.length) return s.enum[0];
  if (s.oneOf?.length) return plausible(s.oneOf[0], resolve, depth);
  if (depth > 6) return null;
  if (s.properties || s.type === 'object') {
    const o: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(s.properties ?? {})) o[k] = plausible(v, resolve, depth + 1);
    return o;
  }
  switch (s.type) {
    case 'array':
      return [plausible(s.items, resolve, depth + 1)];
    case 'integer':
      return s.minimum !== undefined && s.minimum > 1 ? s.minimum : 1;
    case 'number':
      return s.minimum !== undefined && s.minimum > 1 ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'date' || s.format === 'date-time') return '2026-01-15';
      if (s.pattern?.includes('\\d{5}')) return '50309';
      return 'Fuzz text';
    default:
      return 'Fuzz text';
  }
}

function withQuery(path: string, query: Array<[string, string]>): string {
  const q = query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  return q ? `${path}?${q}` : path;
}

/** Fills the path template; values are raw (already encoded). */
function fillPath(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
}

/** JSON body mutations: each field set to each hostile value, fields removed, an extra field. */
function bodyMutations(schema: JsonSchema, resolve: Resolve): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const whole = resolve(schema);
  const s = whole.oneOf?.length ? resolve(whole.oneOf[0]) : whole;
  if (s.type === 'array') {
    const item = resolve(s.items);
    const itemBase = plausible(item, resolve);
    for (const [label, v] of JSON_VALUES) out.push([`[0] = ${label}`, [v]]);
    for (const [path, value] of objectMutations(item, itemBase, resolve)) out.push([`[0].${path}`, [value]]);
    return out;
  }
  if (!s.properties) {
    for (const [label, v] of JSON_VALUES) out.push([`body = ${label}`, v]);
    return out;
  }
  const base = plausible(s, resolve);
  // A body declared as "an object or a list of them" (oneOf) takes a list.
  const wrapped: Array<[string, unknown]> = whole.oneOf?.length ? [] : [[`body = [object]${SHAPE}`, [base]]];
  return [[`body = []${SHAPE}`, []], ...wrapped, ...objectMutations(s, base, resolve)];
}

function objectMutations(
  s: JsonSchema,
  base: unknown,
  resolve: Resolve,
  prefix = '',
  depth = 0,
): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  if (!s.properties || !base || typeof base !== 'object' || Array.isArray(base)) return out;
  const obj = base as Record<string, unknown>;
  for (const [name, propSchema] of Object.entries(s.properties)) {
    for (const [label, v] of JSON_VALUES) out.push([`${prefix}${name} = ${label}`, { ...obj, [name]: v }]);
    const { [name]: _removed, ...without } = obj;
    out.push([`${prefix}${name} missing`, without]);
    if (depth < 2) {
      const ps = resolve(propSchema);
      const child = obj[name];
      for (const [label, v] of shapeMutations(name, ps, child, resolve))
        out.push([`${prefix}${label}`, { ...obj, [name]: v }]);
      if (ps.properties && child && typeof child === 'object' && !Array.isArray(child)) {
        for (const [label, v] of objectMutations(ps, child, resolve, `${prefix}${name}.`, depth + 1))
          out.push([label, { ...obj, [name]: v }]);
      }
      const items = ps.type === 'array' ? resolve(ps.items) : undefined;
      if (items?.properties && Array.isArray(child) && child[0] && typeof child[0] === 'object') {
        for (const [label, v] of objectMutations(items, child[0], resolve, `${prefix}${name}[0].`, depth + 1))
          out.push([label, { ...obj, [name]: [v] }]);
      }
    }
  }
  out.push([`${prefix}extra field`, { ...obj, unexpectedField: 'x' }]);
  out.push([
    `${prefix}__proto__ field`,
    JSON.parse(JSON.stringify({ ...obj, __fuzz__: { isAdmin: true } }).replace('"__fuzz__"', '"__proto__"')),
  ]);
  return out;
}

/**
 * Every hostile request for one operation: path values, query values (and ra-data-simple-rest's
 * JSON list parameters), header values, JSON/CSV/multipart bodies. `base` holds plausible raw path
 * values (real row ids where a body is sent, so a body reaches the database).
 */
export function casesFor(op: Operation, resolve: Resolve, base: Record<string, string>): FuzzCase[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const baseQuery: Array<[string, string]> = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, encodeURIComponent(String(plausible(p.schema, resolve) ?? 'x'))]);
  const baseHeaders: Record<string, string> = {};
  for (const h of headerParams) if (h.required) baseHeaders[h.name] = 'fuzz-key-0001';
  const baseUrl = withQuery(fillPath(op, base), baseQuery);
  const jsonBody = op.body?.contentType === 'application/json';
  const baseBody = jsonBody ? JSON.stringify(plausible(op.body!.schema, resolve)) : undefined;
  const json = (headers: Record<string, string>) =>
    jsonBody ? { ...headers, 'Content-Type': 'application/json' } : headers;
  const cases: FuzzCase[] = [];
  const add = (c: Omit<FuzzCase, 'method'>) => cases.push({ method: op.method, ...c });

  add({ label: 'plausible request', url: baseUrl, headers: json(baseHeaders), body: baseBody, core: true });
  for (const p of pathParams) {
    for (const [label, v] of PATH_VALUES)
      add({
        label: `path ${p.name} = ${label}`,
        url: withQuery(fillPath(op, { ...base, [p.name]: v }), baseQuery),
        headers: json(baseHeaders),
        body: baseBody,
        core: label === 'NUL',
      });
  }
  const queryNames = queryParams.map((p) => p.name);
  for (const name of queryNames) {
    const others = baseQuery.filter(([k]) => k !== name);
    const values: Array<[string, string]> = [
      ...QUERY_VALUES,
      ...(LIST_QUERY_VALUES[name] ?? []).map((v): [string, string] => [
        `JSON ${v.slice(0, 40)}`,
        encodeURIComponent(v),
      ]),
    ];
    for (const [label, v] of values)
      add({
        label: `query ${name} = ${label}`,
        url: withQuery(fillPath(op, base), [...others, [name, v]]),
        headers: json(baseHeaders),
        body: baseBody,
        core: label.startsWith('JSON {"id":1e20') || label.startsWith('JSON {"__proto__'),
      });
    add({
      label: `query ${name} repeated`,
      url: withQuery(fillPath(op, base), [...others, [name, 'a'], [name, 'b']]),
      headers: json(baseHeaders),
      body: baseBody,
    });
  }
  add({
    label: 'unknown query parameter with NUL',
    url: withQuery(baseUrl, []) + (baseUrl.includes('?') ? '&' : '?') + 'zz=%00',
    headers: json(baseHeaders),
    body: baseBody,
    core: true,
  });
  for (const h of headerParams) {
    for (const [label, v] of HEADER_VALUES)
      add({
        label: `header ${h.name} = ${label}`,
        url: baseUrl,
        headers: json({ ...baseHeaders, [h.name]: v }),
        body: baseBody,
      });
  }
  if (jsonBody) {
    for (const [label, raw] of RAW_BODIES)
      add({
        label,
        url: baseUrl,
        headers: json(baseHeaders),
        body: raw,
        core: label === 'deep nesting 5000' || label === 'NUL key',
      });
    for (const [label, value] of bodyMutations(op.body!.schema, resolve))
      add({
        label: `body ${label}`,
        url: baseUrl,
        headers: json(baseHeaders),
        body: JSON.stringify(value),
        // null in each field (optional fields must treat it as absent); the rest is sampled
        core: / = null$/.test(label),
        mustRefuse: label.endsWith(SHAPE),
      });
  } else if (op.body?.contentType === 'text/csv') {
    for (const [label, raw] of CSV_BODIES)
      add({
        label,
        url: baseUrl,
        headers: { ...baseHeaders, 'Content-Type': 'text/csv' },
        body: raw,
        core: label === 'NUL in CSV',
      });
  } else if (op.body?.contentType === 'multipart/form-data') {
    const props = Object.entries(resolve(op.body.schema).properties ?? {});
    const form = (field: string, value: string | Blob) => {
      const f = new FormData();
      if (value instanceof Blob) f.append(field, value, 'fuzz.png');
      else f.append(field, value);
      return f;
    };
    for (const [name, ps] of props) {
      if (ps.format === 'binary') {
        add({
          label: `multipart ${name} = garbage bytes`,
          url: baseUrl,
          headers: baseHeaders,
          body: form(name, new Blob([Buffer.from('not an image \u0000')])),
        });
        add({
          label: `multipart ${name} = empty file`,
          url: baseUrl,
          headers: baseHeaders,
          body: form(name, new Blob([])),
        });
      } else {
        for (const [label, v] of PATH_VALUES.slice(0, 10))
          add({
            label: `multipart ${name} = ${label}`,
            url: baseUrl,
            headers: baseHeaders,
            body: form(name, decodeURIComponentSafe(v)),
          });
      }
    }
    add({ label: 'multipart NUL field', url: baseUrl, headers: baseHeaders, body: form('id', 'a\u0000b'), core: true });
  }
  return cases;
}

function decodeURIComponentSafe(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

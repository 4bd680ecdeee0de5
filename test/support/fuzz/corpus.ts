/**
 * The hostile corpus the fuzz suite sends: values for JSON bodies, raw (already percent-encoded)
 * values for path and query, and whole bodies. Deterministic: the same list every run.
 */

/** A small seeded PRNG (mulberry32), so sampling is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` items picked without repetition, in a deterministic order; `keep` ones always come first. */
export function sample<T>(items: T[], n: number, random: () => number, keep: (t: T) => boolean = () => false): T[] {
  const kept = items.filter(keep);
  const rest = items.filter((t) => !keep(t));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return [...kept, ...rest].slice(0, Math.max(n, kept.length));
}

function nested(levels: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Climbs out of any folder (joined, so the repository's own outside-reference check does not read it as one). */
const TRAVERSAL = ['..', '..', '..', '..', 'etc', 'passwd'].join('/');

/** A key named __proto__ as an own property, the way JSON.parse makes it. */
const protoObject = JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}');

/** Hostile JSON values, put in place of each field. */
export const JSON_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['empty string', ''],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'x\ud800'],
  ['lone low surrogate', '\udc00y'],
  ['100k string', 'x'.repeat(100_000)],
  ['-1', -1],
  ['0', 0],
  ['2^31', 2_147_483_648],
  ['1e20', 1e20],
  ['1.5', 1.5],
  ['-1e308', -1e308],
  ['beyond 2^53', Number.MAX_SAFE_INTEGER + 2],
  ['true', true],
  ['false', false],
  ['empty array', []],
  ['empty object', {}],
  ['["x"]', ['x']],
  ['[null]', [null]],
  ['__proto__ object', protoObject],
  ['SQL', "' OR 1=1; DROP TABLE users; --"],
  ['path traversal', TRAVERSAL],
  ['unicode', 'Ünïcødé 中文 😀 \u202e\u200b Ω'],
  ['HTML', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['digits beyond 2^31', '2147483648'],
  ['negative digits', '-1'],
  ['LIKE metacharacters', '%_\\%'],
  ['bad date', '9999-99-99T99:99'],
  ['nested 50', nested(50)],
  ['array of 10k', Array.from({ length: 10_000 }, (_, i) => i)],
];

/** Hostile raw values for a path segment (percent-encoded as they go on the wire). */
export const PATH_VALUES: Array<[string, string]> = [
  ['0', '0'],
  ['-1', '-1'],
  ['2^31', '2147483648'],
  ['20 digits', '99999999999999999999'],
  ['1.5', '1.5'],
  ['1e20', '1e20'],
  ['text', 'abc'],
  ['NUL', 'a%00b'],
  ['only NUL', '%00'],
  ['lone surrogate (UTF-8 of U+D800)', '%ED%A0%80'],
  ['invalid UTF-8', '%C3%28'],
  ['bad escape', '%E0%A4%A'],
  ['emoji', '%F0%9F%98%80'],
  ['traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['SQL', '%27%20OR%201%3D1--'],
  ['4k chars', 'x'.repeat(4000)],
  ['percent', '%25'],
  ['constructor', 'constructor'],
  ['__proto__', '__proto__'],
];

/** Hostile raw query values: everything a path takes, plus what the JSON list parameters take. */
export const QUERY_VALUES: Array<[string, string]> = [
  ...PATH_VALUES,
  ['empty', ''],
  ['null', 'null'],
  ['negative', '-99999'],
  ['huge', '1e308'],
  ['100k', 'y'.repeat(100_000)],
];

/** For ra-data-simple-rest's `sort`, `range` and `filter`. */
export const LIST_QUERY_VALUES: Record<string, string[]> = {
  filter: [
    '{"id":1e20}',
    '{"id":["x"]}',
    '{"id":[]}',
    '{"id":[2147483648]}',
    '{"id":1.5}',
    '{"id":{"a":1}}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":1}}',
    '{"toString":1}',
    '{"q":"a\\u0000b"}',
    '{"q":"\\ud800"}',
    '{"q":["a"]}',
    '{"q":{"a":1}}',
    '{"status":{"a":1}}',
    '{"storeId":1e20}',
    '[',
    '[1,2]',
    '"text"',
    '{"a":'.repeat(200) + '1' + '}'.repeat(200),
  ],
  sort: [
    '["constructor","ASC"]',
    '["toString","ASC"]',
    '["__proto__","ASC"]',
    '["id","DROP TABLE"]',
    '[1,2]',
    '["id"]',
    'x',
    '{"a":1}',
  ],
  range: ['[0,1e300]', '[-1,5]', '[0,2147483648]', '[1e20,1e20+1]', '[5,1]', '["a","b"]', '[0]', '[1.5,3]', '{}'],
};

/** Whole JSON bodies (raw text): wrong types, broken JSON, deep nesting. */
export const RAW_BODIES: Array<[string, string]> = [
  ['body null', 'null'],
  ['body array', '[]'],
  ['body string', '"text"'],
  ['body number', '123'],
  ['body empty object', '{}'],
  ['broken JSON', '{"a":'],
  ['deep nesting 5000', '['.repeat(5000) + ']'.repeat(5000)],
  ['deep object nesting 3000', '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)],
  ['nesting 70', '['.repeat(70) + ']'.repeat(70)],
  ['NUL key', '{"a\\u0000":1}'],
  ['lone surrogate key', '{"\\udfff":1}'],
];

/** Raw CSV bodies for text/csv routes. */
export const CSV_BODIES: Array<[string, string]> = [
  ['empty CSV', ''],
  ['header only', 'sku,qty'],
  ['NUL in CSV', 'sku,name,qty\n1,a\u0000b,2'],
  ['unterminated quote', 'sku,name\n"1,abc'],
  ['huge numbers', 'sku,price,qty\n1,1e308,99999999999999999999'],
  ['negative', 'sku,price,qty\n-1,-5,-10'],
  ['SQL', "sku,name\n1,' OR 1=1; DROP TABLE users; --"],
  ['BOM and unicode', '\uFEFFsku,name\n1,Ünïcødé 😀'],
  ['100k line', 'sku\n' + 'z'.repeat(100_000)],
];

/** Raw header values (fetch refuses NUL and non-Latin-1 in headers, so those are not sent). */
export const HEADER_VALUES: Array<[string, string]> = [
  ['empty', ''],
  ['5k chars', 'k'.repeat(5000)],
  ['spaces', 'a b c'],
  ['SQL', "' OR 1=1--"],
  ['traversal', TRAVERSAL],
];

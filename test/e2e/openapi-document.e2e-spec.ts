/**
 * Clients and the fuzz suite are built from the OpenAPI document, so every
 * route declares its auth, every body its fields, every operation its success answer's schema and
 * the error answers it can give; a wrong method on a known path answers 405 with `Allow`.
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../../backend/common/http/openapi';
import { answerChecker } from '../support/fuzz/answer-check';
import { operationsOf, resolver, type JsonSchema } from '../support/fuzz/openapi-operations';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let doc: OpenAPIObject;

beforeAll(async () => {
  t = await startTestApp();
  doc = buildOpenApiDocument(t.app);
});
afterAll(async () => t?.close());

it('serves the same document at /api/docs-json', async () => {
  const res = await t.http().get('/api/docs-json').expect(200);
  expect(Object.keys(res.body.paths).sort()).toEqual(Object.keys(doc.paths).sort());
});

it('declares for every route who may call it: bearer with its roles, or public', () => {
  const missing: string[] = [];
  for (const op of operationsOf(doc)) {
    const route = `${op.method} ${op.path}`;
    const bearer = op.security.some((s) => 'bearer' in s);
    if (op.isPublic) continue;
    if (!bearer || !op.roles?.length) missing.push(route);
  }
  expect(missing).toEqual([]);
  const byRoute = new Map(operationsOf(doc).map((o) => [`${o.method} ${o.path}`, o]));
  expect(byRoute.get('GET /api/storeinventory/Listing')?.isPublic).toBe(true);
  expect(byRoute.get('POST /api/login')?.isPublic).toBe(true);
  for (const route of ['PUT /api/WebpageConfig', 'PUT /api/WebpageConfig/{id}', 'POST /api/WebpageConfig/logo']) {
    expect([route, byRoute.get(route)?.isPublic, byRoute.get(route)?.security]).toEqual([
      route,
      false,
      [{ bearer: [] }],
    ]);
    expect(byRoute.get(route)?.roles).toEqual(['admin', 'superadmin']);
  }
  expect(byRoute.get('GET /api/WebpageConfig')?.isPublic).toBe(true);
});

it('gives every body-taking route a schema with its fields', () => {
  const resolve = resolver(doc);
  const empty: string[] = [];
  const hasFields = (s: JsonSchema): boolean => {
    const r = resolve(s);
    if (r.type === 'array') return hasFields(r.items ?? {});
    if (r.oneOf) return r.oneOf.every(hasFields);
    if (r.type === 'string') return true; // a raw text body (CSV)
    return !!r.properties && Object.keys(r.properties).length > 0;
  };
  for (const op of operationsOf(doc)) if (op.body && !hasFields(op.body.schema)) empty.push(`${op.method} ${op.path}`);
  expect(empty).toEqual([]);
});

it('documents the fields of the DTOs that had none', () => {
  const schemas = doc.components!.schemas as Record<string, JsonSchema>;
  const fields = (name: string) => Object.keys(schemas[name]?.properties ?? {}).sort();
  expect(fields('LoginDto')).toEqual(['email', 'password', 'username']);
  expect(schemas.LoginDto.required).toEqual(['password']);
  expect(fields('AddWishlistItemDto')).toEqual(['itemNumber']);
  expect(schemas.MergeWishlistDto.properties!.itemNumbers).toMatchObject({ type: 'array', items: { type: 'string' } });
  expect(fields('BillingAddressDto')).toEqual(
    ['addressLine1', 'addressLine2', 'city', 'country', 'fullName', 'state', 'zipCode'].sort(),
  );
  expect(fields('ContactDto')).toEqual(['email', 'fullName', 'phoneNumber']);
  expect(fields('LogoUploadDto')).toEqual(['contentType', 'fileContents']);
  // Every schema of the document has fields.
  const withoutFields = Object.entries(schemas)
    .filter(([, s]) => !s.properties || !Object.keys(s.properties).length)
    .map(([n]) => n);
  expect(withoutFields).toEqual([]);
});

type Responses = Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;

it('declares for every operation its success answer with a schema, and its error answers with the error body', () => {
  const problems: string[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, raw] of Object.entries(item as Record<string, { responses: Responses }>)) {
      const op = operationsOf(doc).find((o) => o.path === path && o.method === method.toUpperCase())!;
      const route = `${op.method} ${path}`;
      const statuses = Object.keys(raw.responses);
      const success = statuses.filter((s) => /^2\d\d$/.test(s));
      if (success.length !== 1) problems.push(`${route}: success answers ${success}`);
      for (const s of success) {
        const content = raw.responses[s].content;
        if (s !== '204' && !Object.values(content ?? {}).some((m) => m.schema && Object.keys(m.schema).length))
          problems.push(`${route}: ${s} without a schema`);
      }
      const expected = ['400', ...(op.isPublic ? ['429'] : ['401', '403'])];
      if (op.parameters.some((p) => p.in === 'path')) expected.push('404');
      if (op.method !== 'GET') expected.push('409');
      for (const s of expected) if (!statuses.includes(s)) problems.push(`${route}: no ${s}`);
      for (const s of statuses.filter((x) => Number(x) >= 400)) {
        const ref = raw.responses[s].content?.['application/json']?.schema?.$ref;
        if (ref !== '#/components/schemas/ErrorAnswer') problems.push(`${route}: ${s} without the error body`);
      }
    }
  expect(problems).toEqual([]);
  const byRoute = (method: string, path: string) =>
    (doc.paths[path] as Record<string, { responses: Responses }>)[method].responses;
  // Spot checks: declared where they really occur.
  expect(Object.keys(byRoute('get', '/api/orders/GetOrderItemWithTracking'))).toEqual(
    expect.arrayContaining(['200', '400', '401', '403']),
  );
  expect(
    byRoute('get', '/api/orders/GetOrderItemWithTracking')['200'].content?.['application/json']?.schema,
  ).toMatchObject({
    type: 'array',
  });
  const tracking = operationsOf(doc).find((o) => o.path === '/api/orders/GetOrderItemWithTracking')!;
  expect(tracking.parameters.find((p) => p.name === 'orderId')).toMatchObject({ in: 'query', required: true });
  expect(Object.keys(byRoute('post', '/api/orders'))).toEqual(expect.arrayContaining(['201', '409', '422']));
  expect(Object.keys(byRoute('post', '/api/login'))).toEqual(expect.arrayContaining(['200', '401', '429']));
  expect(byRoute('get', '/api/admin/orders/export.csv')['200'].content).toHaveProperty('text/csv');
});

it('answers a wrong method on a known path with 405 and Allow, an unknown path with 404', async () => {
  const login = await t.http().get('/api/login').expect(405);
  expect(login.headers.allow).toBe('POST');
  expect(login.body).toMatchObject({ statusCode: 405, error: 'Method Not Allowed' });
  const order = await t.http().delete('/api/orders/GetOrderById/12').expect(405);
  expect(order.headers.allow).toBe('GET, HEAD');
  const rules = await t.http().patch('/api/admin/shipping-rules/3').expect(405);
  expect(rules.headers.allow).toBe('DELETE, GET, HEAD, PUT');
  // Case and a trailing slash as the router reads them.
  expect((await t.http().put('/api/STOREINVENTORY/listing/').expect(405)).headers.allow).toBe('GET, HEAD');
  await t.http().post('/api/no-such-thing').expect(404);
  await t.http().get('/api/no-such-thing').expect(404);
  await t.http().get('/api/storeinventory/Listing').expect(200);
});

it('checks an answer against the document as the fuzz suite does (the check can fail)', async () => {
  const check = answerChecker(doc);
  const json = 'application/json; charset=utf-8';
  const health = await t.http().get('/api/health').expect(200);
  expect(check('GET', '/api/health', { status: 200, contentType: json, text: JSON.stringify(health.body) })).toBe(
    undefined,
  );
  expect(check('GET', '/api/health', { status: 200, contentType: json, text: '{"status":5}' })).toMatch(/status/);
  expect(check('GET', '/api/health', { status: 418, contentType: json, text: '{}' })).toMatch(/not declared/);
  const refused = await t.http().get('/api/orders/GetOrderItemWithTracking').expect(401);
  const answer = { status: 401, contentType: json, text: JSON.stringify(refused.body) };
  expect(check('GET', '/api/orders/GetOrderItemWithTracking', answer)).toBe(undefined);
  expect(check('GET', '/api/orders/GetOrderItemWithTracking', { ...answer, text: '{"message":1}' })).toMatch(
    /statusCode|message/,
  );
  expect(check('GET', '/api/admin/orders/export.csv', { status: 200, contentType: json, text: '[]' })).toMatch(
    /Content-Type/,
  );
});

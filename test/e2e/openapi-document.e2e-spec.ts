/**
 * Clients and the fuzz suite are built from the OpenAPI document, so every
 * route declares its auth and every body its fields.
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../../backend/common/http/openapi';
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

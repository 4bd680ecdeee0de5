import type { OpenAPIObject } from '@nestjs/swagger';

export type JsonSchema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  example?: unknown;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
}

/** One route of the document: what the fuzzer needs to call it. */
export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/orders/GetOrderById/{id} */
  path: string;
  parameters: Parameter[];
  /** The body's media type and schema ($refs resolved one level at a time by `resolve`). */
  body?: { contentType: string; schema: JsonSchema };
  /** Public: an empty security requirement (no token needed). */
  isPublic: boolean;
  security: Array<Record<string, unknown>>;
  roles?: string[];
}

export function resolver(doc: OpenAPIObject) {
  const resolve = (s: JsonSchema | undefined): JsonSchema => {
    if (!s) return {};
    if (s.$ref) {
      const name = s.$ref.replace('#/components/schemas/', '');
      return resolve((doc.components?.schemas as Record<string, JsonSchema>)[name]);
    }
    if (s.allOf?.length === 1) return resolve(s.allOf[0]);
    return s;
  };
  return resolve;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenAPIObject): Operation[] {
  const resolve = resolver(doc);
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item as Record<string, any>)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = raw.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined;
      const [contentType, media] = content ? Object.entries(content)[0] : [];
      const security = (raw.security ?? []) as Array<Record<string, unknown>>;
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: (raw.parameters ?? []).map((p: any) => ({
          name: p.name,
          in: p.in,
          required: !!p.required,
          schema: resolve(p.schema),
          example: p.example ?? p.schema?.example,
        })),
        body: contentType && media ? { contentType, schema: resolve(media.schema) } : undefined,
        isPublic: security.some((s) => Object.keys(s).length === 0),
        security,
        roles: raw['x-roles'],
      });
    }
  }
  return ops;
}

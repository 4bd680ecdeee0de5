import type { INestApplication } from '@nestjs/common';
import { ApiProperty, DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { createRequire } from 'node:module';
import { declareAnswers } from './openapi-answers';

/** A class (DTO) as the validation and transformation metadata key it. */
type Constructor = abstract new (...args: never[]) => unknown;

/** class-transformer keeps its @Type() metadata here (no typed export for it). */
const { defaultMetadataStorage } = createRequire(__filename)('class-transformer/cjs/storage') as {
  defaultMetadataStorage: {
    findTypeMetadata(target: Constructor, property: string): { typeFunction(): Constructor } | undefined;
  };
};

type Schema = Record<string, unknown>;
interface Rule {
  type: string;
  name?: string;
  propertyName: string;
  constraints?: unknown[];
  each?: boolean;
}

const SWAGGER_PROPERTIES = 'swagger/apiModelProperties';
const SWAGGER_PROPERTY_LIST = 'swagger/apiModelPropertiesArray';

/** The JSON shape one validation rule gives a single value (`one`), added to what earlier rules gave. */
function applyRule(one: Schema, r: Rule): void {
  const c = r.constraints ?? [];
  const setType = (t: string) => (one.type ??= t);
  switch (r.name) {
    case 'isString':
    case 'isNotEmpty':
    case 'isEmail':
    case 'isDateString':
    case 'isISO8601':
      setType('string');
      break;
    case 'maxLength':
      setType('string');
      one.maxLength = c[0];
      break;
    case 'minLength':
      setType('string');
      one.minLength = c[0];
      break;
    case 'isInt':
      one.type = 'integer';
      break;
    case 'isNumber':
    case 'isPositive':
      setType('number');
      break;
    case 'min':
      setType('number');
      one.minimum = c[0];
      break;
    case 'max':
      setType('number');
      one.maximum = c[0];
      break;
    case 'isBoolean':
      one.type = 'boolean';
      break;
    case 'matches':
      setType('string');
      if (c[0] instanceof RegExp) one.pattern = c[0].source;
      break;
    case 'isIn':
      if (Array.isArray(c[0])) one.enum = c[0];
      break;
    case 'equals':
      one.enum = [c[0]];
      break;
  }
}

/** What the validation rules of one property say about its JSON shape. */
function schemaFromRules(target: Constructor, property: string, rules: Rule[]): Schema & { required: boolean } {
  const named = (n: string) => rules.find((r) => r.name === n);
  const optional = rules.some((r) => r.type === 'conditionalValidation');
  const one: Schema = {};
  const each = rules.some((r) => r.each);
  for (const r of rules) applyRule(one, r);
  const nested = rules.some((r) => r.type === 'nestedValidation');
  const typeMeta = defaultMetadataStorage.findTypeMetadata(target, property);
  const designType = Reflect.getMetadata('design:type', target.prototype, property);
  const nestedClass: Constructor | undefined = nested ? (typeMeta?.typeFunction() ?? designType) : undefined;
  const isArray = !!named('isArray') || !!named('arrayMinSize') || !!named('arrayMaxSize') || designType === Array;
  if (nestedClass && nestedClass !== Object && nestedClass !== Array) {
    return { type: isArray ? [nestedClass] : nestedClass, required: !optional };
  }
  if (isArray || each) {
    const items: Schema = Object.keys(one).length ? one : { type: 'string' };
    const array: Schema = { type: 'array', items };
    const min = named('arrayMinSize')?.constraints?.[0];
    const max = named('arrayMaxSize')?.constraints?.[0];
    if (min !== undefined) array.minItems = min;
    if (max !== undefined) array.maxItems = max;
    return { ...array, required: !optional };
  }
  if (!one.type && !one.enum) {
    const byDesign = new Map<unknown, string>([
      [String, 'string'],
      [Number, 'number'],
      [Boolean, 'boolean'],
    ]).get(designType);
    one.type = byDesign ?? 'object';
  }
  return { ...one, required: !optional };
}

let documented = false;

/**
 * Every validated DTO property that has no @ApiProperty gets one derived from its validation rules
 * (type, required, length, range, enum, nested class), so the document shows every field a body
 * takes without writing each rule twice. An explicit @ApiProperty always wins.
 */
export function documentValidatedProperties(): void {
  if (documented) return;
  documented = true;
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Constructor, Rule[]> };
  for (const [target, rules] of storage.validationMetadatas) {
    if (typeof target !== 'function') continue;
    const byProperty = new Map<string, Rule[]>();
    for (const r of rules) byProperty.set(r.propertyName, [...(byProperty.get(r.propertyName) ?? []), r]);
    for (const [property, own] of byProperty) {
      if (Reflect.getMetadata(SWAGGER_PROPERTIES, target.prototype, property)) continue;
      ApiProperty(schemaFromRules(target, property, own) as never)(target.prototype, property);
    }
  }
  // A subclass that wrote its own @ApiProperty copied its parent's property list when it was declared,
  // before the parent's derived properties above existed: give it the parent's properties it misses.
  for (const target of storage.validationMetadatas.keys()) {
    if (typeof target !== 'function') continue;
    for (let parent = Object.getPrototypeOf(target); parent?.prototype; parent = Object.getPrototypeOf(parent)) {
      const own: string[] | undefined = Reflect.getOwnMetadata(SWAGGER_PROPERTY_LIST, target.prototype);
      const inherited: string[] = Reflect.getOwnMetadata(SWAGGER_PROPERTY_LIST, parent.prototype) ?? [];
      const missing = inherited.filter((key) => !own?.includes(key));
      if (own && missing.length) Reflect.defineMetadata(SWAGGER_PROPERTY_LIST, [...own, ...missing], target.prototype);
    }
  }
}

/** The API's OpenAPI document, as served at /api/docs (and read by the fuzz tests). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  documentValidatedProperties();
  const config = new DocumentBuilder()
    .setTitle('Wine & Liquor Shop API')
    .setDescription(
      'Storefront calls (spec section 7) and back-office resources. Each operation lists its security: ' +
        '`bearer` (a token from POST /api/login; `x-roles` names the roles allowed) or an empty requirement ' +
        '(public: no token needed).',
    )
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  // A controller-wide @ApiBearerAuth() and @Roles() on its methods both add bearer: list it once.
  for (const item of Object.values(document.paths))
    for (const op of Object.values(item) as Array<{ security?: unknown[] }>) {
      if (op && Array.isArray(op.security))
        op.security = [...new Set(op.security.map((s) => JSON.stringify(s)))].map((s) => JSON.parse(s));
    }
  declareAnswers(document);
  return document;
}

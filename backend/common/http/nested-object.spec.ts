import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, IsOptional, IsString, validateSync, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { NESTED_OBJECT, NestedObject } from './nested-object';

type Constructor = abstract new (...args: never[]) => unknown;

/** class-transformer keeps its @Type() metadata here (no typed export for it). */
const { defaultMetadataStorage } = createRequire(__filename)('class-transformer/cjs/storage') as {
  defaultMetadataStorage: { _typeMetadatas: Map<Constructor, Map<string, { typeFunction(): unknown }>> };
};

const BACKEND = join(__dirname, '..', '..');
const SCALARS = new Set<unknown>([String, Number, Boolean, Date, Object, Array, undefined]);

/** Every backend source file that declares validation rules (DTOs, and query classes in controllers). */
function filesWithRules(dir = BACKEND): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'bench' ? [] : filesWithRules(path);
    if (!e.name.endsWith('.ts') || e.name.endsWith('.spec.ts')) return [];
    return readFileSync(path, 'utf8').includes("from 'class-validator'") ? [path] : [];
  });
}

/** `Class.property` of every nested field (an object or an array of objects) not declared with NestedObject. */
function nestedFieldsWithoutTheRule(classes: Iterable<Constructor>): string[] {
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<Constructor, Array<{ propertyName: string; type: string }>>;
  };
  const out: string[] = [];
  for (const target of classes) {
    const rules = storage.validationMetadatas.get(target) ?? [];
    const types = defaultMetadataStorage._typeMetadatas.get(target) ?? new Map();
    const properties = new Set([...rules.map((r) => r.propertyName), ...types.keys()]);
    for (const property of properties) {
      const declared: unknown = Reflect.getMetadata('design:type', target.prototype, property);
      const typed = types.get(property)?.typeFunction();
      const nested =
        rules.some((r) => r.propertyName === property && r.type === 'nestedValidation') ||
        !SCALARS.has(typed) ||
        (typeof declared === 'function' && storage.validationMetadatas.has(declared as Constructor));
      if (nested && !Reflect.getMetadata(NESTED_OBJECT, target.prototype, property))
        out.push(`${target.name}.${property}`);
    }
  }
  return out;
}

function allClasses(): Set<Constructor> {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Constructor, unknown> };
  return new Set(
    [...storage.validationMetadatas.keys(), ...defaultMetadataStorage._typeMetadatas.keys()].filter(
      (t) => typeof t === 'function',
    ),
  );
}

class Address {
  @IsString()
  zipCode: string;
}

class Order {
  @NestedObject(() => Address)
  billingAddress: Address;

  @NestedObject(() => Address, { each: true })
  @IsOptional()
  stops?: Address[];
}

function errorsOf(body: unknown): string[] {
  const errors = validateSync(plainToInstance(Order, body) as object, { stopAtFirstError: true });
  return errors.flatMap((e) => [
    ...Object.values(e.constraints ?? {}),
    ...(e.children ?? []).flatMap((c) => Object.values(c.constraints ?? {})),
  ]);
}

describe('NestedObject', () => {
  it('refuses an array, a nested array and a scalar where an object belongs, with the field named', () => {
    for (const bad of [[], [[]], [{ zipCode: '50309' }], 'x', 5])
      expect(errorsOf({ billingAddress: bad })).toEqual(['billingAddress must be an object.']);
    expect(errorsOf({ billingAddress: { zipCode: '50309' }, stops: [[]] })).toEqual([
      'Each item of stops must be an object.',
    ]);
    expect(errorsOf({ billingAddress: { zipCode: '50309' }, stops: [{ zipCode: '1' }] })).toEqual([]);
    expect(errorsOf({ billingAddress: {} })).toEqual(['zipCode must be a string']);
  });

  it('is on every nested field of every DTO in the backend', () => {
    for (const file of filesWithRules()) require(file);
    const classes = allClasses();
    expect(classes.size).toBeGreaterThan(60);
    expect(nestedFieldsWithoutTheRule(classes)).toEqual([]);
  });

  it('the scan finds a nested field declared the old way', () => {
    class Planted {
      @ValidateNested()
      @Type(() => Address)
      shippingAddress: Address;

      @ValidateNested({ each: true })
      lines: Address[];

      @IsOptional()
      contact?: Address;
    }
    expect(nestedFieldsWithoutTheRule([Planted])).toEqual([
      'Planted.shippingAddress',
      'Planted.lines',
      'Planted.contact',
    ]);
  });
});

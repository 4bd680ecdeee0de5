import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { BAD_TEXT_MESSAGE, findBadText, textChecked } from './bad-input';

/** A class (DTO) as the validation and transformation metadata key it. */
type Constructor = abstract new (...args: never[]) => unknown;

const optionalFields = new WeakMap<Constructor, Set<string>>();

/** The properties of a DTO class marked @IsOptional() (null or absent skips their rules). */
function optionalOf(type: Constructor): Set<string> {
  let set = optionalFields.get(type);
  if (!set) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
    set = new Set(rules.filter((r) => r.name === 'isOptional').map((r) => r.propertyName));
    optionalFields.set(type, set);
  }
  return set;
}

/**
 * `null` in an @IsOptional() field means "not given": the field is dropped, so a service never
 * writes null into a column that takes none or reads a property of null. A field where null has
 * a meaning (clear a sale date) uses @ValidateIf((_, v) => v !== null ...) instead and keeps it.
 * Walks the validated DTO instance and its nested DTOs (bounded by the parse-time depth cap).
 */
export function dropNullOptionals(value: unknown): void {
  if (Array.isArray(value)) {
    for (const v of value) dropNullOptionals(v);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const proto = Object.getPrototypeOf(value);
  if (!proto || proto === Object.prototype || typeof proto.constructor !== 'function') return; // plain data, no DTO
  const optional = optionalOf(proto.constructor);
  for (const [key, v] of Object.entries(value)) {
    if (v === null && optional.has(key)) delete (value as Record<string, unknown>)[key];
    else if (v && typeof v === 'object') dropNullOptionals(v);
  }
}

function messages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) =>
      m.startsWith('property ') && m.endsWith(' should not exist') ? `Unknown field: ${path}.` : m,
    );
    return [...own, ...messages(e.children ?? [], path)];
  });
}

/**
 * Also applies the text rule of bad-input.ts to every argument, for bodies parsed after the global
 * middleware (multipart fields, CSV text); a whole query or body rejectBadInput already checked is
 * not walked twice.
 */
class ShopValidationPipe extends ValidationPipe {
  // A custom decorator's value (@Ctx, @ShopCtx, @CurrentUser) is neither checked nor validated
  // (validateCustomDecorators is off): handed back as it is, without the async pipeline.
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<any> {
    if (metadata.type === 'custom') return value as any;
    return this.checked(value, metadata);
  }

  private async checked(value: unknown, metadata: ArgumentMetadata) {
    if (!textChecked(value)) {
      const where = findBadText(value, metadata.data ? `${metadata.type}.${metadata.data}` : metadata.type);
      if (where) throw new BadRequestException(`${BAD_TEXT_MESSAGE} (${where}).`);
    }
    const result = await super.transform(value, metadata);
    if (metadata.type === 'body' || metadata.type === 'query') dropNullOptionals(result);
    return result;
  }
}

/** Global validation: whitelist, unknown fields refused, the spec's messages joined in `message`. */
export function validationPipe() {
  return new ShopValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(messages(errors)),
  });
}

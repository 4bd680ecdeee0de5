import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';

/** Marks a property declared with NestedObject (read by the unit test that scans every DTO). */
export const NESTED_OBJECT = 'shop:nestedObject';

export interface NestedObjectOptions {
  /** The property is an array whose every item is one nested object. */
  each?: boolean;
  /** The field's message when the value (or an item) is not an object; `$property` names the field. */
  message?: string;
}

/**
 * The one rule for a nested DTO field: the value (each item with `each`) must be a JSON object,
 * not an array, a nested array or a scalar, and is then validated as `type`. class-validator's
 * @ValidateNested alone walks an array's items (an empty array passes) and class-transformer turns
 * `[{...}]` into an array of the DTO, so without the object check `"billingAddress": []` would reach
 * a service. Put it above a field's other rules (applied last, checked last): with stopAtFirstError
 * their own messages (not an array, too many items) answer first.
 */
export function NestedObject(
  type: () => abstract new (...args: never[]) => unknown,
  options: NestedObjectOptions = {},
) {
  const each = !!options.each;
  const message =
    options.message ?? (each ? 'Each item of $property must be an object.' : '$property must be an object.');
  return applyDecorators(
    ValidateNested({ each }),
    IsObject({ each, message }),
    Type(type as () => new () => unknown),
    (target: object, key: string | symbol) => Reflect.defineMetadata(NESTED_OBJECT, { each }, target, key),
  );
}

import { ValidateBy, ValidationArguments } from 'class-validator';
import type { Check } from '../../domain/validation';

/** The message for one field: missing counts as empty text, any other non-text value is refused. */
function messageFor(check: Check, value: unknown, property: string): string | null {
  if (value === undefined || value === null) return check('');
  if (typeof value !== 'string') return `${property} must be text.`;
  return check(value);
}

/**
 * Runs one of the shared form checks (backend/domain/validation.ts) as a class-validator rule, so
 * the API answers with exactly the messages the forms show.
 */
export function FieldCheck(check: Check): PropertyDecorator {
  return ValidateBy({
    name: 'fieldCheck',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        messageFor(check, value, args?.property ?? 'value') === null,
      defaultMessage: (args?: ValidationArguments) => messageFor(check, args?.value, args?.property ?? 'value') ?? '',
    },
  });
}

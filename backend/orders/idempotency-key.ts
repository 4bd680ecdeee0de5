import { BadRequestException } from '@nestjs/common';

/** The Idempotency-Key header: absent, or 8 to 100 visible ASCII characters. */
export function parseIdempotencyKey(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const key = value.trim();
  if (!/^[\x21-\x7e]{8,100}$/.test(key))
    throw new BadRequestException('Idempotency-Key must be 8 to 100 letters, digits or symbols.');
  return key;
}

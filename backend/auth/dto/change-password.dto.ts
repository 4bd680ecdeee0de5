import { ApiProperty } from '@nestjs/swagger';
import { validateNewPassword } from '../../domain/validation';
import { FieldCheck } from './field-check';

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';
export const PASSWORD_CHANGED = 'Your password has been changed.';

/** `POST /api/auth/change-password` (My Details): the current password proves it is the owner. */
export class ChangePasswordDto {
  @ApiProperty({ example: 'customer1' })
  @FieldCheck((v) => (typeof v === 'string' && v.length > 0 ? null : CURRENT_PASSWORD_REQUIRED))
  currentPassword: string;

  @ApiProperty({ example: 'new-secret', minLength: 6 })
  @FieldCheck((v) => validateNewPassword({ password: v, confirmPassword: v }).password ?? null)
  newPassword: string;
}

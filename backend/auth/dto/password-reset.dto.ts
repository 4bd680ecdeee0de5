import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { forgotEmailCheck, MESSAGES, RESET_CODE_PATTERN, validateNewPassword } from '../../domain/validation';
import { FieldCheck } from './field-check';

export const CODE_INVALID = 'The code is invalid or has expired.';

/** Step one of Forgot password: the email to send a code to. */
export class ForgotPasswordDto {
  @ApiProperty({ example: 'customer1@example.com' })
  @FieldCheck(forgotEmailCheck)
  email: string;
}

/** Step two: the emailed code and the new password (with its confirmation, when the form sends it). */
export class ResetPasswordDto {
  @ApiProperty({ example: 'customer1@example.com' })
  @FieldCheck(forgotEmailCheck)
  email: string;

  @ApiProperty({ example: '123456', description: 'The 6-digit code from the email.' })
  @FieldCheck((v) => (RESET_CODE_PATTERN.test(String(v).replace(/\s+/g, '')) ? null : CODE_INVALID))
  code: string;

  @ApiProperty({ example: 'new-secret', minLength: 6 })
  @FieldCheck((v) => validateNewPassword({ password: v, confirmPassword: v }).password ?? null)
  password: string;

  @ApiPropertyOptional({ example: 'new-secret', description: 'When sent, it must equal password.' })
  @IsOptional()
  @FieldCheck((v) => (String(v).length < 6 ? MESSAGES.forgotPassword.confirmPassword : null))
  confirmPassword?: string;
}

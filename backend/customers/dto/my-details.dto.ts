import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, ValidateIf } from 'class-validator';
import { FieldCheck } from '../../auth/dto/field-check';
import type { MyDetailsInput, SavedAddressInput } from '../../domain/api/accounts';
import { dateOfBirthProblem } from '../../domain/date-of-birth';
import { registerChecks } from '../../domain/validation';
import { CustomerProfileDto, WithAddressLines } from './customer-profile.dto';

const optionalPhone = (v: unknown) => (v === undefined || v === null || v === '' ? null : registerChecks.phone(v));
const required = (label: string, max: number) => (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : '';
  if (!s) return `${label} is required.`;
  return s.length > max ? `${label} is too long (at most ${max} characters).` : null;
};

/** `PUT /api/customer/me`: name, phone and address, with the registration form's checks and messages. */
export class UpdateMyDetailsDto extends CustomerProfileDto implements MyDetailsInput {
  // Null means "clear it" here, so the field is not @IsOptional() (the validation pipe drops an
  // optional field's null as "not given"); ValidateIf skips the check for null and absent alike.
  @ApiPropertyOptional({ example: '1990-04-12', nullable: true, description: "Optional; '' or null clears it." })
  @FieldCheck((v) => dateOfBirthProblem(String(v), new Date().toISOString().slice(0, 10)))
  @ValidateIf((_, v) => v !== null && v !== undefined)
  dateOfBirth?: string | null;
}

/** A saved address's label and the name on it (the fields before its address lines). */
class SavedAddressHead {
  @ApiProperty({ example: 'Home', maxLength: 40 })
  @FieldCheck(required('Label', 40))
  label: string;

  @ApiProperty({ example: 'Ava Martinez' })
  @FieldCheck(required('Full Name', 100))
  fullName: string;
}

/** A saved address (`POST` / `PUT /api/customer/me/addresses`). */
export class SavedAddressDto extends WithAddressLines(SavedAddressHead) implements SavedAddressInput {
  @ApiPropertyOptional({ example: '(515) 555-0101' })
  @FieldCheck(optionalPhone)
  phoneNumber?: string;

  @ApiPropertyOptional({ description: 'Checkout fills this one in first; one address at most is the default.' })
  @IsOptional()
  @IsBoolean({ message: 'isDefault must be true or false.' })
  isDefault?: boolean;
}

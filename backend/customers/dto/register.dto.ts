import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional } from 'class-validator';
import { registerChecks } from '../../domain/validation';
import { FieldCheck } from '../../auth/dto/field-check';
import { CustomerProfileDto } from './customer-profile.dto';
import { NestedObject } from '../../common/http/nested-object';

/** Spec 3 Customer, as sent by the register form. */
export class RegisterCustomerDto extends CustomerProfileDto {
  @ApiPropertyOptional({ description: 'Ignored: the server assigns the id.' })
  @IsOptional()
  @Allow()
  id?: unknown;

  @ApiProperty({ example: 'ava@example.com', maxLength: 254 })
  @FieldCheck(registerChecks.email)
  emailAddress: string;
}

/** Spec 3 Registration credentials. */
export class RegisterUserDto {
  @ApiProperty({ example: 'ava@example.com', description: 'Must be the same as customer.emailAddress.' })
  @FieldCheck(registerChecks.email)
  email: string;

  @ApiProperty({ example: 'avamartinez', minLength: 5 })
  @FieldCheck(registerChecks.username)
  username: string;

  @ApiProperty({ example: 'secret1', minLength: 6 })
  @FieldCheck(registerChecks.password)
  password: string;

  @ApiPropertyOptional({ description: 'Ignored: registration always creates a customer.' })
  @IsOptional()
  @Allow()
  role?: unknown;
}

/** `POST /api/customer` (spec 7): `{customer, user}`. */
export class RegisterDto {
  @ApiProperty({ type: RegisterCustomerDto })
  @NestedObject(() => RegisterCustomerDto, { message: 'customer is required.' })
  customer: RegisterCustomerDto;

  @ApiProperty({ type: RegisterUserDto })
  @NestedObject(() => RegisterUserDto, { message: 'user is required.' })
  user: RegisterUserDto;
}

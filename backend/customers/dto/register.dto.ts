import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { registerChecks } from '../../domain/validation';
import { FieldCheck } from '../../auth/dto/field-check';

/** Spec 3 Customer, as sent by the register form. */
export class RegisterCustomerDto {
  @ApiPropertyOptional({ description: 'Ignored: the server assigns the id.' })
  @IsOptional()
  @Allow()
  id?: unknown;

  @ApiProperty({ example: 'Ava', minLength: 2 })
  @FieldCheck(registerChecks.firstName)
  firstName: string;

  @ApiPropertyOptional({ example: 'Martinez' })
  @FieldCheck(registerChecks.lastName)
  lastName?: string;

  @ApiProperty({ example: '(515) 555-0101' })
  @FieldCheck(registerChecks.phone)
  phoneNumber: string;

  @ApiProperty({ example: '310 Court Avenue' })
  @FieldCheck(registerChecks.address1)
  addressLine1: string;

  @ApiPropertyOptional({ example: 'Apt 4B' })
  @FieldCheck(registerChecks.address2)
  addressLine2?: string;

  @ApiProperty({ example: 'Des Moines' })
  @FieldCheck(registerChecks.city)
  city: string;

  @ApiProperty({ example: 'IA' })
  @FieldCheck(registerChecks.state)
  state: string;

  @ApiProperty({ example: '50309' })
  @FieldCheck(registerChecks.zipCode)
  zipCode: string;

  @ApiProperty({ example: 'USA' })
  @FieldCheck(registerChecks.country)
  country: string;

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
  @IsObject({ message: 'customer is required.' })
  @ValidateNested()
  @Type(() => RegisterCustomerDto)
  customer: RegisterCustomerDto;

  @ApiProperty({ type: RegisterUserDto })
  @IsObject({ message: 'user is required.' })
  @ValidateNested()
  @Type(() => RegisterUserDto)
  user: RegisterUserDto;
}

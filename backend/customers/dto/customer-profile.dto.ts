import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FieldCheck } from '../../auth/dto/field-check';
import { registerChecks } from '../../domain/validation';

/**
 * A customer's name, phone and address with the register form's checks and messages: the one
 * definition that registration (spec 7 `POST /api/customer`) and My Details (`PUT /api/customer/me`)
 * both extend.
 */
export class CustomerProfileDto {
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
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FieldCheck } from '../../auth/dto/field-check';
import { registerChecks } from '../../domain/validation';

type Class = new (...args: any[]) => object;

/**
 * Adds the address lines, with the register form's checks and messages, after the fields of `Base`
 * (validation reports fields in declaration order, so each form keeps its order of messages).
 */
export function WithAddressLines<B extends Class>(Base: B) {
  class AddressLines extends Base {
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
  }
  return AddressLines;
}

class NameAndPhone {
  @ApiProperty({ example: 'Ava', minLength: 2 })
  @FieldCheck(registerChecks.firstName)
  firstName: string;

  @ApiPropertyOptional({ example: 'Martinez' })
  @FieldCheck(registerChecks.lastName)
  lastName?: string;

  @ApiProperty({ example: '(515) 555-0101' })
  @FieldCheck(registerChecks.phone)
  phoneNumber: string;
}

/**
 * A customer's name, phone and address with the register form's checks and messages: the one
 * definition that registration (spec 7 `POST /api/customer`) and My Details (`PUT /api/customer/me`)
 * both extend; saved addresses share its address lines (WithAddressLines).
 */
export class CustomerProfileDto extends WithAddressLines(NameAndPhone) {
  @ApiProperty({ example: 'USA' })
  @FieldCheck(registerChecks.country)
  country: string;
}

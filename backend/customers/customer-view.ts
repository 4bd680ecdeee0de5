import type { CustomerView } from '../domain/api/accounts';
import type { Customer } from './customer.entity';

export type { CustomerView } from '../domain/api/accounts';

export function toCustomerView(c: Customer): CustomerView {
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    phoneNumber: c.phoneNumber,
    addressLine1: c.addressLine1,
    addressLine2: c.addressLine2,
    city: c.city,
    state: c.state,
    zipCode: c.zipCode,
    country: c.country,
    emailAddress: c.emailAddress,
    dateOfBirth: c.dateOfBirth ?? null,
  };
}

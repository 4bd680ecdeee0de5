import type { Customer } from './customer.entity';

/** Spec 3 Customer, as the API answers it (never anything about the account's password). */
export interface CustomerView {
  id: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  emailAddress: string;
}

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
  };
}

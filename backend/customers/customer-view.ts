import type { CustomerView } from '../domain/api/accounts';
import type { Customer } from './customer.entity';

export type { CustomerView } from '../domain/api/accounts';

/**
 * The customer's record. The date of birth is the customer's own: staff (store admins, super-admins)
 * get the record without it (`audience: 'staff'`); age is checked against the ID at handover.
 */
export function toCustomerView(c: Customer, audience: 'self' | 'staff' = 'self'): CustomerView {
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
    ...(audience === 'self' ? { dateOfBirth: c.dateOfBirth ?? null } : {}),
  };
}

import type { CustomerView, MyDetailsInput } from '@domain/api/accounts';
import type { RegisterField } from '@domain/validation';

export type ProfileField = Extract<
  RegisterField,
  'firstName' | 'lastName' | 'phone' | 'address1' | 'address2' | 'city' | 'state' | 'zipCode' | 'country'
>;
export type ProfileForm = Record<ProfileField | 'dateOfBirth', string>;

export const FIELDS: { name: ProfileField; label: string; type?: string; autoComplete: string; optional?: boolean }[] =
  [
    { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last Name', autoComplete: 'family-name', optional: true },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
    { name: 'address1', label: 'Address Line 1', autoComplete: 'address-line1' },
    { name: 'address2', label: 'Address Line 2', autoComplete: 'address-line2', optional: true },
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'state', label: 'State', autoComplete: 'address-level1' },
    { name: 'zipCode', label: 'Zip Code', autoComplete: 'postal-code' },
    { name: 'country', label: 'Country', autoComplete: 'country-name' },
  ];

/** The form as it opens: the customer's record. */
export function profileValues(customer: CustomerView): ProfileForm {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phoneNumber,
    address1: customer.addressLine1,
    address2: customer.addressLine2,
    city: customer.city,
    state: customer.state,
    zipCode: customer.zipCode,
    country: customer.country,
    dateOfBirth: customer.dateOfBirth ?? '',
  };
}

/** What is saved: the texts without the spaces around them, no date of birth when the box is empty. */
export function profileUpdate(v: ProfileForm): MyDetailsInput {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    phoneNumber: v.phone.trim(),
    addressLine1: v.address1.trim(),
    addressLine2: v.address2.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    zipCode: v.zipCode.trim(),
    country: v.country.trim(),
    dateOfBirth: v.dateOfBirth || null,
  };
}

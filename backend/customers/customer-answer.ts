import { obj } from '../common/http/openapi-answers';

/** A customer's details as the customer controllers answer them (the OpenAPI document's response schema). */
export const CUSTOMER = obj({
  id: 'number',
  firstName: 'string',
  'lastName?': 'string',
  'phoneNumber?': 'string',
  addressLine1: 'string',
  'addressLine2?': 'string',
  city: 'string',
  state: 'string',
  zipCode: 'string',
  'country?': 'string',
  'emailAddress?': 'string',
  'dateOfBirth?': 'any',
});

/**
 * Accounts as the API answers them (sign-in, customer records). Pure types: the backend's view
 * builders return them, the storefront and back office import them (`@domain/api/accounts`).
 */

/** Who a signed-in account is (`POST /api/login` answers it as `user`). */
export interface SessionUser {
  email: string;
  role: 'customer' | 'admin' | 'superadmin';
}

/** `POST /api/login`. */
export interface LoginResponse {
  token: string;
  user: SessionUser;
}

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
  /** Optional, 'YYYY-MM-DD' (checkout refuses a customer under 21). */
  dateOfBirth?: string | null;
}

/** `PUT /api/customer/me` (My Details): the fields a customer edits themselves. */
export interface MyDetailsInput {
  firstName: string;
  lastName?: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  /** 'YYYY-MM-DD'; '' or null clears it; absent leaves it as it is. */
  dateOfBirth?: string | null;
}

/** A saved delivery address (`/api/customer/me/addresses`); checkout prefills from the default one. */
export interface SavedAddressView {
  id: number;
  label: string;
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  isDefault: boolean;
}

export type SavedAddressInput = Omit<SavedAddressView, 'id' | 'isDefault' | 'addressLine2' | 'phoneNumber'> &
  Partial<Pick<SavedAddressView, 'isDefault' | 'addressLine2' | 'phoneNumber'>>;

/** `POST /api/auth/change-password`: answers a fresh token (the password change ends the older ones). */
export interface ChangePasswordResponse {
  token: string;
  message: string;
}

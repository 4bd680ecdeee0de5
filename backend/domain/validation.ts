/**
 * Form rules of the spec (section 5) with its exact messages, shared by the server DTOs and the
 * storefront/backoffice forms. Each check takes the raw field value and answers the message to
 * show, or null when the value is fine. Pure: no Nest, TypeORM or browser imports.
 */
import { stateCode } from './quote/us-states';

export const MESSAGES = {
  login: {
    username: 'Please enter your username.',
    password: 'Password must be at least 6 characters.',
    /** Admin-area screen. */
    email: 'Please enter a valid email.',
  },
  register: {
    firstName: 'Name is required.',
    phoneRequired: 'Phone number is required.',
    phoneInvalid: 'Please enter valid phone number.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Invalid email format.',
    address1: 'Address Line 1 is required.',
    city: 'City is required.',
    state: 'State is required.',
    country: 'Country is required.',
    zipCode: 'Zip Code is required.',
    zipCodeInvalid: 'Please enter a 5-digit zip code.',
    stateInvalid: 'Please enter a US state, such as IA or Iowa.',
    usernameRequired: 'Username is required.',
    usernameShort: 'Username must be at least 5 characters.',
    passwordRequired: 'Password is required.',
    passwordShort: 'Password must be at least 6 characters.',
  },
  forgotPassword: {
    email: 'Please enter a valid email address.',
    password: 'Password must be at least 6 characters.',
    confirmPassword: 'Confirm Password must be at least 6 characters.',
    mismatch: 'Password and Confirm Password do not match.',
  },
} as const;

/** Spec 9 business limits, plus storage limits the spec does not state (column sizes). */
export const LIMITS = {
  firstNameMin: 2,
  usernameMin: 5,
  passwordMin: 6,
  emailMax: 254,
  emailLocalMax: 64,
  /** Not in the spec: the longest values we store. */
  nameMax: 100,
  phoneMax: 30,
  addressMax: 200,
  placeMax: 100,
  zipCodeMax: 20,
  usernameMax: 64,
  passwordMax: 200,
} as const;

export type Check = (value: unknown) => string | null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const blank = (value: unknown): boolean => text(value).trim() === '';

/**
 * Spec 5 phone: an optional country code of 1 to 3 digits (a leading + is accepted too), then 3, 3
 * and 4 digits, with optional parentheses around the area code and dashes or spaces between groups.
 */
export const PHONE_PATTERN = /^(?:\+?\d{1,3}[-\s]?)?(?:\(\d{3}\)|\d{3})[-\s]?\d{3}[-\s]?\d{4}$/;

// The WHATWG/Angular email grammar (letters, digits and the RFC 5322 specials in the local part,
// dot-separated; hostname labels of at most 63 characters), with a dotted domain required.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** Spec 5 Email format: valid, at most 254 characters in total and 64 in the local part. */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  if (email.length === 0 || email.length > LIMITS.emailMax) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > LIMITS.emailLocalMax || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l))) return false;
  return /^[A-Za-z]{2,}$/.test(labels[labels.length - 1]) || /^xn--[A-Za-z0-9-]+$/.test(labels[labels.length - 1]);
}

/** A US zip code: 5 digits, optionally +4 (the store delivers and ships within the USA only). */
export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

export function isValidZipCode(value: unknown): boolean {
  return typeof value === 'string' && ZIP_PATTERN.test(value.trim());
}

/** A US state (or DC) by its postal code or its name, in any case: 'IA', 'ia', 'Iowa'. */
export function isValidState(value: unknown): boolean {
  return typeof value === 'string' && stateCode(value) !== null;
}

export function isValidPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value.trim());
}

/** Emails and usernames are compared and stored lower-cased, without surrounding spaces. */
export function normalizeLogin(value: string): string {
  return value.trim().toLowerCase();
}

const maxLength =
  (label: string, max: number): Check =>
  (value) =>
    text(value).trim().length > max ? `${label} must be at most ${max} characters.` : null;

const first =
  (...checks: Check[]): Check =>
  (value) => {
    for (const check of checks) {
      const message = check(value);
      if (message) return message;
    }
    return null;
  };

const required =
  (message: string): Check =>
  (value) =>
    blank(value) ? message : null;

/** Register form, one check per field (spec 5 Register). */
export const registerChecks = {
  firstName: first(
    (v) => (text(v).trim().length < LIMITS.firstNameMin ? MESSAGES.register.firstName : null),
    maxLength('First name', LIMITS.nameMax),
  ),
  lastName: maxLength('Last name', LIMITS.nameMax),
  phone: first(required(MESSAGES.register.phoneRequired), (v) =>
    isValidPhone(v) ? null : MESSAGES.register.phoneInvalid,
  ),
  email: first(required(MESSAGES.register.emailRequired), (v) =>
    isValidEmail(v) ? null : MESSAGES.register.emailInvalid,
  ),
  address1: first(required(MESSAGES.register.address1), maxLength('Address Line 1', LIMITS.addressMax)),
  address2: maxLength('Address Line 2', LIMITS.addressMax),
  city: first(required(MESSAGES.register.city), maxLength('City', LIMITS.placeMax)),
  state: first(required(MESSAGES.register.state), maxLength('State', LIMITS.placeMax), (v) =>
    isValidState(v) ? null : MESSAGES.register.stateInvalid,
  ),
  country: first(required(MESSAGES.register.country), maxLength('Country', LIMITS.placeMax)),
  zipCode: first(required(MESSAGES.register.zipCode), maxLength('Zip Code', LIMITS.zipCodeMax), (v) =>
    isValidZipCode(v) ? null : MESSAGES.register.zipCodeInvalid,
  ),
  username: first(
    required(MESSAGES.register.usernameRequired),
    (v) => (text(v).trim().length < LIMITS.usernameMin ? MESSAGES.register.usernameShort : null),
    maxLength('Username', LIMITS.usernameMax),
    // Sign-in takes a username or an email, so a username must never look like an email.
    (v) => (/[@\s]/.test(text(v).trim()) ? 'Username cannot contain spaces or @.' : null),
  ),
  password: first(
    (v) => (text(v).length === 0 ? MESSAGES.register.passwordRequired : null),
    (v) => (text(v).length < LIMITS.passwordMin ? MESSAGES.register.passwordShort : null),
    (v) => (text(v).length > LIMITS.passwordMax ? `Password must be at most ${LIMITS.passwordMax} characters.` : null),
  ),
} satisfies Record<string, Check>;

export type RegisterField = keyof typeof registerChecks;
export type RegisterForm = Partial<Record<RegisterField, unknown>>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

function runChecks<F extends string>(checks: Record<F, Check>, form: Partial<Record<F, unknown>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const message = checks[field](form[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Every register field's message; an empty object means the form may be submitted. */
export function validateRegister(form: RegisterForm): FieldErrors<RegisterField> {
  return runChecks(registerChecks, form);
}

/** Customer login form (spec 5 Login (customer)). */
export const loginChecks = {
  username: required(MESSAGES.login.username),
  password: (v: unknown) => (text(v).length < LIMITS.passwordMin ? MESSAGES.login.password : null),
} satisfies Record<string, Check>;

export function validateLogin(form: { username?: unknown; password?: unknown }): FieldErrors<'username' | 'password'> {
  return runChecks(loginChecks, form);
}

/** Admin-area login form (spec 5 Login (admin-area screen)). */
export const adminLoginChecks = {
  email: (v: unknown) => (isValidEmail(v) ? null : MESSAGES.login.email),
  password: loginChecks.password,
} satisfies Record<string, Check>;

export function validateAdminLogin(form: { email?: unknown; password?: unknown }): FieldErrors<'email' | 'password'> {
  return runChecks(adminLoginChecks, form);
}

/** Forgot password, step one (spec 5 Forgot password). */
export const forgotEmailCheck: Check = (v) => (isValidEmail(v) ? null : MESSAGES.forgotPassword.email);

/** Forgot password, step two: the new password and its confirmation. */
export function validateNewPassword(form: {
  password?: unknown;
  confirmPassword?: unknown;
}): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  const password = text(form.password);
  const confirm = text(form.confirmPassword);
  if (password.length < LIMITS.passwordMin) errors.password = MESSAGES.forgotPassword.password;
  else if (password.length > LIMITS.passwordMax)
    errors.password = `Password must be at most ${LIMITS.passwordMax} characters.`;
  if (confirm.length < LIMITS.passwordMin) errors.confirmPassword = MESSAGES.forgotPassword.confirmPassword;
  else if (!errors.password && password !== confirm) errors.confirmPassword = MESSAGES.forgotPassword.mismatch;
  return errors;
}

/** Reset codes are six digits. */
export const RESET_CODE_PATTERN = /^\d{6}$/;

/**
 * The checkout's rules (spec 2.11, 5, 8, 9) as pure functions: form checks with the spec's
 * messages. Every figure comes from the server quote (POST /cart/quote).
 */
import type { OrderType } from '@domain/order-type';
import { cardProblem, CARD_MESSAGES } from '@domain/payment-card';
import { isValidEmail, isValidState, isValidZipCode, MESSAGES } from '@domain/validation';
import type { FieldErrors, Resolver } from 'react-hook-form';

export const CHECKOUT_MESSAGES = {
  orderType: 'Please select an order type.',
  deliveryAddress: 'Please enter your delivery address.',
  deliveryZone:
    'Delivery is not available at given address. Please choose either shipping or pickup to place this order.',
  required: 'Please fill in all required fields.',
  placed: 'Order placed successfully!',
  failed: 'Error in placing your order!',
  shippingType: 'Please choose a shipping type.',
  deliveryWindow: 'Please choose a delivery window.',
  age: 'Please confirm that you are 21 or older.',
} as const;

export interface ShippingForm {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phone: string;
}

export type BillingForm = Omit<ShippingForm, 'email' | 'phone'>;

export interface PaymentForm {
  paymentType: '' | 'Credit Card';
  cardHolderName: string;
  cardNumber: string;
  /** The month picker's value, 'YYYY-MM'. */
  expiry: string;
  cvv: string;
}

export type Errors<T> = Partial<Record<keyof T, string>>;

const blank = (v: string) => v.trim() === '';

/** Spec 9: zip checks (delivery zone, shipping rates) start once more than 4 characters are typed. */
export function zipReady(zip: string): boolean {
  return zip.trim().length > 4;
}

export function isDeliveryZip(zip: string, zones: readonly string[]): boolean {
  return zones.includes(zip.trim().slice(0, 5));
}

/** Spec 5: shipping form requires fullName, addressLine1, email, city, state and zip; addressLine2 and phone are optional. */
export function shippingFormErrors(f: ShippingForm): Errors<ShippingForm> {
  const e: Errors<ShippingForm> = {};
  if (blank(f.fullName)) e.fullName = 'Full name is required.';
  if (blank(f.addressLine1)) e.addressLine1 = 'Address Line 1 is required.';
  if (blank(f.email)) e.email = 'Email is required.';
  else if (!isValidEmail(f.email)) e.email = 'Invalid email format.';
  if (blank(f.city)) e.city = 'City is required.';
  if (blank(f.state)) e.state = 'State is required.';
  else if (!isValidState(f.state)) e.state = MESSAGES.register.stateInvalid;
  if (blank(f.zipCode)) e.zipCode = 'Zip Code is required.';
  else if (!isValidZipCode(f.zipCode)) e.zipCode = MESSAGES.register.zipCodeInvalid;
  return e;
}

/** Spec 5: billing form requires fullName, addressLine1, city, state and zip. */
export function billingFormErrors(f: BillingForm): Errors<BillingForm> {
  const e: Errors<BillingForm> = {};
  if (blank(f.fullName)) e.fullName = 'Full name is required.';
  if (blank(f.addressLine1)) e.addressLine1 = 'Address Line 1 is required.';
  if (blank(f.city)) e.city = 'City is required.';
  if (blank(f.state)) e.state = 'State is required.';
  else if (!isValidState(f.state)) e.state = MESSAGES.register.stateInvalid;
  if (blank(f.zipCode)) e.zipCode = 'Zip Code is required.';
  else if (!isValidZipCode(f.zipCode)) e.zipCode = MESSAGES.register.zipCodeInvalid;
  return e;
}

/** 'YYYY-MM' (month picker) -> 'MM/YY' (spec 7 payment payload). */
export function expiryToMMYY(expiry: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(expiry);
  return m ? `${m[2]}/${m[1].slice(2)}` : '';
}

/** Spec 5: card number (max 16), expiry (month picker) and CVV (max 4) are required; we also check Luhn and expiry. */
export function paymentFormErrors(f: PaymentForm, now: Date = new Date()): Errors<PaymentForm> {
  const e: Errors<PaymentForm> = {};
  if (!f.paymentType) e.paymentType = 'Please select a payment type.';
  if (blank(f.cardHolderName)) e.cardHolderName = 'Card holder name is required.';
  if (blank(f.cardNumber)) e.cardNumber = 'Card number is required.';
  if (blank(f.expiry)) e.expiry = 'Expiry date is required.';
  if (blank(f.cvv)) e.cvv = 'CVV is required.';
  if (!e.cardNumber && !e.expiry && !e.cvv) {
    const problem = cardProblem({ cardNumber: f.cardNumber, expirationDate: expiryToMMYY(f.expiry), cvv: f.cvv }, now);
    if (problem === CARD_MESSAGES.number) e.cardNumber = problem;
    else if (problem === CARD_MESSAGES.cvv) e.cvv = problem;
    else if (problem) e.expiry = problem;
  }
  return e;
}

/** Spec 9: a card number has at most 16 digits. */
export const CARD_NUMBER_MAX = 16;

/**
 * The digits of a typed or pasted card number: separators (spaces, dashes, anything not a digit)
 * are dropped first, then the spec's 16-digit limit applies (so a pasted '4111 1111 1111 1111' keeps all 16 digits).
 */
export function cardNumberDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX);
}

/** '4111111111111111' -> '4111 1111 1111 1111', as the card shows it. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export const hasErrors = (e: object) => Object.keys(e).length > 0;

/** The first thing that stops the shopper leaving the Order Type tab, or null. */
export function orderTypeProblem(
  orderType: OrderType | '',
  shipping: ShippingForm,
  zones: readonly string[],
  shippingOption: string,
  windowStart = '',
): string | null {
  if (!orderType) return CHECKOUT_MESSAGES.orderType;
  if (orderType === 'pickup') return null;
  if (hasErrors(shippingFormErrors(shipping))) return CHECKOUT_MESSAGES.deliveryAddress;
  if (orderType === 'delivery' && !isDeliveryZip(shipping.zipCode, zones)) return CHECKOUT_MESSAGES.deliveryZone;
  if (orderType === 'shipping' && !shippingOption) return CHECKOUT_MESSAGES.shippingType;
  if (orderType === 'delivery' && !windowStart) return CHECKOUT_MESSAGES.deliveryWindow;
  return null;
}

/** The contact block of the Details tab (spec 2.11): prefilled from the account, no checks of its own. */
export interface ContactForm {
  fullName: string;
  phoneNumber: string;
  email: string;
}

/** The Order Type tab's form: the type, the address (delivery, shipping), the shipping type and the window. */
export interface OrderTypeValues {
  orderType: OrderType | '';
  shipping: ShippingForm;
  shippingOption: string;
  windowStart: string;
}

/** The Payment tab's form: the card and, unless it copies the shipping address, the billing address. */
export interface PaymentValues {
  payment: PaymentForm;
  billingSame: boolean;
  billing: BillingForm;
}

type FieldMessages = Record<string, { type: string; message: string }>;
const asFieldErrors = (e: object): FieldMessages =>
  Object.fromEntries(Object.entries(e).map(([k, message]) => [k, { type: 'validate', message: String(message) }]));

/**
 * react-hook-form resolver of the Order Type tab: the address fields' messages (spec 5) when the order
 * is delivered or shipped. The tab's own message (type, zone, shipping type, window) is orderTypeProblem's.
 */
export const orderTypeResolver: Resolver<OrderTypeValues> = (values) => {
  const shipping = values.orderType && values.orderType !== 'pickup' ? shippingFormErrors(values.shipping) : {};
  return hasErrors(shipping)
    ? { values: {}, errors: { shipping: asFieldErrors(shipping) } as FieldErrors<OrderTypeValues> }
    : { values, errors: {} };
};

/**
 * react-hook-form resolver of the Payment tab (spec 5): the card, and the billing form when it is its
 * own (a pickup order, or "same as shipping" unticked); a copied shipping address is the Order Type tab's.
 */
export function paymentResolver(billingFromShipping: boolean): Resolver<PaymentValues> {
  return (values) => {
    const payment = paymentFormErrors(values.payment);
    const billing = billingFromShipping && values.billingSame ? {} : billingFormErrors(values.billing);
    const errors = {
      ...(hasErrors(payment) && { payment: asFieldErrors(payment) }),
      ...(hasErrors(billing) && { billing: asFieldErrors(billing) }),
    };
    return hasErrors(errors) ? { values: {}, errors: errors as FieldErrors<PaymentValues> } : { values, errors: {} };
  };
}

/**
 * The message above the Payment tab when Place Order finds a field wrong: the spec's "Please fill in
 * all required fields." while one is empty, else what is wrong with the first field that is not
 * (an invalid billing zip is named as such, never a silent refusal).
 */
export function paymentProblem(payment: Errors<PaymentForm>, billing: Errors<BillingForm>): string | null {
  const all = [...Object.values(payment), ...Object.values(billing)].filter((m): m is string => !!m);
  if (!all.length) return null;
  if (all.some((m) => m.endsWith(' is required.'))) return CHECKOUT_MESSAGES.required;
  const firstBilling = Object.values(billing).find(Boolean);
  return firstBilling ? `Billing address: ${firstBilling}` : (Object.values(payment).find(Boolean) ?? null);
}

/**
 * The order's body (POST /api/orders) read without class-validator when it is plainly valid (every
 * checkout sends one). Anything else (a field missing, null, of another type or out of range, an
 * unknown field, a delivery window not written as toISOString writes it) returns undefined, and
 * the caller runs the full validation of PlaceOrderDto, which gives the answer and its messages. So
 * this only ever accepts what the DTO accepts, with the same values, in the DTO's own key order (an
 * Idempotency-Key's request hash is the JSON of the order): place-order-request.spec.ts compares
 * both on generated bodies. The same idea as the quote's quote-request.ts.
 */
import { ORDER_TYPES, type OrderType } from '../../domain/order-type';
import { ZIP_PATTERN } from '../../domain/validation';
import { CART_LIMITS } from './cart-fields';
import type {
  BillingAddressDto,
  CardPaymentDto,
  ContactDto,
  OrderLineDto,
  PlaceOrderDto,
  ShippingAddressDto,
} from './place-order.dto';

/** Keys in PlaceOrderDto's declaration order (the order class-transformer's instances have). */
const BODY_KEYS = new Set([
  'orderType',
  'orderItems',
  'shippingAddress',
  'billingAddress',
  'shippingOption',
  'deliveryWindowStart',
  'promoCode',
  'contact',
  'note',
  'payment',
  'totalAmount',
  'ageConfirmed',
]);
const LINE_KEYS = new Set(['itemId', 'quantity', 'itemPrice']);
const POSTAL_KEYS = ['fullName', 'addressLine1', 'addressLine2', 'city', 'state', 'zipCode', 'country'];
const SHIPPING_KEYS = new Set([...POSTAL_KEYS, 'emailAddress', 'phoneNumber']);
const BILLING_KEYS = new Set(POSTAL_KEYS);
const CONTACT_KEYS = new Set(['fullName', 'phoneNumber', 'email']);
const PAYMENT_KEYS = new Set(['paymentType', 'cardHolderName', 'cardNumber', 'expirationDate', 'cvv']);
const SHIPPING_COUNTRIES = new Set(['USA', 'US', 'United States']);
/** How Date#toISOString writes a time of years 0000-9999 (always strict ISO 8601). */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Plain = Record<string, unknown>;

/** A JSON object (not an array, not a class instance) with only these keys. */
function plainWith(v: unknown, keys: ReadonlySet<string>): v is Plain {
  if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype) return false;
  for (const k in v) if (!Object.prototype.hasOwnProperty.call(v, k) || !keys.has(k)) return false;
  return true;
}

/** Text of at most `max` UTF-16 units (class-validator counts a surrogate pair as one: never stricter). */
const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
/** Text that IsNotEmpty also accepts (not ''). */
const filled = (v: unknown, max: number): v is string => text(v, max) && v !== '';
const absentOr = (v: unknown, max: number) => v === undefined || text(v, max);
const money = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max;

/** Copies the given keys that are present, in this order (absent ones stay absent, as in the DTO's JSON). */
function pick<T>(v: Plain, keys: readonly string[]): T {
  const out: Plain = {};
  for (const k of keys) if (v[k] !== undefined) out[k] = v[k];
  return out as T;
}

function line(v: unknown): OrderLineDto | undefined {
  if (!plainWith(v, LINE_KEYS)) return undefined;
  const { itemId, quantity, itemPrice } = v;
  if (!filled(itemId, CART_LIMITS.itemNumber)) return undefined;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > CART_LIMITS.quantity)
    return undefined;
  if (!money(itemPrice, 100000)) return undefined;
  return { itemId, quantity, itemPrice };
}

/** The postal lines both address forms share (PostalAddressFields), and the zip code. */
function postal(v: Plain): boolean {
  return (
    filled(v.fullName, 100) &&
    filled(v.addressLine1, 200) &&
    absentOr(v.addressLine2, 200) &&
    filled(v.city, 100) &&
    filled(v.state, 100) &&
    typeof v.zipCode === 'string' &&
    ZIP_PATTERN.test(v.zipCode)
  );
}

function shippingAddress(v: unknown): ShippingAddressDto | undefined {
  if (!plainWith(v, SHIPPING_KEYS) || !postal(v)) return undefined;
  if (v.country !== undefined && !(typeof v.country === 'string' && SHIPPING_COUNTRIES.has(v.country)))
    return undefined;
  if (!filled(v.emailAddress, 254) || !absentOr(v.phoneNumber, 30)) return undefined;
  return pick(v, [...POSTAL_KEYS, 'emailAddress', 'phoneNumber']);
}

function billingAddress(v: unknown): BillingAddressDto | undefined {
  if (!plainWith(v, BILLING_KEYS) || !postal(v) || !absentOr(v.country, 100)) return undefined;
  return pick(v, POSTAL_KEYS);
}

function contact(v: unknown): ContactDto | undefined {
  if (!plainWith(v, CONTACT_KEYS)) return undefined;
  if (!absentOr(v.fullName, 100) || !absentOr(v.phoneNumber, 30) || !absentOr(v.email, 254)) return undefined;
  return pick(v, ['fullName', 'phoneNumber', 'email']);
}

function payment(v: unknown): CardPaymentDto | undefined {
  if (!plainWith(v, PAYMENT_KEYS)) return undefined;
  if (v.paymentType !== undefined && v.paymentType !== 'Credit Card') return undefined;
  if (!filled(v.cardHolderName, 100) || !filled(v.cardNumber, 19)) return undefined;
  if (!filled(v.expirationDate, 7) || !filled(v.cvv, 4)) return undefined;
  return pick(v, ['paymentType', 'cardHolderName', 'cardNumber', 'expirationDate', 'cvv']);
}

/** A time as toISOString writes it, and so a strict ISO 8601 date and time. */
function isoTime(v: unknown): v is string {
  if (typeof v !== 'string' || !ISO_UTC.test(v)) return false;
  const t = Date.parse(v);
  return Number.isFinite(t) && new Date(t).toISOString() === v;
}

/** The order when it is plainly valid, else undefined (validate it in full then). */
export function plainPlaceOrder(body: unknown): PlaceOrderDto | undefined {
  if (!plainWith(body, BODY_KEYS)) return undefined;
  const b = body;
  if (!ORDER_TYPES.includes(b.orderType as OrderType)) return undefined;
  const orderType = b.orderType as OrderType;
  const items = b.orderItems;
  if (!Array.isArray(items) || items.length < 1 || items.length > CART_LIMITS.lines) return undefined;
  const orderItems: OrderLineDto[] = [];
  for (const item of items) {
    const l = line(item);
    if (!l) return undefined;
    orderItems.push(l);
  }
  // Required for delivery and shipping; for pickup the DTO ignores it, this takes it only when valid.
  const shipTo = b.shippingAddress === undefined ? undefined : shippingAddress(b.shippingAddress);
  if (shipTo === undefined && (b.shippingAddress !== undefined || orderType !== 'pickup')) return undefined;
  const billTo = billingAddress(b.billingAddress);
  if (!billTo) return undefined;
  // Required for shipping; otherwise ignored by the DTO, and taken here only as text within 60.
  if (orderType === 'shipping' ? !filled(b.shippingOption, 60) : !absentOr(b.shippingOption, 60)) return undefined;
  if (b.deliveryWindowStart !== undefined && !isoTime(b.deliveryWindowStart)) return undefined;
  if (!absentOr(b.promoCode, 40) || !absentOr(b.note, 500)) return undefined;
  const reachAt = b.contact === undefined ? undefined : contact(b.contact);
  if (b.contact !== undefined && !reachAt) return undefined;
  const card = payment(b.payment);
  if (!card || !money(b.totalAmount, 10000000) || b.ageConfirmed !== true) return undefined;

  const order: Plain = { orderType, orderItems };
  if (shipTo) order.shippingAddress = shipTo;
  order.billingAddress = billTo;
  for (const k of ['shippingOption', 'deliveryWindowStart', 'promoCode'] as const)
    if (b[k] !== undefined) order[k] = b[k];
  if (reachAt) order.contact = reachAt;
  if (b.note !== undefined) order.note = b.note;
  order.payment = card;
  order.totalAmount = b.totalAmount;
  order.ageConfirmed = true;
  return order as unknown as PlaceOrderDto;
}

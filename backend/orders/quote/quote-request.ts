/**
 * The quote's body read without class-validator when it is plainly valid (the common case: the
 * cart page and checkout re-quote on every change). Anything else (a field missing, null, of
 * another type or out of range, an unknown field) returns undefined, and the caller runs the full
 * validation of QuoteRequestDto, which gives the answer and its messages. So this only ever accepts
 * what the DTO accepts, with the same values (quote-request.spec.ts checks it against the DTO).
 */
import type { QuoteRequest } from '../../domain/api/quote';
import { ORDER_TYPES, type OrderType } from '../../domain/order-type';
import { ZIP_PATTERN } from '../../domain/validation';
import { CART_LIMITS } from '../dto/cart-fields';
import { QUOTE_TEXT_LIMITS as MAX } from './quote-request.dto';

const BODY_KEYS = new Set(['orderType', 'items', 'shippingAddress', 'shippingOption', 'promoCode']);
const LINE_KEYS = new Set(['itemNumber', 'quantity', 'packType']);
const ADDRESS_KEYS = new Set(['state', 'zipCode']);

/** A JSON object (not an array, not a class instance) with only these keys. */
function plainWith(v: unknown, keys: ReadonlySet<string>): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype) return false;
  for (const k in v) if (!Object.prototype.hasOwnProperty.call(v, k) || !keys.has(k)) return false;
  return true;
}

/** Text of at most `max` UTF-16 units (class-validator counts a surrogate pair as one: never stricter). */
const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const absentOr = (v: unknown, max: number) => v === undefined || text(v, max);

function line(v: unknown): QuoteRequest['items'][number] | undefined {
  if (!plainWith(v, LINE_KEYS)) return undefined;
  const { itemNumber, quantity, packType } = v;
  if (!text(itemNumber, CART_LIMITS.itemNumber) || itemNumber === '') return undefined;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > CART_LIMITS.quantity)
    return undefined;
  if (!absentOr(packType, MAX.packType)) return undefined;
  return packType === undefined ? { itemNumber, quantity } : { itemNumber, quantity, packType: packType as string };
}

/** The request when it is plainly valid, else undefined (validate it in full then). */
export function plainQuoteRequest(body: unknown): QuoteRequest | undefined {
  if (!plainWith(body, BODY_KEYS)) return undefined;
  const { orderType, items, shippingAddress, shippingOption, promoCode } = body;
  if (!ORDER_TYPES.includes(orderType as OrderType)) return undefined;
  if (!Array.isArray(items) || items.length < 1 || items.length > CART_LIMITS.lines) return undefined;
  const lines: QuoteRequest['items'] = [];
  for (const item of items) {
    const l = line(item);
    if (!l) return undefined;
    lines.push(l);
  }
  if (!absentOr(shippingOption, MAX.shippingOption) || !absentOr(promoCode, MAX.promoCode)) return undefined;
  const request: QuoteRequest = { orderType: orderType as OrderType, items: lines };
  if (shippingAddress !== undefined) {
    if (!plainWith(shippingAddress, ADDRESS_KEYS)) return undefined;
    const { state, zipCode } = shippingAddress;
    if (!text(state, MAX.state) || typeof zipCode !== 'string' || !ZIP_PATTERN.test(zipCode)) return undefined;
    request.shippingAddress = { state, zipCode };
  }
  if (shippingOption !== undefined) request.shippingOption = shippingOption as string;
  if (promoCode !== undefined) request.promoCode = promoCode as string;
  return request;
}

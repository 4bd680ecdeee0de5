import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ORDER_TYPES, type OrderType } from '../../domain/order-type';
import { ZIP_PATTERN } from '../../domain/validation';
import { NestedObject } from '../../common/http/nested-object';

/**
 * The field rules the quote (`POST /api/cart/quote`) and placement (`POST /api/orders`) share, with
 * their messages, written once. class-validator runs the decorators nearest the property first, so
 * the type checks sit at the bottom of each list.
 */
export const CART_LIMITS = {
  /** Lines in one cart. */
  lines: 100,
  /** Characters of an item number. */
  itemNumber: 40,
  /** Units of one line. */
  quantity: 999,
} as const;

export const CART_MESSAGES = {
  orderType: 'Please select an order type.',
  emptyCart: 'Your cart is empty.',
  tooManyLines: `An order can have at most ${CART_LIMITS.lines} lines.`,
  zipCode: 'Please enter a 5-digit zip code.',
} as const;

/**
 * Decorators written top to bottom as they would be stacked on a property: applied bottom first, the
 * order class-validator checks them in (applyDecorators applies in list order).
 */
const stacked = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** delivery | shipping | pickup. */
export const OrderTypeField = () =>
  stacked(ApiProperty({ enum: ORDER_TYPES }), IsIn(ORDER_TYPES as OrderType[], { message: CART_MESSAGES.orderType }));

/** The cart's lines: 1 to CART_LIMITS.lines of `line`, each validated. */
export const CartLinesField = (line: new () => object) =>
  stacked(
    ApiProperty({ type: [line] }),
    NestedObject(() => line, { each: true }),
    ArrayMaxSize(CART_LIMITS.lines, { message: CART_MESSAGES.tooManyLines }),
    ArrayMinSize(1, { message: CART_MESSAGES.emptyCart }),
    IsArray({ message: CART_MESSAGES.emptyCart }),
  );

/** A store item number (`field` names it in the message: itemId for placement, itemNumber for the quote). */
export const ItemNumberField = (field: string) => {
  const message = `${field} must be an item number.`;
  return stacked(
    ApiProperty({ example: '10006', description: "The store's item number." }),
    MaxLength(CART_LIMITS.itemNumber, { message }),
    IsNotEmpty({ message }),
    IsString({ message }),
  );
};

/** A line's quantity: a whole number from 1 to CART_LIMITS.quantity. */
export const QuantityField = () =>
  stacked(
    ApiProperty({ example: 2 }),
    Max(CART_LIMITS.quantity, { message: `quantity must be at most ${CART_LIMITS.quantity}.` }),
    Min(1, { message: 'quantity must be at least 1.' }),
    IsInt({ message: 'quantity must be a whole number.' }),
  );

/** A US zip code of five digits (`message` when it is not one; `typeMessage` when it is not text). */
export const ZipCodeField = (message: string = CART_MESSAGES.zipCode, typeMessage: string = message) =>
  stacked(ApiProperty({ example: '50309' }), Matches(ZIP_PATTERN, { message }), IsString({ message: typeMessage }));

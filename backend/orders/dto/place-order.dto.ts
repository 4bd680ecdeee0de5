import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Equals,
  IsDefined,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import type { OrderType } from '../../domain/order-type';
import { UNDER_AGE_MESSAGE } from '../../domain/date-of-birth';
import {
  CART_MESSAGES,
  CartLinesField,
  ItemNumberField,
  OrderTypeField,
  QuantityField,
  ZipCodeField,
} from './cart-fields';
import type {
  BillingAddressInput,
  CardPaymentInput,
  ContactInput,
  OrderLineInput,
  PlaceOrderRequest,
  ShippingAddressInput,
} from '../../domain/api/checkout';
import { NestedObject } from '../../common/http/nested-object';

/** Spec 8 / 5 texts. */
export const ORDER_MESSAGES = {
  orderType: CART_MESSAGES.orderType,
  deliveryAddress: 'Please enter your delivery address.',
  required: 'Please fill in all required fields.',
  age: 'Please confirm that you are 21 or older.',
  underAge: UNDER_AGE_MESSAGE,
  placed: 'Order placed successfully!',
  failed: 'Error in placing your order!',
} as const;

/** class-validator runs the decorators nearest the property first: type checks sit at the bottom. */
const MONEY = { allowNaN: false, allowInfinity: false } as const; // compared in cents, so float noise such as 61.790000000000006 is fine

export class OrderLineDto implements OrderLineInput {
  @ItemNumberField('itemId')
  itemId: string;

  @QuantityField()
  quantity: number;

  @ApiProperty({ example: 19.99, description: 'Dollars per unit, as the shopper saw it.' })
  @Max(100000, { message: 'itemPrice must be at most 100000.' })
  @Min(0, { message: 'itemPrice must not be negative.' })
  @IsNumber(MONEY, { message: 'itemPrice must be a number of dollars.' })
  itemPrice: number;
}

/** The postal lines both address forms share; `required` is the form's message for a missing one. */
function PostalAddressFields(required: string) {
  class PostalAddress {
    @MaxLength(100)
    @IsNotEmpty({ message: required })
    @IsString({ message: required })
    fullName: string;

    @MaxLength(200)
    @IsNotEmpty({ message: required })
    @IsString({ message: required })
    addressLine1: string;

    @MaxLength(200)
    @IsString()
    @IsOptional()
    addressLine2?: string;

    @MaxLength(100)
    @IsNotEmpty({ message: required })
    @IsString({ message: required })
    city: string;

    @MaxLength(100)
    @IsNotEmpty({ message: required })
    @IsString({ message: required })
    state: string;
  }
  return PostalAddress;
}

/** Spec 5: shipping form requires fullName, addressLine1, email, city, state, zip. */
export class ShippingAddressDto
  extends PostalAddressFields(ORDER_MESSAGES.deliveryAddress)
  implements ShippingAddressInput
{
  @ZipCodeField(CART_MESSAGES.zipCode, ORDER_MESSAGES.deliveryAddress)
  zipCode: string;

  /** Spec 9: fixed to USA. */
  @IsIn(['USA', 'US', 'United States'], { message: 'We deliver and ship within the USA only.' })
  @IsOptional()
  country?: string;

  @MaxLength(254)
  @IsNotEmpty({ message: ORDER_MESSAGES.deliveryAddress })
  @IsString({ message: ORDER_MESSAGES.deliveryAddress })
  emailAddress: string;

  @MaxLength(30)
  @IsString()
  @IsOptional()
  phoneNumber?: string;

  /** Spec 3 shippingAddress carries these; the server assigns them, so they are ignored. */
  @IsOptional() id?: unknown;
  @IsOptional() orderId?: unknown;
}

/** Spec 5: billing form requires fullName, addressLine1, city, state, zip. */
export class BillingAddressDto extends PostalAddressFields(ORDER_MESSAGES.required) implements BillingAddressInput {
  @ZipCodeField('Please enter a 5-digit billing zip code.', ORDER_MESSAGES.required)
  zipCode: string;

  @MaxLength(100)
  @IsString()
  @IsOptional()
  country?: string;
}

export class CardPaymentDto implements CardPaymentInput {
  @ApiPropertyOptional({ example: 'Credit Card' })
  @IsIn(['Credit Card'], { message: 'Please select a payment type.' })
  @IsOptional()
  paymentType?: string;

  @MaxLength(100)
  @IsNotEmpty({ message: ORDER_MESSAGES.required })
  @IsString({ message: ORDER_MESSAGES.required })
  @ValidateIf(cardTyped)
  cardHolderName: string;

  @ApiProperty({ example: '4111111111111111' })
  @MaxLength(19, { message: 'The card number is not valid.' })
  @IsNotEmpty({ message: ORDER_MESSAGES.required })
  @IsString({ message: ORDER_MESSAGES.required })
  @ValidateIf(cardTyped)
  cardNumber: string;

  @ApiProperty({ example: '12/30' })
  @MaxLength(7, { message: 'Please enter the expiry date as MM/YY.' })
  @IsNotEmpty({ message: ORDER_MESSAGES.required })
  @IsString({ message: ORDER_MESSAGES.required })
  @ValidateIf(cardTyped)
  expirationDate: string;

  @ApiProperty({ example: '123' })
  @MaxLength(4, { message: 'The CVV is not valid.' })
  @IsNotEmpty({ message: ORDER_MESSAGES.required })
  @IsString({ message: ORDER_MESSAGES.required })
  @ValidateIf(cardTyped)
  cvv: string;

  /** PAYMENT_GATEWAY=stripe: the PaymentIntent the shopper confirmed with Stripe (instead of the card fields). */
  @ApiPropertyOptional({ example: 'pi_3Nk...' })
  @Matches(/^pi_[A-Za-z0-9_]{1,200}$/, { message: 'The payment is not valid. Please pay again.' })
  @IsOptional()
  paymentIntentId?: string;
}

/** The card fields are checked unless the payment is a Stripe intent (stripe-hold.ts then refuses any card data). */
function cardTyped(p: CardPaymentDto): boolean {
  return p.paymentIntentId === undefined;
}

/** Details tab (spec 2.11): Full Name, Phone Number, Email. */
export class ContactDto implements ContactInput {
  @MaxLength(100)
  @IsString()
  @IsOptional()
  fullName?: string;

  @MaxLength(30)
  @IsString()
  @IsOptional()
  phoneNumber?: string;

  @MaxLength(254)
  @IsString()
  @IsOptional()
  email?: string;
}

/** Spec 3 'Order sent on placement', plus what a real checkout needs (card, shipping option, 21+). */
export class PlaceOrderDto implements PlaceOrderRequest {
  @OrderTypeField()
  orderType: OrderType;

  @CartLinesField(OrderLineDto)
  orderItems: OrderLineDto[];

  @ApiPropertyOptional({ type: ShippingAddressDto, description: 'Required for delivery and shipping.' })
  @ValidateIf((o: PlaceOrderDto) => o.orderType === 'delivery' || o.orderType === 'shipping')
  @NestedObject(() => ShippingAddressDto, { message: ORDER_MESSAGES.deliveryAddress })
  @IsDefined({ message: ORDER_MESSAGES.deliveryAddress })
  shippingAddress?: ShippingAddressDto;

  @ApiProperty({ type: BillingAddressDto })
  @NestedObject(() => BillingAddressDto)
  @IsDefined({ message: ORDER_MESSAGES.required })
  billingAddress: BillingAddressDto;

  @ApiPropertyOptional({ example: 'Standard Shipping', description: 'Required for shipping.' })
  @ValidateIf((o: PlaceOrderDto) => o.orderType === 'shipping')
  @MaxLength(60)
  @IsNotEmpty({ message: 'Please choose a shipping type.' })
  @IsString({ message: 'Please choose a shipping type.' })
  shippingOption?: string;

  @ApiPropertyOptional({
    example: '2026-11-24T16:00:00.000Z',
    description: "Delivery: the start of the chosen window (one of the quote's deliveryWindows).",
  })
  @IsISO8601({ strict: true }, { message: 'Please choose a delivery window.' })
  @IsOptional()
  deliveryWindowStart?: string;

  @ApiPropertyOptional({ example: 'WELCOME10', description: 'A promotion code, as quoted.' })
  @MaxLength(40, { message: 'A promo code has at most 40 characters.' })
  @IsString({ message: 'A promo code must be text.' })
  @IsOptional()
  promoCode?: string;

  @ApiPropertyOptional({ type: ContactDto })
  @NestedObject(() => ContactDto)
  @IsOptional()
  contact?: ContactDto;

  @ApiPropertyOptional({
    example: 'Please ring the side door.',
    description: 'A note for the store (shown on the order).',
  })
  @IsOptional()
  @MaxLength(500, { message: 'The note can be at most 500 characters.' })
  @IsString({ message: 'The note must be text.' })
  note?: string;

  @ApiProperty({ type: CardPaymentDto })
  @NestedObject(() => CardPaymentDto)
  @IsDefined({ message: ORDER_MESSAGES.required })
  payment: CardPaymentDto;

  @ApiProperty({ example: 109.92, description: 'The total the shopper saw, in dollars.' })
  @Max(10000000)
  @Min(0)
  @IsNumber(MONEY, { message: 'totalAmount must be a number of dollars.' })
  totalAmount: number;

  @ApiProperty({ example: true })
  @Equals(true, { message: ORDER_MESSAGES.age })
  ageConfirmed: boolean;
}

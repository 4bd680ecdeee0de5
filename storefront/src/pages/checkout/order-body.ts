import type { OrderType } from '@domain/order-type';
import { cardDigits } from '@domain/payment-card';
import type { CartLine } from '../../state/cart';
import {
  expiryToMMYY,
  type BillingForm,
  type ContactForm,
  type OrderTypeValues,
  type PaymentForm,
} from './checkout-rules';
import type { OrderBody } from './place-order';

export interface OrderBodyInput {
  type: OrderTypeValues;
  lines: CartLine[];
  billing: BillingForm;
  contact: ContactForm;
  promoCode: string;
  total: number;
}

/** Spec 3's order body without its payment part. */
export function orderBody({
  type,
  lines,
  billing,
  contact,
  promoCode,
  total,
}: OrderBodyInput): Omit<OrderBody, 'payment'> {
  const { orderType, shipping, shippingOption, windowStart } = type;
  return {
    orderType: orderType as OrderType,
    orderItems: lines.map((l) => ({ itemId: l.itemNumber, quantity: l.quantity, itemPrice: l.price })),
    ...(orderType !== 'pickup' && {
      shippingAddress: {
        fullName: shipping.fullName,
        addressLine1: shipping.addressLine1,
        addressLine2: shipping.addressLine2,
        city: shipping.city,
        state: shipping.state,
        zipCode: shipping.zipCode.trim(),
        emailAddress: shipping.email.trim(),
        phoneNumber: shipping.phone,
        country: 'USA' as const,
      },
    }),
    billingAddress: {
      fullName: billing.fullName,
      addressLine1: billing.addressLine1,
      addressLine2: billing.addressLine2,
      city: billing.city,
      state: billing.state,
      zipCode: billing.zipCode.trim(),
      country: 'USA',
    },
    ...(orderType === 'shipping' && { shippingOption }),
    ...(orderType === 'delivery' && { deliveryWindowStart: windowStart }),
    ...(promoCode && { promoCode }),
    contact: {
      fullName: contact.fullName.trim(),
      phoneNumber: contact.phoneNumber.trim(),
      email: contact.email.trim(),
    },
    totalAmount: total,
    ageConfirmed: true,
  };
}

/** The sandbox's payment part: the card as typed (the sandbox processor runs on our server). */
export function cardPayment(payment: PaymentForm): OrderBody['payment'] {
  return {
    paymentType: 'Credit Card',
    cardHolderName: payment.cardHolderName.trim(),
    cardNumber: cardDigits(payment.cardNumber),
    expirationDate: expiryToMMYY(payment.expiry),
    cvv: payment.cvv,
  };
}

import type { CartLine } from '../../state/cart';
import {
  billingFormErrors,
  cartWeight,
  CHECKOUT_MESSAGES,
  checkoutFigures,
  expiryToMMYY,
  orderTypeProblem,
  paymentFormErrors,
  shippingFormErrors,
  zipReady,
} from './checkout-rules';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  itemNumber: '1',
  name: 'Rye',
  imageUrl: '',
  packSize: 1,
  packType: 'Bottle',
  size: '750 ml',
  price: 19.99,
  quantity: 2,
  salesTax: 7,
  ...over,
});
const address = {
  fullName: 'Ava Martinez',
  addressLine1: '310 Court Avenue',
  addressLine2: '',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  email: 'ava@example.com',
  phone: '',
};
const card = {
  paymentType: 'Credit Card' as const,
  cardHolderName: 'Ava Martinez',
  cardNumber: '4111111111111111',
  expiry: '2030-12',
  cvv: '123',
};
const NOW = new Date(2026, 4, 1);

describe('checkout rules (spec 2.11, 5, 8, 9)', () => {
  it('checks zips only after more than 4 characters', () => {
    expect(zipReady('5030')).toBe(false);
    expect(zipReady('50309')).toBe(true);
  });

  it('names the order-type problems with the spec texts', () => {
    expect(orderTypeProblem('', address, ['50309'], '')).toBe('Please select an order type.');
    expect(orderTypeProblem('pickup', { ...address, city: '' }, [], '')).toBeNull();
    expect(orderTypeProblem('delivery', { ...address, city: '' }, ['50309'], '')).toBe(
      'Please enter your delivery address.',
    );
    expect(orderTypeProblem('delivery', { ...address, zipCode: '52401' }, ['50309'], '')).toBe(
      CHECKOUT_MESSAGES.deliveryZone,
    );
    expect(orderTypeProblem('delivery', address, ['50309'], '')).toBeNull();
    expect(orderTypeProblem('shipping', address, [], '')).toBe('Please choose a shipping type.');
    expect(orderTypeProblem('shipping', address, [], 'Standard Shipping')).toBeNull();
  });

  it('requires the spec 5 shipping and billing fields, phone and line 2 optional', () => {
    expect(shippingFormErrors(address)).toEqual({});
    expect(
      Object.keys(
        shippingFormErrors({
          ...address,
          fullName: '',
          addressLine1: ' ',
          email: '',
          city: '',
          state: '',
          zipCode: '',
        }),
      ).sort(),
    ).toEqual(['addressLine1', 'city', 'email', 'fullName', 'state', 'zipCode']);
    expect(shippingFormErrors({ ...address, email: 'nope' }).email).toBe('Invalid email format.');
    expect(
      billingFormErrors({ fullName: '', addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '5030' }),
    ).toMatchObject({ zipCode: 'Please enter a 5-digit zip code.' });
  });

  it('accepts a test card and explains a bad number, expiry or CVV', () => {
    expect(paymentFormErrors(card, NOW)).toEqual({});
    expect(paymentFormErrors({ ...card, cardNumber: '4111111111111112' }, NOW).cardNumber).toBe(
      'The card number is not valid.',
    );
    expect(paymentFormErrors({ ...card, expiry: '2026-04' }, NOW).expiry).toBe('The card has expired.');
    expect(paymentFormErrors({ ...card, cvv: '12' }, NOW).cvv).toBe('The CVV is not valid.');
    expect(paymentFormErrors({ ...card, paymentType: '' }, NOW).paymentType).toBe('Please select a payment type.');
    expect(expiryToMMYY('2030-12')).toBe('12/30');
  });

  it('shows the figures the server will charge: shipping only for shipping orders, hold = total + 20 %', () => {
    const lines = [line(), line({ itemNumber: '2', price: 45, quantity: 1, salesTax: 0 })];
    expect(checkoutFigures(lines, 'pickup', 1899, 7)).toEqual({
      subtotalCents: 8498,
      shippingCents: 0,
      taxCents: 595,
      totalCents: 9093,
      holdCents: 10912,
    });
    expect(checkoutFigures(lines, 'shipping', 1899, 7)).toMatchObject({
      shippingCents: 1899,
      totalCents: 10992,
      holdCents: 13190,
    });
    expect(cartWeight([line({ size: '1.75 L', quantity: 3 })])).toBe(10);
  });
});

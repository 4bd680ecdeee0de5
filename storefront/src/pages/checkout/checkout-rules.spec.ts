import {
  billingFormErrors,
  cardNumberDigits,
  CHECKOUT_MESSAGES,
  groupCardNumber,
  expiryToMMYY,
  orderTypeProblem,
  orderTypeResolver,
  paymentFormErrors,
  paymentProblem,
  paymentResolver,
  shippingFormErrors,
  zipReady,
} from './checkout-rules';

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
    expect(orderTypeProblem('delivery', address, ['50309'], '')).toBe('Please choose a delivery window.');
    expect(orderTypeProblem('delivery', address, ['50309'], '', '2026-11-24T16:00:00.000Z')).toBeNull();
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

  it('strips separators from a pasted card number before the 16-digit limit, and shows it in groups of four', () => {
    expect(cardNumberDigits('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(cardNumberDigits('4111-1111-1111-1111')).toBe('4111111111111111');
    expect(cardNumberDigits('4111 1111 1111 1111 999')).toBe('4111111111111111');
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('411111')).toBe('4111 11');
    expect(groupCardNumber('4111')).toBe('4111');
  });

  it("gives the checkout forms (react-hook-form resolvers) the spec's messages, per field", async () => {
    const resolve = <T>(r: (v: T, c: unknown, o: never) => unknown, v: T) =>
      r(v, undefined, {} as never) as Promise<{ errors: Record<string, Record<string, { message: string }>> }>;
    const typeValues = { orderType: 'delivery' as const, shipping: address, shippingOption: '', windowStart: '' };
    expect((await resolve(orderTypeResolver, typeValues)).errors).toEqual({});
    const noStreet = await resolve(orderTypeResolver, { ...typeValues, shipping: { ...address, addressLine1: ' ' } });
    expect(noStreet.errors.shipping.addressLine1.message).toBe('Address Line 1 is required.');
    // Pickup has no address to check.
    const pickup = { ...typeValues, orderType: 'pickup' as const, shipping: { ...address, zipCode: '' } };
    expect((await resolve(orderTypeResolver, pickup)).errors).toEqual({});

    const badCard = { ...card, cardNumber: '4111111111111112' };
    const billing = { ...address, zipCode: 'abcde' };
    const copied = await resolve(paymentResolver(true), { payment: badCard, billingSame: true, billing });
    expect(copied.errors.payment.cardNumber.message).toBe('The card number is not valid.');
    expect(copied.errors.billing).toBeUndefined(); // the shipping address is the billing address
    const own = await resolve(paymentResolver(false), { payment: badCard, billingSame: true, billing });
    expect(own.errors.billing.zipCode.message).toBe('Please enter a 5-digit zip code.');
  });
});

describe('what the Payment tab says when Place Order finds a field wrong', () => {
  it('asks for the required fields while one is empty, else names the wrong one (an invalid billing zip)', () => {
    expect(paymentProblem({}, {})).toBeNull();
    expect(paymentProblem({}, { zipCode: 'Please enter a 5-digit zip code.' })).toBe(
      'Billing address: Please enter a 5-digit zip code.',
    );
    expect(paymentProblem({ cvv: 'CVV is required.' }, { zipCode: 'Please enter a 5-digit zip code.' })).toBe(
      CHECKOUT_MESSAGES.required,
    );
    expect(paymentProblem({ cardNumber: 'The card number is not valid.' }, {})).toBe('The card number is not valid.');
  });

  it('refuses a state that is none on the shipping and billing forms, as the account forms do', () => {
    const message = 'Please enter a US state, such as IA or Iowa.';
    expect(shippingFormErrors({ ...address, state: 'Iowa!!' }).state).toBe(message);
    expect(billingFormErrors({ ...address, state: 'Iowa!!' }).state).toBe(message);
    expect(billingFormErrors({ ...address, state: 'iowa' }).state).toBeUndefined();
  });
});

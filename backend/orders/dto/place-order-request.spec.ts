import 'reflect-metadata';
import fc from 'fast-check';
import { validationPipe } from '../../common/http/validation';
import { plainPlaceOrder } from './place-order-request';
import { PlaceOrderDto } from './place-order.dto';

/** A body as the app receives it: parsed from its JSON text. */
const json = (body: unknown): unknown => JSON.parse(JSON.stringify(body));

/**
 * What the app's validation makes of a body: the DTO's JSON text (key order included: an
 * Idempotency-Key's request hash is taken over it), or its 400 messages.
 */
async function byDto(body: unknown): Promise<{ ok: string } | { refused: unknown }> {
  try {
    const dto = await validationPipe().transform(json(body), { type: 'body', metatype: PlaceOrderDto });
    return { ok: JSON.stringify(dto) };
  } catch (e: any) {
    return { refused: e?.response?.message ?? String(e) };
  }
}

/** Texts just within and just over each length limit, with a surrogate pair or not. */
const limits = [4, 7, 19, 30, 40, 60, 100, 200, 254, 500].flatMap((n) => [
  'A'.repeat(n),
  'A'.repeat(n + 1),
  `${'A'.repeat(n - 1)}😀`,
]);
const orderLines = (n: number) =>
  Array.from({ length: n }, (_, k) => ({ itemId: String(k), quantity: 1, itemPrice: 1 }));
const edgyText = fc.oneof(
  fc.constantFrom(...limits),
  fc.constantFrom('', ' ', '10006', '50309', '50309-1234', '5030', 'IA', 'USA', 'US', 'Canada', 'Credit Card', 'Cash'),
  fc.constantFrom('2026-11-24T16:00:00.000Z', '2026-11-24T16:00:00Z', '2026-02-30T16:00:00.000Z', '2026-11-24', 'soon'),
  fc.string({ maxLength: 45 }),
);
const edgyValue = fc.oneof(
  { arbitrary: fc.constantFrom(...limits), weight: 2 },
  edgyText,
  fc.constantFrom(null, 0, 1, 2, 999, 1000, -1, 1.5, -0.01, 100000, 100000.01, 1e7, 1e7 + 1, '2', true, false),
  fc.constantFrom([], {}, orderLines(100), orderLines(101), { fullName: 'A' }),
  fc.integer({ min: -5, max: 1005 }),
);

const filled = (max: number) => fc.string({ minLength: 1, maxLength: max });
const validLine = fc.record({
  itemId: filled(40),
  quantity: fc.integer({ min: 1, max: 999 }),
  itemPrice: fc.oneof(fc.double({ min: 0, max: 100000, noNaN: true }), fc.integer({ min: 0, max: 100000 })),
});
const postal = {
  fullName: filled(100),
  addressLine1: filled(200),
  addressLine2: fc.string({ maxLength: 200 }),
  city: filled(100),
  state: filled(100),
  zipCode: fc.constantFrom('50309', '10118-1234'),
};
const shippingAddress = fc.record(
  {
    ...postal,
    country: fc.constantFrom('USA', 'US', 'United States'),
    emailAddress: filled(254),
    phoneNumber: fc.string({ maxLength: 30 }),
  },
  { requiredKeys: ['fullName', 'addressLine1', 'city', 'state', 'zipCode', 'emailAddress'] },
);
const billingAddress = fc.record(
  { ...postal, country: fc.string({ maxLength: 100 }) },
  { requiredKeys: ['fullName', 'addressLine1', 'city', 'state', 'zipCode'] },
);
const payment = fc.record(
  {
    paymentType: fc.constant('Credit Card'),
    cardHolderName: filled(100),
    cardNumber: filled(19),
    expirationDate: filled(7),
    cvv: filled(4),
  },
  { requiredKeys: ['cardHolderName', 'cardNumber', 'expirationDate', 'cvv'] },
);
const contact = fc.record(
  {
    fullName: fc.string({ maxLength: 100 }),
    phoneNumber: fc.string({ maxLength: 30 }),
    email: fc.string({ maxLength: 254 }),
  },
  { requiredKeys: [] },
);
const windowStart = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const validBody = fc
  .record(
    {
      orderType: fc.constantFrom('pickup', 'delivery', 'shipping'),
      orderItems: fc.array(validLine, { minLength: 1, maxLength: 6 }),
      shippingAddress,
      billingAddress,
      shippingOption: filled(60),
      deliveryWindowStart: windowStart,
      promoCode: fc.string({ maxLength: 40 }),
      contact,
      note: fc.string({ maxLength: 500 }),
      payment,
      totalAmount: fc.oneof(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.integer({ min: 0, max: 1e7 })),
      ageConfirmed: fc.constant(true),
    },
    { requiredKeys: ['orderType', 'orderItems', 'billingAddress', 'payment', 'totalAmount', 'ageConfirmed'] },
  )
  .map((b) => {
    // What the DTO requires for delivery and shipping.
    const body: Record<string, unknown> = { ...b };
    if (b.orderType !== 'pickup' && !b.shippingAddress) delete body.orderType;
    if (b.orderType === 'shipping' && !b.shippingOption) delete body.orderType;
    if (!body.orderType) body.orderType = 'pickup';
    return body;
  });

/** A valid order with one or two things changed: a field set to an odd value, added or removed. */
const FIELDS = [
  ['orderType'],
  ['orderItems'],
  ['orderItems', 0],
  ['orderItems', 0, 'itemId'],
  ['orderItems', 0, 'quantity'],
  ['orderItems', 0, 'itemPrice'],
  ['orderItems', 0, 'extra'],
  ['shippingAddress'],
  ['shippingAddress', 'fullName'],
  ['shippingAddress', 'addressLine2'],
  ['shippingAddress', 'zipCode'],
  ['shippingAddress', 'country'],
  ['shippingAddress', 'emailAddress'],
  ['shippingAddress', 'phoneNumber'],
  ['shippingAddress', 'id'],
  ['billingAddress'],
  ['billingAddress', 'addressLine1'],
  ['billingAddress', 'city'],
  ['billingAddress', 'state'],
  ['billingAddress', 'zipCode'],
  ['billingAddress', 'country'],
  ['billingAddress', 'emailAddress'],
  ['shippingOption'],
  ['deliveryWindowStart'],
  ['promoCode'],
  ['contact'],
  ['contact', 'fullName'],
  ['contact', 'email'],
  ['contact', 'other'],
  ['note'],
  ['payment'],
  ['payment', 'paymentType'],
  ['payment', 'cardHolderName'],
  ['payment', 'cardNumber'],
  ['payment', 'expirationDate'],
  ['payment', 'cvv'],
  ['totalAmount'],
  ['ageConfirmed'],
  ['other'],
] as const;
const change = fc.record({ at: fc.constantFrom(...FIELDS), to: fc.option(edgyValue, { nil: undefined }) });
const nearBody = fc.tuple(validBody, fc.array(change, { minLength: 1, maxLength: 2 })).map(([body, changes]) => {
  const copy = json(body) as Record<string | number, any>;
  for (const { at, to } of changes) {
    let parent: any = copy;
    for (const key of at.slice(0, -1)) parent = parent?.[key];
    if (!parent || typeof parent !== 'object') continue;
    const key = at[at.length - 1];
    if (to === undefined) delete parent[key];
    // A copy: constantFrom hands out the same array or object every time, and a later change may
    // write into the value set here (e.g. its first line's `extra`), which would make a cycle.
    else parent[key] = structuredClone(to);
  }
  return copy;
});

const benchOrder = {
  orderType: 'pickup',
  orderItems: [{ itemId: '10006', quantity: 1, itemPrice: 24.99 }],
  billingAddress: {
    fullName: 'Bench Shopper',
    addressLine1: '1 Test Street',
    city: 'Des Moines',
    state: 'IA',
    zipCode: '50309',
    country: 'USA',
  },
  payment: {
    paymentType: 'Credit Card',
    cardHolderName: 'Bench Shopper',
    cardNumber: '4111111111111111',
    expirationDate: '12/35',
    cvv: '123',
  },
  totalAmount: 27.24,
  ageConfirmed: true,
};

describe('plainPlaceOrder (the order body read without class-validator when plainly valid)', () => {
  it('accepts only what PlaceOrderDto accepts, with the same values in the same key order (property)', async () => {
    await fc.assert(
      fc.asyncProperty(nearBody, async (body) => {
        const plain = plainPlaceOrder(json(body));
        if (plain) expect(await byDto(body)).toEqual({ ok: JSON.stringify(plain) });
      }),
      { numRuns: 3000 },
    );
  });

  it('reads every valid order itself (property)', async () => {
    await fc.assert(
      fc.asyncProperty(validBody, async (body) => {
        const plain = plainPlaceOrder(json(body));
        expect(plain).toBeDefined();
        expect(await byDto(body)).toEqual({ ok: JSON.stringify(plain) });
      }),
      { numRuns: 500 },
    );
  });

  it('reads a checkout order, and leaves refusals and odd fields to the DTO', async () => {
    expect(plainPlaceOrder(json(benchOrder))).toEqual(benchOrder);
    expect(await byDto(benchOrder)).toEqual({ ok: JSON.stringify(plainPlaceOrder(json(benchOrder))) });
    const odd: Array<Record<string, unknown>> = [
      { ...benchOrder, ageConfirmed: false },
      { ...benchOrder, coupon: 'X' },
      { ...benchOrder, note: null },
      { ...benchOrder, orderType: 'delivery' }, // no delivery address
      { ...benchOrder, orderItems: [{ itemId: '10006', quantity: 1000, itemPrice: 1 }] },
      { ...benchOrder, deliveryWindowStart: '2026-11-24T16:00:00Z' }, // valid ISO 8601, not toISOString's form
      { ...benchOrder, shippingAddress: { ...benchOrder.billingAddress, emailAddress: 'a@b.example', id: 5 } },
      JSON.parse(`{"__proto__":{},${JSON.stringify(benchOrder).slice(1)}`),
    ];
    for (const body of odd) expect(plainPlaceOrder(json(body))).toBeUndefined();
    expect(await byDto(odd[0])).toEqual({ refused: ['Please confirm that you are 21 or older.'] });
  });
});

import 'reflect-metadata';
import fc from 'fast-check';
import { validationPipe } from '../../common/http/validation';
import { plainQuoteRequest } from './quote-request';
import { QuoteRequestDto } from './quote-request.dto';

/** A body as the app receives it: parsed from its JSON text. */
const json = (body: unknown): unknown => JSON.parse(JSON.stringify(body));

/** What the app's validation makes of a body: the DTO as plain data, or its 400 messages. */
async function byDto(body: unknown): Promise<{ ok: unknown } | { refused: unknown }> {
  try {
    const dto = await validationPipe().transform(json(body), { type: 'body', metatype: QuoteRequestDto });
    return { ok: JSON.parse(JSON.stringify(dto)) };
  } catch (e: any) {
    return { refused: e?.response?.message ?? String(e) };
  }
}

/** Texts just within and just over each length limit (40, 60, 100), with a surrogate pair or not. */
const limits = [40, 60, 100].flatMap((n) => ['A'.repeat(n), 'A'.repeat(n + 1), `${'A'.repeat(n - 1)}😀`]);
const lines = (n: number) => Array.from({ length: n }, (_, k) => ({ itemNumber: String(k), quantity: 1 }));
const edgyText = fc.oneof(
  fc.constantFrom(...limits),
  fc.constantFrom('', ' ', '10006', '50309', '50309-1234', '5030', 'IA', 'Iowa'),
  fc.string({ maxLength: 45 }),
);
const edgyValue = fc.oneof(
  { arbitrary: fc.constantFrom(...limits), weight: 2 },
  edgyText,
  fc.constantFrom(null, 0, 1, 2, 999, 1000, -1, 1.5, '2', true, [], {}, lines(100), lines(101)),
  fc.integer({ min: -5, max: 1005 }),
);
const validLine = fc.record(
  {
    itemNumber: fc.string({ minLength: 1, maxLength: 40 }),
    quantity: fc.integer({ min: 1, max: 999 }),
    packType: fc.string({ maxLength: 40 }),
  },
  { requiredKeys: ['itemNumber', 'quantity'] },
);
const validBody = fc.record(
  {
    orderType: fc.constantFrom('pickup', 'delivery', 'shipping'),
    items: fc.array(validLine, { minLength: 1, maxLength: 8 }),
    shippingAddress: fc.record({
      state: fc.string({ maxLength: 100 }),
      zipCode: fc.constantFrom('50309', '10118-1234'),
    }),
    shippingOption: fc.string({ maxLength: 60 }),
    promoCode: fc.string({ maxLength: 40 }),
  },
  { requiredKeys: ['orderType', 'items'] },
);
/** A valid cart with one or two things changed: a field set to an odd value, added or removed. */
const FIELDS = [
  ['orderType'],
  ['items'],
  ['items', 0],
  ['items', 0, 'itemNumber'],
  ['items', 0, 'quantity'],
  ['items', 0, 'packType'],
  ['items', 0, 'extra'],
  ['shippingAddress'],
  ['shippingAddress', 'state'],
  ['shippingAddress', 'zipCode'],
  ['shippingAddress', 'city'],
  ['shippingOption'],
  ['promoCode'],
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
    // A copy: the shared constants (lines(100), [], {}) must not be changed by a later edit of this body.
    else parent[key] = json(to);
  }
  return copy;
});

describe('plainQuoteRequest (the quote body read without class-validator when plainly valid)', () => {
  it('accepts only what QuoteRequestDto accepts, with the same values (property)', async () => {
    await fc.assert(
      fc.asyncProperty(nearBody, async (body) => {
        const plain = plainQuoteRequest(json(body));
        if (plain) expect(await byDto(body)).toEqual({ ok: plain });
      }),
      { numRuns: 3000 },
    );
  });

  it('reads every valid cart itself (property)', async () => {
    await fc.assert(
      fc.asyncProperty(validBody, async (body) => {
        const plain = plainQuoteRequest(json(body));
        expect(plain).toBeDefined();
        expect(await byDto(body)).toEqual({ ok: plain });
      }),
      { numRuns: 500 },
    );
  });

  it('leaves refusals to the DTO: an unknown field, a null, a quantity out of range', () => {
    const items = [{ itemNumber: '10006', quantity: 2 }];
    expect(plainQuoteRequest({ orderType: 'pickup', items })).toEqual({ orderType: 'pickup', items });
    expect(plainQuoteRequest({ orderType: 'pickup', items, coupon: 'X' })).toBeUndefined();
    expect(plainQuoteRequest({ orderType: 'pickup', items, promoCode: null })).toBeUndefined();
    expect(
      plainQuoteRequest({ orderType: 'pickup', items: [{ itemNumber: '10006', quantity: 1000 }] }),
    ).toBeUndefined();
    expect(plainQuoteRequest(JSON.parse('{"orderType":"pickup","items":[],"__proto__":{}}'))).toBeUndefined();
  });
});

import { PaymentError } from '../payment-gateway';
import type { SandboxChargeRecord, SandboxLedger } from './sandbox-ledger';
import { SANDBOX_TEST_CARDS, SandboxPaymentGateway } from './sandbox-payment.gateway';

/**
 * The sandbox's books kept in memory, with the same contract as PgSandboxLedger (copies in and out,
 * unique idempotency key, compare-and-set on the version). Each call yields to the event loop, so
 * concurrent calls interleave as they do against a database.
 */
class MemoryLedger implements SandboxLedger {
  readonly charges = new Map<string, SandboxChargeRecord>();
  private tick = () => new Promise((r) => setImmediate(r));

  async add(c: SandboxChargeRecord) {
    await this.tick();
    const taken = [...this.charges.values()].find((x) => x.idempotencyKey === c.idempotencyKey);
    if (taken) return structuredClone(taken);
    this.charges.set(c.reference, structuredClone(c));
    return structuredClone(c);
  }
  async byReference(reference: string) {
    await this.tick();
    const c = this.charges.get(reference);
    return c ? structuredClone(c) : null;
  }
  async byIdempotencyKey(key: string) {
    await this.tick();
    const c = [...this.charges.values()].find((x) => x.idempotencyKey === key);
    return c ? structuredClone(c) : null;
  }
  async replace(c: SandboxChargeRecord, version: number) {
    await this.tick();
    const now = this.charges.get(c.reference);
    if (!now || now.version !== version) return false;
    this.charges.set(c.reference, { ...structuredClone(c), version: version + 1 });
    return true;
  }
}

const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const card = (number: string, extra: Partial<{ expiry: string; cvv: string }> = {}) => ({
  number,
  expiry: EXPIRY,
  cvv: '123',
  holderName: 'Ava Martinez',
  ...extra,
});

describe('sandbox payment gateway', () => {
  let ledger: MemoryLedger;
  let gateway: SandboxPaymentGateway;
  let n = 0;
  beforeEach(() => {
    ledger = new MemoryLedger();
    gateway = new SandboxPaymentGateway(ledger);
  });
  const authorize = (number: string, amountCents = 5000, key = `key-${++n}`) =>
    gateway.authorize({ amountCents, currency: 'USD', card: card(number), idempotencyKey: key, reference: `txn-${n}` });
  const refusal = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(PaymentError);
    return { message: (e as PaymentError).message, code: (e as PaymentError).code };
  };

  it.each([SANDBOX_TEST_CARDS.approveVisa, SANDBOX_TEST_CARDS.approveVisa2])(
    'approves the test card %s with brand, last four and expiry, and keeps neither number nor CVV',
    async (number) => {
      const r = await authorize(number, 5136);
      expect(r).toEqual({
        processorReference: expect.stringMatching(/^sbx_[0-9a-f]{24}$/),
        status: 'authorized',
        authorizedCents: 5136,
        brand: 'Visa',
        last4: number.slice(-4),
        expiry: EXPIRY,
      });
      const books = JSON.stringify([...ledger.charges.values()]);
      expect(books).not.toContain(number);
      expect(books).not.toContain('"123"');
    },
  );

  it('declines the published decline and insufficient-funds cards, and books the decline', async () => {
    expect(await authorize(SANDBOX_TEST_CARDS.declined)).toMatchObject({
      status: 'declined',
      authorizedCents: 0,
      declineCode: 'declined',
      declineReason: 'Your card was declined. Please use a different card.',
      last4: '0002',
    });
    expect(await authorize(SANDBOX_TEST_CARDS.insufficientFunds)).toMatchObject({
      status: 'declined',
      declineCode: 'insufficient_funds',
      declineReason: 'Your card has insufficient funds. Please use a different card.',
    });
    expect([...ledger.charges.values()].map((c) => c.status)).toEqual(['declined', 'declined']);
  });

  it('checks Luhn, expiry and CVV like a processor', async () => {
    const tryCard = (number: string, extra: Partial<{ expiry: string; cvv: string }> = {}) =>
      gateway.authorize({
        amountCents: 100,
        currency: 'USD',
        card: card(number, extra),
        idempotencyKey: `k-${++n}`,
        reference: 'r',
      });
    expect(await tryCard('4111111111111112')).toMatchObject({
      status: 'declined',
      declineCode: 'invalid_card',
      declineReason: 'The card number is not valid.',
    });
    expect(await tryCard(SANDBOX_TEST_CARDS.approveVisa, { expiry: '01/21' })).toMatchObject({
      declineCode: 'expired_card',
      declineReason: 'The card has expired.',
    });
    expect(await tryCard(SANDBOX_TEST_CARDS.approveVisa, { expiry: '13/30' })).toMatchObject({
      declineCode: 'invalid_expiry',
      declineReason: 'Please enter the expiry date as MM/YY.',
    });
    expect(await tryCard(SANDBOX_TEST_CARDS.approveVisa, { cvv: '12' })).toMatchObject({
      declineCode: 'invalid_cvv',
      declineReason: 'The CVV is not valid.',
    });
  });

  it('takes published test tokens instead of card data, and exactly one of the two', async () => {
    const withToken = (cardToken: string) =>
      gateway.authorize({ amountCents: 100, currency: 'USD', cardToken, idempotencyKey: `t-${++n}`, reference: 'r' });
    expect(await withToken('tok_visa')).toMatchObject({ status: 'authorized', brand: 'Visa', last4: '4242' });
    expect(await withToken('tok_declined')).toMatchObject({ status: 'declined', declineCode: 'declined' });
    expect(await withToken('tok_unknown')).toMatchObject({ status: 'declined', declineCode: 'invalid_card' });
    expect(
      await refusal(gateway.authorize({ amountCents: 100, currency: 'USD', idempotencyKey: 'none', reference: 'r' })),
    ).toEqual({ message: 'Send either a card or a card token.', code: 'invalid_state' });
  });

  it('answers a repeated idempotency key with the first authorization, and refuses it for another amount', async () => {
    const first = await authorize(SANDBOX_TEST_CARDS.approveVisa, 5000, 'order-1');
    const again = await gateway.authorize({
      amountCents: 5000,
      currency: 'USD',
      card: card(SANDBOX_TEST_CARDS.approveVisa),
      idempotencyKey: 'order-1',
      reference: `txn-${n}`,
    });
    expect(again).toEqual(first);
    expect(ledger.charges.size).toBe(1);
    const other = gateway.authorize({
      amountCents: 6000,
      currency: 'USD',
      card: card(SANDBOX_TEST_CARDS.approveVisa),
      idempotencyKey: 'order-1',
      reference: `txn-${n}`,
    });
    expect((await refusal(other)).code).toBe('idempotency');
  });

  it('looks an authorization up by its idempotency key, as it stands now', async () => {
    expect(await gateway.lookup('never-sent')).toBeNull();
    const a = await authorize(SANDBOX_TEST_CARDS.approveVisa, 2000, 'lookup-1');
    expect(await gateway.lookup('lookup-1')).toMatchObject({
      processorReference: a.processorReference,
      status: 'authorized',
      state: 'authorized',
      authorizedCents: 2000,
    });
    await gateway.void(a.processorReference!, 'lookup-1:void');
    expect(await gateway.lookup('lookup-1')).toMatchObject({ state: 'voided' });
  });

  it('captures at most the hold, once; a retry with the same key gets the same answer', async () => {
    const ref = (await authorize(SANDBOX_TEST_CARDS.approveVisa, 12000)).processorReference!;
    expect(await refusal(gateway.capture(ref, 12001, 'c1'))).toEqual({
      message: 'The capture amount exceeds the authorized $120.00.',
      code: 'amount',
    });
    expect(await gateway.capture(ref, 9950, 'c2')).toEqual({ processorReference: ref, capturedCents: 9950 });
    expect(await gateway.capture(ref, 9950, 'c2')).toEqual({ processorReference: ref, capturedCents: 9950 });
    expect(await refusal(gateway.capture(ref, 1000, 'c3'))).toEqual({
      message: 'This payment is captured and cannot be captured.',
      code: 'invalid_state',
    });
    expect((await refusal(gateway.capture(ref, 1, 'c2'))).code).toBe('idempotency');
    expect((await refusal(gateway.capture('sbx_missing', 1, 'c4'))).code).toBe('not_found');
    expect(ledger.charges.get(ref)).toMatchObject({ status: 'captured', capturedCents: 9950 });
  });

  it('lets only one of two simultaneous captures of one hold through', async () => {
    const ref = (await authorize(SANDBOX_TEST_CARDS.approveVisa, 3000)).processorReference!;
    const results = await Promise.allSettled([gateway.capture(ref, 3000, 'x1'), gateway.capture(ref, 2000, 'x2')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(ledger.charges.get(ref)!.operations).toHaveLength(1);
  });

  it('voids an uncaptured hold, and neither captures nor voids it afterwards', async () => {
    const ref = (await authorize(SANDBOX_TEST_CARDS.approveVisa, 3000)).processorReference!;
    expect(await gateway.void(ref, 'v1')).toEqual({ processorReference: ref, voidedCents: 3000 });
    expect(await gateway.void(ref, 'v1')).toEqual({ processorReference: ref, voidedCents: 3000 });
    expect((await refusal(gateway.capture(ref, 100, 'v2'))).message).toBe(
      'This payment is voided and cannot be captured.',
    );
    expect((await refusal(gateway.void(ref, 'v3'))).message).toBe('This payment is voided and cannot be voided.');
    const captured = (await authorize(SANDBOX_TEST_CARDS.approveVisa, 3000)).processorReference!;
    await gateway.capture(captured, 3000, 'v4');
    expect((await refusal(gateway.void(captured, 'v5'))).message).toBe(
      'This payment is captured and cannot be voided.',
    );
  });

  it('refunds up to what was captured, each refund once', async () => {
    const ref = (await authorize(SANDBOX_TEST_CARDS.approveVisa, 3000)).processorReference!;
    expect((await refusal(gateway.refund(ref, 100, 'r0'))).message).toBe(
      'This payment is authorized and cannot be refunded.',
    );
    await gateway.capture(ref, 2500, 'cap');
    expect(await gateway.refund(ref, 1000, 'r1', 'Broken bottle')).toEqual({
      processorReference: ref,
      refundedCents: 1000,
      totalRefundedCents: 1000,
    });
    expect(await gateway.refund(ref, 1000, 'r1', 'Broken bottle')).toMatchObject({ totalRefundedCents: 1000 });
    expect(ledger.charges.get(ref)).toMatchObject({ status: 'partially_refunded', refundedCents: 1000 });
    expect(await refusal(gateway.refund(ref, 1501, 'r2'))).toEqual({
      message: 'The refund exceeds the $15.00 left to refund.',
      code: 'amount',
    });
    expect((await refusal(gateway.refund(ref, 0, 'r3'))).code).toBe('amount');
    expect(await gateway.refund(ref, 1500, 'r4')).toMatchObject({ refundedCents: 1500, totalRefundedCents: 2500 });
    expect(ledger.charges.get(ref)).toMatchObject({ status: 'refunded', refundedCents: 2500 });
    expect((await refusal(gateway.refund(ref, 1, 'r5'))).message).toBe(
      'This payment is refunded and cannot be refunded.',
    );
  });

  it('refuses an amount that is not a positive number of cents, or an unknown currency', async () => {
    expect((await refusal(authorize(SANDBOX_TEST_CARDS.approveVisa, 0))).code).toBe('amount');
    expect((await refusal(authorize(SANDBOX_TEST_CARDS.approveVisa, 10.5))).code).toBe('amount');
    const euro = gateway.authorize({
      amountCents: 100,
      currency: 'euro',
      card: card(SANDBOX_TEST_CARDS.approveVisa),
      idempotencyKey: 'eur',
      reference: 'r',
    });
    expect((await refusal(euro)).message).toBe('The currency is not valid.');
    expect(ledger.charges.size).toBe(0);
  });
});

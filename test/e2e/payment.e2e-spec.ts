import { systemContext } from '../../backend/tenants/store-context';
import { StoresService } from '../../backend/tenants/stores.service';
import { PaymentService } from '../../backend/payment/payment.service';
import { startTestApp, TestApp } from '../support/test-app';
import { CARDS, futureExpiry } from './orders-fixtures';

describe('payment (POST /api/payment/authorize and /capture, sandbox processor)', () => {
  let t: TestApp;
  let customer: string;
  let northAdmin: string;
  let harborAdmin: string;
  beforeAll(async () => {
    t = await startTestApp();
    [customer, northAdmin, harborAdmin] = await Promise.all([
      t.login('customer1', 'customer1'),
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
    ]);
  });
  afterAll(() => t.close());
  const authorize = (body: object) =>
    t.http().post('/api/payment/authorize').set('Authorization', `Bearer ${customer}`).send(body);
  const card = (cardNumber: string, extra: object = {}) => ({
    amount: 50,
    cardNumber,
    expirationDate: futureExpiry(),
    cvv: '123',
    ...extra,
  });
  const row = async (id: string) => (await t.db.query('SELECT * FROM payment_transaction WHERE id = $1', [id]))[0];

  it.each([CARDS.visa, CARDS.visa2])(
    'approves the test card %s and keeps only brand, last four and expiry',
    async (number) => {
      const res = await authorize(card(number, { cardHolderName: 'Ava Martinez' })).expect(200);
      expect(res.body).toEqual({ transactionId: expect.stringMatching(/^txn_[0-9a-f]{24}$/) });
      const r = await row(res.body.transactionId);
      expect(r).toMatchObject({
        status: 'authorized',
        authorized_cents: 5000,
        card_brand: 'Visa',
        card_last4: number.slice(-4),
        card_expiry: futureExpiry(),
        card_holder_name: 'Ava Martinez',
      });
      expect(JSON.stringify(r)).not.toContain(number);
    },
  );

  it('declines 4000000000000002 and refuses 4000000000009995 for insufficient funds (402)', async () => {
    expect((await authorize(card(CARDS.declined)).expect(402)).body).toMatchObject({
      message: 'Your card was declined. Please use a different card.',
      code: 'declined',
    });
    expect((await authorize(card(CARDS.insufficient)).expect(402)).body).toMatchObject({
      message: 'Your card has insufficient funds. Please use a different card.',
      code: 'insufficient_funds',
    });
  });

  it('checks Luhn, expiry and CVV', async () => {
    expect((await authorize(card('4111111111111113')).expect(402)).body.message).toBe('The card number is not valid.');
    expect((await authorize(card(CARDS.visa, { expirationDate: '01/21' })).expect(402)).body.message).toBe(
      'The card has expired.',
    );
    expect((await authorize(card(CARDS.visa, { expirationDate: '13/30' })).expect(402)).body.message).toBe(
      'Please enter the expiry date as MM/YY.',
    );
    expect((await authorize(card(CARDS.visa, { cvv: '12' })).expect(402)).body.message).toBe('The CVV is not valid.');
    expect((await authorize(card(CARDS.visa, { cvv: '12345' })).expect(400)).body.message).toBe(
      'The CVV is not valid.',
    );
    expect((await authorize(card(CARDS.visa, { amount: 0 })).expect(400)).body.message).toBe('amount must be above 0.');
  });

  it('lets staff capture a hold of their own store, at most the authorized amount, once', async () => {
    const { transactionId } = (await authorize(card(CARDS.visa, { amount: 120 })).expect(200)).body;
    const capture = (token: string, amount: number) =>
      t.http().post('/api/payment/capture').set('Authorization', `Bearer ${token}`).send({ transactionId, amount });
    await capture(customer, 100).expect(403);
    await capture(harborAdmin, 100).expect(404);
    expect((await capture(northAdmin, 120.01).expect(400)).body.message).toBe(
      'The capture amount exceeds the authorized $120.00.',
    );
    const ok = await capture(northAdmin, 99.5).expect(200);
    expect(ok.body).toMatchObject({
      transactionId,
      status: 'captured',
      authorizedAmount: 120,
      capturedAmount: 99.5,
      cardLast4: '1111',
    });
    expect((await capture(northAdmin, 10).expect(409)).body.message).toBe(
      'This payment is captured and cannot be captured.',
    );
  });

  it('voids and refunds through the payment service, keeping the amounts here and at the processor', async () => {
    const payments = t.app.get(PaymentService);
    // The storefront's default store, where the customer's holds are taken.
    const ctx = systemContext((await t.app.get(StoresService).byWebUrl('northside'))!);
    const processor = async (id: string) =>
      (
        await t.db.query(
          `SELECT s.status, s.authorized_cents, s.captured_cents, s.voided_cents, s.refunded_cents
             FROM sandbox_charge s JOIN payment_transaction p ON p.processor_reference = s.reference WHERE p.id = $1`,
          [id],
        )
      )[0];
    const a = (await authorize(card(CARDS.visa, { amount: 30 })).expect(200)).body.transactionId;
    await payments.void(ctx, a);
    expect(await row(a)).toMatchObject({ status: 'voided', voided_cents: 3000 });
    expect(await processor(a)).toMatchObject({ status: 'voided', voided_cents: 3000 });
    await expect(payments.capture(ctx, a, 100)).rejects.toThrow('This payment is voided and cannot be captured.');
    const b = (await authorize(card(CARDS.visa, { amount: 30 })).expect(200)).body.transactionId;
    await payments.capture(ctx, b, 2500);
    await payments.refund(ctx, b, 1000, 'refund-1', 'Broken bottle');
    expect(await row(b)).toMatchObject({ status: 'partially_refunded', captured_cents: 2500, refunded_cents: 1000 });
    // The same refund asked again (a retried request) is not given twice.
    await payments.refund(ctx, b, 1000, 'refund-1', 'Broken bottle');
    expect(await processor(b)).toMatchObject({ status: 'partially_refunded', refunded_cents: 1000 });
    await expect(payments.refund(ctx, b, 1600, 'refund-2')).rejects.toThrow(
      'The refund exceeds the $15.00 left to refund.',
    );
    await payments.refund(ctx, b, 1500, 'refund-3');
    expect(await row(b)).toMatchObject({ status: 'refunded', refunded_cents: 2500 });
    expect(await processor(b)).toMatchObject({ status: 'refunded', captured_cents: 2500, refunded_cents: 2500 });
    await expect(payments.refund(ctx, b, 1, 'refund-4')).rejects.toThrow(
      'This payment is refunded and cannot be refunded.',
    );
  });

  it('is for signed-in customers (authorize) and staff (capture)', async () => {
    await t.http().post('/api/payment/authorize').send(card(CARDS.visa)).expect(401);
    await t
      .http()
      .post('/api/payment/authorize')
      .set('Authorization', `Bearer ${northAdmin}`)
      .send(card(CARDS.visa))
      .expect(403);
    await t
      .http()
      .post('/api/payment/capture')
      .send({ transactionId: 'txn_000000000000000000000000', amount: 1 })
      .expect(401);
  });
});

import { completeOrder, placeStripeOrder, startStripeApp, StripeTestApp } from '../support/stripe-app';
import { putItem } from './orders-fixtures';

/**
 * The back office with Stripe as the processor (against the stand-in): the order detail's processor
 * data is Stripe's charge and balance transaction, not the shop's ledger; the reconciliation lists a
 * payment whose totals differ at Stripe.
 */
describe('Stripe in the back office: processor data and reconciliation', () => {
  let s: StripeTestApp;
  let customer: string;
  let admin: string;

  beforeAll(async () => {
    s = await startStripeApp();
    [customer, admin] = await Promise.all([
      s.t.login('customer1', 'customer1'),
      s.t.login('admin@northside.example', 'northside1'),
    ]);
    await putItem(s.t.db, 'northside', {
      itemNumber: 'SB-1',
      description: 'Backoffice Riesling',
      mainCategory: 'Wine',
      unitPriceCents: 2400,
      salesTaxPercent: 7,
      stock: 100,
    });
  });
  afterAll(() => s.close());

  const get = (path: string) => s.t.http().get(path).set('Authorization', `Bearer ${admin}`).expect(200);

  it('reads the order detail’s processor data from Stripe and lists the difference with the shop', async () => {
    const { orderId, intentId, total } = await placeStripeOrder(s, customer, 'SB-1', 2);
    expect(await completeOrder(s, admin, orderId)).toBeUndefined();
    const captured = Math.round(total * 100);
    // A refund made at Stripe whose webhook has not arrived: only Stripe knows it.
    s.standIn.ledger.refund({ payment_intent: intentId, amount: 700 });
    const charge = s.standIn.ledger.charges.get(s.standIn.ledger.intents.get(intentId)!.latest_charge)!;
    const txn = s.standIn.ledger.balanceTransactions.get(charge.balance_transaction)!;

    const detail = (await get(`/api/admin/orders/${orderId}`)).body;
    expect(detail.processorData).toMatchObject({
      refundedAmount: 7,
      settlementAmount: (captured - 700) / 100,
      disbursementDate: new Date(txn.available_on * 1000).toISOString(),
    });
    // The shop's own ledger still says nothing was refunded: the block above is Stripe's.
    expect(detail.refundable).toBe(total);

    expect((await get('/api/payment/stripe/reconciliation')).body).toEqual([
      expect.objectContaining({
        orderId,
        shop: { capturedCents: captured, refundedCents: 0 },
        stripe: { capturedCents: captured, refundedCents: 700 },
      }),
    ]);
    expect((await get('/api/payments/setup')).body).toMatchObject({ processor: 'stripe' });
  });
});

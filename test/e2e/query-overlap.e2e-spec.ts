import { placeOrder } from '../support/place-order';
import { watchQueryOverlap } from '../support/query-overlap';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem } from './orders-fixtures';

/**
 * One transaction's connection runs one query at a time: a service that sends the next before the
 * last answered (a Promise.all of queries on one EntityManager) makes pg warn at run time and breaks
 * with pg 9. The refund screens did; this walks them (and the order detail beside them) while
 * watching every client.
 */
let t: TestApp;
let admin: string;
const watch = watchQueryOverlap();

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin@northside.example', 'northside1');
});
afterAll(async () => {
  watch.stop();
  await t?.close();
});

it('sends no query on a transaction while its last one is still waiting (refunds, order detail)', async () => {
  const customer = await t.login('customer1', 'customer1');
  await putItem(t.db, 'northside', {
    itemNumber: 'QO-W1',
    description: 'Overlap Merlot',
    mainCategory: 'Wine',
    unitPriceCents: 1500,
    salesTaxPercent: 7,
    stock: 20,
  });
  const orderId = await placeOrder(
    t,
    customer,
    orderBody({ orderItems: [{ itemId: 'QO-W1', quantity: 2, itemPrice: 15 }], totalAmount: 0 }),
  );
  const as = (req: ReturnType<ReturnType<TestApp['http']>['get']>) => req.set('Authorization', `Bearer ${admin}`);
  const status = (s: object) =>
    as(t.http().put('/api/orders/UpdateOrderStatus'))
      .send({ orderId, ...s })
      .expect(200);
  await status({ status: 'Accepted' });
  await status({ status: 'Ready for pickup' });
  await status({ status: 'Complete', idCheck: { idType: "Driver's license", dateOfBirth: '1990-04-12' } });

  await as(t.http().get(`/api/admin/orders/${orderId}`)).expect(200);
  await as(t.http().get(`/api/admin/orders/${orderId}/refunds`)).expect(200);
  await as(t.http().post(`/api/admin/orders/${orderId}/refunds/quote`))
    .send({ kind: 'amount', amount: 5, reason: 'Damaged label' })
    .expect(201);
  await as(t.http().post(`/api/admin/orders/${orderId}/refunds`))
    .set('Idempotency-Key', `overlap-${Date.now()}`)
    .send({ kind: 'amount', amount: 5, reason: 'Damaged label' })
    .expect(201);

  expect(watch.stop()).toEqual([]);
});

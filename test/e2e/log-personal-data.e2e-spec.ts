import { DEMO_CUSTOMERS } from '../../backend/database/demo-data/demo-accounts';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem } from './orders-fixtures';

/** What identifies a demo customer: names, phone (as typed, and its digits), street, email. */
const TRACES = Object.entries(DEMO_CUSTOMERS).flatMap(([email, c]) => [
  email,
  encodeURIComponent(email),
  c.firstName,
  c.lastName,
  c.phoneNumber,
  c.phoneNumber.replace(/\D/g, ''),
  encodeURIComponent(c.phoneNumber),
  c.addressLine1,
  encodeURIComponent(c.addressLine1),
]);

/**
 * A run of storefront and admin calls (sign-in, checkout, My Details, order-desk searches and
 * filters by name, phone, street and email, every 5 s as the desk refreshes) leaves no trace of a
 * demo customer in the log.
 */
describe('the log of a run holds no personal data of the demo customers', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({
      env: { LOG_LEVEL: 'debug' },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(() => t?.close());

  it('storefront and admin calls', async () => {
    const customer = await t.login('customer1', 'customer1');
    const asCustomer = { Authorization: `Bearer ${customer}` };
    await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2000, stock: 50 });
    await t
      .http()
      .post('/api/cart/quote')
      .send({
        orderType: 'delivery',
        items: [{ itemNumber: 'T-100', quantity: 1 }],
        shippingAddress: { state: 'IA', zipCode: '50309' },
      })
      .expect(200);
    await placeOrder(t, customer, orderBody());
    await t.http().get('/api/customer/customer1%40example.com').set(asCustomer).expect(200);

    const admin = { Authorization: `Bearer ${await t.login('admin@northside.example', 'northside1')}` };
    const ava = DEMO_CUSTOMERS['customer1@example.com'];
    for (const q of [
      ava.lastName,
      `${ava.firstName} ${ava.lastName}`,
      ava.phoneNumber,
      ava.addressLine1,
      'customer1@example.com',
    ]) {
      const filter = encodeURIComponent(JSON.stringify({ q, status: 'all' }));
      const res = await t
        .http()
        .get(`/api/admin/orders?filter=${filter}&range=%5B0%2C24%5D&sort=%5B%22id%22%2C%22DESC%22%5D`)
        .set(admin);
      expect(res.status).toBe(200);
      await t
        .http()
        .get(`/api/admin/orders/counts?q=${encodeURIComponent(q)}`)
        .set(admin);
      await t.http().get(`/api/admin/orders/export.csv?filter=${filter}`).set(admin);
    }
    const superAdmin = { Authorization: `Bearer ${await t.login('superadmin', 'superadmin1')}` };
    await t
      .http()
      .get(`/api/customer/${encodeURIComponent('customer2@example.com')}`)
      .set(superAdmin);

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(20);
    expect(text).toContain('/api/admin/orders?filter={q,status}&range=[0,24]');
    const found = TRACES.filter((trace) => text.includes(trace));
    expect(found).toEqual([]);
  });
});

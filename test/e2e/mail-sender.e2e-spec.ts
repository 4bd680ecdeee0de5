import { deliveredMails, lastMailTo } from '../support/mailbox';
import { startTestApp, TestApp } from '../support/test-app';
import { insertItem, placeOrder, storeId } from './admin-fixtures';

/** Every mail about a store's order or account comes from that store. */
describe('mail from the right store (company name, MAIL_FROM address or reply-to, logo)', () => {
  let t: TestApp;
  let customer: string;
  let harborId: number;
  let northId: number;

  beforeAll(async () => {
    t = await startTestApp({ env: { MAIL_FROM: 'Northside Wine & Spirits <no-reply@shop.example>' } });
    customer = await t.login('customer1', 'customer1');
    harborId = await storeId(t.db, 'harbor');
    northId = await storeId(t.db, 'northside');
    await insertItem(t.db, harborId, { itemNumber: 'T14-M-1', unitPriceCents: 1500, availableToSell: 5 });
    await insertItem(t.db, northId, { itemNumber: 'T14-M-2', unitPriceCents: 1500, availableToSell: 5 });
  });
  afterAll(() => t.close());

  it('sends Harbor’s order mail from Harbor, with its reply-to address and its logo', async () => {
    // The super-admin gives Harbor its own reply-to address (Stores screen); a bad one is refused.
    const auth = { Authorization: `Bearer ${await t.login('superadmin', 'superadmin1')}` };
    const current = (await t.http().get(`/api/admin/stores/${harborId}`).set(auth).expect(200)).body;
    const { name, webUrl, deliveryZones, salesTaxPercent } = current;
    const store = { name, webUrl, deliveryZones, salesTaxPercent };
    const bad = await t
      .http()
      .put(`/api/admin/stores/${harborId}`)
      .set(auth)
      .send({ ...store, replyToEmail: 'not an email' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('Please enter a valid reply-to email address.');
    const saved = await t
      .http()
      .put(`/api/admin/stores/${harborId}`)
      .set(auth)
      .send({ ...store, replyToEmail: 'Orders@Harbor.example' })
      .expect(200);
    expect(saved.body.replyToEmail).toBe('orders@harbor.example');
    const { orderId } = await placeOrder(t.http, customer, [{ itemId: 'T14-M-1', quantity: 1 }], { store: 'harbor' });
    const mail = (await deliveredMails(t)).find((m) => m.subject.startsWith(`Order Confirmation #${orderId} `))!;
    expect(mail.from).toBe('Harbor Bottle Shop <no-reply@shop.example>');
    expect(mail.replyTo).toBe('orders@harbor.example');
    expect(mail.subject).toContain('Harbor Bottle Shop');
    expect(mail.text).toContain('Harbor Bottle Shop');
    expect(mail.text).not.toContain('Northside');
    // The logo travels with the mail (inline, shown above the text in the HTML version).
    expect(mail.raw).toMatch(/Content-Type: image\/png/i);
    expect(mail.raw).toMatch(/Content-ID: <store-logo@wine-shop>/i);
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/src=(3D)?"cid:store-logo@wine-shop"/);

    // A status change about the same order comes from Harbor too.
    const harbor = await t.login('admin@harbor.example', 'harbor1');
    await t
      .http()
      .post(`/api/admin/orders/${orderId}/transition`)
      .set('Authorization', `Bearer ${harbor}`)
      .send({ to: 'Accepted' })
      .expect(200);
    const status = (await deliveredMails(t)).filter((m) => m.kind === 'order-status').at(-1)!;
    expect(status.subject).toMatch(new RegExp(`#${orderId} is accepted`));
    expect(status.from).toBe('Harbor Bottle Shop <no-reply@shop.example>');
  });

  it('sends Northside’s order mail from Northside, by its company name, without a reply-to of another store', async () => {
    await t.db.query(`UPDATE web_config SET company_name = 'Northside Wines' WHERE store_id = $1`, [northId]);
    const { orderId } = await placeOrder(t.http, customer, [{ itemId: 'T14-M-2', quantity: 1 }]);
    const mail = (await deliveredMails(t)).find((m) => m.subject.startsWith(`Order Confirmation #${orderId} `))!;
    expect(mail.from).toBe('Northside Wines <no-reply@shop.example>');
    expect(mail.replyTo).toBe('');
  });

  it('takes the company name and reply-to address trimmed as the screens show them; a blank name falls back to the store name', async () => {
    // White space of every kind JavaScript trims (no-break space, tab, ideographic space) at both ends.
    await t.db.query(`UPDATE web_config SET company_name = $2 WHERE store_id = $1`, [
      northId,
      '\u00a0 Northside Cellar \t\u3000',
    ]);
    await t.db.query(`UPDATE store SET reply_to_email = ' orders@northside.example ' WHERE id = $1`, [northId]);
    const named = await placeOrder(t.http, customer, [{ itemId: 'T14-M-2', quantity: 1 }]);
    const mail = (await deliveredMails(t)).find((m) => m.subject.startsWith(`Order Confirmation #${named.orderId} `))!;
    expect(mail.from).toBe('Northside Cellar <no-reply@shop.example>');
    expect(mail.replyTo).toBe('orders@northside.example');

    await t.db.query(`UPDATE web_config SET company_name = $2 WHERE store_id = $1`, [northId, ' \u2003 ']);
    await t.db.query(`UPDATE store SET reply_to_email = '  ' WHERE id = $1`, [northId]);
    const blank = await placeOrder(t.http, customer, [{ itemId: 'T14-M-2', quantity: 1 }]);
    const plain = (await deliveredMails(t)).find((m) => m.subject.startsWith(`Order Confirmation #${blank.orderId} `))!;
    const [{ name }] = await t.db.query('SELECT name FROM store WHERE id = $1', [northId]);
    expect(plain.from.replace(/"/g, '')).toBe(`${name} <no-reply@shop.example>`); // quoted when it holds an &
    expect(plain.replyTo).toBe('');
    await t.db.query(`UPDATE web_config SET company_name = 'Northside Wines' WHERE store_id = $1`, [northId]);
  });

  it('sends a store admin’s password reset from their own store, a customer’s from the storefront’s', async () => {
    await t.http().post('/api/auth/forgot-password').send({ email: 'admin@harbor.example' }).expect(200);
    const admin = await lastMailTo(t, 'admin@harbor.example', 'password-reset');
    expect(admin.from).toBe('Harbor Bottle Shop <no-reply@shop.example>');
    expect(admin.subject).toBe('Your Harbor Bottle Shop password reset code');

    await t
      .http()
      .post('/api/auth/forgot-password')
      .set('X-Store', 'harbor')
      .send({ email: 'customer2@example.com' })
      .expect(200);
    const shopper = await lastMailTo(t, 'customer2@example.com', 'password-reset');
    expect(shopper.from).toBe('Harbor Bottle Shop <no-reply@shop.example>');
  });
});

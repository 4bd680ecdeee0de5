/** The promotions, wines and first-order customers of the discount-line tests (e2e and browser). */
import { placeOrder } from '../support/place-order';
import type { TestApp } from '../support/test-app';
import { orderBody, putItem, storeId } from './orders-fixtures';

/** Six wines: one at $21.00, two at $15.00, three at $19.99. */
export const WINES = [
  { itemNumber: 'PL-W1', priceCents: 2100, quantity: 1 },
  { itemNumber: 'PL-W2', priceCents: 1500, quantity: 2 },
  { itemNumber: 'PL-W3', priceCents: 1999, quantity: 3 },
];

/**
 * Northside's promotions replaced by the wine case discount (10 % from 6 bottles, 15 % from 12)
 * and WELCOME10 ($10 off a first order over $75); the six wines, a case of 12 and a 6-pack.
 */
export async function setUpDiscountLines(t: TestApp): Promise<void> {
  const northside = await storeId(t.db, 'northside');
  await t.db.query('DELETE FROM promotion');
  const [{ today }] = await t.db.query(`SELECT to_char(now() AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD') AS today`);
  await t.db.query(
    `INSERT INTO promotion (store_id, name, starts_on, ends_on, kind, selector, tiers)
     VALUES ($1, 'Wine case discount', $2::date - 1, $2::date + 30, 'tiers', '{"categories":["Wine"]}',
             '[{"minQuantity":6,"percent":10},{"minQuantity":12,"percent":15}]')`,
    [northside, today],
  );
  await t.db.query(
    `INSERT INTO promotion (store_id, name, starts_on, ends_on, kind, amount_cents, threshold_cents, code,
        first_order_only, per_customer_limit)
     VALUES ($1, 'Welcome offer', $2::date - 1, $2::date + 30, 'threshold', 1000, 7500, 'WELCOME10', true, 1)`,
    [northside, today],
  );
  for (const w of WINES)
    await putItem(t.db, 'northside', {
      itemNumber: w.itemNumber,
      description: `Lines Wine ${w.itemNumber}`,
      mainCategory: 'Wine',
      unitPriceCents: w.priceCents,
      stock: 100,
    });
  await putItem(t.db, 'northside', {
    itemNumber: 'PL-CASE',
    description: 'Lines Merlot, case of 12',
    mainCategory: 'Wine',
    packQuantity: 12,
    unitPriceCents: 18000,
    stock: 10,
  });
  await putItem(t.db, 'northside', {
    itemNumber: 'PL-SIX',
    description: 'Lines Rosé, 6-pack',
    mainCategory: 'Wine',
    packQuantity: 6,
    unitPriceCents: 6000,
    stock: 10,
  });
}

/** A new customer with no orders (WELCOME10 is for a first order). */
export async function newCustomer(
  t: TestApp,
): Promise<{ token: string; email: string; username: string; customerId: number }> {
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const email = `lines${stamp}@example.com`;
  const username = `lines${stamp}`;
  const address = { addressLine1: '1 Main', addressLine2: '', city: 'Des Moines', state: 'IA', zipCode: '50309' };
  await t
    .http()
    .post('/api/customer')
    .send({
      customer: {
        ...{ id: 0, firstName: 'Lee', lastName: 'Lines', phoneNumber: '(515) 555-0177' },
        ...{ ...address, country: 'USA', emailAddress: email },
      },
      user: { email, username, password: 'secret1', role: 'customer' },
    })
    .expect(200);
  const [{ id }] = await t.db.query('SELECT id FROM customer WHERE lower(email_address) = $1', [email]);
  return { token: await t.login(username, 'secret1'), email, username, customerId: id };
}

/** The order of the six wines with WELCOME10, placed at the quote's total by a new customer. */
export async function placeWelcomeOrder(t: TestApp) {
  const customer = await newCustomer(t);
  const items = WINES.map((w) => ({ itemNumber: w.itemNumber, quantity: w.quantity }));
  const quote = (
    await t
      .http()
      .post('/api/cart/quote')
      .set('Authorization', `Bearer ${customer.token}`)
      .send({ orderType: 'pickup', items, promoCode: 'WELCOME10' })
      .expect(200)
  ).body;
  const orderId = await placeOrder(
    t,
    customer.token,
    orderBody({
      orderItems: WINES.map((w) => ({ itemId: w.itemNumber, quantity: w.quantity, itemPrice: w.priceCents / 100 })),
      contact: { fullName: 'Lee Lines', phoneNumber: '(515) 555-0177', email: customer.email },
      promoCode: 'WELCOME10',
      totalAmount: quote.total,
    }),
  );
  return { ...customer, quote, orderId };
}

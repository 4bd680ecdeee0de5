import type { QuoteResponse } from '../../backend/domain/api/quote';
import { startTestApp, TestApp } from '../support/test-app';
import { putItem, storeId } from './orders-fixtures';

/**
 * The quote tells what a promo code does in all: WELCOME10 on $119.94 of wine (6 bottles, 10 % case
 * discount: $107.95 of goods, delivered free over $100) takes $10.00 off but brings back the $4.99
 * delivery fee; a code worth less than the fee it brings back costs more than it saves.
 */
describe('a promo code’s trade-off in the cart quote', () => {
  let t: TestApp;
  const delivery = { state: 'IA', zipCode: '50309' };

  beforeAll(async () => {
    t = await startTestApp();
    await putItem(t.db, 'northside', { itemNumber: 'PT-W1', mainCategory: 'Wine', unitPriceCents: 1999, stock: 50 });
    await putItem(t.db, 'northside', { itemNumber: 'PT-W2', mainCategory: 'Wine', unitPriceCents: 1853, stock: 50 });
    const [{ d: today }] = await t.db.query(`SELECT to_char(now() AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD') AS d`);
    await t.db.query(
      `INSERT INTO promotion (store_id, name, starts_on, ends_on, kind, amount_cents, threshold_cents, code)
       VALUES ($1, 'One dollar off', $2::date - 1, $2::date + 30, 'threshold', 100, 0, 'ONEOFF')`,
      [await storeId(t.db, 'northside'), today],
    );
  });
  afterAll(() => t.close());

  const quote = async (itemNumber: string, orderType: string, promoCode?: string): Promise<QuoteResponse> =>
    (
      await t
        .http()
        .post('/api/cart/quote')
        .send({
          orderType,
          items: [{ itemNumber, quantity: 6 }],
          ...(orderType === 'delivery' && { shippingAddress: delivery }),
          ...(promoCode && { promoCode }),
        })
        .expect(200)
    ).body;
  const cents = (dollars: number) => Math.round(dollars * 100);

  it('WELCOME10 on $119.94 of wine for delivery: $10.00 off, the $4.99 fee back, and the net change of the total', async () => {
    const without = await quote('PT-W1', 'delivery');
    expect([without.subtotal, without.discount, without.shippingCost]).toEqual([119.94, 11.99, 0]);
    expect(without.promoTradeOff).toBeNull();
    const coded = await quote('PT-W1', 'delivery', 'welcome10');
    expect([coded.discount, coded.shippingCost]).toEqual([21.99, 4.99]);
    expect(coded.problems).toEqual([]);
    expect(coded.promoTradeOff).toEqual({
      code: 'WELCOME10',
      discount: 10,
      fee: 4.99,
      net: (cents(coded.total) - cents(without.total)) / 100,
    });
    // The fee takes back half the $10.00 (the tax on the discount is saved too): the code saves far less.
    expect(coded.promoTradeOff!.net).toBeLessThanOrEqual(-10 + 4.99);
    expect(coded.promoTradeOff!.net).toBeGreaterThan(-10 + 4.99 - 1);
  });

  it('picked up, the same code adds no fee: it saves its $10.00 and the tax on it', async () => {
    const without = await quote('PT-W1', 'pickup');
    const coded = await quote('PT-W1', 'pickup', 'WELCOME10');
    expect(coded.promoTradeOff).toEqual({
      code: 'WELCOME10',
      discount: 10,
      fee: 0,
      net: (cents(coded.total) - cents(without.total)) / 100,
    });
    expect(cents(coded.promoTradeOff!.net)).toBe(-1000 - (cents(without.salesTax) - cents(coded.salesTax)));
  });

  it('a code worth less than the delivery fee it brings back costs more than it saves', async () => {
    const without = await quote('PT-W2', 'delivery');
    expect(without.shippingCost).toBe(0);
    const coded = await quote('PT-W2', 'delivery', 'ONEOFF');
    expect(coded.promoTradeOff).toMatchObject({ code: 'ONEOFF', discount: 1, fee: 4.99 });
    expect(coded.promoTradeOff!.net).toBe((cents(coded.total) - cents(without.total)) / 100);
    expect(coded.promoTradeOff!.net).toBeGreaterThan(3.9);
  });

  it('a refused code has no trade-off, only its problem', async () => {
    const coded = await quote('PT-W1', 'delivery', 'NOPE1');
    expect(coded.promoTradeOff).toBeNull();
    expect(coded.problems).toEqual([{ code: 'PROMO_CODE', message: 'The code NOPE1 is not valid.' }]);
  });
});

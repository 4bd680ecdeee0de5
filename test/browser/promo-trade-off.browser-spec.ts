import { Browser, Page } from 'playwright-core';
import type { QuoteResponse } from '../../backend/domain/api/quote';
import { promoTradeOffText } from '../../backend/domain/quote/promo-trade-off';
import { screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { loginThroughForm, verifiedContext } from './storefront-support';

/**
 * A promo code's trade-off before it applies (WELCOME10 on six bottles of wine delivered: $10 off,
 * but the $4.99 delivery fee comes back), and a refused code shown and removable on the Payment
 * tab, where it stops Place Order. At a 390 px phone and a 1440 px desktop.
 */
describe('promo codes at checkout: the trade-off before applying, a refused code on the Payment tab', () => {
  let t: TestApp;
  let browser: Browser;
  let wine: { itemNumber: string; name: string; price: number };

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    const { launchBrowser } = await import('../support/browser');
    browser = await launchBrowser();
    // A bottle whose six, after the 10 % case discount, deliver free ($100) but not once WELCOME10 takes $10 off.
    const [row] = await t.db.query(
      `SELECT i.item_number, i.unit_price_cents, b.item_name FROM inventory_item i JOIN store s ON s.id = i.store_id
         JOIN beverage b ON b.id = i.beverage_id
        WHERE s.web_url = 'northside' AND i.is_available AND i.available_to_sell >= 20 AND i.pack_quantity = 1
          AND b.main_category = 'Wine' AND i.unit_sale_price_cents = 0 AND i.unit_price_cents BETWEEN 1860 AND 2030
        ORDER BY i.item_number LIMIT 1`,
    );
    wine = { itemNumber: row.item_number, name: row.item_name, price: row.unit_price_cents / 100 };
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const quote = async (promoCode?: string): Promise<QuoteResponse> =>
    (
      await t
        .http()
        .post('/api/cart/quote')
        .send({
          orderType: 'delivery',
          items: [{ itemNumber: wine.itemNumber, quantity: 6 }],
          shippingAddress: { state: 'IA', zipCode: '50309' },
          ...(promoCode && { promoCode }),
        })
        .expect(200)
    ).body;
  const money = (d: number) => `$${d.toFixed(2)}`;
  /** How far the page scrolls sideways (nothing may, at either width). */
  const sideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  /** Signed in as customer1 (no orders: WELCOME10 is theirs), six bottles in the cart, delivery to 50309 chosen. */
  async function toCartTab(page: Page): Promise<void> {
    await page.goto(`${t.baseUrl}/login`);
    await page.evaluate((w) => {
      const line = { ...w, imageUrl: '', packSize: 1, packType: 'Bottle', size: '750 ml', quantity: 6, salesTax: 7 };
      localStorage.setItem('cart', JSON.stringify([line]));
    }, wine);
    await page.goto(`${t.baseUrl}/checkout`);
    await page.waitForURL(/\/login$/);
    await loginThroughForm(page, 'customer1', 'customer1');
    await page.waitForURL(/\/checkout$/);
    await page.getByLabel('Delivery').check();
    await page.getByLabel('Address Line 1').fill('310 Court Avenue');
    await page.getByLabel('City').fill('Des Moines');
    await page.getByLabel('State').fill('IA');
    await page.getByLabel('Zip Code').fill('50309');
    const windows = page.getByTestId('delivery-windows');
    await windows.locator('input:not([disabled])').first().check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Temporary Hold', { exact: true }).waitFor();
  }

  for (const width of [390, 1440])
    it(`${width} px: WELCOME10's trade-off shows before it applies; a refused code is removable on the Payment tab`, async () => {
      const page = await (await verifiedContext(browser, { width, height: 900 })).newPage();
      await withFailureShot(page, `promo-trade-off-${width}`, async () => {
        await toCartTab(page);
        const without = await quote();
        const coded = await quote('WELCOME10');
        expect([without.shippingCost, coded.shippingCost]).toEqual([0, 4.99]);
        expect(await page.getByTestId('checkout-delivery-fee').textContent()).toBe('Free');

        // Before applying: the server's trade-off, and the cart still priced without the code.
        await page.getByLabel('Promo code').fill('welcome10');
        await page.getByRole('button', { name: 'Apply', exact: true }).click();
        const tradeOff = page.getByTestId('promo-trade-off');
        await tradeOff.getByText(promoTradeOffText(coded.promoTradeOff!, 'delivery')).waitFor();
        expect(await tradeOff.textContent()).toContain('WELCOME10 takes $10.00 off');
        expect(await tradeOff.textContent()).toContain('pays the $4.99 delivery fee');
        expect(await page.evaluate(() => sessionStorage.getItem('promoCode'))).toBeNull();
        expect(await page.getByTestId('checkout-total').textContent()).toBe(money(without.total));
        expect(await page.getByTestId('promo-applied').count()).toBe(0);
        await screenshot(page, `promo-trade-off-before-${width}`);

        await page.getByRole('button', { name: 'Don’t apply' }).click();
        await tradeOff.waitFor({ state: 'detached' });
        expect(await page.getByTestId('checkout-total').textContent()).toBe(money(without.total));

        expect(await page.getByLabel('Promo code').inputValue()).toBe('');

        // Applied anyway: the fee is charged and the trade-off stays in view.
        await page.getByLabel('Promo code').fill('WELCOME10');
        await page.getByRole('button', { name: 'Apply', exact: true }).click();
        await page.getByRole('button', { name: 'Apply WELCOME10 anyway' }).click();
        await page.getByTestId('promo-applied').getByText('Welcome offer applied: -$10.00').waitFor();
        await page.waitForFunction(
          (d) => document.querySelector('[data-testid="checkout-delivery-fee"]')?.textContent === d,
          '$4.99',
        );
        expect(await page.getByTestId('checkout-total').textContent()).toBe(money(coded.total));
        await page
          .getByTestId('promo-trade-off-note')
          .getByText('pays the $4.99 delivery fee', { exact: false })
          .waitFor();
        expect(await sideways(page)).toBeLessThanOrEqual(1);
        await screenshot(page, `promo-trade-off-applied-${width}`);

        // A refused code: on the Payment tab it is shown with its Remove, and Place Order waits for it.
        await page.getByRole('button', { name: 'Remove', exact: true }).click();
        await page.getByLabel('Promo code').fill('NOPE1');
        await page.getByRole('button', { name: 'Apply', exact: true }).click();
        await page.getByTestId('promo-problem').getByText('The code NOPE1 is not valid.').waitFor();
        expect(await page.getByText('The code NOPE1 is not valid.').count()).toBe(1);
        await page.getByRole('tab', { name: 'Payment' }).click();
        const refused = page.getByTestId('promo-refused');
        await refused.getByText('The code NOPE1 is not valid.').waitFor();
        await page.getByLabel('Payment Type').selectOption('Credit Card');
        await page.getByLabel('Card Holder Name').fill('Ava Martinez');
        await page.getByLabel('Card Number').fill('4111111111111111');
        await page.getByLabel('Expiry Date').fill('2030-12');
        await page.getByLabel('CVV').fill('123');
        await page.getByRole('button', { name: 'Place Order' }).click();
        // Still on the Payment tab, the reason shown once, beside its Remove.
        await page.getByRole('button', { name: 'Remove code NOPE1' }).waitFor();
        expect(await page.getByRole('heading', { name: 'Review your order' }).count()).toBe(0);
        expect(await page.getByText('The code NOPE1 is not valid.').count()).toBe(1);
        await screenshot(page, `promo-refused-payment-${width}`);
        await page.getByRole('button', { name: 'Remove code NOPE1' }).click();
        await refused.waitFor({ state: 'detached' });
        expect(await page.evaluate(() => sessionStorage.getItem('promoCode'))).toBeNull();
        await page.getByRole('button', { name: 'Place Order' }).click();
        await page.getByRole('heading', { name: 'Review your order' }).waitFor();
        expect(await sideways(page)).toBeLessThanOrEqual(1);
      });
      await page.context().close();
    });
});

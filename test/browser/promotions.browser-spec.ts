import { Browser, Page } from 'playwright-core';
import { screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { loginThroughForm, payByCardAndPlace, verifiedContext } from './storefront-support';

/** Promotions through the built app: the banner's offer page, 6 wines 10 % off, 1 none, WELCOME10 once. */
describe('promotions in the storefront', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let wine: string;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    const { launchBrowser } = await import('../support/browser');
    browser = await launchBrowser();
    const rows = await t.db.query(
      `SELECT i.item_number FROM inventory_item i JOIN store s ON s.id = i.store_id JOIN beverage b ON b.id = i.beverage_id
        WHERE s.web_url = 'northside' AND i.is_available AND i.available_to_sell >= 30 AND i.unit_price_cents BETWEEN 1500 AND 3000
          AND i.pack_quantity = 1 AND b.main_category = 'Wine' AND i.size_description = '750 ml' AND i.unit_sale_price_cents = 0
        ORDER BY i.item_number LIMIT 1`,
    );
    wine = rows[0].item_number;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  beforeEach(async () => {
    page = await (await verifiedContext(browser)).newPage();
  });
  afterEach(() => page.context().close());

  it('the Summer Spirits Sale banner opens its offer page: description, window, its products with sale prices', () =>
    withFailureShot(page, 'offer-page', async () => {
      const [sale] = await t.db.query(
        `SELECT p.id, p.selector FROM promotion p JOIN store s ON s.id = p.store_id
          WHERE s.web_url = 'northside' AND p.name = 'Summer Spirits Sale'`,
      );
      await page.goto(`${t.baseUrl}/`);
      const banner = page.getByTestId('banner').first();
      await page.waitForFunction(
        (id) => document.querySelector('[data-testid="banner"]')?.getAttribute('href') === `/offers/${id}`,
        sale.id,
      );
      await banner.click();
      await page.waitForURL(new RegExp(`/offers/${sale.id}$`));
      await page.getByRole('heading', { name: 'Offer Details' }).waitFor();
      await page.getByText(`Showing offer for ID: ${sale.id}`).waitFor();
      await page.getByRole('heading', { name: 'Summer Spirits Sale' }).waitFor();
      await page.getByText('Up to 20% off selected whiskey, gin and rum, while the sale lasts.').waitFor();
      await page
        .getByTestId('offer-window')
        .getByText(/^Valid until /)
        .waitFor();
      await page.getByTestId('product-card').first().waitFor();
      const api = (await t.http().get(`/api/promotions/${sale.id}/products`).expect(200)).body;
      expect(api.total).toBeGreaterThan(0);
      expect((await page.getByTestId('offer-count').textContent())!).toBe(`${api.total} products`);
      // Each card: its offer price, 20 % under its price.
      const first = api.items[0];
      const card = page.getByTestId('product-card').first();
      const offer = await card.getByTestId('offer-price').textContent();
      expect(offer).toBe(`Offer price $${api.offerPrices[first.itemNumber].toFixed(2)}`);
      expect(api.offerPrices[first.itemNumber]).toBeCloseTo(first.displayPrice * 0.8, 2);
      expect(await card.getByTestId('promo-badge').first().textContent()).toBe('20 % off');
      await screenshot(page, 'promotions-offer-page');
    }));

  it('1 bottle of wine: no discount and a nudge; 6 bottles: 10 % off in the cart, checkout and order; WELCOME10 works once', () =>
    withFailureShot(page, 'promotions-cart', async () => {
      await page.goto(`${t.baseUrl}/product/${wine}`);
      await page.getByTestId('promo-badge').getByText('10 % off 6+').waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') || '[]').length === 1);
      await page.goto(`${t.baseUrl}/cart`);
      await page.getByTestId('nudge').getByText('Add 5 more bottles of wine to save 10 %').waitFor();
      expect(await page.getByTestId('line-discount').count()).toBe(0);
      expect(await page.getByTestId('discount').count()).toBe(0);
      await screenshot(page, 'promotions-cart-one-bottle');
      const plus = page.getByRole('button', { name: /Increase quantity|Increase/ }).first();
      for (let n = 2; n <= 6; n++) {
        await plus.click();
        await page.waitForFunction((q) => JSON.parse(localStorage.getItem('cart') || '[]')[0]?.quantity === q, n);
      }
      await page.getByTestId('nudge').getByText('Add 6 more bottles of wine to save 15 %').waitFor();
      const quote = (
        await t
          .http()
          .post('/api/cart/quote')
          .send({ orderType: 'pickup', items: [{ itemNumber: wine, quantity: 6 }] })
          .expect(200)
      ).body;
      const money = (d: number) => `$${d.toFixed(2)}`;
      expect(quote.discount).toBeCloseTo(quote.subtotal * 0.1, 2);
      await page
        .getByTestId('line-discount')
        .getByText(`Wine case discount: -${money(quote.discount)}`)
        .waitFor();
      expect(await page.getByTestId('discount').textContent()).toBe(`-${money(quote.discount)}`);
      expect(await page.getByTestId('cart-total').textContent()).toBe(money(quote.total));
      await screenshot(page, 'promotions-cart-six-bottles');

      // Checkout as customer1 (no orders yet): WELCOME10 on top of the case discount.
      await page.goto(`${t.baseUrl}/checkout`);
      await page.waitForURL(/\/login$/);
      await loginThroughForm(page, 'customer1', 'customer1');
      await page.waitForURL(/\/checkout$/);
      await page.getByLabel('Pick Up').check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText('Temporary Hold', { exact: true }).waitFor();
      expect(await page.getByTestId('checkout-discount').textContent()).toBe(`-${money(quote.discount)}`);
      await page.getByLabel('Promo code').fill('welcome10');
      await page.getByRole('button', { name: 'Apply' }).click();
      const coded = (
        await t
          .http()
          .post('/api/cart/quote')
          .send({ orderType: 'pickup', items: [{ itemNumber: wine, quantity: 6 }], promoCode: 'WELCOME10' })
          .expect(200)
      ).body;
      expect(coded.discount).toBeCloseTo(quote.discount + 10, 2);
      await page.getByTestId('promo-applied').getByText('Welcome offer applied: -$10.00').waitFor();
      await page.waitForFunction(
        (d) => document.querySelector('[data-testid="checkout-discount"]')?.textContent === d,
        `-${money(coded.discount)}`,
      );
      expect(await page.getByTestId('checkout-total').textContent()).toBe(money(coded.total));
      await screenshot(page, 'promotions-checkout-cart-tab');

      const orderId = await payByCardAndPlace(page, 'Ava Martinez');
      const [order] = await t.db.query(
        'SELECT discount_cents, total_cents, promo_code FROM customer_order WHERE id = $1',
        [orderId],
      );
      expect(order).toEqual({
        discount_cents: Math.round(coded.discount * 100),
        total_cents: Math.round(coded.total * 100),
        promo_code: 'WELCOME10',
      });
      const [line] = await t.db.query('SELECT discount_cents, promotion_name FROM order_item WHERE order_id = $1', [
        orderId,
      ]);
      expect(line.promotion_name).toBe('Wine case discount');

      // Once used: the next cart's checkout says so.
      await page.goto(`${t.baseUrl}/product/${wine}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') || '[]').length === 1);
      await page.goto(`${t.baseUrl}/checkout`);
      await page.getByLabel('Pick Up').check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByLabel('Promo code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByTestId('promo-problem').getByText('You have already used the code WELCOME10.').waitFor();
      await screenshot(page, 'promotions-code-used');
    }));
});

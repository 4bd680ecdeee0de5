import { Browser, Page } from 'playwright-core';
import { withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { loginThroughForm, shootBothWidths, verifiedContext } from './storefront-support';

/** The checkout shows the quote's refusal of an address whose typed state is not its zip's. */
describe('checkout: a typed state that is not the zip’s', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let spirit: string;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    const { launchBrowser } = await import('../support/browser');
    browser = await launchBrowser();
    const rows = await t.db.query(
      `SELECT i.item_number FROM inventory_item i JOIN store s ON s.id = i.store_id JOIN beverage b ON b.id = i.beverage_id
        WHERE s.web_url = 'northside' AND i.is_available AND i.available_to_sell >= 30 AND i.unit_price_cents BETWEEN 2000 AND 6000
          AND i.pack_quantity = 1 AND b.main_category = 'Liquor' AND i.size_description = '750 ml'
        ORDER BY i.item_number LIMIT 1`,
    );
    spirit = rows[0].item_number;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  beforeEach(async () => {
    page = await (await verifiedContext(browser)).newPage();
  });
  afterEach(() => page.context().close());

  it('New York, "IA", 10118 with a spirit: the message names both states and no shipping type is offered; an Iowa zip gets rates', () =>
    withFailureShot(page, 'ship-to-zip-checkout', async () => {
      await page.goto(`${t.baseUrl}/login`);
      await loginThroughForm(page, 'customer1', 'customer1');
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${t.baseUrl}/product/${spirit}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') || '[]').length === 1);
      await page.goto(`${t.baseUrl}/checkout`);
      await page.getByLabel('Shipping').check();
      await page.getByLabel('City').fill('New York');
      await page.getByLabel('State').fill('IA');
      await page.getByLabel('Zip Code').fill('10118');
      await page.getByRole('alert').filter({ hasText: 'Zip code 10118 is in NY, not IA.' }).waitFor();
      expect(await page.getByLabel('Choose Shipping Type').count()).toBe(0);
      await shootBothWidths(page, 'checkout-zip-state-mismatch');

      await page.getByLabel('City').fill('Iowa City');
      await page.getByLabel('Zip Code').fill('52240');
      await page.getByRole('option', { name: 'Standard Shipping - $18.99' }).waitFor({ state: 'attached' });
      expect(await page.getByRole('alert').filter({ hasText: 'Zip code' }).count()).toBe(0);
    }));
});

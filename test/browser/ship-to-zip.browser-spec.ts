import { Browser, Page } from 'playwright-core';
import { screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { loginThroughForm, PHONE, shootBothWidths, verifiedContext } from './storefront-support';

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

  /** Signed in as customer1, one spirit in the cart, on the checkout's Order Type tab. */
  async function checkoutWithSpirit() {
    await page.goto(`${t.baseUrl}/login`);
    await loginThroughForm(page, 'customer1', 'customer1');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${t.baseUrl}/product/${spirit}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') || '[]').length === 1);
    await page.goto(`${t.baseUrl}/checkout`);
  }

  it('New York, "IA", 10118 with a spirit: the message names both states and no shipping type is offered; an Iowa zip gets rates', () =>
    withFailureShot(page, 'ship-to-zip-checkout', async () => {
      await checkoutWithSpirit();
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

  it('delivery to Des Moines 50309 typed as "NY": the refusal stands under the zip instead of "No delivery windows."; "IA" gets windows', () =>
    withFailureShot(page, 'ship-to-zip-delivery', async () => {
      await checkoutWithSpirit();
      await page.getByLabel('Delivery', { exact: true }).check();
      await page.getByLabel('Address Line 1').fill('310 Court Avenue');
      await page.getByLabel('City').fill('Des Moines');
      await page.getByLabel('State').fill('NY');
      await page.getByLabel('Zip Code').fill('50309');
      const refusal = page
        .getByRole('region', { name: 'Delivery address' })
        .getByRole('alert')
        .filter({ hasText: 'Zip code 50309 is in IA, not NY.' });
      await refusal.waitFor();
      expect(await page.getByText('No delivery windows.').count()).toBe(0);
      expect(await page.getByTestId('delivery-windows').count()).toBe(0);
      // Right under the zip field at phone and wide desktop widths (the note sits in the zip's column).
      for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
        await page.setViewportSize(viewport);
        const [zipBox, refusalBox] = [await page.getByLabel('Zip Code').boundingBox(), await refusal.boundingBox()];
        expect(refusalBox!.y).toBeGreaterThanOrEqual(zipBox!.y + zipBox!.height);
        expect(refusalBox!.y - (zipBox!.y + zipBox!.height)).toBeLessThan(40);
        expect(refusalBox!.x).toBeCloseTo(zipBox!.x, 0);
        await screenshot(page, `storefront-checkout-delivery-zip-state-mismatch-${viewport.width}`);
      }
      await shootBothWidths(page, 'checkout-delivery-zip-state-mismatch');

      // The quote's other refusal of an address, a zip it cannot read, reads there too (once).
      await page.getByLabel('Zip Code').fill('5030912');
      await page.getByRole('alert').filter({ hasText: 'Please enter a 5-digit zip code.' }).waitFor();
      expect(await page.getByText('Please enter a 5-digit zip code.').count()).toBe(1);
      expect(await page.getByText('No delivery windows.').count()).toBe(0);
      await page.getByLabel('Zip Code').fill('50309');
      await refusal.waitFor();

      await page.getByLabel('State').fill('IA');
      await page.getByTestId('delivery-windows').getByRole('radio').first().waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'Zip code' }).count()).toBe(0);
    }));

  it('delivery with the store’s zones not loaded: the quote’s "not available" stands under the zip instead of "No delivery windows."', () =>
    withFailureShot(page, 'ship-to-zip-no-zones', async () => {
      await page.route('**/api/shipping/options', (route) => route.fulfill({ status: 503, body: '{}' }));
      await checkoutWithSpirit();
      await page.getByLabel('Delivery', { exact: true }).check();
      await page.getByLabel('City').fill('New York');
      await page.getByLabel('State').fill('NY');
      await page.getByLabel('Zip Code').fill('10118');
      const address = page.getByRole('region', { name: 'Delivery address' });
      await address.getByRole('alert').filter({ hasText: 'Delivery is not available at given address.' }).waitFor();
      expect(await page.getByText('No delivery windows.').count()).toBe(0);

      await page.getByLabel('City').fill('Des Moines');
      await page.getByLabel('State').fill('IA');
      await page.getByLabel('Zip Code').fill('50309');
      await page.getByTestId('delivery-windows').getByRole('radio').first().waitFor();
      expect(await page.getByText('Delivery is not available', { exact: false }).count()).toBe(0);
    }));
});

import { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, withFailureShot, storeAdminPage } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { putItem } from '../e2e/orders-fixtures';

/**
 * Selling rules through the built back office: a store admin opens Selling rules, lets spirits ship to
 * New York on the Where we ship screen, sees the change in the list, in the change history and in
 * the storefront's quote; a bad deposit is refused with the server's message. Each screen is
 * photographed (test-results/admin-rules-*.png).
 */
describe('selling rules in the back office (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  const toNewYork = {
    orderType: 'shipping',
    items: [{ itemNumber: 'BR-LIQ', quantity: 1 }],
    shippingAddress: { state: 'NY', zipCode: '10118' },
    shippingOption: 'Standard Shipping',
  };
  const quoteProblems = async () =>
    (await t.http().post('/api/cart/quote').send(toNewYork).expect(200)).body.problems as Array<{ code: string }>;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    await putItem(t.db, 'northside', {
      itemNumber: 'BR-LIQ',
      description: 'Browser Bourbon',
      mainCategory: 'Liquor',
      unitPriceCents: 3000,
      stock: 5,
    });
    page = await storeAdminPage(browser, t.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('lets spirits ship to New York from the Where we ship screen; the quote follows and the change is in the history', () =>
    withFailureShot(page, 'admin-rules-shipping', async () => {
      expect((await quoteProblems()).map((p) => p.code)).toEqual(['SHIPPING_RESTRICTED']);
      await page.getByRole('menuitem', { name: 'Where we ship' }).click();
      await page.waitForURL(/\/admin\/shipping-rules$/);
      const liquorRow = page.getByRole('row').filter({ hasText: 'Liquor' });
      await liquorRow.getByText('Iowa only').waitFor();
      await page.getByRole('row').filter({ hasText: 'Extras' }).getByText('Anywhere in the US').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-rules-shipping-list');

      await liquorRow.click();
      await page.waitForURL(/\/admin\/shipping-rules\/\d+$/);
      const states = page.getByRole('combobox', { name: 'States it may ship to' });
      await states.click();
      await states.fill('New Y');
      await page.getByRole('option', { name: 'New York (NY)' }).click();
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-rules-shipping-edit');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/shipping-rules$/);
      await page.getByRole('row').filter({ hasText: 'Liquor' }).getByText('Iowa, New York').waitFor();
      expect(await quoteProblems()).toEqual([]);

      await page.getByRole('row').filter({ hasText: 'Liquor' }).click();
      await page.getByText(/^update — States: \["IA"\] → \["IA","NY"\]$/).waitFor();
      await page
        .getByText(/admin@northside\.example/)
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-rules-shipping-history');
    }));

  it('refuses a second deposit for the same sizes with the server’s message and writes nothing', () =>
    withFailureShot(page, 'admin-rules-deposit', async () => {
      await page.getByRole('menuitem', { name: 'Bottle deposits' }).click();
      await page.waitForURL(/\/admin\/deposit-rules$/);
      const beer = page.getByRole('row').filter({ hasText: 'Beer' });
      await beer.getByText('$0.05 per container, not taxed').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-rules-deposits-list');
      const before = await t.db.query('SELECT count(*)::int AS n FROM store_deposit_rule');
      await page.getByRole('link', { name: 'Create' }).click();
      await page.waitForURL(/\/admin\/deposit-rules\/create$/);
      await page.getByLabel('Deposit per container ($)').fill('0.10');
      await page.getByRole('button', { name: 'Save' }).click();
      await page
        .getByText(
          'Another Soda deposit already covers some of these sizes: change that one or pick sizes it does not cover.',
        )
        .waitFor();
      await screenshot(page, 'admin-rules-deposit-refused');
      expect(await t.db.query('SELECT count(*)::int AS n FROM store_deposit_rule')).toEqual(before);
    }));

  it('shows delivery fees, opening hours and the legal sale hours', () =>
    withFailureShot(page, 'admin-rules-hours', async () => {
      await page.getByRole('menuitem', { name: 'Delivery fees' }).click();
      await page.waitForURL(/\/admin\/delivery-zones$/);
      await page.getByRole('row').filter({ hasText: 'All delivery zips' }).getByText('$4.99').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-rules-delivery-list');
      await page.getByRole('row').filter({ hasText: 'All delivery zips' }).click();
      await page.getByLabel('Free delivery over ($)').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-rules-delivery-edit');

      await page.getByRole('menuitem', { name: 'Opening hours' }).click();
      await page.waitForURL(/\/admin\/opening-hours$/);
      await page.getByRole('row').filter({ hasText: 'Sunday' }).getByText('10:00').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-rules-opening-hours');

      await page.getByRole('menuitem', { name: 'Legal sale hours' }).click();
      await page.waitForURL(/\/admin\/sale-hours$/);
      await page.getByText('from 02:00 until 06:00').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-rules-sale-hours');
    }));
});

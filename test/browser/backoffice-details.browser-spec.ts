import { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, screenshot, storeAdminPage, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { until, verifiedContext } from './storefront-support';

/**
 * Back-office details through the built front ends: toolbar buttons at 1024 px (an iPad in
 * landscape) show their icon, the web configuration screen saves what the storefront shows, and
 * the smaller points: save messages, not-found pages, the desk's fee wording and tabs, a bad month,
 * the bulk-edit dialog, a typed alcohol content, and the weekly-deal card's size on sale.
 */
describe('back-office details (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    admin = await storeAdminPage(browser, t.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Every button or link-button of the page's toolbars with neither text nor a drawn icon, and any starticon attribute. */
  const emptyButtons = (page: Page) =>
    page.evaluate(() => {
      const drawn = (el: Element) =>
        Array.from(el.querySelectorAll('svg')).some((s) => s.getBoundingClientRect().width > 0);
      const empty = Array.from(
        document.querySelectorAll('main .MuiToolbar-root .MuiButtonBase-root, main td .MuiButtonBase-root'),
      )
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .filter((el) => !(el as HTMLElement).innerText.trim() && !drawn(el))
        .map((el) => el.getAttribute('aria-label') ?? el.outerHTML.slice(0, 80));
      const leaked = Array.from(document.querySelectorAll('[starticon]')).map((el) => el.tagName);
      return { empty, leaked };
    });

  /** The named buttons show an icon (the label is the tooltip at this width) and none is empty. */
  async function expectIcons(page: Page, names: string[]) {
    for (const name of names) {
      const button = page.locator(`main [aria-label="${name}"]`).first();
      await button.waitFor();
      expect([name, await button.locator('svg').count()]).toEqual([name, 1]);
    }
    expect(await emptyButtons(page)).toEqual({ empty: [], leaked: [] });
  }

  it('shows every toolbar button at 1024 px with its icon, and leaks no starticon attribute', () =>
    withFailureShot(admin, 'details-1024', async () => {
      await admin.setViewportSize({ width: 1024, height: 768 });
      const [item] = await t.db.query(
        `SELECT i.id FROM inventory_item i JOIN store s ON s.id = i.store_id WHERE s.web_url = 'northside' ORDER BY i.id LIMIT 1`,
      );
      await admin.goto(`${t.baseUrl}/admin/inventory-list`);
      await admin.getByText(/^1-\d+ of \d+$/).waitFor();
      await expectIcons(admin, ['Add product', 'Import CSV', 'Export']);
      await screenshot(admin, 'details-1024-inventory');
      await admin.goto(`${t.baseUrl}/admin/inventory-list/${item.id}`);
      await expectIcons(admin, ['Request details change']);
      await admin.goto(`${t.baseUrl}/admin/order-status`);
      await admin.getByRole('tab', { name: /^Open/ }).waitFor();
      await expectIcons(admin, ['Export']);
      await screenshot(admin, 'details-1024-desk');

      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      const sup = await context.newPage();
      await sup.goto(`${t.baseUrl}/super-admin/login`);
      await sup.getByLabel('Email').fill('superadmin@example.com');
      await sup.getByLabel('Password').fill('superadmin1');
      await sup.getByRole('button', { name: 'Login' }).click();
      await sup.waitForURL((u) => !u.pathname.endsWith('/login'), { waitUntil: 'commit' });
      await sup.goto(`${t.baseUrl}/super-admin/inventory-page`);
      await sup.locator('main tbody tr').first().waitFor();
      await expectIcons(sup, ['Export CSV', 'Add beverage', 'Edit']);
      await screenshot(sup, 'details-1024-super-inventory');

      // A typed alcohol content not in the list is kept; one that is no percentage is refused with a word.
      await sup.goto(`${t.baseUrl}/super-admin/product-edit-page/new`);
      const abv = sup.getByRole('combobox', { name: 'Alcohol Content' });
      await abv.fill('41.5%');
      await sup.keyboard.press('Tab');
      expect(await abv.inputValue()).toBe('41.5%');
      await abv.fill('strong');
      await sup.keyboard.press('Tab');
      expect(await abv.inputValue()).toBe('strong');
      await sup.getByLabel('Name').fill('Typed Strength Gin');
      await sup.getByRole('button', { name: 'Save Changes' }).click();
      await sup
        .getByRole('alert')
        .filter({ hasText: 'Alcohol content must be a percentage from 0 to 100, such as 40% or 13.5%.' })
        .waitFor();
      await context.close();
      await admin.setViewportSize({ width: 1440, height: 900 });
    }));

  it('edits the web configuration: rich-text policy and logo saved, audited, and shown on the storefront', () =>
    withFailureShot(admin, 'details-web-config', async () => {
      await admin.setViewportSize({ width: 1440, height: 900 });
      await admin.goto(`${t.baseUrl}/admin/dashboard`);
      await admin.getByRole('menuitem', { name: 'Web configuration' }).click();
      await admin.waitForURL(/\/admin\/web-configuration$/);
      const company = admin.getByLabel('Company name');
      await until(async () => (await company.inputValue()) === 'Northside Wine & Spirits', 'the configuration to load');
      const returns = admin.getByRole('textbox', { name: 'Return policy' });
      await returns.getByText('Return Policy').first().waitFor();
      await returns.click();
      await admin.keyboard.press('Control+A');
      await admin.keyboard.type('Bottles come back within 45 days.');
      await admin.keyboard.press('End');
      await admin.keyboard.press('Enter');
      await admin.keyboard.type('Ask at the counter.');
      await admin.keyboard.press('Shift+Home');
      await admin
        .getByRole('toolbar', { name: 'Return policy formatting' })
        .getByRole('button', { name: 'Bold' })
        .click();
      await admin.getByLabel('Phone').fill('(515) 555-0177');

      const png = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#aa3355' } })
        .png()
        .toBuffer();
      await admin.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await admin.getByText('Logo saved').waitFor();

      await admin.getByRole('button', { name: 'Save' }).click();
      await admin.getByText('Web configuration saved').waitFor();
      const history = admin.getByRole('region', { name: 'Change history' });
      await history
        .getByText(/^update — /)
        .first()
        .waitFor();
      await history
        .getByText(/^logo — /)
        .first()
        .waitFor();
      for (const width of [1440, 1024, 390]) {
        await admin.setViewportSize({ width, height: 900 });
        await screenshot(admin, `details-web-config-${width}`);
        const sideways = await admin.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect([width, sideways]).toEqual([width, 0]);
      }
      await admin.setViewportSize({ width: 1440, height: 900 });
      const [saved] = await t.db.query(
        `SELECT w.return_policy, w.phone_number FROM web_config w JOIN store s ON s.id = w.store_id WHERE s.web_url = 'northside'`,
      );
      expect(saved.phone_number).toBe('(515) 555-0177');
      expect(saved.return_policy).toContain('Bottles come back within 45 days.');
      expect(saved.return_policy).toContain('<b>Ask at the counter.</b>');
      expect(saved.return_policy).not.toContain('Return Policy');

      const shop = await (await verifiedContext(browser)).newPage();
      await shop.goto(`${t.baseUrl}/return-policy`);
      await shop.getByText('Bottles come back within 45 days.').waitFor();
      await shop.locator('b', { hasText: 'Ask at the counter.' }).waitFor();
      await shop.getByText('(515) 555-0177').first().waitFor();
      const logo = await t.http().get('/api/WebpageConfig/logo').expect(200);
      expect(Buffer.compare(logo.body, png)).toBe(0);
      await screenshot(shop, 'details-web-config-storefront');
      await shop.context().close();
    }));

  it("the desk: status tabs fit at 1440 px, a delivery order's fee is 'Delivery fee'", () =>
    withFailureShot(admin, 'details-desk', async () => {
      await admin.setViewportSize({ width: 1440, height: 900 });
      await admin.goto(`${t.baseUrl}/admin/order-status`);
      await admin.getByRole('tab', { name: /^All \(\d+\)$/ }).waitFor();
      const tabs = await admin.locator('.MuiTabs-scroller').evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(tabs[0]).toBeLessThanOrEqual(tabs[1]);
      expect(await admin.locator('.MuiTabs-scrollButtons:visible').count()).toBe(0);
      const delivery = admin.locator('main').getByText('Delivery fee', { exact: true }).first();
      await delivery.waitFor();
      await screenshot(admin, 'details-desk-1440');
    }));

  it("a month that is not one is shown as the server's refusal, not as this month", () =>
    withFailureShot(admin, 'details-month', async () => {
      await admin.goto(`${t.baseUrl}/admin/dashboard?month=2026-13`);
      await admin.getByRole('alert').filter({ hasText: 'month must look like 2025-06' }).first().waitFor();
    }));

  it("another store's item, or no item, on the product edit page is 'not found', never an empty form", () =>
    withFailureShot(admin, 'details-not-found', async () => {
      const [harborItem] = await t.db.query(
        `SELECT i.id FROM inventory_item i JOIN store s ON s.id = i.store_id WHERE s.web_url = 'harbor' ORDER BY i.id LIMIT 1`,
      );
      for (const id of [harborItem.id, 'abc']) {
        await admin.goto(`${t.baseUrl}/admin/product-edit-page/${id}`);
        await admin.getByRole('heading', { name: 'Inventory item not found' }).waitFor();
        expect(await admin.getByRole('button', { name: 'Send Request for Add' }).count()).toBe(0);
      }
    }));

  it('the bulk edit opens without the error of an earlier attempt', () =>
    withFailureShot(admin, 'details-bulk', async () => {
      await admin.goto(`${t.baseUrl}/admin/inventory-list`);
      const rows = admin.locator('main tbody tr');
      await rows.first().waitFor();
      await rows.nth(0).getByRole('checkbox').check();
      await rows.nth(1).getByRole('checkbox').check();
      const open = admin.getByRole('button', { name: 'Edit price / stock' });
      await open.click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Change' }).click();
      await admin.getByRole('option', { name: 'Change price by (%)' }).click();
      await dialog.getByLabel('Value').fill('-95');
      await dialog.getByRole('button', { name: /^Apply to/ }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Price change cannot be below -90 %.' }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await open.click();
      await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
      expect(await dialog.getByRole('alert').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }));

  it('a weekly-deal card names the size that is on sale', async () => {
    // A product in two sizes, one of them deeply reduced so it leads the weekly deals.
    const [pair] = await t.db.query(
      `SELECT max(i.id) AS id FROM inventory_item i JOIN store s ON s.id = i.store_id
        WHERE s.web_url = 'northside' AND i.beverage_id IS NOT NULL AND i.is_available
        GROUP BY i.beverage_id HAVING count(*) = 2 ORDER BY i.beverage_id LIMIT 1`,
    );
    const [[item]] = await t.db.query(
      `UPDATE inventory_item SET unit_sale_price_cents = GREATEST(1, unit_price_cents / 20), date_sale_starts = NULL,
              date_sale_ends = '2099-12-31', available_to_sell = 50
        WHERE id = $1 RETURNING size_description, pack_type`,
      [pair.id],
    );
    const shop = await (await verifiedContext(browser)).newPage();
    await withFailureShot(shop, 'details-weekly-deal', async () => {
      await until(async () => {
        await shop.goto(`${t.baseUrl}/`);
        await shop.getByRole('region', { name: 'Weekly deals' }).waitFor();
        return (await shop.getByTestId('deal-size').count()) > 0;
      }, 'a deal card naming its size');
      const size = shop.getByTestId('deal-size').first();
      expect(await size.innerText()).toMatch(new RegExp(`^On sale: .+ · ${item.size_description}$`));
      await screenshot(shop, 'details-weekly-deal');
    });
    await shop.context().close();
  });
});

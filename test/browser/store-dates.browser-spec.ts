import { Browser, Page } from 'playwright-core';
import { insertItem, placeOrder, storeId } from '../e2e/admin-fixtures';
import { launchBrowser, screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { loginThroughForm, shootBothWidths } from './storefront-support';

/** 04:30 UTC on Dec 1 is 10:30 PM on Nov 30 in the store (Chicago) and 1:30 PM on Dec 1 in Tokyo. */
const PLACED_AT = '2026-12-01T04:30:00Z';
/** The browsers here live in Tokyo: every date on screen must still be the store's. */
const BROWSER_ZONE = 'Asia/Tokyo';

/**
 * Dates read in the store's time zone everywhere, whatever the browser's zone is: "Placed ...", the
 * history and the order page on the storefront, a calendar day such as the estimated delivery
 * written like the other dates; in the back office one pickup-time format and audit details whose
 * times are formatted, not ISO text.
 */
describe('dates in the store time zone (storefront and back office)', () => {
  let t: TestApp;
  let browser: Browser;
  let orderId: number;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    const northId = await storeId(t.db, 'northside');
    await insertItem(t.db, northId, {
      itemNumber: 'TZ-1',
      itemDescription: 'Zone Riesling',
      unitPriceCents: 1800,
      availableToSell: 20,
    });
    const customer = await t.login('customer1', 'customer1');
    orderId = (await placeOrder(() => t.http(), customer, [{ itemId: 'TZ-1', quantity: 2 }])).orderId;
    await t.db.query('UPDATE customer_order SET order_date = $2 WHERE id = $1', [orderId, PLACED_AT]);
    await t.db.query(`UPDATE order_item SET estimated_delivery = '2026-12-05' WHERE order_id = $1`, [orderId]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function tokyoPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: BROWSER_ZONE });
    await context.addInitScript(() => sessionStorage.setItem('ageVerified', 'verified'));
    return context.newPage();
  }

  it('storefront: "Placed ...", the history and the estimated delivery are the store\'s dates', async () => {
    const page = await tokyoPage();
    await withFailureShot(page, 'store-dates-storefront', async () => {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
      await page.goto(`${t.baseUrl}/order-history/${orderId}`);
      await page.waitForURL(/\/login$/);
      await loginThroughForm(page, 'customer1', 'customer1');
      await page.waitForURL(new RegExp(`/order-history/${orderId}$`));
      await page.getByText('Placed Nov 30, 2026, 10:30 PM').waitFor();
      await page.getByText('Estimated delivery: Dec 5, 2026').waitFor();
      expect(await page.getByText('2026-12-05').count()).toBe(0);
      await shootBothWidths(page, 'order-page-dates');

      await page.goto(`${t.baseUrl}/order-history`);
      const order = page.getByTestId('history-order').filter({ hasText: `#${orderId}` });
      await order.getByText('Nov 30, 2026').first().waitFor();
      expect(await order.getByText('Dec 1, 2026').count()).toBe(0);
    });
    await page.context().close();
  });

  it('back office: one pickup-time format on the order, formatted times in the audit details', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: BROWSER_ZONE });
    const page = await context.newPage();
    await withFailureShot(page, 'store-dates-backoffice', async () => {
      await page.goto(`${t.baseUrl}/admin/login`);
      await page.getByLabel('Email').fill('admin@northside.example');
      await page.getByLabel('Password').fill('northside1');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/admin\/dashboard$/, { waitUntil: 'commit' });

      await page.goto(`${t.baseUrl}/admin/order-status/order-item/${orderId}`);
      const section = page.getByRole('region', { name: 'Order', exact: true });
      await section.getByText('Created at').waitFor();
      const text = await section.innerText();
      expect(text).toContain('30/11/26 10:30 PM'); // created, in the store's zone
      expect(text.match(/Pickup (ready|due)/g)).toEqual(['Pickup ready']);
      expect(text).toMatch(/Pickup ready\s+\d{2}\/\d{2}\/\d{2} \d{2}:\d{2} (AM|PM)/);
      await screenshot(page, 'admin-order-pickup-time');

      await t.db.query(
        `INSERT INTO audit_entry (store_id, actor_email, entity, entity_id, action, before, after)
         VALUES ((SELECT id FROM store WHERE web_url = 'northside'), 'admin@northside.example', 'promotion', '7777',
                 'update', '{"endedAt": null, "endsOn": "2026-12-31"}', $1)`,
        [JSON.stringify({ endedAt: '2026-12-01T04:30:00.000Z', endsOn: '2026-12-01' })],
      );
      await page.goto(`${t.baseUrl}/admin/audit`);
      const row = page.getByRole('row').filter({ hasText: '#7777' });
      await row.getByText('Ended: — → 30/11/26 10:30 PM', { exact: false }).waitFor();
      const details = await row.innerText();
      expect(details).toContain('Ends on: 31/12/26 → 01/12/26');
      expect(details).not.toContain('2026-12-01');
      await screenshot(page, 'admin-audit-times');
    });
    await context.close();
  });
});

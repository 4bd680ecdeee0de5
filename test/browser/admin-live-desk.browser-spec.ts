import { readFileSync } from 'node:fs';
import { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { insertItem, placeOrder, storeId } from '../e2e/admin-fixtures';

/**
 * Issue 14 points 5-7 through the built back office: a new order appears on the open desk without a
 * reload and the sidebar's badge counts it; Export downloads the desk's list as CSV; the dashboard
 * keeps its month in the URL, compares it with the month before and opens the month's orders.
 */
describe('store admin: live desk, exports, dashboard figures (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let customer: string;
  let northId: number;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    northId = await storeId(t.db, 'northside');
    await insertItem(t.db, northId, {
      itemNumber: 'T14-L-1',
      itemDescription: 'Livedesk Porter',
      unitPriceCents: 1250,
    });
    await insertItem(t.db, northId, {
      itemNumber: 'T14-L-2',
      itemDescription: 'Livedesk Stout',
      unitPriceCents: 900,
      availableToSell: 1,
    });
    customer = await t.login('customer1', 'customer1');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    await page.goto(`${t.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill('admin@northside.example');
    await page.getByLabel('Password').fill('northside1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard/, { waitUntil: 'commit' });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const badge = () => page.getByTestId('new-orders-badge');
  const badgeCount = async () => Number((await badge().textContent())?.trim() || '0');

  it('shows a new order on the open desk within 10 s, without a reload, and counts it on the sidebar', () =>
    withFailureShot(page, 'admin-live-desk', async () => {
      await page.getByRole('menuitem', { name: /Order Status/ }).click();
      await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
      await page.getByRole('tab', { name: /^Open/ }).waitFor();
      await page.waitForLoadState('networkidle');
      const before = await badgeCount();
      const marker = await page.evaluate(() => ((window as any).__noReload = true));
      expect(marker).toBe(true);

      const { orderId } = await placeOrder(t.http, customer, [{ itemId: 'T14-L-1', quantity: 3 }]);
      const row = page.getByRole('article', { name: `Order ${orderId}` });
      await row.waitFor({ timeout: 10_000 });
      await row.getByText('Livedesk Porter').waitFor();
      await page.waitForFunction((n) => {
        const el = document.querySelector('[data-testid="new-orders-badge"]');
        return Number(el?.textContent?.trim() || '0') === n;
      }, before + 1);
      // The same page: no reload happened.
      expect(await page.evaluate(() => (window as any).__noReload)).toBe(true);
      await screenshot(page, 'admin-live-desk-new-order');
    }));

  it('exports the desk as it is searched, as a CSV download', () =>
    withFailureShot(page, 'admin-desk-export', async () => {
      await page.getByPlaceholder('Search items').fill('Livedesk');
      await page.getByRole('article').first().waitFor();
      await page.waitForTimeout(800);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('orders.csv');
      const csv = readFileSync((await download.path())!, 'utf8');
      const lines = csv.trim().split(/\r?\n/);
      expect(lines[0]).toMatch(/^Order,Date,Status,/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Ava Martinez');
      await screenshot(page, 'admin-desk-export');
    }));

  it('exports the inventory as filtered', () =>
    withFailureShot(page, 'admin-inventory-export', async () => {
      await page.getByRole('menuitem', { name: /Inventory List/ }).click();
      await page.getByRole('button', { name: 'Export' }).waitFor();
      await page
        .getByPlaceholder(/search/i)
        .first()
        .fill('livedesk stout');
      await page.getByText('Livedesk Stout').first().waitFor();
      await page.waitForTimeout(800);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      const lines = readFileSync((await download.path())!, 'utf8')
        .trim()
        .split(/\r?\n/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('T14-L-2');
      await screenshot(page, 'admin-inventory-export');
    }));

  it('keeps the dashboard month in the URL, compares it with the month before, opens its orders', () =>
    withFailureShot(page, 'admin-dashboard-figures', async () => {
      await page.getByRole('menuitem', { name: /Dashboard/ }).click();
      const revenue = page.getByTestId('figure-revenue');
      await revenue.waitFor();
      await page.getByTestId('change-revenue').waitFor();
      const month = await page.getByRole('textbox', { name: 'Month' }).inputValue();
      await page.getByRole('textbox', { name: 'Month' }).fill('2024-02');
      await page.waitForURL(/\?month=2024-02$/, { waitUntil: 'commit' });
      await page.getByTestId('figure-orders').getByText('0', { exact: true }).waitFor();
      await page.reload();
      expect(await page.getByRole('textbox', { name: 'Month' }).inputValue()).toBe('2024-02');
      await page.goto(`${t.baseUrl}/admin/dashboard?month=${month}`);
      await page.getByRole('heading', { name: 'Low stock' }).waitFor();
      await page.getByText('Livedesk Stout').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-dashboard-figures');
      await page.getByRole('link', { name: /Revenue: the month's orders/ }).click();
      await page.getByText(`Placed in ${month}`).waitFor();
      await page.getByRole('tab', { name: /^All/, selected: true }).waitFor();
      await page.getByRole('article').first().waitFor();
      await screenshot(page, 'admin-desk-month');
    }));
});

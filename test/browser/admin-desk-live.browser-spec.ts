import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { Browser, Page } from 'playwright-core';
import { insertItem, placeOrder, storeId } from '../e2e/admin-fixtures';
import { launchBrowser, screenshot, withFailureShot, storeAdminPage } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The order desk's export, live desk and print journeys through the built back office: Export downloads
 * the list as it is filtered; an order placed meanwhile appears on the open desk without a reload,
 * counted by the sidebar's badge; Print opens the packing slip (print media shows only the slip).
 */
describe('order desk: export, live orders and print (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let customer: string;
  const orders: Record<string, number> = {};

  const deskOrder = (id: number) => page.getByRole('heading', { name: `Order #${id}`, exact: true });
  const badge = async () => Number((await page.getByTestId('new-orders-badge').innerText()) || '0');

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    const northId = await storeId(t.db, 'northside');
    await insertItem(t.db, northId, { itemNumber: 'T14-L-1', itemDescription: 'Deskia Rye', unitPriceCents: 2500 });
    await insertItem(t.db, northId, { itemNumber: 'T14-L-2', itemDescription: 'Deskia Gin', unitPriceCents: 1500 });
    await insertItem(t.db, northId, { itemNumber: 'T14-L-3', itemDescription: 'Other Vermouth', unitPriceCents: 900 });
    customer = await t.login('customer1', 'customer1');
    orders.rye = (await placeOrder(t.http, customer, [{ itemId: 'T14-L-1', quantity: 2 }])).orderId;
    orders.vermouth = (await placeOrder(t.http, customer, [{ itemId: 'T14-L-3', quantity: 1 }])).orderId;
    page = await storeAdminPage(browser, t.baseUrl, { acceptDownloads: true });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('Export downloads the order list as it is searched, as a CSV', () =>
    withFailureShot(page, 'admin-desk-export', async () => {
      await page.getByRole('menuitem', { name: /Order Status/ }).click();
      await deskOrder(orders.vermouth).waitFor();
      await page.getByPlaceholder('Search items').fill('Deskia');
      await deskOrder(orders.vermouth).waitFor({ state: 'detached' });
      await deskOrder(orders.rye).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('orders.csv');
      const rows: Array<Record<string, string>> = parse(readFileSync((await download.path())!, 'utf8'), {
        bom: true,
        columns: true,
        skip_empty_lines: true,
      });
      // The search holds: the rye order, not the vermouth one.
      expect(rows.map((r) => Number(r.Order))).toEqual([orders.rye]);
      expect(rows[0]).toMatchObject({ Status: 'Received', Items: '2' });
      await screenshot(page, 'admin-desk-export');
    }));

  it('shows a new order on the open desk without a reload, and the sidebar badge counts it', () =>
    withFailureShot(page, 'admin-desk-live', async () => {
      await page.getByPlaceholder('Search items').fill('');
      await deskOrder(orders.vermouth).waitFor();
      await page.waitForLoadState('networkidle');
      const before = await badge();
      expect(before).toBeGreaterThanOrEqual(2);
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
      orders.live = (await placeOrder(t.http, customer, [{ itemId: 'T14-L-2', quantity: 3 }])).orderId;
      await deskOrder(orders.live).waitFor({ timeout: 30_000 });
      await page.waitForFunction((n) => {
        const el = document.querySelector('[data-testid="new-orders-badge"]');
        return Number(el?.textContent || '0') === n;
      }, before + 1);
      // No reload happened: the page's own state is still there.
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
      expect(await badge()).toBe(before + 1);
      await screenshot(page, 'admin-desk-live');
    }));

  it('Print opens the packing slip; print media shows the slip and hides the screen', () =>
    withFailureShot(page, 'admin-desk-print', async () => {
      await page.goto(`${t.baseUrl}/admin/order-status/${orders.live}/show`);
      await page.getByRole('heading', { level: 1, name: `Order #${orders.live}` }).waitFor();
      await page.evaluate(() => {
        const w = window as unknown as { printed: number; print: () => void };
        w.printed = 0;
        w.print = () => void w.printed++;
      });
      const slip = page.getByTestId('packing-slip');
      expect(await slip.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      await slip.waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      const text = await slip.innerText();
      expect(text).toContain(`Order #${orders.live}`);
      expect(text).toMatch(/3\s+Deskia Gin/);
      await screenshot(page, 'admin-desk-packing-slip');
      await page.emulateMedia({ media: 'screen' });
    }));
});

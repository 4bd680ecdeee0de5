import { Browser, Page } from 'playwright-core';
import { insertItem, placeOrder, storeId } from '../e2e/admin-fixtures';
import { launchBrowser, screenshot, withFailureShot, storeAdminPage } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

const CHROME_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Through the built back office: the order detail as the orders resource's show view
 * (notes, metadata, processor data, deposit), the packing slip it prints, an order edit and a refund.
 */
describe('order detail, print, edit and refund (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let customer: string;
  const orders: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    const northId = await storeId(t.db, 'northside');
    await insertItem(t.db, northId, {
      itemNumber: 'T14-B-1',
      itemDescription: 'Slip Tempranillo',
      upc: '082184090466',
      unitPriceCents: 1800,
      availableToSell: 20,
    });
    await insertItem(t.db, northId, {
      itemNumber: 'T14-B-2',
      itemDescription: 'Slip Rye Whiskey',
      unitPriceCents: 3200,
      availableToSell: 10,
    });
    await insertItem(t.db, northId, {
      itemNumber: 'T14-B-3',
      itemDescription: 'Slip Dry Vermouth',
      unitPriceCents: 1400,
      availableToSell: 10,
    });
    customer = await t.login('customer1', 'customer1');
    // Placed as a shopper's browser would: the detail shows the browser read from this user agent.
    const asChrome = () => ({ post: (url: string) => t.http().post(url).set('User-Agent', CHROME_UA) });
    orders.detail = (
      await placeOrder(asChrome, customer, [
        { itemId: 'T14-B-1', quantity: 2 },
        { itemId: 'T14-B-2', quantity: 1 },
      ])
    ).orderId;
    page = await storeAdminPage(browser, t.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows every block of the order and keeps a staff note with who wrote it', () =>
    withFailureShot(page, 'admin-order-show', async () => {
      await page.goto(`${t.baseUrl}/admin/order-status/order-item/${orders.detail}`);
      await page.getByRole('heading', { level: 1, name: `Order #${orders.detail}` }).waitFor();
      for (const block of ['Items', 'Notes', 'Customer', 'Billing info', 'Processor data', 'Order metadata'])
        await page.getByRole('region', { name: block, exact: true }).waitFor();
      const meta = page.getByRole('region', { name: 'Order metadata' });
      await meta.getByText('Des Moines, IA').waitFor();
      await meta.getByText('Chrome 131 on macOS 10.15.7 (desktop)').waitFor();
      await page.getByRole('region', { name: 'Processor data' }).getByText('authorized').waitFor();
      await page.getByLabel('Add a note').fill('Customer asked for a gift bag.');
      await page.getByRole('button', { name: 'Add note' }).click();
      const notes = page.getByRole('region', { name: 'Notes' });
      await notes.getByText('Customer asked for a gift bag.').waitFor();
      await notes.getByText(/admin@northside\.example, /).waitFor();
      // The resource's own show route is the same view.
      await page.goto(`${t.baseUrl}/admin/order-status/${orders.detail}/show`);
      await page.getByRole('heading', { level: 1, name: `Order #${orders.detail}` }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-order-show-desktop');
    }));

  it('prints a packing slip: items with barcode, size and quantity, the customer and the pickup time', () =>
    withFailureShot(page, 'admin-order-print', async () => {
      const slip = page.getByTestId('packing-slip');
      expect(await slip.isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      await slip.waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      const text = await slip.innerText();
      expect(text).toContain(`Packing slip · Order #${orders.detail}`);
      expect(text).toMatch(/Pickup ready /);
      expect(text).toContain('Ava Martinez');
      expect(text).toMatch(/2\s+Slip Tempranillo\s+750 ml\s+082184090466/);
      expect(text).toMatch(/1\s+Slip Rye Whiskey\s+750 ml/);
      await screenshot(page, 'admin-order-packing-slip-print');
      await page.emulateMedia({ media: 'screen' });
    }));
});

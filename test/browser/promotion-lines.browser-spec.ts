import { Browser, Page } from 'playwright-core';
import { screenshot, storeAdminPage, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { placeWelcomeOrder, setUpDiscountLines } from '../e2e/promotion-lines-fixtures';
import { loginThroughForm, shootBothWidths, verifiedContext } from './storefront-support';

/** The order page and the history show one discount row per promotion, WELCOME10 named by its code. */
describe('discount lines on the order page and in the history', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let order: Awaited<ReturnType<typeof placeWelcomeOrder>>;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    const { launchBrowser } = await import('../support/browser');
    browser = await launchBrowser();
    await setUpDiscountLines(t);
    order = await placeWelcomeOrder(t);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  afterEach(() => page.context().close());

  async function signIn() {
    page = await (await verifiedContext(browser)).newPage();
    await page.goto(`${t.baseUrl}/login`);
    await loginThroughForm(page, order.username, 'secret1');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  }

  /** What each line of the quote says it took off, as the shopper should read it. */
  function expectedRows(): string[] {
    const money = (dollars: number) => `$${dollars.toFixed(2)}`;
    return order.quote.lines.flatMap((l: { discounts: Array<{ name: string; code: string | null; amount: number }> }) =>
      l.discounts.map((p) => `${p.code ? `${p.name} (${p.code})` : p.name}: −${money(p.amount)}`),
    );
  }

  it('the order page: each line names the case discount and WELCOME10 with their own amounts', async () => {
    await signIn();
    await withFailureShot(page, 'promotion-lines-order', async () => {
      await page.goto(`${t.baseUrl}/order-history/${order.orderId}`);
      const rows = page.getByTestId('order-line-discount');
      await rows.first().waitFor();
      expect((await rows.allTextContents()).map((s) => s.trim())).toEqual(expectedRows());
      await shootBothWidths(page, 'order-discount-lines');
    });
  });

  it('the history: the same rows under the order', async () => {
    await signIn();
    await withFailureShot(page, 'promotion-lines-history', async () => {
      await page.goto(`${t.baseUrl}/order-history`);
      const rows = page.getByTestId('history-line-discount');
      await rows.first().waitFor();
      expect((await rows.allTextContents()).map((s) => s.trim())).toEqual(expectedRows());
      await shootBothWidths(page, 'history-discount-lines');
    });
  });

  it('the back office order detail: the same rows per line, at 1440 and 1024 px', async () => {
    page = await storeAdminPage(browser, t.baseUrl);
    await withFailureShot(page, 'promotion-lines-admin', async () => {
      await page.goto(`${t.baseUrl}/admin/order-status/${order.orderId}/show`);
      await page.getByRole('heading', { level: 1, name: `Order #${order.orderId}` }).waitFor();
      const rows = page.getByTestId('line-discount');
      await rows.first().waitFor();
      const labels = expectedRows().map((r) => r.replace(': −', ': − '));
      expect((await rows.allTextContents()).map((s) => s.trim())).toEqual(labels);
      await screenshot(page, 'admin-order-discount-lines-1440');
      await page.setViewportSize({ width: 1024, height: 768 });
      await rows.first().waitFor();
      await screenshot(page, 'admin-order-discount-lines-1024');
    });
  });
});

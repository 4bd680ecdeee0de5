import { Browser, Page } from 'playwright-core';
import { withFailureShot } from '../support/browser';
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
  beforeEach(async () => {
    page = await (await verifiedContext(browser)).newPage();
    await page.goto(`${t.baseUrl}/login`);
    await loginThroughForm(page, order.username, 'secret1');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  });
  afterEach(() => page.context().close());

  /** What each line of the quote says it took off, as the shopper should read it. */
  function expectedRows(): string[] {
    const money = (dollars: number) => `$${dollars.toFixed(2)}`;
    return order.quote.lines.flatMap((l: { discounts: Array<{ name: string; code: string | null; amount: number }> }) =>
      l.discounts.map((p) => `${p.code ? `${p.name} (${p.code})` : p.name}: −${money(p.amount)}`),
    );
  }

  it('the order page: each line names the case discount and WELCOME10 with their own amounts', async () => {
    await withFailureShot(page, 'promotion-lines-order', async () => {
      await page.goto(`${t.baseUrl}/order-history/${order.orderId}`);
      const rows = page.getByTestId('order-line-discount');
      await rows.first().waitFor();
      expect((await rows.allTextContents()).map((s) => s.trim())).toEqual(expectedRows());
      await shootBothWidths(page, 'order-discount-lines');
    });
  });

  it('the history: the same rows under the order', async () => {
    await withFailureShot(page, 'promotion-lines-history', async () => {
      await page.goto(`${t.baseUrl}/order-history`);
      const rows = page.getByTestId('history-line-discount');
      await rows.first().waitFor();
      expect((await rows.allTextContents()).map((s) => s.trim())).toEqual(expectedRows());
      await shootBothWidths(page, 'history-discount-lines');
    });
  });
});

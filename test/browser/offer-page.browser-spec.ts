import { Browser } from 'playwright-core';
import type { OfferProductsPage } from '../../backend/domain/api/promotions';
import type { QuoteResponse } from '../../backend/domain/api/quote';
import { screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { verifiedContext } from './storefront-support';

/**
 * The Summer Spirits Sale's offer page at a 390 px phone and a 1440 px desktop: each card shows the
 * offer price of the size it adds to the cart, and the cart charges exactly that for it.
 */
describe('an offer page shows what the cart charges', () => {
  let t: TestApp;
  let browser: Browser;
  let sale: number;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    const { launchBrowser } = await import('../support/browser');
    browser = await launchBrowser();
    [{ id: sale }] = await t.db.query(
      `SELECT p.id FROM promotion p JOIN store s ON s.id = p.store_id
        WHERE s.web_url = 'northside' AND p.name = 'Summer Spirits Sale'`,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  for (const width of [390, 1440])
    it(`${width} px: every card's offer price is its size's price in the cart`, async () => {
      const page = await (await verifiedContext(browser, { width, height: 900 })).newPage();
      await withFailureShot(page, `offer-page-${width}`, async () => {
        const api: OfferProductsPage = (await t.http().get(`/api/promotions/${sale}/products?page=1`).expect(200)).body;
        expect(api.items.length).toBeGreaterThan(0);
        await page.goto(`${t.baseUrl}/offers/${sale}`);
        const cards = page.getByTestId('product-card');
        await cards.nth(api.items.length - 1).waitFor();
        expect(await cards.count()).toBe(api.items.length);
        for (const [k, p] of api.items.entries()) {
          // Only the sizes the offer covers, each with its offer price.
          for (const v of p.itemBySize) expect(api.offerPrices[v.itemNumber]).toBeGreaterThan(0);
          expect(await cards.nth(k).getByTestId('offer-price').textContent()).toBe(
            `Offer price $${api.offerPrices[p.itemNumber].toFixed(2)}`,
          );
        }
        await screenshot(page, `offer-page-${width}`);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ).toBeLessThanOrEqual(1);

        // The first card's Add to Cart: the cart charges its offer price, under the offer's name.
        await cards.first().getByRole('button', { name: 'Add to Cart' }).click();
        await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') || '[]').length === 1);
        const [line] = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!));
        expect(line.itemNumber).toBe(api.items[0].itemNumber);
        const q: QuoteResponse = (
          await t
            .http()
            .post('/api/cart/quote')
            .send({ orderType: 'pickup', items: [{ itemNumber: line.itemNumber, quantity: 1 }] })
            .expect(200)
        ).body;
        expect(q.lines[0].promotion).toBe('Summer Spirits Sale');
        expect(Math.round((q.lines[0].lineTotal - q.lines[0].discount) * 100)).toBe(
          Math.round(api.offerPrices[line.itemNumber] * 100),
        );
      });
      await page.context().close();
    });
});

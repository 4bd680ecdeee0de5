import { Browser, Page } from 'playwright-core';
import { launchBrowser, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { shootBothWidths, verifiedContext } from './storefront-support';

/** Search as you type, keyboard-navigable (ARIA combobox). */
describe('storefront search suggestions', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  beforeEach(async () => {
    page = await (await verifiedContext(browser)).newPage();
  });
  afterEach(() => page.context().close());

  const box = () => page.getByRole('combobox', { name: 'Search products' });
  const list = () => page.getByRole('listbox', { name: 'Suggestions' });

  async function openSearch() {
    await page.goto(t.baseUrl);
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await box().waitFor();
  }

  it('suggests from 2 characters; arrows move through the options, Enter opens the highlighted one', () =>
    withFailureShot(page, 'suggest-keyboard', async () => {
      await openSearch();
      await box().pressSequentially('v');
      await page.waitForTimeout(400);
      expect(await box().getAttribute('aria-expanded')).toBe('false'); // one letter: nothing yet
      await box().pressSequentially('o');
      await list().waitFor();
      expect(await box().getAttribute('aria-expanded')).toBe('true');
      const api = (await t.http().get('/api/storeinventory/Suggest?q=vo').expect(200)).body;
      const options = list().getByRole('option');
      expect(await options.count()).toBe(api.products.length + api.brands.length + api.categories.length);
      await list()
        .getByRole('group', { name: 'Categories' })
        .getByRole('option', { name: /^Vodka/ })
        .waitFor();
      await shootBothWidths(page, 'search-suggestions');

      await box().press('ArrowDown');
      const first = options.first();
      expect(await first.getAttribute('aria-selected')).toBe('true');
      expect(await box().getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      await box().press('ArrowDown');
      expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
      await box().press('ArrowUp');
      expect(await first.getAttribute('aria-selected')).toBe('true');
      await box().press('Enter');
      await page.waitForURL((url) => url.pathname === `/product/${api.products[0].itemNumber}`);
      await page.getByRole('heading', { name: api.products[0].name, level: 1 }).waitFor();
    }));

  it('a category suggestion opens its listing; Enter without a highlight searches the text; Escape closes', () =>
    withFailureShot(page, 'suggest-category', async () => {
      await openSearch();
      await box().fill('chard');
      const option = list()
        .getByRole('group', { name: 'Categories' })
        .getByRole('option', { name: /^Chardonnay/ });
      await option.click();
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/products/Wine/Chardonnay');
      await page.getByRole('heading', { name: 'Chardonnay', level: 1 }).waitFor();

      await openSearch();
      await box().fill('merlot');
      await list().waitFor();
      await box().press('Escape');
      expect(await box().getAttribute('aria-expanded')).toBe('false');
      await box().press('Enter');
      await page.waitForURL((url) => url.pathname === '/products/merlot');
      await page.getByTestId('result-count').waitFor();
    }));

  it('a search that finds nothing offers "did you mean" in the catalogue\'s words', () =>
    withFailureShot(page, 'search-did-you-mean', async () => {
      await openSearch();
      await box().fill('wodkka');
      await box().press('Enter');
      await page.waitForURL((url) => url.pathname === '/products/wodkka');
      const empty = page.getByTestId('empty-result');
      await empty.getByText('Nothing in our shop matches “wodkka”.').waitFor();
      await empty.getByTestId('did-you-mean').waitFor();
      expect(await empty.getByTestId('did-you-mean').textContent()).toBe('Did you mean vodka?');
      await shootBothWidths(page, 'search-did-you-mean');
      await empty.getByRole('link', { name: 'vodka', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/products/vodka');
      await page.getByRole('heading', { name: 'Results for “vodka”', level: 1 }).waitFor();
      const api = (await t.http().get('/api/storeinventory/Listing?search=vodka&pageSize=1').expect(200)).body;
      expect(api.total).toBeGreaterThan(0);
      await page.getByTestId('result-count').getByText(`${api.total} products`).waitFor();
    }));
});

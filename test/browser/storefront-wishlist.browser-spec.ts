import { Browser, Page } from 'playwright-core';
import { launchBrowser, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { loginThroughForm, shootBothWidths, verifiedContext } from './storefront-support';

/** The wishlist: local for a guest, on the server once signed in, merged at login. */
describe('storefront wishlist', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let products: { itemNumber: string; itemDescription: string }[];

  const serverWishlist = async (username: string): Promise<string[]> =>
    (
      await t.db.query(
        `SELECT i.item_number FROM wishlist_item w JOIN inventory_item i ON i.id = w.inventory_item_id JOIN app_user u ON u.id = w.user_id
          WHERE u.username = $1 ORDER BY i.item_number`,
        [username],
      )
    ).map((r: { item_number: string }) => r.item_number);

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    products = (await t.http().get('/api/storeinventory/FeaturedItems').expect(200)).body.slice(0, 2);
    page = await (await verifiedContext(browser)).newPage();
  });
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await t?.close();
  });

  const heart = () => page.locator('.toggle--heart');
  async function openProduct(p: { itemNumber: string; itemDescription: string }) {
    await page.goto(`${t.baseUrl}/product/${p.itemNumber}`);
    await page.getByRole('heading', { name: p.itemDescription, level: 1 }).waitFor();
  }

  it('a guest hearts a product: kept locally across a reload and listed on the wishlist page', () =>
    withFailureShot(page, 'wishlist-guest', async () => {
      await openProduct(products[0]);
      expect(await heart().getAttribute('aria-pressed')).toBe('false');
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      expect(await heart().getAttribute('aria-pressed')).toBe('true');
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('wishlist')))!)).toEqual([
        products[0].itemNumber,
      ]);
      await page.reload();
      await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();

      await page.getByRole('link', { name: 'Wishlist', exact: true }).click();
      await page.getByRole('heading', { name: 'Wishlist' }).waitFor();
      const card = page.getByTestId('wishlist-card');
      await card.getByRole('link', { name: products[0].itemDescription }).waitFor();
      expect(await card.count()).toBe(1);
      await shootBothWidths(page, 'wishlist-guest');
    }));

  it('login merges the guest list into the server list and clears the local one', () =>
    withFailureShot(page, 'wishlist-merge', async () => {
      expect(await serverWishlist('customer1')).toEqual([]);
      await page.getByRole('link', { name: 'Profile: log in' }).click();
      await loginThroughForm(page, 'customer1', 'customer1');
      await page.waitForURL(/\/wishlist$/);
      await page.getByTestId('wishlist-card').getByRole('link', { name: products[0].itemDescription }).waitFor();
      expect(await serverWishlist('customer1')).toEqual([products[0].itemNumber]);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('wishlist'))) ?? '[]')).toEqual([]);
    }));

  it('signed in: the heart adds to the server list, which survives a reload; removing works from the wishlist page', () =>
    withFailureShot(page, 'wishlist-server', async () => {
      await openProduct(products[1]);
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      await page.waitForFunction(
        () => document.querySelector('.toggle--heart')?.getAttribute('aria-pressed') === 'true',
      );
      for (let i = 0; i < 50 && (await serverWishlist('customer1')).length < 2; i++) await page.waitForTimeout(100);
      expect(await serverWishlist('customer1')).toEqual([products[0].itemNumber, products[1].itemNumber].sort());
      await page.reload();
      await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();

      await page.goto(`${t.baseUrl}/wishlist`);
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="wishlist-card"] .card__link').length === 2,
      );
      await shootBothWidths(page, 'wishlist-signed-in');
      await page.getByRole('button', { name: `Remove ${products[0].itemDescription} from wishlist` }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="wishlist-card"]').length === 1);
      for (let i = 0; i < 50 && (await serverWishlist('customer1')).length > 1; i++) await page.waitForTimeout(100);
      expect(await serverWishlist('customer1')).toEqual([products[1].itemNumber]);
      await page.reload();
      await page.getByTestId('wishlist-card').getByRole('link', { name: products[1].itemDescription }).waitFor();
      expect(await page.getByTestId('wishlist-card').count()).toBe(1);

      // A card opens its product.
      await page.getByTestId('wishlist-card').getByRole('link', { name: products[1].itemDescription }).click();
      await page.waitForURL(new RegExp(`/product/${products[1].itemNumber}$`));
    }));

  it('after logout the wishlist is the (empty) guest list; logging in again brings the server list back', () =>
    withFailureShot(page, 'wishlist-relogin', async () => {
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.goto(`${t.baseUrl}/wishlist`);
      await page.getByText('Your wishlist is empty.', { exact: false }).waitFor();
      await page.goto(`${t.baseUrl}/login`);
      await loginThroughForm(page, 'customer1', 'customer1');
      await page.waitForURL(/\/wishlist$/);
      await page.getByTestId('wishlist-card').getByRole('link', { name: products[1].itemDescription }).waitFor();
      // Another customer sees none of it.
      expect(await serverWishlist('customer2')).toEqual([]);
    }));

  it('a 401 on a signed-in call ends the session and goes to /login (spec 7)', () =>
    withFailureShot(page, 'wishlist-401', async () => {
      await page.goto(`${t.baseUrl}/offers/1`);
      // A token the server refuses (bad signature) that the browser still takes for valid.
      const forged = await page.evaluate(() => {
        const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
        return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 1, email: 'customer1@example.com', role: 'customer', exp: Math.floor(Date.now() / 1000) + 3600 })}.forged`;
      });
      await page.evaluate((token) => localStorage.setItem('token', token), forged);
      await page.goto(`${t.baseUrl}/wishlist`);
      await page.waitForURL(/\/login$/);
      await page.getByRole('heading', { name: 'Login', exact: true }).waitFor();
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('currentUser')])).toEqual([
        null,
        null,
      ]);
      // Signing in again returns to the page that failed.
      await loginThroughForm(page, 'customer1', 'customer1');
      await page.waitForURL(/\/wishlist$/);
    }));
});

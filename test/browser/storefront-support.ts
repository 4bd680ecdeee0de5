import { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

/** Shared steps of the storefront browser tests (spec 2.1-2.13). */

/** What a storefront suite's tests share: the app (listening), a browser, a featured product's item number. */
export interface StorefrontSuite {
  t: TestApp;
  browser: Browser;
  productId: string;
}

/** Starts the app and a browser before the calling suite's tests and closes both after them. */
export function storefrontSuite(): StorefrontSuite {
  const suite = {} as StorefrontSuite;
  beforeAll(async () => {
    suite.t = await startTestApp({ listen: true });
    suite.browser = await launchBrowser();
    suite.productId = (await suite.t.http().get('/api/storeinventory/FeaturedItems').expect(200)).body[0].itemNumber;
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.t?.close();
  });
  return suite;
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A context whose visitor already said Yes to the age gate (session storage, spec 4). */
export async function verifiedContext(browser: Browser, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('ageVerified')) sessionStorage.setItem('ageVerified', 'verified');
  });
  return context;
}

/** Screenshots of one page at desktop and 390 px wide, kept under test-results/ to look at. */
export async function shootBothWidths(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(150);
  await screenshot(page, `storefront-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await screenshot(page, `storefront-${name}-390`);
  // Nothing sideways-scrolls at phone width (spec 9 breakpoint, down to 360 px).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 1) throw new Error(`${name}: the page scrolls sideways by ${overflow}px at 390px`);
  if (before) await page.setViewportSize(before);
}

/** Logs a customer in through the login form. */
export async function loginThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Login', exact: true }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function cartBadge(page: Page): Promise<string | null> {
  const badge = page.getByTestId('cart-badge');
  return (await badge.count()) ? badge.textContent() : null;
}

export interface Variant {
  itemNumber: string;
  size: string;
  packType: string;
  packSize: number;
  currentPrice: number;
  isAvailable: boolean;
  availableToSell: number;
}
export interface Product {
  itemNumber: string;
  itemDescription: string;
  brand: string;
  mainCategory: string;
  subCategory: string;
  salesTax: number;
  abv: number | string;
  specialRating: string;
  itemBySize: Variant[];
}
export interface Listing {
  items: Product[];
  total: number;
  facets: {
    types: { value: string; count: number }[];
    countries: { value: string; count: number }[];
    brands: { value: string; count: number }[];
    sizes: { value: string; count: number }[];
    onSale: number;
    inStock: number;
    maxPrice: number;
  };
}
interface MenuCategory {
  name: string;
  subCategories: { name: string; items: string[] }[];
}

export const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** GET /api/storeinventory/Listing straight from the API: what the page should show. */
export async function listingApi(t: TestApp, query: Record<string, string>): Promise<Listing> {
  return (
    await t
      .http()
      .get('/api/storeinventory/Listing')
      .query({ pageSize: 24, ...query })
      .expect(200)
  ).body;
}

/** A menu group with a type of more than one page and a second type with products. */
export async function pickMenuTypes(
  t: TestApp,
): Promise<{ category: string; group: string[]; first: string; second: string }> {
  const menu: MenuCategory[] = (await t.http().get('/api/MenuItem/GetMenuCategory').expect(200)).body;
  for (const c of menu) {
    for (const g of c.subCategories) {
      const totals = await Promise.all(
        g.items.map(async (item) => (await listingApi(t, { category: c.name, types: item })).total),
      );
      const big = totals.findIndex((n) => n > 30);
      const other = totals.findIndex((n, i) => i !== big && n > 0);
      if (big >= 0 && other >= 0)
        return { category: c.name, group: g.items, first: g.items[big], second: g.items[other] };
    }
  }
  throw new Error('the demo catalogue has no menu group with two stocked types');
}

/** Polls until check() is true (the catalogue re-reads a changed row after its NOTIFY), at most `ms`. */
export async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * From checkout's cart tab: on through the details tab, pays with the sandbox test card in
 * `holder`'s name, confirms 21+ on the review and places the order; answers the placed order's id.
 */
export async function payByCardAndPlace(page: Page, holder: string): Promise<number> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Payment Type').selectOption('Credit Card');
  await page.getByLabel('Card Holder Name').fill(holder);
  await page.getByLabel('Card Number').fill('4111111111111111');
  await page.getByLabel('Expiry Date').fill('2030-12');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('heading', { name: 'Review your order' }).waitFor();
  await page.getByLabel(/I confirm that I am 21 years of age or older/).check();
  await page.getByRole('button', { name: 'Confirm and Place Order' }).click();
  await page.getByRole('heading', { name: 'Order placed successfully!' }).waitFor();
  return Number((await page.getByTestId('order-id').textContent())!.replace('#', ''));
}

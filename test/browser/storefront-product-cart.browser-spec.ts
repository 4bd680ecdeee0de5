import { Browser, Page } from 'playwright-core';
import { launchBrowser, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import {
  cartBadge,
  escapeRegExp as escape,
  listingApi,
  until,
  pickMenuTypes,
  shootBothWidths,
  usd,
  verifiedContext,
  type Listing,
  type Product,
} from './storefront-support';

/** Spec 9: tax per line = price x quantity x salesTax / 100, rounded half up to the cent. */
const lineTaxCents = (priceCents: number, qty: number, taxPercent: number) =>
  Math.round((priceCents * qty * taxPercent) / 100 + 1e-9);

/** Spec 2.9, 2.10, 4 Product page and Cart, 9 tax rule, on the built storefront and the real API. */
describe('storefront product page and cart', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let category: string;
  let first: string;

  const listing = (query: Record<string, string>): Promise<Listing> => listingApi(t, query);
  const waitForCount = (expected: number) =>
    page.waitForFunction(
      (text) =>
        document.querySelector('[data-testid="result-count"]')?.textContent?.trim() === text &&
        !document.querySelector('.listing__main[aria-busy="true"]'),
      `${expected} ${expected === 1 ? 'product' : 'products'}`,
    );

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    ({ category, first } = await pickMenuTypes(t));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  beforeEach(async () => {
    page = await (await verifiedContext(browser)).newPage();
  });
  afterEach(() => page.context().close());

  it('product page: pack-type buttons choose the size, the stepper counts, Add to Cart and Buy now', () =>
    withFailureShot(page, 'product', async () => {
      const many = (await listing({ category, types: first, pageSize: '100' })).items.find(
        (p) => p.itemBySize.filter((v) => v.isAvailable && v.availableToSell >= 4).length >= 3,
      );
      expect(many).toBeDefined();
      const product: Product = (await t.http().get(`/api/storeinventory/${many!.itemNumber}`).expect(200)).body;
      await page.goto(`${t.baseUrl}/product/${product.itemNumber}`);
      await page.getByRole('heading', { name: product.itemDescription, level: 1 }).waitFor();
      // Breadcrumbs Home / category / type / name, next to spec 2.9's back arrow.
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await crumbs.getByRole('listitem').allInnerTexts()).toEqual([
        'Home',
        product.mainCategory,
        product.subCategory,
        product.itemDescription,
      ]);
      await page.getByRole('button', { name: 'Go back' }).waitFor();
      const packs = page.getByRole('group', { name: 'Pack' }).getByRole('button');
      expect(await packs.count()).toBe(product.itemBySize.length);

      const choice = product.itemBySize.filter((v) => v.isAvailable && v.availableToSell >= 4).at(-1)!;
      const index = product.itemBySize.indexOf(choice);
      await packs.nth(index).click();
      expect(await packs.nth(index).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByTestId('product-size').textContent()).toBe(choice.size);
      expect(await page.getByTestId('product-price').textContent()).toContain(
        usd(Math.round(choice.currentPrice * 100)),
      );
      await page.getByText(`Item #${choice.itemNumber}`).waitFor();

      const increase = page.getByRole('button', { name: 'Increase quantity' });
      const value = page.locator('.stepper__value');
      await increase.click();
      await increase.click();
      expect(await value.textContent()).toBe('3');
      await page.getByRole('button', { name: 'Decrease quantity' }).click();
      expect(await value.textContent()).toBe('1'); // minus resets to 1
      await increase.click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      expect(await cartBadge(page)).toBe('2');
      const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!);
      expect(cart).toEqual([
        expect.objectContaining({
          itemNumber: choice.itemNumber,
          quantity: 2,
          price: choice.currentPrice,
          size: choice.size,
          packType: choice.packType,
          salesTax: product.salesTax,
        }),
      ]);
      if (product.abv) await page.getByRole('term').filter({ hasText: 'ABV' }).waitFor();
      if (!product.specialRating) expect(await page.getByText('Product Rating').count()).toBe(0);
      await shootBothWidths(page, 'product');

      const other = product.itemBySize.find((v) => v.isAvailable && v.availableToSell >= 4 && v !== choice)!;
      await packs.nth(product.itemBySize.indexOf(other)).click();
      await page.getByRole('button', { name: 'Buy now' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByRole('heading', { name: 'Your shopping cart' }).waitFor();
      expect(await page.getByTestId('cart-line').count()).toBe(2);
      expect(await cartBadge(page)).toBe('4'); // the stepper kept 2 for the second size

      // Brand link: products/{mainCategory}/{brand}.
      await page.goBack();
      await page.locator('.product__links').getByRole('link', { name: product.brand }).click();
      await page.waitForURL(
        (url) => decodeURIComponent(url.pathname) === `/products/${product.mainCategory}/${product.brand}`,
      );
      await waitForCount((await listing({ category: product.mainCategory, subCategory: product.brand })).total);

      // The type crumb opens the listing of that type.
      await page.goBack();
      await crumbs.getByRole('link', { name: product.subCategory, exact: true }).click();
      await page.waitForURL(
        (url) => decodeURIComponent(url.pathname) === `/products/${product.mainCategory}/${product.subCategory}`,
      );
      await page.getByRole('heading', { name: product.subCategory, level: 1 }).waitFor();
    }));

  it('product page: "Only 3 left", the stepper stops at the stock and says why', () =>
    withFailureShot(page, 'product-stock', async () => {
      const api = await listing({ category, types: first, pageSize: '100' });
      const p = api.items.find((x) => x.itemBySize.length === 1 && x.itemBySize[0].availableToSell > 3)!;
      await t.db.query(`UPDATE inventory_item SET available_to_sell = 3 WHERE item_number = $1`, [p.itemNumber]);
      await until(
        async () => (await t.http().get(`/api/storeinventory/${p.itemNumber}`)).body.availableToSell === 3,
        'the catalogue to see the new stock',
      );
      await page.goto(`${t.baseUrl}/product/${p.itemNumber}`);
      await page.getByRole('heading', { name: p.itemDescription, level: 1 }).waitFor();
      const note = page.getByTestId('stock-note');
      expect(await note.innerText()).toBe('Only 3 left');
      const increase = page.getByRole('button', { name: 'Increase quantity' });
      await increase.click();
      await increase.click();
      expect(await page.locator('.stepper__value').textContent()).toBe('3');
      expect(await increase.isDisabled()).toBe(true);
      await note.getByText('That is all 3 we have.').waitFor();
      await shootBothWidths(page, 'product-low-stock');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      expect(await cartBadge(page)).toBe('3');

      await t.db.query(`UPDATE inventory_item SET available_to_sell = 0 WHERE item_number = $1`, [p.itemNumber]);
      await until(
        async () => (await t.http().get(`/api/storeinventory/${p.itemNumber}`)).body.availableToSell === 0,
        'the catalogue to see the new stock',
      );
      await page.reload();
      await page.getByText('This size is sold out.').waitFor();
      expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
    }));

  it('Add to Cart shows a mini-cart "Added: 2 x ..." with View cart; the badge follows the overwrite rule', () =>
    withFailureShot(page, 'added-to-cart', async () => {
      const api = await listing({ category, types: first, pageSize: '100' });
      const p = api.items.find((x) =>
        x.itemBySize.some((v) => v.itemNumber === x.itemNumber && v.availableToSell >= 4),
      )!;
      await page.goto(`${t.baseUrl}/product/${p.itemNumber}`);
      await page.getByRole('heading', { name: p.itemDescription, level: 1 }).waitFor();
      const increase = page.getByRole('button', { name: 'Increase quantity' });
      await increase.click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      const notice = page.getByTestId('added-to-cart');
      await notice.getByText(`Added: 2 x ${p.itemDescription}`, { exact: true }).waitFor();
      await notice.getByText('2 items in your cart').waitFor();
      expect(await cartBadge(page)).toBe('2');
      await shootBothWidths(page, 'added-to-cart');
      // The same item again with 3: the cart holds 3 (spec 4 overwrites), and the notice says so.
      await increase.click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await notice.getByText(`Added: 3 x ${p.itemDescription}`, { exact: true }).waitFor();
      await notice.getByText('Your cart now holds 3 of this item (it held 2).').waitFor();
      expect(await cartBadge(page)).toBe('3');
      await notice.getByRole('link', { name: 'View cart' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByRole('heading', { name: 'Your shopping cart' }).waitFor();
      expect(await notice.count()).toBe(0); // closed on leaving the page

      // From a listing card: one bottle, and Escape closes the notice.
      await page.goto(`${t.baseUrl}/products/${encodeURIComponent(category)}/${encodeURIComponent(first)}`);
      const card = page
        .getByTestId('product-card')
        .filter({ has: page.getByRole('button', { name: 'Add to Cart', disabled: false }) })
        .first();
      const name = (await card.locator('.card__title').innerText()).trim();
      await card.getByRole('button', { name: 'Add to Cart' }).click();
      await notice.getByText(new RegExp(`^Added: \\d+ x ${escape(name)}$`)).waitFor();
      await page.keyboard.press('Escape');
      await notice.waitFor({ state: 'detached' });
    }));

  it('cart: lines, stepper with bin, remove, totals with the spec tax rule, overwrite rule, kept after reload', () =>
    withFailureShot(page, 'cart', async () => {
      const api = await listing({ category, types: first, sort: 'price_desc' });
      // Items with stock for the quantities below (the stepper stops at the stock left).
      const stocked = api.items.filter(
        (p) => (p.itemBySize.find((v) => v.itemNumber === p.itemNumber) ?? p.itemBySize[0]).availableToSell >= 5,
      );
      const [a, b] = [stocked[0], stocked[3]];
      const va = a.itemBySize.find((v) => v.itemNumber === a.itemNumber) ?? a.itemBySize[0];
      const vb = b.itemBySize.find((v) => v.itemNumber === b.itemNumber) ?? b.itemBySize[0];
      for (const [p, qty] of [
        [a, 2],
        [b, 3],
      ] as const) {
        await page.goto(`${t.baseUrl}/product/${p.itemNumber}`);
        await page.getByRole('heading', { name: p.itemDescription, level: 1 }).waitFor();
        for (let i = 1; i < qty; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
        await page.getByRole('button', { name: 'Add to Cart' }).click();
      }
      await page.getByRole('link', { name: /^Cart, 5 items$/ }).click();
      await page.getByRole('heading', { name: 'Your shopping cart' }).waitFor();

      // The demo stores' Iowa deposit: 5 cents per container of beer, wine, liquor and soda, not taxed.
      const depositCents = ['beer', 'wine', 'liquor', 'soda'].includes(category.toLowerCase()) ? 5 : 0;
      const expectTotals = async (lines: { price: number; qty: number; tax: number; pack: number }[]) => {
        const sub = lines.reduce((s, l) => s + Math.round(l.price * 100) * l.qty, 0);
        const tax = lines.reduce((s, l) => s + lineTaxCents(Math.round(l.price * 100), l.qty, l.tax), 0);
        const deposit = lines.reduce((s, l) => s + depositCents * l.qty * Math.max(1, l.pack), 0);
        await page.waitForFunction(
          ([s, x, d, tot]) =>
            document.querySelector('[data-testid="subtotal"]')?.textContent === s &&
            document.querySelector('[data-testid="sales-tax"]')?.textContent === x &&
            (document.querySelector('[data-testid="deposit"]')?.textContent ?? '$0.00') === d &&
            document.querySelector('[data-testid="cart-total"]')?.textContent === tot,
          [usd(sub), usd(tax), usd(deposit), usd(sub + deposit + tax)],
        );
      };
      await expectTotals([
        { price: va.currentPrice, qty: 2, tax: a.salesTax, pack: va.packSize },
        { price: vb.currentPrice, qty: 3, tax: b.salesTax, pack: vb.packSize },
      ]);
      const lineA = page.getByTestId('cart-line').filter({ hasText: a.itemDescription });
      const lineB = page.getByTestId('cart-line').filter({ hasText: b.itemDescription });
      expect(await lineA.getByTestId('line-total').textContent()).toBe(usd(Math.round(va.currentPrice * 100) * 2));
      await lineA.getByText(new RegExp(`${escape(va.packType)}.*${escape(va.size)}`)).waitFor();
      await shootBothWidths(page, 'cart');

      await lineA.getByRole('button', { name: /^Increase quantity/ }).click();
      for (let i = 0; i < 2; i++) await lineB.getByRole('button', { name: /^Decrease quantity/ }).click();
      const minusB = lineB.getByRole('button', { name: /^Decrease quantity/ });
      expect(await minusB.isDisabled()).toBe(true); // at 1 the minus shows a bin and stops
      expect(await lineB.locator('.stepper__value').textContent()).toBe('1');
      await expectTotals([
        { price: va.currentPrice, qty: 3, tax: a.salesTax, pack: va.packSize },
        { price: vb.currentPrice, qty: 1, tax: b.salesTax, pack: vb.packSize },
      ]);
      expect(await cartBadge(page)).toBe('4');

      await page.reload();
      await page.getByRole('heading', { name: 'Your shopping cart' }).waitFor();
      expect(await page.getByTestId('cart-line').count()).toBe(2);
      expect(await cartBadge(page)).toBe('4');

      // Adding an item already in the cart overwrites its quantity (spec 4 Cart).
      await page.goto(`${t.baseUrl}/product/${b.itemNumber}`);
      await page.getByRole('heading', { name: b.itemDescription, level: 1 }).waitFor();
      for (let i = 1; i < 4; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      expect(await cartBadge(page)).toBe('7');
      await page.goto(`${t.baseUrl}/cart`);
      await page.getByRole('heading', { name: 'Your shopping cart' }).waitFor();
      expect(
        await page
          .getByTestId('cart-line')
          .filter({ hasText: b.itemDescription })
          .locator('.stepper__value')
          .textContent(),
      ).toBe('4');

      await page
        .getByTestId('cart-line')
        .filter({ hasText: a.itemDescription })
        .getByRole('button', { name: `Remove ${a.itemDescription}` })
        .click();
      expect(await page.getByTestId('cart-line').count()).toBe(1);
      await expectTotals([{ price: vb.currentPrice, qty: 4, tax: b.salesTax, pack: vb.packSize }]);
      expect(await page.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
      await page.getByText('Shipping cost is applied at checkout.').waitFor();
      await page.getByRole('link', { name: 'Continue Shopping' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    }));
});

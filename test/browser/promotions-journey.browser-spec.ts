import { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, withFailureShot } from '../support/browser';
import { lastMailTo } from '../support/mailbox';
import { startTestApp, TestApp } from '../support/test-app';
import { loginThroughForm, payByCardAndPlace, verifiedContext } from './storefront-support';

/**
 * Promotions end to end through the built app: 6 bottles of wine get the demo case discount (10 %)
 * in the cart, at checkout, on the placed order's page, in the confirmation mail and on the order
 * desk and detail; 1 bottle gets none. Then the back office's Promotions screens: create (with the
 * selector's preview), the new promotion in the Active list, End now moving it to Ended.
 */
describe('promotions journey: shopper to order desk, and the Promotions screens', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let wine: string;
  const money = (d: number) => `$${d.toFixed(2)}`;

  async function adminPage(): Promise<Page> {
    const p = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await p.goto(`${t.baseUrl}/admin/login`);
    await p.getByLabel('Email').fill('admin@northside.example');
    await p.getByLabel('Password').fill('northside1');
    await p.getByRole('button', { name: 'Login' }).click();
    await p.waitForURL(/\/admin\/dashboard$/, { waitUntil: 'commit' });
    return p;
  }

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    const rows = await t.db.query(
      `SELECT i.item_number FROM inventory_item i JOIN store s ON s.id = i.store_id JOIN beverage b ON b.id = i.beverage_id
        WHERE s.web_url = 'northside' AND i.is_available AND i.available_to_sell >= 30 AND i.unit_price_cents BETWEEN 1500 AND 3000
          AND i.pack_quantity = 1 AND b.main_category = 'Wine' AND i.size_description = '750 ml' AND i.unit_sale_price_cents = 0
        ORDER BY i.item_number DESC LIMIT 1`,
    );
    wine = rows[0].item_number;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  afterEach(() => page?.context().close());

  it('6 bottles of wine: 10 % off in the cart, checkout, the placed order, the mail and the order desk; 1 bottle: none', async () => {
    page = await (await verifiedContext(browser)).newPage();
    await withFailureShot(page, 'promotions-journey', async () => {
      const quoteFor = async (quantity: number) =>
        (
          await t
            .http()
            .post('/api/cart/quote')
            .send({ orderType: 'pickup', items: [{ itemNumber: wine, quantity }] })
            .expect(200)
        ).body;

      // 1 bottle: no discount anywhere in the cart.
      await page.goto(`${t.baseUrl}/product/${wine}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') || '[]').length === 1);
      await page.goto(`${t.baseUrl}/cart`);
      await page.getByTestId('cart-total').waitFor();
      const one = await quoteFor(1);
      expect(one.discount).toBe(0);
      await page.waitForFunction(
        (d) => document.querySelector('[data-testid="cart-total"]')?.textContent === d,
        money(one.total),
      );
      expect(await page.getByTestId('line-discount').count()).toBe(0);
      expect(await page.getByTestId('discount').count()).toBe(0);

      // 6 bottles: 10 % off each.
      const plus = page.getByRole('button', { name: /Increase quantity|Increase/ }).first();
      for (let n = 2; n <= 6; n++) {
        await plus.click();
        await page.waitForFunction((q) => JSON.parse(localStorage.getItem('cart') || '[]')[0]?.quantity === q, n);
      }
      const six = await quoteFor(6);
      expect(six.discount).toBeCloseTo(six.subtotal * 0.1, 2);
      expect(six.lines[0].promotion).toBe('Wine case discount');
      const lineText = `Wine case discount: -${money(six.discount)}`;
      await page.getByTestId('line-discount').getByText(lineText).waitFor();
      expect(await page.getByTestId('discount').textContent()).toBe(`-${money(six.discount)}`);
      expect(await page.getByTestId('cart-total').textContent()).toBe(money(six.total));
      await screenshot(page, 'promotions-journey-cart');

      // Checkout (pickup) as customer2.
      await page.goto(`${t.baseUrl}/checkout`);
      await page.waitForURL(/\/login$/);
      await loginThroughForm(page, 'customer2', 'customer2');
      await page.waitForURL(/\/checkout$/);
      await page.getByLabel('Pick Up').check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText('Temporary Hold', { exact: true }).waitFor();
      await page.getByTestId('checkout-line-discount').getByText(lineText).waitFor();
      expect(await page.getByTestId('checkout-discount').textContent()).toBe(`-${money(six.discount)}`);
      expect(await page.getByTestId('checkout-total').textContent()).toBe(money(six.total));
      await screenshot(page, 'promotions-journey-checkout');
      const orderId = await payByCardAndPlace(page, 'Noah Bennett');
      const [order] = await t.db.query(
        'SELECT discount_cents, total_cents, contact_email FROM customer_order WHERE id = $1',
        [orderId],
      );
      expect(order.discount_cents).toBe(Math.round(six.discount * 100));
      expect(order.total_cents).toBe(Math.round(six.total * 100));

      // The placed order's page.
      await page.goto(`${t.baseUrl}/order-history/${orderId}`);
      await page
        .getByTestId('order-line-discount')
        .getByText(`Wine case discount: −${money(six.discount)}`)
        .waitFor();
      expect(await page.getByTestId('order-discount').textContent()).toBe(`−${money(six.discount)}`);
      await page.getByTestId('order-promotion').getByText('Wine case discount').waitFor();
      await screenshot(page, 'promotions-journey-order-page');

      // The order history.
      await page.goto(`${t.baseUrl}/order-history`);
      await page
        .getByTestId('history-order')
        .filter({ hasText: `#${orderId}` })
        .getByTestId('history-line-discount')
        .getByText(`Wine case discount: −${money(six.discount)}`)
        .waitFor();
      await screenshot(page, 'promotions-journey-history');

      // The confirmation mail.
      const mail = await lastMailTo(t, order.contact_email, 'order-confirmation');
      expect(mail.text).toContain(`Wine case discount: -${money(six.discount)}`);
      expect(mail.text).toContain(`Discount: -${money(six.discount)}`);

      // The order desk and the order detail.
      const desk = await adminPage();
      try {
        await desk.goto(`${t.baseUrl}/admin/order-status`);
        const row = desk.getByRole('article', { name: `Order ${orderId}` });
        await row
          .getByTestId('line-discount')
          .getByText(`Wine case discount: − ${money(six.discount)}`)
          .waitFor();
        await row.getByText(`− ${money(six.discount)}`, { exact: true }).waitFor();
        await row.scrollIntoViewIfNeeded();
        await screenshot(desk, 'promotions-journey-desk');
        await desk.goto(`${t.baseUrl}/admin/order-status/order-item/${orderId}`);
        const items = desk.getByRole('region', { name: 'Items' });
        await items
          .getByTestId('line-discount')
          .getByText(`Wine case discount: − ${money(six.discount)}`)
          .waitFor();
        await items
          .getByRole('list', { name: 'Promotions applied' })
          .getByText(/Wine case discount/)
          .waitFor();
        await items.scrollIntoViewIfNeeded();
        await screenshot(desk, 'promotions-journey-order-detail');
      } finally {
        await desk.context().close();
      }
    });
  });

  it('Promotions screens: create with the selector preview, listed as Active, End now moves it to Ended', async () => {
    page = await adminPage();
    await withFailureShot(page, 'promotions-admin', async () => {
      await page.getByRole('menuitem', { name: 'Promotions' }).click();
      await page.waitForURL(/\/admin\/promotions/);
      await page.getByRole('tab', { name: 'Active' }).waitFor();
      await page.getByRole('row').filter({ hasText: 'Wine case discount' }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'promotions-admin-list');

      await page.getByRole('link', { name: 'New promotion' }).click();
      await page.waitForURL(/\/admin\/promotions\/create$/);
      await page.getByLabel('Name').fill('Gin Weekend');
      await page.getByLabel('Description for shoppers').fill('15 % off every gin this weekend.');
      await page.getByLabel('Percent off').fill('15');
      const subs = page.getByRole('combobox', { name: 'Sub-categories' });
      await subs.click();
      await subs.fill('Gin');
      await page.getByRole('option', { name: 'Gin (Liquor)' }).click();
      await page.keyboard.press('Escape');
      // The preview says what the server counts for that selector.
      const token = await t.login('admin@northside.example', 'northside1');
      const { count } = (
        await t
          .http()
          .get(`/api/admin/promotions/preview?selector=${encodeURIComponent('{"subCategories":["Gin"]}')}`)
          .set('Authorization', `Bearer ${token}`)
          .expect(200)
      ).body;
      expect(count).toBeGreaterThan(0);
      await page
        .getByTestId('selector-preview')
        .getByText(`${count} listed ${count === 1 ? 'product matches' : 'products match'} this selection.`)
        .waitFor();
      await page.getByLabel('Promo code').fill('gin15');
      await page.getByLabel('Uses per customer').fill('1');
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'promotions-admin-create');

      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/promotions(\?.*)?$/);
      const row = page.getByRole('row').filter({ hasText: 'Gin Weekend' });
      await row.getByText('15 % off').waitFor();
      await row.getByText(/GIN15 · 0 used, 1 per customer/).waitFor();
      const [saved] = await t.db.query(
        `SELECT p.id, p.percent, p.code, p.per_customer_limit, p.selector FROM promotion p
           JOIN store s ON s.id = p.store_id WHERE s.web_url = 'northside' AND p.name = 'Gin Weekend'`,
      );
      expect(saved).toMatchObject({ percent: 15, code: 'GIN15', per_customer_limit: 1 });
      expect(saved.selector.subCategories).toEqual(['Gin']);
      await screenshot(page, 'promotions-admin-list-created');

      await row.getByRole('button', { name: 'End now' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'End now' }).click();
      await page.getByText('"Gin Weekend" has ended.').waitFor();
      await page.getByRole('row').filter({ hasText: 'Gin Weekend' }).waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: 'Ended' }).click();
      await page
        .getByRole('row')
        .filter({ hasText: 'Gin Weekend' })
        .getByText(/ended early/)
        .waitFor();
      const [ended] = await t.db.query('SELECT ended_at FROM promotion WHERE id = $1', [saved.id]);
      expect(ended.ended_at).not.toBeNull();
      await screenshot(page, 'promotions-admin-ended');

      // The server's validation message is shown: a second promotion with the same code.
      await page.goto(`${t.baseUrl}/admin/promotions/create`);
      await page.getByLabel('Name').fill('Gin again');
      await page.getByLabel('Percent off').fill('5');
      await page.getByLabel('Promo code').fill('GIN15');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The code GIN15 is already used by "Gin Weekend".').waitFor();
      await screenshot(page, 'promotions-admin-server-message');
    });
  });
});

import { Browser, Page } from 'playwright-core';
import { launchBrowser, withFailureShot } from '../support/browser';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody } from '../e2e/orders-fixtures';
import {
  cartBadge,
  listingApi,
  loginThroughForm,
  shootBothWidths,
  verifiedContext,
  type Product,
  until,
} from './storefront-support';

/** The order page: cancel while Received, tracking link, printable receipt, Order again. */
describe('storefront order page (/order-history/{id})', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let token: string;
  let products: Product[];

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    token = await t.login('customer1', 'customer1');
    const listing = await listingApi(t, { category: 'Wine', subCategory: 'Wine', pageSize: '100', inStock: 'true' });
    // Single-size products with plenty of stock: the order page's lines are exactly these items.
    products = listing.items.filter((p) => p.itemBySize.length === 1 && p.itemBySize[0].availableToSell >= 10);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  beforeEach(async () => {
    page = await (await verifiedContext(browser)).newPage();
  });
  afterEach(() => page.context().close());

  async function order(lines: Array<[Product, number]>): Promise<number> {
    return placeOrder(
      t,
      token,
      orderBody({
        orderItems: lines.map(([p, quantity]) => ({
          itemId: p.itemNumber,
          quantity,
          itemPrice: p.itemBySize[0].currentPrice,
        })),
      }),
    );
  }
  const stock = async (itemNumber: string) =>
    (
      await t.db.query(
        `SELECT i.available_to_sell FROM inventory_item i JOIN store s ON s.id = i.store_id
          WHERE s.web_url = 'northside' AND i.item_number = $1`,
        [itemNumber],
      )
    )[0].available_to_sell as number;

  async function signIn(path: string) {
    await page.goto(`${t.baseUrl}${path}`);
    await page.waitForURL(/\/login$/);
    await loginThroughForm(page, 'customer1', 'customer1');
    await page.waitForURL((url) => url.pathname === path);
  }

  it('opens from the history: items, amounts, timeline, pickup time, tracking link and a printable receipt', () =>
    withFailureShot(page, 'order-page', async () => {
      const [a, b] = products;
      const id = await order([
        [a, 2],
        [b, 1],
      ]);
      await t.db.query(
        `UPDATE order_item SET tracking_number = '1Z999AA10123456784' WHERE order_id = $1 AND item_number = $2`,
        [id, b.itemNumber],
      );
      await signIn('/order-history');
      // The history shows what the quote stored on the order: deposit and pickup time.
      const listed = (await t.http().get(`/api/orders/GetOrderById/${id}`).set('Authorization', `Bearer ${token}`))
        .body;
      const extras = page
        .getByTestId('history-order')
        .filter({ hasText: `#${id}` })
        .getByTestId('order-extras');
      await extras.getByText(/Ready for pickup from /).waitFor();
      if (listed.deposit > 0) await extras.getByText(`Bottle deposit $${listed.deposit.toFixed(2)}`).waitFor();
      await shootBothWidths(page, 'order-history-extras');
      await page.getByRole('link', { name: `View order #${id}` }).click();
      await page.waitForURL((url) => url.pathname === `/order-history/${id}`);
      await page.getByRole('heading', { name: `Order #${id}`, level: 1 }).waitFor();
      expect(await page.getByTestId('order-status').innerText()).toBe('Received');

      const lines = page.getByTestId('order-line');
      expect(await lines.count()).toBe(2);
      await lines
        .filter({ hasText: a.itemDescription })
        .getByText(`2 × $${a.itemBySize[0].currentPrice.toFixed(2)}`)
        .waitFor();
      const api = (await t.http().get(`/api/orders/GetOrderById/${id}`).set('Authorization', `Bearer ${token}`)).body;
      const totals = page.getByTestId('order-totals');
      await totals.getByText(`$${api.totalAmount.toFixed(2)}`).waitFor();
      await totals.getByText(`$${api.subTotal.toFixed(2)}`).waitFor();

      const steps = await page.getByTestId('timeline').locator('.timeline__name').allInnerTexts();
      expect(steps).toEqual(['Received', 'Accepted', 'Ready for pickup', 'Complete']);
      expect(await page.locator('.timeline__step--current .timeline__name').innerText()).toBe('Received');
      await page
        .getByTestId('pickup')
        .getByText(/^Ready from /)
        .waitFor();

      const track = page.getByRole('link', { name: 'Track with UPS' });
      expect(await track.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
      await page.getByText('Tracking number 1Z999AA10123456784').waitFor();
      await shootBothWidths(page, 'order-page');

      // The printed receipt is the order alone: no navbar, footer or buttons.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('footer').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print receipt' }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: `Order #${id}` }).isVisible()).toBe(true);
      await page.screenshot({ path: 'test-results/storefront-order-receipt-print.png', fullPage: true });
      await page.emulateMedia({ media: 'screen' });

      // The store moves the order along: the timeline follows.
      await t.db.query(`UPDATE customer_order SET order_status = 'Accepted' WHERE id = $1`, [id]);
      await page.reload();
      await page.getByRole('heading', { name: `Order #${id}` }).waitFor();
      expect(await page.locator('.timeline__step--current .timeline__name').innerText()).toBe('Accepted');
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0); // only while Received
    }));

  it('cancels a Received order after a confirmation: the stock goes back and the hold is released', () =>
    withFailureShot(page, 'order-cancel', async () => {
      const a = products[2];
      const id = await order([[a, 3]]);
      const before = await stock(a.itemNumber);
      await signIn(`/order-history/${id}`);
      await page.getByRole('heading', { name: `Order #${id}` }).waitFor();
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByTestId('order-status').innerText()).toBe('Received');
      await page.getByRole('button', { name: 'Cancel order' }).click();
      await shootBothWidths(page, 'order-cancel-dialog');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await page.getByText('Your order was cancelled. The hold on your card has been released.').waitFor();
      expect(await page.getByTestId('order-status').innerText()).toBe('Cancelled');
      expect(await page.locator('.timeline__step--stopped .timeline__name').innerText()).toBe('Cancelled');
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      expect(await stock(a.itemNumber)).toBe(before + 3);
      const [row] = await t.db.query(`SELECT order_status, transaction_status FROM customer_order WHERE id = $1`, [id]);
      expect(row).toEqual({ order_status: 'Cancelled', transaction_status: 'Voided' });
      await shootBothWidths(page, 'order-cancelled');
    }));

  it('"Order again" puts every line back in the cart with its quantity at today\'s price', () =>
    withFailureShot(page, 'order-again', async () => {
      const [, , , c, d] = products;
      const id = await order([
        [c, 2],
        [d, 1],
      ]);
      await signIn(`/order-history/${id}`);
      await page.getByRole('button', { name: 'Order again' }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByRole('heading', { name: 'Your shopping cart' }).waitFor();
      const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!);
      expect(cart.map((l: { itemNumber: string; quantity: number }) => [l.itemNumber, l.quantity])).toEqual([
        [c.itemNumber, 2],
        [d.itemNumber, 1],
      ]);
      expect(await cartBadge(page)).toBe('3');
      // Someone else's order, or no order at all, is not found.
      await page.goto(`${t.baseUrl}/order-history/999999`);
      await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    }));

  const cartLines = async () =>
    (
      JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as Array<{
        itemNumber: string;
        quantity: number;
      }>
    ).map((l) => [l.itemNumber, l.quantity]);

  async function sellOut(p: Product) {
    await t.db.query(`UPDATE inventory_item SET available_to_sell = 0 WHERE item_number = $1`, [p.itemNumber]);
    await until(
      async () => (await t.http().get(`/api/storeinventory/${p.itemNumber}`)).body.itemBySize[0].availableToSell === 0,
      'the catalogue to see the sold-out item',
    );
  }

  it('"Order again" on a cancelled order puts its in-stock wines back in the cart', () =>
    withFailureShot(page, 'order-again-cancelled', async () => {
      const [e, f] = products.slice(5);
      const id = await order([
        [e, 2],
        [f, 1],
      ]);
      await t
        .http()
        .put('/api/orders/UpdateOrderStatus')
        .set('Authorization', `Bearer ${token}`)
        .send({ orderId: id, orderItemId: 0, status: 'Cancelled' })
        .expect(200);
      await signIn(`/order-history/${id}`);
      expect(await page.getByTestId('order-status').innerText()).toBe('Cancelled');
      await page.getByRole('button', { name: 'Order again' }).click();
      await page.waitForURL(/\/cart$/);
      expect(await cartLines()).toEqual([
        [e.itemNumber, 2],
        [f.itemNumber, 1],
      ]);

      // The history's buttons follow the same rule: the cancelled order's line goes in the cart.
      await page.evaluate(() => localStorage.removeItem('cart'));
      await page.goto(`${t.baseUrl}/order-history`);
      const line = page
        .getByTestId('history-order')
        .filter({ hasText: `#${id}` })
        .locator('.history-item')
        .filter({ hasText: f.itemDescription });
      await line.getByRole('button', { name: 'Add To Cart' }).click();
      await page.waitForURL(/\/cart$/);
      expect(await cartLines()).toEqual([[f.itemNumber, 1]]);
    }));

  it('a sold-out line is left out, by name, from "Order again" and from the history\'s buttons', () =>
    withFailureShot(page, 'reorder-sold-out', async () => {
      const [g, h] = products.slice(7);
      const id = await order([
        [g, 1],
        [h, 2],
      ]);
      await sellOut(h);
      await signIn(`/order-history/${id}`);
      await page.getByRole('button', { name: 'Order again' }).click();
      await page.getByText(`Added to your cart. No longer available: ${h.itemDescription}.`).waitFor();
      expect(await cartLines()).toEqual([[g.itemNumber, 1]]);
      await shootBothWidths(page, 'order-again-sold-out');

      await page.evaluate(() => localStorage.removeItem('cart'));
      await page.goto(`${t.baseUrl}/order-history`);
      const line = page
        .getByTestId('history-order')
        .filter({ hasText: `#${id}` })
        .locator('.history-item')
        .filter({ hasText: h.itemDescription });
      await line.getByRole('button', { name: 'Buy Now' }).click();
      await page.getByRole('alert').getByText(`${h.itemDescription}: This item is no longer available.`).waitFor();
      expect(page.url()).toMatch(/\/order-history$/);
      expect(await cartLines()).toEqual([]);
      await shootBothWidths(page, 'order-history-sold-out');
    }));
});

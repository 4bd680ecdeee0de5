import { Browser, Page } from 'playwright-core';
import { orderBody, putItem } from '../e2e/orders-fixtures';
import { eventually } from '../support/eventually';
import { launchBrowser, screenshot, storeAdminPage, withFailureShot } from '../support/browser';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The store admin's screens that show revenue and item tax, through the built back office: the
 * dashboard's revenue net of a refund with tax, deposits and fees said apart, the order detail's
 * payment status after a partial refund, and the item form's tax choice (store rate or exempt).
 * Photographed at 1440 and 1024 px.
 */
describe('revenue and item tax in the back office (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let admin: string;
  let orderId: number;
  let itemId: number;

  const widths = [1440, 1024];
  async function shots(name: string) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `revenue-${name}-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    itemId = await putItem(t.db, 'northside', {
      itemNumber: 'RVB-W1',
      description: 'Revenue Browser Merlot',
      mainCategory: 'Wine',
      unitPriceCents: 2500,
      stock: 30,
    });
    const customer = await t.login('customer1', 'customer1');
    admin = await t.login('admin@northside.example', 'northside1');
    orderId = await placeOrder(
      t,
      customer,
      orderBody({ orderItems: [{ itemId: 'RVB-W1', quantity: 2, itemPrice: 25 }], totalAmount: 0 }),
    );
    const status = (body: object) =>
      t.http().put('/api/orders/UpdateOrderStatus').set('Authorization', `Bearer ${admin}`).send(body).expect(200);
    await status({ orderId, status: 'Accepted' });
    await status({ orderId, status: 'Ready for pickup' });
    await status({ orderId, status: 'Complete', idCheck: { idType: "Driver's license", dateOfBirth: '1990-04-12' } });
    await t
      .http()
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set('Authorization', `Bearer ${admin}`)
      .set('Idempotency-Key', `revenue-browser-${Date.now()}`)
      .send({ kind: 'amount', amount: 10, reason: 'Dented label' })
      .expect(201);
    page = await storeAdminPage(browser, t.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const dollars = (n: number) =>
    `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  it('shows revenue net of refunds on the dashboard, with refunds, tax, deposits and fees said apart', () =>
    withFailureShot(page, 'revenue-dashboard', async () => {
      const summary = (
        await t.http().get('/api/admin/dashboard/summary').set('Authorization', `Bearer ${admin}`).expect(200)
      ).body;
      expect(summary.figures.refunds).toBeGreaterThanOrEqual(10);
      await page.goto(`${t.baseUrl}/admin/dashboard`);
      await page.getByTestId('figure-revenue').getByText(dollars(summary.figures.revenue)).waitFor();
      const apart = page.getByTestId('figures-apart');
      await apart.waitFor();
      const text = await apart.innerText();
      expect(text).toContain(`net of ${dollars(summary.figures.refunds)} refunded`);
      expect(text).toContain(`sales tax ${dollars(summary.figures.salesTax)}`);
      expect(text).toContain(`bottle deposits ${dollars(summary.figures.deposits)}`);
      expect(text).toContain(`delivery and shipping fees ${dollars(summary.figures.fees)}`);
      await shots('dashboard');
    }));

  it('shows the payment as Partially refunded on the order detail', () =>
    withFailureShot(page, 'revenue-order-detail', async () => {
      await page.goto(`${t.baseUrl}/admin/order-status/${orderId}/show`);
      const status = page.getByRole('region', { name: 'Payment' }).getByTestId('payment-status');
      await status.waitFor();
      expect(await status.getAttribute('data-status')).toBe('Partially refunded');
      expect(await status.innerText()).toMatch(/ · Partially refunded$/);
      await shots('order-detail');
    }));

  it("offers the store's rate and tax exempt on the item form, and saves them as null and 0", () =>
    withFailureShot(page, 'revenue-item-tax', async () => {
      const taxOf = async () =>
        (await t.db.query('SELECT sales_tax_percent AS tax FROM inventory_item WHERE id = $1', [itemId]))[0].tax;
      expect(await taxOf()).toBeNull();
      await page.goto(`${t.baseUrl}/admin/inventory-list/${itemId}`);
      const select = page.getByRole('combobox', { name: 'Sales tax' });
      await select.waitFor();
      expect(await select.innerText()).toContain('Store rate (7 %)');
      await select.click();
      const options = await page.getByRole('option').allInnerTexts();
      expect(options).toEqual(['Store rate (7 %)', '0 % (tax exempt)']);
      await shots('item-tax-choices');
      await page.getByRole('option', { name: '0 % (tax exempt)' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/inventory-list(\?.*)?$/, { waitUntil: 'commit' });
      // The item is saved as tax exempt (0, not null) once the screen has moved on.
      await eventually(10_000, taxOf, (tax) => tax !== null && Number(tax) === 0);

      await page.goto(`${t.baseUrl}/admin/inventory-list/${itemId}`);
      await select.waitFor();
      expect(await select.innerText()).toContain('0 % (tax exempt)');
      await select.click();
      await page.getByRole('option', { name: 'Store rate (7 %)' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/inventory-list(\?.*)?$/, { waitUntil: 'commit' });
      // ...and at the store rate (null).
      await eventually(10_000, taxOf, (tax) => tax === null);
      const audit = await t.db.query(
        `SELECT before, after FROM audit_entry WHERE entity = 'inventory_item' AND entity_id = $1 ORDER BY id`,
        [String(itemId)],
      );
      expect(audit.map((a: any) => [a.before.salesTax, a.after.salesTax])).toEqual([
        [null, 0],
        [0, null],
      ]);
    }));
});

import { Browser, Page } from 'playwright-core';
import { orderBody, putItem, stockOf } from '../e2e/orders-fixtures';
import { failRefundCommits } from '../support/failing-commit';
import { launchBrowser, screenshot, withFailureShot, storeAdminPage } from '../support/browser';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { loginThroughForm, verifiedContext } from './storefront-support';

/**
 * Refunds through the built apps: a store admin refunds a completed order from its detail
 * page (one bottle with restock, then a goodwill amount submitted twice), the processor data shows
 * the refunded amount and settlement, and the customer sees the refunds on their order page.
 */
describe('refund journey (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let admin: string;
  let orderId: number;
  let wineLine: number;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    await putItem(t.db, 'northside', {
      itemNumber: 'RB-W1',
      description: 'Refund Tempranillo',
      mainCategory: 'Wine',
      unitPriceCents: 1800,
      salesTaxPercent: 7,
      stock: 30,
    });
    await putItem(t.db, 'northside', {
      itemNumber: 'RB-X1',
      description: 'Refund Corkscrew',
      mainCategory: 'Extras',
      unitPriceCents: 1200,
      salesTaxPercent: 7,
      stock: 30,
    });
    const customer = await t.login('customer1', 'customer1');
    admin = await t.login('admin@northside.example', 'northside1');
    orderId = await placeOrder(
      t,
      customer,
      orderBody({
        orderItems: [
          { itemId: 'RB-W1', quantity: 3, itemPrice: 18 },
          { itemId: 'RB-X1', quantity: 1, itemPrice: 12 },
        ],
        totalAmount: 0,
      }),
    );
    const status = (body: object) =>
      t.http().put('/api/orders/UpdateOrderStatus').set('Authorization', `Bearer ${admin}`).send(body).expect(200);
    await status({ orderId, status: 'Accepted' });
    await status({ orderId, status: 'Ready for pickup' });
    await status({ orderId, status: 'Complete', idCheck: { idType: "Driver's license", dateOfBirth: '1990-04-12' } });
    [{ id: wineLine }] = await t.db.query(`SELECT id FROM order_item WHERE order_id = $1 AND item_number = 'RB-W1'`, [
      orderId,
    ]);
    page = await storeAdminPage(browser, t.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const refunds = (): Promise<Array<{ amount_cents: number; reason: string }>> =>
    t.db.query('SELECT amount_cents, reason FROM order_refund WHERE order_id = $1 ORDER BY id', [orderId]);
  const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  /** Opens the order's Refund dialog (the order detail page is open). */
  const openRefundDialog = async () => {
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    return page.getByRole('dialog', { name: `Refund order #${orderId}` });
  };

  it('refunds one bottle with restock: the dialog shows the amount the server computes', () =>
    withFailureShot(page, 'admin-order-refund-lines', async () => {
      // What the server gives back for 1 of the 3 bottles (its discounted price, tax and deposit share).
      const quote = await t
        .http()
        .post(`/api/admin/orders/${orderId}/refunds/quote`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ kind: 'lines', lines: [{ orderItemId: wineLine, quantity: 1 }] })
        .expect(201);
      const oneBottle = Math.round(quote.body.amount * 100);
      const stock = await stockOf(t.db, 'northside', 'RB-W1');

      await page.goto(`${t.baseUrl}/admin/order-status/${orderId}/show`);
      await page.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
      const dialog = await openRefundDialog();
      await dialog.getByLabel('Refund quantity of Refund Tempranillo').fill('1');
      await dialog.getByLabel('Put the refunded bottles back in stock').check();
      await dialog.getByLabel('Reason').fill('Corked bottle');
      const confirm = dialog.getByRole('button', { name: `Refund ${usd(oneBottle)}` });
      await confirm.waitFor();
      await screenshot(page, 'admin-order-refund-dialog');
      await confirm.click();
      await dialog.waitFor({ state: 'hidden' });

      const processor = page.getByRole('region', { name: 'Processor data' });
      await processor.getByText('partially refunded').waitFor();
      await processor.getByText(`${usd(oneBottle)} — Corked bottle`).waitFor();
      const history = page.getByRole('region', { name: 'Status history' });
      await history
        .getByText(`Refunded ${usd(oneBottle)}: 1 x Refund Tempranillo (750 ml) (restocked) — Corked bottle`)
        .waitFor();
      expect(await refunds()).toEqual([{ amount_cents: oneBottle, reason: 'Corked bottle' }]);
      expect(await stockOf(t.db, 'northside', 'RB-W1')).toBe(stock + 1);
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-order-refunded');
    }));

  it('refunds a goodwill amount once, however often the button is pressed, and refuses more than is left', () =>
    withFailureShot(page, 'admin-order-refund-amount', async () => {
      const dialog = await openRefundDialog();
      await dialog.getByLabel('An amount').check();
      await dialog.getByLabel('Amount to refund ($)').fill('9999');
      await dialog.getByLabel('Reason (required)').fill('Goodwill: late pickup');
      await dialog.getByRole('button', { name: 'Refund $9,999.00' }).click();
      await dialog
        .getByRole('alert')
        .getByText(/exceeds the \$[\d.]+ left to refund on this order/)
        .waitFor();
      expect(await refunds()).toHaveLength(1);

      await dialog.getByLabel('Amount to refund ($)').fill('5');
      await dialog.getByRole('button', { name: 'Refund $5.00' }).dblclick();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('region', { name: 'Processor data' }).getByText('$5.00 — Goodwill: late pickup').waitFor();
      expect((await refunds()).map((r) => r.amount_cents).slice(1)).toEqual([500]);
    }));

  it('keeps a refund the card had but the shop could not record, and records it once on the retry', () =>
    withFailureShot(page, 'admin-order-refund-unrecorded', async () => {
      // The commit fails after the processor's answer.
      const restore = await failRefundCommits(t.db, 'Broken glass on delivery');
      const before = (await refunds()).length;
      try {
        let dialog = await openRefundDialog();
        await dialog.getByLabel('An amount').check();
        await dialog.getByLabel('Amount to refund ($)').fill('2');
        await dialog.getByLabel('Reason (required)').fill('Broken glass on delivery');
        await dialog.getByRole('button', { name: 'Refund $2.00' }).click();
        await dialog
          .getByRole('alert')
          .getByText('The card was refunded, but the refund could not be recorded.', { exact: false })
          .waitFor();
        expect(await dialog.getByLabel('Amount to refund ($)').isDisabled()).toBe(true);
        // Closed and opened again: the same request, locked, under the same key.
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });
        dialog = await openRefundDialog();
        await dialog
          .getByText('The refund below may have reached the card without being recorded.', { exact: false })
          .waitFor();
        expect(await dialog.getByLabel('Amount to refund ($)').inputValue()).toBe('2');
        expect(await dialog.getByLabel('Amount to refund ($)').isDisabled()).toBe(true);
        expect(await dialog.getByRole('radio', { name: 'Items' }).isDisabled()).toBe(true);
        // The dialog fades in: shoot it once it is fully shown.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('.MuiDialog-container')].every((e) => getComputedStyle(e).opacity === '1'),
        );
        await screenshot(page, 'admin-order-refund-unrecorded');
        expect(await refunds()).toHaveLength(before);
      } finally {
        await restore();
      }
      const dialog = page.getByRole('dialog', { name: `Refund order #${orderId}` });
      await dialog.getByRole('button', { name: 'Refund $2.00' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await refunds()).slice(before)).toEqual([{ amount_cents: 200, reason: 'Broken glass on delivery' }]);
      const [money] = await t.db.query(
        `SELECT p.refunded_cents AS shop, s.refunded_cents AS processor
           FROM customer_order o JOIN payment_transaction p ON p.id = o.transaction_id
           JOIN sandbox_charge s ON s.reference = p.processor_reference WHERE o.id = $1`,
        [orderId],
      );
      expect(money.processor).toBe(money.shop);
      // Nothing is pending any more: the next dialog is a fresh, open form.
      const next = await openRefundDialog();
      expect(await next.getByRole('radio', { name: 'Items' }).isDisabled()).toBe(false);
      await next.getByRole('button', { name: 'Close' }).click();
    }));

  it('shows the customer the refunds on their order page', async () => {
    const shopper = await (await verifiedContext(browser)).newPage();
    try {
      await withFailureShot(shopper, 'storefront-order-refunds', async () => {
        await shopper.goto(`${t.baseUrl}/order-history/${orderId}`);
        await shopper.waitForURL(/\/login$/);
        await loginThroughForm(shopper, 'customer1', 'customer1');
        await shopper.waitForURL((url) => url.pathname === `/order-history/${orderId}`);
        const section = shopper.getByTestId('order-refunds');
        await section.getByRole('heading', { name: 'Refunds' }).waitFor();
        await section.getByText('Corked bottle').waitFor();
        await section.getByText('Goodwill: late pickup').waitFor();
        await section.getByText('$5.00', { exact: true }).waitFor();
        await section.getByText('Returned: 1 × Refund Tempranillo').waitFor();
        await section.scrollIntoViewIfNeeded();
        await screenshot(shopper, 'storefront-order-refunds');
      });
    } finally {
      await shopper.context().close();
    }
  });
});

import { Browser, Page } from 'playwright-core';
import { orderBody, putItem, stockOf } from '../e2e/orders-fixtures';
import { launchBrowser, screenshot, withFailureShot, storeAdminPage } from '../support/browser';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Order edits through the built back office: a store admin edits an open order on its detail
 * (quantity stepper, remove, add and substitute from the store's inventory), sees the server's
 * re-priced figures before saving, and the server's refusal above the card hold.
 */
describe('order edit on the order detail (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let orderId: number;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    const items = [
      { itemNumber: 'ED-1', description: 'Edit Merlot', mainCategory: 'Wine', unitPriceCents: 1500, stock: 20 },
      { itemNumber: 'ED-2', description: 'Edit Gin', mainCategory: 'Liquor', unitPriceCents: 3000, stock: 10 },
      { itemNumber: 'ED-3', description: 'Edit Tonic Water', mainCategory: 'Extras', unitPriceCents: 500, stock: 10 },
      { itemNumber: 'ED-4', description: 'Edit Soda Water', mainCategory: 'Extras', unitPriceCents: 400, stock: 10 },
      { itemNumber: 'ED-5', description: 'Edit Rare Cognac', mainCategory: 'Liquor', unitPriceCents: 40000, stock: 2 },
    ];
    for (const item of items) await putItem(t.db, 'northside', item);
    const customer = await t.login('customer1', 'customer1');
    orderId = await placeOrder(
      t,
      customer,
      orderBody({
        orderItems: [
          { itemId: 'ED-1', quantity: 2, itemPrice: 15 },
          { itemId: 'ED-2', quantity: 1, itemPrice: 30 },
        ],
        totalAmount: 0,
      }),
    );
    page = await storeAdminPage(browser, t.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const panel = () => page.getByRole('region', { name: 'Edit order' });
  const figures = () => panel().getByLabel('New figures');
  const storedTotal = async () =>
    ((await t.db.query('SELECT total_cents FROM customer_order WHERE id = $1', [orderId]))[0].total_cents as number) /
    100;

  async function pickFromInventory(search: string, name: string) {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel("Search the store's inventory").fill(search);
    await dialog.getByRole('button', { name: new RegExp(name) }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The "New total" the panel shows (the server quote), in dollars. */
  async function previewTotal(): Promise<number> {
    const text = await figures()
      .getByText(/^\$[\d,.]+ \(was /)
      .innerText();
    return Number(/^\$([\d,.]+)/.exec(text)![1].replace(/,/g, ''));
  }

  it('changes a quantity, removes a line and adds an item, priced by the server before saving', () =>
    withFailureShot(page, 'admin-order-edit', async () => {
      await page.goto(`${t.baseUrl}/admin/order-status/${orderId}/show`);
      await page.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
      await panel().getByRole('button', { name: 'Edit', exact: true }).click();
      await panel().getByRole('button', { name: 'More Edit Merlot' }).click();
      await panel().getByRole('button', { name: 'Remove Edit Gin' }).click();
      await panel().getByRole('button', { name: 'Add item' }).click();
      await pickFromInventory('tonic', 'Edit Tonic Water');
      const changes = panel().getByLabel('Changes');
      await changes.getByText('Quantity of Edit Merlot: 2 -> 3').waitFor();
      await changes.getByText('Removed: 1 x Edit Gin').waitFor();
      await changes.getByText('Added: 1 x Edit Tonic Water').waitFor();
      await figures().getByText('New figures (server quote)').waitFor();
      // 3 x $15 + $5, deposits of 3 wine bottles, tax on the goods.
      await figures().getByText('$50.00').waitFor();
      await figures().getByText('$0.15').waitFor();
      const shown = await previewTotal();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'admin-order-edit-preview');
      await panel().getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Order updated; the customer was emailed.').waitFor();
      await panel().getByRole('button', { name: 'Edit', exact: true }).waitFor();
      expect(await storedTotal()).toBe(shown);
      const items = page.getByRole('table', { name: 'Items', exact: true });
      await items.getByText('Edit Tonic Water').waitFor();
      await items.getByText('Edit Gin (cancelled)').waitFor();
      await page
        .getByRole('region', { name: 'Status history' })
        .getByText(/Items changed: /)
        .waitFor();
      expect(await stockOf(t.db, 'northside', 'ED-1')).toBe(17);
      expect(await stockOf(t.db, 'northside', 'ED-2')).toBe(10);
      expect(await stockOf(t.db, 'northside', 'ED-3')).toBe(9);
    }));

  it('substitutes a line with another item of the store', () =>
    withFailureShot(page, 'admin-order-edit-substitute', async () => {
      await panel().getByRole('button', { name: 'Edit', exact: true }).click();
      await panel().getByRole('button', { name: 'Substitute Edit Tonic Water' }).click();
      await pickFromInventory('soda', 'Edit Soda Water');
      await panel().getByText('replaces Edit Tonic Water', { exact: false }).waitFor();
      await panel().getByLabel('Changes').getByText('Added: 1 x Edit Soda Water').waitFor();
      const shown = await previewTotal();
      await page.getByLabel('Note to the customer (optional)').fill('We were out of tonic water.');
      await panel().getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('table', { name: 'Items', exact: true }).getByText('Edit Soda Water').waitFor();
      expect(await storedTotal()).toBe(shown);
      expect(await stockOf(t.db, 'northside', 'ED-3')).toBe(10);
      expect(await stockOf(t.db, 'northside', 'ED-4')).toBe(9);
    }));

  it("shows the server's refusal when the new total exceeds the card hold, and saves nothing", () =>
    withFailureShot(page, 'admin-order-edit-over-hold', async () => {
      const before = await storedTotal();
      await panel().getByRole('button', { name: 'Edit', exact: true }).click();
      await panel().getByRole('button', { name: 'Add item' }).click();
      await pickFromInventory('cognac', 'Edit Rare Cognac');
      const alert = panel().getByRole('alert');
      await alert.getByText(/exceeds the authorized \$[\d.]+: the customer must re-authorize payment\./).waitFor();
      expect(await panel().getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
      await screenshot(page, 'admin-order-edit-over-hold');
      await panel().getByRole('button', { name: 'Discard' }).click();
      expect(await storedTotal()).toBe(before);
      expect(await stockOf(t.db, 'northside', 'ED-5')).toBe(2);
    }));
});

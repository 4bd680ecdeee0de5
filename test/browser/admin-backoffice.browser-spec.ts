import { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { insertBeverage, insertItem, itemRow, linkBeverage, placeOrder, storeId } from '../e2e/admin-fixtures';

/** Waits until the page shows what a user would see (lists refresh after a short debounce). */
async function until(check: () => Promise<boolean>, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The store admin's back office, driven through the built front end (npm run build:backoffice):
 * sign in, read the dashboard, find and edit an item, import a CSV, take an order from ACCEPT to
 * Complete with an ID check, decline another and see its stock restored. Every screen is
 * photographed at desktop width and at 1024 px (the mobile layout).
 */
describe('store admin back office (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let northId: number;
  const ids: Record<string, number> = {};
  const orders: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    northId = await storeId(t.db, 'northside');
    const wine = await insertBeverage(t.db, 'Brisa Tempranillo', 'Wine');
    ids.tempranillo = await insertItem(t.db, northId, {
      itemNumber: 'T5-B-1',
      itemDescription: 'Brisa Tempranillo Reserva',
      unitPriceCents: 1899,
      availableToSell: 24,
      salesTaxPercent: 7,
    });
    ids.vodka = await insertItem(t.db, northId, {
      itemNumber: 'T5-B-2',
      itemDescription: 'Brisa Citrus Vodka',
      unitPriceCents: 2299,
      availableToSell: 12,
      salesTaxPercent: 7,
    });
    ids.amaro = await insertItem(t.db, northId, {
      itemNumber: 'T5-B-3',
      itemDescription: 'Brisa Amaro',
      unitPriceCents: 3150,
      availableToSell: 6,
      salesTaxPercent: 7,
    });
    ids.bitters = await insertItem(t.db, northId, {
      itemNumber: 'T5-B-4',
      itemDescription: 'Brisa Orange Bitters',
      unitPriceCents: 1100,
      availableToSell: 9,
      salesTaxPercent: 7,
    });
    await linkBeverage(t.db, ids.tempranillo, wine);
    const customer = await t.login('customer1', 'customer1');
    orders.accept = (
      await placeOrder(t.http, customer, [
        { itemId: 'T5-B-1', quantity: 2 },
        { itemId: 'T5-B-2', quantity: 1 },
        { itemId: 'T5-B-3', quantity: 1 },
        { itemId: 'T5-B-4', quantity: 1 },
      ])
    ).orderId;
    orders.decline = (await placeOrder(t.http, customer, [{ itemId: 'T5-B-3', quantity: 2 }])).orderId;
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /**
   * Waits until the sidebar is drawn for the window's width: docked beside the page above 1024 px,
   * a drawer over it at 1024 px or less (react-admin switches on a media query, after the resize).
   */
  async function sidebarFor(width: number) {
    await page
      .locator('.MuiDrawer-docked')
      .first()
      .waitFor({ state: width > 1024 ? 'attached' : 'detached' });
  }

  /** Photographs the screen at desktop width, then at 1024 px, and back. */
  async function shots(name: string) {
    const menuLabel = page.getByText('Inventory List', { exact: true }).first();
    const menuOpen = await menuLabel.isVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `admin-${name}-desktop`);
    await page.setViewportSize({ width: 1024, height: 900 });
    await sidebarFor(1024);
    // At 1024 px the sidebar is a drawer over the page (spec 9 mobile layout): photograph the page under it.
    const backdrop = page.locator('.MuiBackdrop-root').first();
    if (await backdrop.isVisible()) {
      await page.keyboard.press('Escape');
      await backdrop.waitFor({ state: 'hidden' });
    }
    await screenshot(page, `admin-${name}-1024`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await sidebarFor(1440);
    // Closing the drawer at 1024 px also folds the desktop sidebar: unfold it again.
    if (menuOpen && !(await menuLabel.isVisible())) {
      await page.getByRole('button', { name: /open menu/i }).click();
      await menuLabel.waitFor();
    }
  }

  it('signs in and shows the dashboard with the store’s figures; /admin redirects to it', () =>
    withFailureShot(page, 'admin-bo-dashboard', async () => {
      await page.goto(`${t.baseUrl}/admin/login`);
      await page.getByLabel('Email').fill('admin@northside.example');
      await page.getByLabel('Password').fill('northside1');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/admin\/dashboard$/, { waitUntil: 'commit' });
      const token = await page.evaluate(() => localStorage.getItem('adminToken'));
      const summary = (
        await t.http().get('/api/admin/dashboard/summary').set('Authorization', `Bearer ${token}`).expect(200)
      ).body;
      expect(summary.totalOrders).toBeGreaterThanOrEqual(2);
      await page.getByTestId('tile-totalOrders').getByText(String(summary.totalOrders), { exact: true }).waitFor();
      await page.getByTestId('tile-pendingOrders').getByText(String(summary.pendingOrders), { exact: true }).waitFor();
      for (const title of [
        'Total Order',
        'InProgress Order',
        'Pending Order',
        'Dispatch Order',
        'Sales Performance',
        'Total Sell',
        'Total Inventory',
      ]) {
        await page.getByRole('heading', { name: title, exact: true }).waitFor();
      }
      await page.locator('.recharts-bar-rectangle').first().waitFor();
      await page.locator('.recharts-pie').first().waitFor();
      await shots('dashboard');

      await page.goto(`${t.baseUrl}/admin`);
      await page.waitForURL(/\/admin\/dashboard$/, { waitUntil: 'commit' });
    }));
  it('collapses and expands the sidebar', () =>
    withFailureShot(page, 'admin-bo-sidebar', async () => {
      const menuLabel = page.getByText('Inventory List', { exact: true });
      await menuLabel.waitFor();
      await page.getByRole('button', { name: /close menu/i }).click();
      await menuLabel.waitFor({ state: 'hidden' });
      await screenshot(page, 'admin-sidebar-collapsed-desktop');
      await page.getByRole('button', { name: /open menu/i }).click();
      await menuLabel.waitFor();

      // At 1024 px or less the menu is a drawer that opens over the page and closes again.
      await page.setViewportSize({ width: 1024, height: 900 });
      await sidebarFor(1024);
      if (await menuLabel.isVisible()) await page.keyboard.press('Escape');
      await menuLabel.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /open menu/i }).click();
      await menuLabel.waitFor();
      await screenshot(page, 'admin-sidebar-drawer-1024');
      await page.keyboard.press('Escape');
      await menuLabel.waitFor({ state: 'hidden' });
      await page.setViewportSize({ width: 1440, height: 900 });
      await sidebarFor(1440);
      if (!(await menuLabel.isVisible())) await page.getByRole('button', { name: /open menu/i }).click();
      await menuLabel.waitFor();
    }));

  it('finds an item by its description and edits price and stock, with the change in its history', () =>
    withFailureShot(page, 'admin-bo-inventory', async () => {
      await page.getByRole('menuitem', { name: 'Inventory List' }).click();
      await page.waitForURL(/\/admin\/inventory-list/, { waitUntil: 'commit' });
      await page.getByPlaceholder('Search by item description').fill('brisa');
      const vodkaRow = page.getByRole('row', { name: /Brisa Citrus Vodka/ });
      await vodkaRow.waitFor();
      expect(await page.getByRole('row', { name: /Brisa/ }).count()).toBe(4);
      await vodkaRow.getByText('$22.99').waitFor();
      await shots('inventory-list');

      await vodkaRow.getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(new RegExp(`/admin/inventory-list/${ids.vodka}$`), { waitUntil: 'commit' });
      await page.getByLabel('Unit price ($)').fill('24.49');
      await page.getByLabel('Stock (units available to sell)').fill('30');
      await page.getByLabel('Unit sale price ($)').fill('30');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Sale price must be below the regular price.').waitFor();
      await page.getByLabel('Unit sale price ($)').fill('0');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/inventory-list(\?.*)?$/, { waitUntil: 'commit' });
      expect(await itemRow(t.db, ids.vodka)).toMatchObject({ unitPriceCents: 2449, availableToSell: 30 });
      await page
        .getByRole('row', { name: /Brisa Citrus Vodka/ })
        .getByText('$24.49')
        .waitFor();

      await page
        .getByRole('row', { name: /Brisa Citrus Vodka/ })
        .getByRole('link', { name: 'Edit' })
        .click();
      await page.getByText(/Price: 22\.99 → 24\.49/).waitFor();
      await page
        .getByText(/admin@northside\.example/)
        .first()
        .waitFor();
      await shots('inventory-edit');

      // The product edit request (spec 2.15 product-edit-page) starts from the item's details.
      await page.getByRole('link', { name: 'Request details change' }).click();
      await page.waitForURL(new RegExp(`/admin/product-edit-page/${ids.vodka}$`), { waitUntil: 'commit' });
      await until(
        async () => (await page.getByLabel(/^Name/).inputValue()) === 'Brisa Citrus Vodka',
        'the item name in the edit request',
      );
      expect(await page.getByLabel(/^Item number \/ SKU/).isDisabled()).toBe(true);
      await shots('product-edit-request');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(/\/admin\/inventory-list(\?.*)?$/, { waitUntil: 'commit' });
    }));

  it('edits price and stock of selected rows together', () =>
    withFailureShot(page, 'admin-bo-bulk', async () => {
      await page.waitForURL(/\/admin\/inventory-list(\?.*)?$/, { waitUntil: 'commit' });
      await page.getByPlaceholder('Search by item description').fill('brisa');
      await page
        .getByRole('row', { name: /Brisa Tempranillo/ })
        .getByRole('checkbox')
        .check();
      await page
        .getByRole('row', { name: /Brisa Citrus Vodka/ })
        .getByRole('checkbox')
        .check();
      await page.getByRole('button', { name: 'Edit price / stock' }).click();
      await page.getByLabel('Change').click();
      await page.getByRole('option', { name: 'Add to stock' }).click();
      await page.getByRole('dialog').getByRole('spinbutton', { name: 'Value' }).fill('5');
      await screenshot(page, 'admin-inventory-bulk-dialog-desktop');
      await page.getByRole('button', { name: 'Apply to 2 items' }).click();
      await page.getByText('2 items updated').waitFor();
      expect((await itemRow(t.db, ids.vodka)).availableToSell).toBe(35);
      expect((await itemRow(t.db, ids.tempranillo)).availableToSell).toBe(24 - 2 + 5);
    }));

  it('asks before deleting, and refuses an item on an open order with a clear message', () =>
    withFailureShot(page, 'admin-bo-delete', async () => {
      await page.getByPlaceholder('Search by item description').fill('brisa amaro');
      const row = page.getByRole('row', { name: /Brisa Amaro/ });
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Delete Brisa Amaro?').waitFor();
      await screenshot(page, 'admin-inventory-delete-confirm-desktop');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(/Brisa Amaro is on an open order \(#\d+, #\d+\) and cannot be deleted/).waitFor();
      expect(await itemRow(t.db, ids.amaro)).toBeTruthy();
    }));

  it("files a product add request with 'Send Request for Add'", () =>
    withFailureShot(page, 'admin-bo-add', async () => {
      await page.goto(`${t.baseUrl}/admin/inventory-list`);
      await page.getByRole('link', { name: 'Add product' }).click();
      await page.waitForURL(/\/admin\/product-add-page$/, { waitUntil: 'commit' });
      await page.getByLabel(/^Item number \/ SKU/).fill('T5-B-NEW');
      await page.getByLabel(/^Name/).fill('Brisa Orange Liqueur');
      await page.getByLabel('Type', { exact: true }).fill('Liqueur');
      await page.getByRole('button', { name: 'Add type' }).click();
      await page.getByLabel('Type', { exact: true }).fill('liqueur');
      await page.getByRole('button', { name: 'Add type' }).click();
      await page.getByText('liqueur is already in the list.').waitFor();
      await page.getByLabel('Keywords', { exact: true }).fill('   ');
      await page.getByRole('button', { name: 'Add keyword' }).click();
      await page.getByLabel('Size', { exact: true }).fill('750 ml');
      await page.getByLabel('Price ($)', { exact: true }).fill('27.50');
      await page.getByLabel('Quantity', { exact: true }).fill('6');
      await shots('product-add');
      await page.getByRole('button', { name: 'Send Request for Add' }).click();
      await page.getByText('Request sent: it waits for the super-admin’s review.').waitFor();
      await page.getByRole('region', { name: 'Your requests' }).getByText('Brisa Orange Liqueur').waitFor();
      const [pending] = await t.db.query(
        `SELECT main_category, unit_price_cents, is_review_pending, source FROM pending_item WHERE item_number = 'T5-B-NEW'`,
      );
      expect(pending).toEqual({
        main_category: 'Liqueur',
        unit_price_cents: 2750,
        is_review_pending: true,
        source: 'request',
      });
    }));

  it('imports a POS CSV: mapping, preview, apply and the report of rejected rows', () =>
    withFailureShot(page, 'admin-bo-import', async () => {
      await page.goto(`${t.baseUrl}/admin/inventory-list`);
      await page.getByRole('link', { name: 'Import CSV' }).click();
      await page.waitForURL(/\/admin\/inventory-sync$/, { waitUntil: 'commit' });
      await shots('inventory-sync-upload');
      const csv = [
        'SKU,Product Name,Case Pack,Retail $,QOH',
        'T5-B-1,Brisa Tempranillo Reserva,12,17.99,40',
        'T5-B-NEW2,Brisa Sparkling Rosé,6,15.00,12',
        'T5-B-2,Brisa Citrus Vodka,12,abc,5',
      ].join('\n');
      await page
        .getByLabel('CSV file')
        .setInputFiles({ name: 'brisa-pos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByText('brisa-pos.csv').waitFor();
      await shots('inventory-sync-mapping');
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText('1 item updated').waitFor();
      await page.getByText("Price is not an amount: 'abc'.").waitFor();
      // The preview says which column fills which field: 'Case Pack' is bottles per case, never the pack.
      const columns = page.getByRole('list', { name: 'Columns read' });
      await columns.getByText('Case Pack -> bottles per case', { exact: true }).waitFor();
      await columns
        .getByText('No pack column -> pack quantity from a pack word in the name (6PK, 12 PACK, 4/6), else 1')
        .waitFor();
      await shots('inventory-sync-preview');
      expect((await itemRow(t.db, ids.tempranillo)).unitPriceCents).toBe(1899);
      await page.getByRole('button', { name: /^Apply 2 changes$/ }).click();
      await page.getByText("Import applied. Every change is in each item's history.").waitFor();
      await page.getByText('1 new item for review').waitFor();
      await shots('inventory-sync-report');
      expect(await itemRow(t.db, ids.tempranillo)).toMatchObject({ unitPriceCents: 1799 });
      const [rose] = await t.db.query(
        `SELECT pack_quantity, case_quantity FROM pending_item WHERE item_number = 'T5-B-NEW2'`,
      );
      expect(rose).toEqual({ pack_quantity: 1, case_quantity: 6 });
    }));

  it('accepts an order on the desk and takes it to Complete with an ID check', () =>
    withFailureShot(page, 'admin-bo-accept', async () => {
      await page.getByRole('menuitem', { name: 'Order Status' }).click();
      await page.waitForURL(/\/admin\/order-status/, { waitUntil: 'commit' });
      for (const h of ['Order Status', 'Item Details', 'Price', 'Customer'])
        await page.locator('#main-content').getByText(h, { exact: true }).first().waitFor();
      // The search box searches: by product name, then by order id.
      await page.getByPlaceholder('Search items').fill('Brisa');
      await until(async () => (await page.getByRole('article').count()) === 2, 'two Brisa orders');
      await page.getByPlaceholder('Search items').fill(String(orders.accept));
      await until(async () => (await page.getByRole('article').count()) === 1, 'one order by id');
      const row = page.getByRole('article', { name: `Order ${orders.accept}` });
      await row.waitFor();
      await row.getByText('Total # of items: 5').waitFor();
      // Three items, then the toggle (spec 9).
      expect(await row.getByText('Brisa Orange Bitters').isVisible()).toBe(false);
      await row.getByRole('button', { name: 'Show all 4 items' }).click();
      await row.getByText('Brisa Orange Bitters').waitFor();
      await row.getByRole('button', { name: 'Show fewer items' }).click();
      await row.getByText('Brisa Orange Bitters').waitFor({ state: 'hidden' });
      await row.getByRole('button', { name: 'Need Help?' }).click();
      await page.getByRole('dialog').getByText('Store help line').waitFor();
      await page.getByRole('dialog').getByText('Northside Wine & Spirits').waitFor();
      await page.waitForTimeout(400); // let the dialog finish fading in
      await screenshot(page, 'admin-order-help-dialog-desktop');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await row.getByText(/^\d\d\/\d\d\/\d\d \d\d:\d\d (AM|PM)$/).waitFor();
      await shots('order-desk');
      await row.getByRole('button', { name: 'ACCEPT' }).click();
      await row.getByText('Accepted', { exact: true }).waitFor();
      await row.getByRole('link', { name: 'Full Info / Edit' }).click();
      await page.waitForURL(new RegExp(`/admin/order-status/order-item/${orders.accept}$`), { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Mark ready for pickup' }).click();
      await page.getByRole('button', { name: 'Mark complete' }).waitFor();
      await page.getByRole('button', { name: 'Record ID check' }).click();
      await page.getByLabel('Date of birth').fill('1985-07-14');
      await page.getByRole('dialog').getByRole('button', { name: 'Record ID check' }).click();
      await page.getByText(/Driver's license, /).waitFor();
      await page.getByRole('button', { name: 'Mark complete' }).click();
      await page.getByRole('heading', { level: 1, name: `Order #${orders.accept}` }).waitFor();
      await page.getByText('Ready for pickup → Complete').waitFor();
      await page.getByText('Captured', { exact: true }).waitFor();
      const [row2] = await t.db.query('SELECT order_status, transaction_status FROM customer_order WHERE id = $1', [
        orders.accept,
      ]);
      expect(row2).toEqual({ order_status: 'Complete', transaction_status: 'Captured' });
      await shots('order-detail');
      await page.emulateMedia({ media: 'print' });
      await screenshot(page, 'admin-order-detail-print');
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });
    }));

  it('declines another order with a reason and its stock comes back', () =>
    withFailureShot(page, 'admin-bo-decline', async () => {
      const before = (await itemRow(t.db, ids.amaro)).availableToSell;
      await page
        .getByRole('button', { name: 'Back to orders' })
        .or(page.getByRole('link', { name: 'Back to orders' }))
        .click();
      await page.getByPlaceholder('Search items').fill(String(orders.decline));
      const row = page.getByRole('article', { name: `Order ${orders.decline}` });
      await row.getByRole('button', { name: 'DECLINE' }).click();
      await page.getByLabel('Reason').fill('We are out of Brisa Amaro.');
      await screenshot(page, 'admin-order-decline-dialog-desktop');
      await page.getByRole('button', { name: 'Decline order' }).click();
      // A declined order leaves the Open tab (it needs no more work) for its own tab.
      await row.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: /^Declined/ }).click();
      await row.getByText('Declined', { exact: true }).waitFor();
      expect((await itemRow(t.db, ids.amaro)).availableToSell).toBe(before + 2);

      await page.getByRole('menuitem', { name: 'Inventory List' }).click();
      await page.getByPlaceholder('Search by item description').fill('brisa amaro');
      await page
        .getByRole('row', { name: /Brisa Amaro/ })
        .getByText(String(before + 2), { exact: true })
        .waitFor();
    }));

  it('sends an expired session back to the login screen, and back to the page after sign-in', () =>
    withFailureShot(page, 'admin-bo-expired', async () => {
      // A token whose expiry has passed (spec 4 Token expiry); the signature does not matter here.
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const expired = `${b64({ alg: 'HS256' })}.${b64({ sub: 1, exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
      await page.evaluate((tok) => localStorage.setItem('adminToken', tok), expired);
      await page.goto(`${t.baseUrl}/admin/order-status`);
      await page.waitForURL(/\/admin\/login$/, { waitUntil: 'commit' });
      await page.getByLabel('Email').fill('admin@northside.example');
      await page.getByLabel('Password').fill('northside1');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/admin\/order-status/, { waitUntil: 'commit' });

      // A token the server refuses (401) does the same.
      await page.evaluate(() => {
        const [h] = localStorage.getItem('adminToken')!.split('.');
        localStorage.setItem(
          'adminToken',
          `${h}.${btoa(JSON.stringify({ sub: 1, exp: 4102444800 })).replace(/=+$/, '')}.tampered`,
        );
      });
      await page.goto(`${t.baseUrl}/admin/inventory-list`);
      await page.waitForURL(/\/admin\/login$/, { waitUntil: 'commit' });
    }));
});

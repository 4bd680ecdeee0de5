import { createHash } from 'node:crypto';
import { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The super-admin back office through the built front end (npm run build:backoffice): sign in,
 * edit a master beverage with an image, map a pending store item to a suggestion, save another as a
 * new product, decline a third, add and remove a configurator value, create a store and invite its
 * admin. The steps build on each other, in order.
 */
describe('super-admin back office (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let northside: number;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    [{ id: northside }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'northside'`);
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    // After an action, the screens re-request nothing that answers 404.
    page.on('response', (res) => {
      if (res.status() === 404 && new URL(res.url()).pathname.startsWith('/api/'))
        notFound.push(`${res.request().method()} ${res.url()}`);
    });
  });
  /** The API calls answered 404 since the last `notFound.length = 0`. */
  const notFound: string[] = [];
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Retries a check for up to 5 s (a save completes shortly after the click). */
  async function eventually(check: () => Promise<void>) {
    for (let i = 0; ; i++) {
      try {
        return await check();
      } catch (e) {
        if (i >= 50) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await screenshot(page, `super-admin-${name}`);
  };
  /** The mapping page's row of a pending item (names may hold double spaces; item numbers are exact). */
  const row = (itemNumber: string) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: itemNumber, exact: true }) });
  const pending = (where: string) =>
    t.db
      .query(`SELECT * FROM pending_item WHERE store_id = $1 AND is_review_pending AND ${where} ORDER BY id LIMIT 1`, [
        northside,
      ])
      .then((r) => r[0]);

  it('signs in at /super-admin/login and lands on the inventory page; the sidebar collapses', () =>
    withFailureShot(page, 'super-admin-login', async () => {
      await page.goto(`${t.baseUrl}/super-admin/login`);
      await page.getByLabel('Email').fill('superadmin@example.com');
      await page.getByLabel('Password').fill('superadmin1');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/super-admin\/inventory-page/);
      await page.getByRole('columnheader', { name: 'Name' }).waitFor();
      expect(await page.locator('tbody tr').count()).toBeGreaterThan(20);
      expect(await page.locator('tbody tr img[src*="/api/images/"]').count()).toBeGreaterThan(0);
      for (const item of ['Inventory', 'Mapping', 'Configuration', 'Stores'])
        await page.getByRole('menuitem', { name: item }).waitFor();
      await shot('inventory');
      const sidebar = page.locator('.RaSidebar-fixed, .RaSidebar-paper').first();
      const wide = (await sidebar.boundingBox())!.width;
      await page
        .getByRole('button', { name: /close menu|open menu|toggle/i })
        .first()
        .click();
      // The sidebar folds with a transition: wait until it is narrower than it was.
      await page.waitForFunction(
        (before) =>
          (document.querySelector('.RaSidebar-fixed, .RaSidebar-paper')?.getBoundingClientRect().width ?? before) <
          before,
        wide,
      );
      expect((await sidebar.boundingBox())!.width).toBeLessThan(wide);
      await shot('sidebar-collapsed');
      await page
        .getByRole('button', { name: /close menu|open menu|toggle/i })
        .first()
        .click();
    }));

  it('searches the catalogue and edits a beverage with a new image; Save Changes goes back to the list', () =>
    withFailureShot(page, 'super-admin-edit', async () => {
      await page.getByPlaceholder(/Search by name/).fill('fireball cinnamon');
      // The list follows the search after a debounce and a round trip: wait for it, not for a fixed time.
      await page.waitForFunction(() =>
        /fireball/i.test(document.querySelector('tbody tr td:nth-child(2)')?.textContent ?? ''),
      );
      const row = page.locator('tbody tr').first();
      const name = (await row.locator('td').nth(1).innerText()).trim();
      expect(name).toMatch(/fireball/i);
      await row.getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(/\/super-admin\/product-edit-page\/\d+$/);
      const id = Number(page.url().split('/').pop());
      await page.getByLabel('Sub Region').fill('Kentucky Hills');
      await page.getByLabel('Varietal').fill('Not a grape');
      const png = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#b33a1c' } })
        .png()
        .toBuffer();
      await page.getByLabel('Image file').setInputFiles({ name: 'fireball.png', mimeType: 'image/png', buffer: png });
      await page.getByAltText('New image preview').waitFor();
      await shot('product-edit');
      // A failed save shows the spec's message and stays on the page.
      await page.route('**/api/beverageinventory/UpdateAllBeverage', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"boom"}' }),
      );
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Failed to save changes, please contact the admin.').waitFor();
      await shot('product-edit-failed');
      await page.unroute('**/api/beverageinventory/UpdateAllBeverage');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.waitForURL(/\/super-admin\/inventory-page/);
      const [saved] = await t.db.query('SELECT sub_region_two, type_of_grape, image_hash FROM beverage WHERE id = $1', [
        id,
      ]);
      expect(saved).toEqual({
        sub_region_two: 'Kentucky Hills',
        type_of_grape: 'Not a grape',
        image_hash: createHash('sha256').update(png).digest('hex'),
      });
    }));

  it('maps a pending item to the suggested master product', () =>
    withFailureShot(page, 'super-admin-map', async () => {
      const item = await pending('gtin IS NOT NULL');
      await page.getByRole('menuitem', { name: 'Mapping' }).click();
      await page.waitForURL(/\/super-admin\/mapping-page/);
      for (const c of [
        'Item#',
        'UPC Number',
        'Item Name',
        'Vintage',
        'Size',
        'Pack Type',
        'Pack Size',
        'Main Category',
      ])
        await page.getByRole('columnheader', { name: c, exact: true }).waitFor();
      await row(item.item_number).waitFor();
      await shot('mapping');
      await row(item.item_number)
        .getByRole('button', { name: /^ACCEPT/ })
        .click();
      await page.waitForURL(new RegExp(`/super-admin/mapping-edit-page/${item.item_number}`));
      for (const panel of ['Original item', 'Corrected entry', 'Item lookup'])
        await page.getByRole('region', { name: panel }).waitFor();
      // The react-admin resource's edit view reads its record again after a reload (the store from ?store=).
      await page.reload();
      await page.getByRole('region', { name: 'Original item' }).getByText(item.item_number, { exact: true }).waitFor();
      await page
        .getByText(/^same UPC and size/)
        .first()
        .waitFor();
      // Evidence and confidence per suggestion: a barcode + size match is marked as such.
      await page
        .getByText(/^Barcode \+ size · \d+ % confidence$/)
        .first()
        .waitFor();
      const mapButton = page.getByRole('button', { name: 'Map To Existing' });
      expect(await mapButton.isDisabled()).toBe(true);
      // The lookup search waits for more than 4 characters.
      await page.getByLabel('Search the catalogue').fill('fire');
      await page.getByText('Type at least 5 characters to search.').waitFor();
      await page.getByLabel('Search the catalogue').fill('fireball');
      await page.getByText('Search results').waitFor();
      await page.getByText('different size').first().waitFor();
      await page
        .getByRole('button', { name: /^Show Details of/ })
        .first()
        .click();
      await page
        .getByText(/^Brand:/)
        .first()
        .waitFor();
      await page
        .getByRole('button', { name: /^Hide Details of/ })
        .first()
        .waitFor();
      await page.getByRole('radio').first().check();
      expect(await mapButton.isDisabled()).toBe(false);
      await shot('mapping-edit');
      const suggestionId = (
        await t
          .http()
          .get(`/api/pendinginventory/suggestions?itemNumber=${item.item_number}&webUrl=northside`)
          .set('Authorization', `Bearer ${await t.login('superadmin', 'superadmin1')}`)
      ).body[0].id;
      notFound.length = 0;
      await mapButton.click();
      await page.waitForURL(/\/super-admin\/mapping-page\?store=northside/);
      await page.getByText('Mapping updated!').waitFor();
      await row(item.item_number).waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      expect(notFound).toEqual([]);
      const [after] = await t.db.query(
        'SELECT is_review_pending, is_approved, mapped_beverage_id FROM pending_item WHERE id = $1',
        [item.id],
      );
      expect(after).toEqual({ is_review_pending: false, is_approved: true, mapped_beverage_id: suggestionId });
      const [linked] = await t.db.query(
        'SELECT beverage_id FROM inventory_item WHERE store_id = $1 AND item_number = $2',
        [northside, item.item_number],
      );
      expect(linked.beverage_id).toBe(suggestionId);
    }));

  it('saves another pending item as a new product from the corrected entry', () =>
    withFailureShot(page, 'super-admin-new', async () => {
      const item = await pending(`item_name LIKE 'Tablas Creek%'`);
      await row(item.item_number)
        .getByRole('button', { name: /^ACCEPT/ })
        .click();
      await page.waitForURL(/mapping-edit-page/);
      await page.getByText(/No close match of the same size/).waitFor();
      const corrected = page.getByRole('region', { name: 'Corrected entry' });
      // The store's '750ML' is shown as the catalogue's own size value.
      expect(await corrected.getByRole('combobox', { name: 'Size', exact: true }).inputValue()).toBe('750 ml');
      await corrected.getByRole('combobox', { name: 'Sub Category', exact: true }).fill('Syrah');
      await page.getByRole('option', { name: 'Syrah', exact: true }).click();
      await corrected
        .getByRole('textbox', { name: 'Name', exact: true })
        .fill('Tablas Creek Patelin de Tablas Rouge 2021');
      await shot('mapping-save-new');
      notFound.length = 0;
      await page.getByRole('button', { name: 'Save As New Product' }).click();
      await page.waitForURL(/\/super-admin\/mapping-page/);
      await page.waitForLoadState('networkidle');
      expect(notFound).toEqual([]);
      const [created] = await t.db.query(
        `SELECT id, main_category, sub_category_1, size, size_ml, item_number FROM beverage WHERE item_name = 'Tablas Creek Patelin de Tablas Rouge 2021'`,
      );
      expect(created).toMatchObject({
        main_category: 'Wine',
        sub_category_1: 'Syrah',
        size: '750 ml',
        size_ml: 750,
        item_number: item.item_number,
      });
      const [after] = await t.db.query(
        'SELECT is_review_pending, is_approved, mapped_beverage_id FROM pending_item WHERE id = $1',
        [item.id],
      );
      expect(after).toEqual({ is_review_pending: false, is_approved: true, mapped_beverage_id: created.id });
    }));

  it("declines a third: 'Mapping updated!' and the row leaves the list", () =>
    withFailureShot(page, 'super-admin-decline', async () => {
      const item = await pending('gtin IS NULL AND inventory_item_id IS NULL');
      notFound.length = 0;
      await row(item.item_number)
        .getByRole('button', { name: /^DECLINE/ })
        .click();
      await page.getByText('Mapping updated!').waitFor();
      await row(item.item_number).waitFor({ state: 'detached' });
      await shot('mapping-declined');
      expect(notFound).toEqual([]);
      const [after] = await t.db.query('SELECT is_review_pending, is_approved FROM pending_item WHERE id = $1', [
        item.id,
      ]);
      expect(after).toEqual({ is_review_pending: false, is_approved: false });
    }));

  it('adds and removes a configurator value; blanks are ignored and duplicates refused', () =>
    withFailureShot(page, 'super-admin-configurator', async () => {
      await page.getByRole('menuitem', { name: 'Configuration' }).click();
      await page.waitForURL(/\/super-admin\/table-configurator/);
      for (const name of [
        'Alcohol Content',
        'Brand',
        'Country',
        'State',
        'Category',
        'Sub Category',
        'Vintage',
        'Pack Type',
        'Region',
        'Size',
      ]) {
        await page.getByRole('heading', { name: new RegExp(`^${name} \\(\\d+\\)$`) }).waitFor();
      }
      const country = page.getByRole('region', { name: /^Country/ });
      const countryValues = async () =>
        (await t.db.query(`SELECT prop_values FROM attribute_list WHERE prop_name = 'Country'`))[0]
          .prop_values as string[];
      const before = await countryValues();
      await country.getByLabel('New Country value').fill('   ');
      await country.getByRole('button', { name: 'Add to Country' }).click();
      await page.waitForTimeout(300);
      expect(await countryValues()).toEqual(before);
      await country.getByLabel('New Country value').fill(before[0].toUpperCase());
      await country.getByRole('button', { name: 'Add to Country' }).click();
      await country.getByText(`'${before[0].toUpperCase()}' is already in the list.`).waitFor();
      notFound.length = 0;
      await country.getByLabel('New Country value').fill('Georgia (country)');
      await country.getByRole('button', { name: 'Add to Country' }).click();
      await eventually(async () => expect(await countryValues()).toEqual([...before, 'Georgia (country)']));
      await country.getByLabel('Country values').click();
      await page.getByRole('option', { name: 'Georgia (country)' }).click();
      await shot('configurator');
      await country.getByRole('button', { name: 'Remove from Country' }).click();
      await page.getByRole('dialog', { name: "Remove 'Georgia (country)' from Country?" }).waitFor();
      await page.getByText('No product uses this value.').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await eventually(async () => expect(await countryValues()).toEqual(before));
      await page.waitForLoadState('networkidle');
      expect(notFound).toEqual([]);
    }));

  it('creates a store and invites its admin', () =>
    withFailureShot(page, 'super-admin-stores', async () => {
      await page.getByRole('menuitem', { name: 'Stores' }).click();
      await page.waitForURL(/\/super-admin\/stores/);
      await page.getByRole('cell', { name: 'Northside Wine & Spirits' }).waitFor();
      await shot('stores');
      await page.getByRole('link', { name: 'Add store' }).click();
      await page.getByLabel('Store name').fill('Lakeside Cellars');
      await page.getByLabel('Web URL (handle)').fill('lakeside');
      await page.getByLabel('Sales tax (%)').fill('6.5');
      await page.getByLabel('Delivery zones').fill('50010, 50011');
      await page.getByLabel('Location').fill('12 Lake Rd, Ames, IA');
      await page.getByLabel('Phone').fill('(515) 555-0199');
      await page.getByLabel('Time zone').fill('America/Denv');
      await page.getByRole('option', { name: 'America/Denver' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/super-admin\/stores\/\d+$/);
      const [store] = await t.db.query(
        `SELECT id, sales_tax_percent, delivery_zones, time_zone FROM store WHERE web_url = 'lakeside'`,
      );
      expect(store).toMatchObject({
        sales_tax_percent: '6.500',
        delivery_zones: ['50010', '50011'],
        time_zone: 'America/Denver',
      });
      await page.getByLabel('Admin email').fill('manager@lakeside.example');
      await page.getByRole('button', { name: 'Invite admin' }).click();
      await page.getByText('Invitation sent to manager@lakeside.example').waitFor();
      await page.getByText('manager@lakeside.example', { exact: true }).waitFor();
      await shot('store-edit');
      const [user] = await t.db.query(`SELECT role, store_id FROM app_user WHERE email = 'manager@lakeside.example'`);
      expect(user).toEqual({ role: 'admin', store_id: store.id });
      const mails = await t.db.query(`SELECT subject FROM mail_outbox WHERE to_address = 'manager@lakeside.example'`);
      expect(mails).toEqual([{ subject: 'You are invited to manage Lakeside Cellars' }]);
    }));

  it('manages search synonyms: adds one the storefront search applies at once, then edits and deletes it', () =>
    withFailureShot(page, 'super-admin-synonyms', async () => {
      await page.getByRole('menuitem', { name: 'Search synonyms' }).click();
      await page.waitForURL(/\/super-admin\/search-synonyms/);
      await page.getByRole('cell', { name: 'jd', exact: true }).waitFor();
      await page.getByRole('cell', { name: "jack daniel's", exact: true }).waitFor();
      await shot('search-synonyms');
      const search = async (text: string) =>
        (await t.http().get('/api/storeinventory/Listing').query({ search: text }).expect(200)).body.total as number;
      expect(await search('firewater')).toBe(0);
      await page.getByRole('link', { name: 'Add synonym' }).click();
      await page.getByLabel('Shoppers type').fill('firewater');
      await page.getByLabel('Also finds').fill('cinnamon whiskey, moonshine');
      await shot('search-synonym-create');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/super-admin\/search-synonyms$/);
      await page.getByRole('cell', { name: 'cinnamon whiskey, moonshine', exact: true }).waitFor();
      expect(await search('firewater')).toBeGreaterThan(0);

      await page.getByRole('cell', { name: 'firewater', exact: true }).click();
      await page.waitForURL(/\/super-admin\/search-synonyms\/\d+$/);
      await page.getByLabel('Also finds').fill('moonshine');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('cell', { name: 'moonshine', exact: true }).waitFor();
      expect(await search('firewater')).toBe(await search('moonshine'));

      await page.getByRole('cell', { name: 'firewater', exact: true }).click();
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(/\/super-admin\/search-synonyms$/);
      await eventually(async () => expect(await search('firewater')).toBe(0));
      expect(await t.db.query(`SELECT * FROM search_synonym WHERE term = 'firewater'`)).toEqual([]);
    }));
});

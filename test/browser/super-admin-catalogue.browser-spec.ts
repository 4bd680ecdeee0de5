import { readFileSync } from 'node:fs';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Through the built back office (npm run build:backoffice): the master catalogue's
 * filters and CSV export, the data-quality report, the configurator for long lists and bulk
 * review on the mapping page. The steps build on each other, in order.
 */
describe('super-admin catalogue quality (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    await page.goto(`${t.baseUrl}/super-admin/login`);
    await page.getByLabel('Email').fill('superadmin@example.com');
    await page.getByLabel('Password').fill('superadmin1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/super-admin\/inventory-page/);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await screenshot(page, `super-admin-catalogue-${name}`);
  };

  it('filters the master catalogue to unmapped masters and exports the list as CSV', () =>
    withFailureShot(page, 'super-admin-catalogue-filters', async () => {
      const [probe] = await t.db.query(
        `INSERT INTO beverage (item_name, size, size_ml, item_number, main_category) VALUES ('Zz Unmapped Probe Gin', '750 ml', 750, 'UP-1', 'Liquor') RETURNING id`,
      );
      await page.goto(`${t.baseUrl}/super-admin/inventory-page`);
      await page.getByRole('columnheader', { name: 'Name' }).waitFor();
      await page.getByRole('button', { name: 'Add filter' }).click();
      await page.getByRole('menu').getByText('Unmapped', { exact: true }).click();
      await page.getByPlaceholder('Search by name, brand, UPC or item number').fill('Unmapped Probe');
      await page.getByRole('cell', { name: 'Zz Unmapped Probe Gin', exact: true }).waitFor();
      expect(await page.locator('tbody tr').count()).toBe(1);
      await shot('unmapped-filter');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('master-catalogue.csv');
      const csv = readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\r\n');
      expect(csv).toHaveLength(2);
      expect(csv[1]).toContain('Zz Unmapped Probe Gin');
      await t.db.query('DELETE FROM beverage WHERE id = $1', [probe.id]);
    }));

  it('shows the data-quality report with a count per check and downloads it as CSV', () =>
    withFailureShot(page, 'super-admin-catalogue-quality', async () => {
      await page.getByRole('menuitem', { name: 'Data quality' }).click();
      await page.waitForURL(/\/super-admin\/catalogue-quality/);
      await page.getByRole('heading', { name: 'Data quality', level: 1 }).waitFor();
      for (const label of ['Duplicate barcode', 'Name with a code', 'No image', 'No category', 'No store items'])
        await page.getByRole('listitem').filter({ hasText: label }).waitFor();
      await page.getByRole('listitem').filter({ hasText: 'No store items' }).click();
      await page.getByRole('table', { name: 'No store items' }).waitFor();
      await shot('quality-report');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('catalogue-quality.csv');
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFFissue,id,beverage_id,item_number,item_name,detail,fix')).toBe(true);
      expect(csv).toContain('No store items,');
    }));

  it('fixes a brand that is a category word in one click; the count and the row follow', () =>
    withFailureShot(page, 'super-admin-catalogue-quality-fix', async () => {
      const [probe] = await t.db.query(
        `INSERT INTO beverage (item_name, brand, size, size_ml, item_number, main_category, sub_category_1, final_category, country)
         VALUES ('Tequila Zzprobe Anejo', 'Tequila', '750 ml', 750, 'QF-1', 'Liquor', 'Spirits', 'Tequila', 'Mexico') RETURNING id`,
      );
      await page.goto(`${t.baseUrl}/super-admin/catalogue-quality`);
      const tile = page.getByRole('listitem').filter({ hasText: 'Brand is a category word' });
      await tile.getByText('1', { exact: true }).waitFor();
      await tile.click();
      const table = page.getByRole('table', { name: 'Brand is a category word' });
      await table.getByText('Brand: Tequila -> Zzprobe').waitFor();
      await shot('quality-fix');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot('quality-fix-390');
      await page.setViewportSize({ width: 1440, height: 900 });
      await table.getByRole('button', { name: 'Fix Tequila Zzprobe Anejo' }).click();
      await page.getByText('Fixed: Brand: Tequila -> Zzprobe').waitFor();
      await tile.getByText('0', { exact: true }).waitFor();
      await page.getByText('Nothing to fix here.').waitFor();
      const [row] = await t.db.query('SELECT brand FROM beverage WHERE id = $1', [probe.id]);
      expect(row.brand).toBe('Zzprobe');
      await t.db.query('DELETE FROM beverage WHERE id = $1', [probe.id]);
    }));

  it('configurator: brand type-ahead, a comma refused with its reason, Remove asks with the usage count', () =>
    withFailureShot(page, 'super-admin-catalogue-configurator', async () => {
      await page.getByRole('menuitem', { name: 'Configuration' }).click();
      await page.waitForURL(/\/super-admin\/table-configurator/);
      const brand = page.getByRole('region', { name: /^Brand/ });
      const [{ prop_values: brands }] = await t.db.query(
        `SELECT prop_values FROM attribute_list WHERE prop_name = 'Brand'`,
      );
      expect(brands.length).toBeGreaterThan(500);
      // Type-ahead: a few letters narrow a long list.
      const [{ brand: used, n }] = await t.db.query(
        `SELECT brand, count(*)::int AS n FROM beverage WHERE brand = ANY($1) GROUP BY brand ORDER BY count(*) DESC, brand LIMIT 1`,
        [brands],
      );
      await brand.getByLabel('Brand values').fill(used.slice(0, 6));
      const options = page.getByRole('option');
      await options.first().waitFor();
      expect(await options.count()).toBeLessThan(brands.length);
      await page.getByRole('option', { name: used, exact: true }).click();
      await shot('configurator-typeahead');
      await brand.getByRole('button', { name: 'Remove from Brand' }).click();
      const dialog = page.getByRole('dialog', { name: `Remove '${used}' from Brand?` });
      await dialog.getByText(`${n} products use this value.`, { exact: false }).waitFor();
      await shot('configurator-remove-confirm');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(
        (await t.db.query(`SELECT prop_values FROM attribute_list WHERE prop_name = 'Brand'`))[0].prop_values,
      ).toContain(used);
      // A value with a comma is refused with the reason, and nothing is saved.
      await brand.getByLabel('New Brand value').fill('Eval, Comma');
      await brand.getByRole('button', { name: 'Add to Brand' }).click();
      await brand
        .getByText(
          "'Eval, Comma' contains a comma. Values are stored comma-joined, so it would become two values: use another character.",
        )
        .waitFor();
      const [{ prop_values: after }] = await t.db.query(
        `SELECT prop_values FROM attribute_list WHERE prop_name = 'Brand'`,
      );
      expect(after).toEqual(brands);
    }));

  it('bulk review: the origin of each pending item, a preview of the exact barcode + size matches, accepted in one action', () =>
    withFailureShot(page, 'super-admin-catalogue-bulk-review', async () => {
      await page.getByRole('menuitem', { name: 'Mapping' }).click();
      await page.waitForURL(/\/super-admin\/mapping-page/);
      await page.getByRole('columnheader', { name: 'Origin' }).waitFor();
      await page.getByRole('cell', { name: 'CSV import' }).first().waitFor();
      const [{ id: northside }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'northside'`);
      await page.getByRole('button', { name: 'Accept exact barcode + size matches' }).click();
      const dialog = page.getByRole('dialog', { name: 'Accept exact barcode + size matches' });
      const preview = dialog.getByRole('table', { name: 'Bulk accept preview' });
      await preview.waitFor();
      const rows = await preview.locator('tbody tr').count();
      expect(rows).toBeGreaterThan(0);
      await shot('bulk-preview');
      const open = async () =>
        (
          await t.db.query('SELECT count(*)::int AS n FROM pending_item WHERE store_id = $1 AND is_review_pending', [
            northside,
          ])
        )[0].n as number;
      const before = await open();
      await dialog.getByRole('button', { name: `Accept ${rows}` }).click();
      await page.getByText(new RegExp(`^Mapping updated! ${rows} mapped`)).waitFor();
      expect(await open()).toBe(before - rows);
      await shot('bulk-accepted');
    }));

  it("an edit request's mapping edit page shows the requested changes beside the master's values", () =>
    withFailureShot(page, 'super-admin-catalogue-edit-request', async () => {
      const [item] = await t.db.query(
        `SELECT i.id, i.item_number, b.item_name, b.size, b.size_ml FROM inventory_item i JOIN beverage b ON b.id = i.beverage_id
          JOIN store s ON s.id = i.store_id WHERE s.web_url = 'northside' AND b.brand <> '' ORDER BY i.id LIMIT 1`,
      );
      await t.db.query(
        `INSERT INTO pending_item (store_id, item_number, item_name, size, size_ml, source, inventory_item_id)
         SELECT id, $1, 'Renamed By The Store', $2, $3, 'request', $4 FROM store WHERE web_url = 'northside'`,
        [item.item_number, item.size, item.size_ml, item.id],
      );
      await page.goto(`${t.baseUrl}/super-admin/mapping-page?store=northside`);
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Renamed By The Store' }) });
      await row.getByRole('cell', { name: 'Edit request' }).waitFor();
      await row.getByRole('button', { name: /^ACCEPT/ }).click();
      await page.waitForURL(new RegExp(`/super-admin/mapping-edit-page/${item.item_number}`));
      await page.getByText('Edit request: changes against the master').waitFor();
      const diff = page.getByRole('table', { name: 'Requested changes' });
      const name = diff.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Item Name', exact: true }) });
      expect(await name.getAttribute('data-changed')).toBe('true');
      expect(await name.getByRole('cell').nth(1).innerText()).toBe(item.item_name);
      expect(await name.getByRole('cell').nth(2).innerText()).toBe('Renamed By The Store');
      const size = diff.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Size', exact: true }) });
      expect(await size.getAttribute('data-changed')).toBe('false');
      // The request left the brand blank: it asks for no change there.
      const brand = diff.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Brand', exact: true }) });
      expect(await brand.getAttribute('data-changed')).toBe('false');
      await shot('edit-request-diff');
    }));
});

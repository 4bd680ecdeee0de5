import { Browser, Page } from 'playwright-core';
import { QueryRunner } from 'typeorm';
import { launchBrowser, screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

const ITEMS = 300;

/**
 * The mapping screen's bulk accept through the built back office (npm run build:backoffice): the
 * accept starts a background job and a progress bar follows it (held at 100 of 300 by a row lock
 * the test takes, so the bar is seen mid-way, also after a reload and at 390, 1024 and 1440 px),
 * then the result is notified and the accepted items leave the queue.
 */
describe('bulk accept progress in the mapping screen (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let harbor: number;
  let hold: QueryRunner | undefined;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    [{ id: harbor }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'harbor'`);
    await t.db.query(`DELETE FROM pending_item WHERE store_id = $1`, [harbor]);
    await t.db.query(
      `INSERT INTO pending_item (store_id, item_number, item_name, size, size_ml, upc, gtin, source)
       SELECT $1, 'UI-' || lpad(k::text, 4, '0'), upper(b.item_name), b.size, b.size_ml, b.upc_number, b.gtin, 'csv'
         FROM (SELECT b.*, row_number() OVER (ORDER BY b.id) AS k FROM beverage b
                WHERE b.gtin IS NOT NULL AND b.size_ml IS NOT NULL AND b.item_name !~* '(proof|prf|%|\\d{4})'
                  AND NOT EXISTS (SELECT 1 FROM beverage o WHERE o.gtin = b.gtin AND o.size_ml = b.size_ml AND o.id <> b.id)
                  AND NOT EXISTS (SELECT 1 FROM inventory_item i WHERE i.store_id = $1 AND i.beverage_id = b.id)) b
        WHERE k <= $2`,
      [harbor, ITEMS],
    );
  });
  afterAll(async () => {
    await hold?.rollbackTransaction().catch(() => {});
    await hold?.release();
    await browser?.close();
    await t?.close();
  });

  it(
    'shows the job progressing as a bar, again after a reload, then notifies the result',
    () =>
      withFailureShot(page, 'bulk-accept-progress', async () => {
        await page.goto(`${t.baseUrl}/super-admin/login`);
        await page.getByLabel('Email').fill('superadmin@example.com');
        await page.getByLabel('Password').fill('superadmin1');
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL(/\/super-admin\/inventory-page/);
        await page.goto(`${t.baseUrl}/super-admin/mapping-page?store=harbor`);
        await page.getByRole('button', { name: 'Accept exact barcode + size matches' }).click();
        await page.getByRole('table', { name: 'Bulk accept preview' }).waitFor();
        // The job's worker waits at the 101st item (its first 100 commit in batches before it).
        hold = t.db.createQueryRunner();
        await hold.connect();
        await hold.startTransaction();
        await hold.query(`SELECT 1 FROM pending_item WHERE store_id = $1 AND item_number = 'UI-0101' FOR UPDATE`, [
          harbor,
        ]);
        await page.getByRole('button', { name: `Accept ${ITEMS}` }).click();
        const bar = page.getByRole('progressbar', { name: 'Bulk accept progress' });
        await bar.waitFor();
        await page.getByText(`100 of ${ITEMS} items done (100 mapped)`).waitFor();
        expect(await bar.getAttribute('aria-valuenow')).toBe('33');
        await expect(
          page.getByRole('button', { name: 'Accept exact barcode + size matches' }).isDisabled(),
        ).resolves.toBe(true);
        // A reload finds the job still running and shows its progress again.
        await page.reload();
        await page.getByText(`100 of ${ITEMS} items done (100 mapped)`).waitFor();
        for (const width of [390, 1024, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await page.getByText(`100 of ${ITEMS} items done (100 mapped)`).waitFor();
          // By its attributes: after the reload a role query missed the bar although it is drawn (see the screenshots).
          const box = await page.locator('[role="progressbar"][aria-label="Bulk accept progress"]').boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
          expect(box!.width).toBeGreaterThan(width / 2);
          await screenshot(page, `bulk-accept-progress-${width}`);
        }
        await hold.rollbackTransaction();
        await page.getByText(`Mapping updated! ${ITEMS} mapped.`).waitFor();
        await page.locator('[role="progressbar"][aria-label="Bulk accept progress"]').waitFor({ state: 'detached' });
        await page.getByText('No items of this store are waiting for review.').waitFor();
        const [{ open }] = await t.db.query(
          `SELECT count(*)::int AS open FROM pending_item WHERE store_id = $1 AND is_review_pending`,
          [harbor],
        );
        expect(open).toBe(0);
      }),
    300_000,
  );
});

import { Browser, Page } from 'playwright-core';
import { launchBrowser, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { listingApi, loginThroughForm, shootBothWidths, verifiedContext } from './storefront-support';

/** My Details edits the record, keeps saved addresses and changes the password. */
describe('storefront My Details', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  beforeEach(async () => {
    page = await (await verifiedContext(browser)).newPage();
  });
  afterEach(() => page.context().close());

  async function signIn(username: string, password: string) {
    await page.goto(`${t.baseUrl}/my-details`);
    await page.waitForURL(/\/login$/);
    await loginThroughForm(page, username, password);
    await page.waitForURL(/\/my-details$/);
    await page.getByRole('heading', { name: 'My Details', level: 1 }).waitFor();
  }

  it('edits name and phone with the registration messages; the profile popup shows the new name', () =>
    withFailureShot(page, 'my-details-profile', async () => {
      await signIn('customer1', 'customer1');
      const form = page.getByRole('form', { name: 'Your details' });
      await form.getByLabel('First Name').fill('A');
      await form.getByLabel('First Name').blur();
      await form.getByText('Name is required.').waitFor();
      await form.getByLabel('First Name').fill('Avery');
      await form.getByLabel('Phone').fill('(515) 555-0188');
      await form.getByRole('button', { name: 'Save details' }).click();
      await form.getByText('Your details have been saved.').waitFor();
      const [row] = await t.db.query(
        `SELECT c.first_name, c.phone_number FROM customer c JOIN app_user u ON u.id = c.user_id WHERE u.username = 'customer1'`,
      );
      expect(row).toEqual({ first_name: 'Avery', phone_number: '(515) 555-0188' });
      await page
        .getByRole('button', { name: /profile|account/i })
        .first()
        .click();
      await page
        .locator('#profile-popup')
        .getByText(/, Avery$/)
        .waitFor();
      await page.keyboard.press('Escape');
      await shootBothWidths(page, 'my-details');
    }));

  it('saves addresses: the first is the default, another can take over, one can be removed', () =>
    withFailureShot(page, 'my-details-addresses', async () => {
      await signIn('customer1', 'customer1');
      const section = page.getByRole('region', { name: 'Saved addresses' });
      await section.getByText('You have no saved addresses yet.').waitFor();
      for (const [label, line1, makeDefault] of [
        ['Home', '500 Grand Avenue', false],
        ['Office', '666 Walnut Street', true],
      ] as const) {
        await section.getByRole('button', { name: 'Add an address' }).click();
        const form = section.getByRole('form', { name: 'New address' });
        await form.getByRole('button', { name: 'Save address' }).click();
        await form.getByText('Label is required.').waitFor(); // nothing sent while a field is wrong
        await form.getByLabel('Label').fill(label);
        await form.getByLabel('Full Name').fill('Avery Martinez');
        await form.getByLabel('Address Line 1').fill(line1);
        await form.getByLabel('City').fill('Des Moines');
        await form.getByLabel('State').fill('IA');
        await form.getByLabel('Zip Code').fill('50309');
        if (makeDefault) await form.getByLabel('Use this address first at checkout').check();
        await form.getByRole('button', { name: 'Save address' }).click();
        await section.getByTestId('saved-address').filter({ hasText: line1 }).waitFor();
      }
      const cards = section.getByTestId('saved-address');
      expect(await cards.count()).toBe(2);
      // The default comes first, marked.
      await cards.first().getByText('Default').waitFor();
      expect(await cards.first().innerText()).toContain('Office');
      await shootBothWidths(page, 'my-details-addresses');
      await section.getByRole('button', { name: 'Remove Office' }).click();
      await cards.filter({ hasText: 'Office' }).waitFor({ state: 'detached' });
      await cards.first().getByText('Default').waitFor(); // Home took over
      const rows = await t.db.query(`SELECT label, is_default FROM saved_address ORDER BY id`);
      expect(rows).toEqual([{ label: 'Home', is_default: true }]);

      // Checkout fills in the default saved address.
      const listing = await listingApi(t, { category: 'Wine', subCategory: 'Wine', inStock: 'true', pageSize: '50' });
      const p = listing.items.find((x) => x.itemBySize.length === 1 && x.itemBySize[0].availableToSell > 2)!;
      await page.goto(`${t.baseUrl}/product/${p.itemNumber}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.goto(`${t.baseUrl}/checkout`);
      await page.getByLabel('Delivery').check();
      await page.waitForFunction(
        () =>
          (document.querySelector('input[name="shipping.addressLine1"]') as HTMLInputElement | null)?.value ===
          '500 Grand Avenue',
      );
      expect(await page.getByLabel('Full Name').first().inputValue()).toBe('Avery Martinez');
    }));

  it('changes the password only with the current one; the new one signs in', () =>
    withFailureShot(page, 'my-details-password', async () => {
      await signIn('customer2', 'customer2');
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByLabel('Current Password').fill('wrong-one');
      await form.getByLabel('New Password', { exact: true }).fill('customer2-new');
      await form.getByLabel('Confirm New Password').fill('customer2-other');
      await form.getByRole('button', { name: 'Change password' }).click();
      await form.getByText('Password and Confirm Password do not match.').waitFor();
      await form.getByLabel('Confirm New Password').fill('customer2-new');
      await form.getByRole('button', { name: 'Change password' }).click();
      await form.getByText('Your current password is incorrect.').waitFor();
      await form.getByLabel('Current Password').fill('customer2');
      await form.getByRole('button', { name: 'Change password' }).click();
      await form.getByText(/^Your password has been changed\./).waitFor();
      // Still signed in with the fresh token: the page keeps working.
      await page.reload();
      await page.getByRole('heading', { name: 'My Details', level: 1 }).waitFor();
      await t.http().post('/api/login').send({ username: 'customer2', password: 'customer2' }).expect(401);
      await t.http().post('/api/login').send({ username: 'customer2', password: 'customer2-new' }).expect(200);
    }));
});

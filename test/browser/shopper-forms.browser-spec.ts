import { Browser, Page } from 'playwright-core';
import { launchBrowser, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';
import { listingApi, loginThroughForm, shootBothWidths, until, verifiedContext } from './storefront-support';

const ZIP_MESSAGE = 'Please enter a 5-digit zip code.';
const STATE_MESSAGE = 'Please enter a US state, such as IA or Iowa.';
const UNDER_AGE = 'You must be 21 or older to order. The date of birth in My Details says you are under 21.';

/**
 * The shopper's forms say what is wrong where it is wrong: saved addresses (edited too), profile and
 * register refuse a zip that is not one and a state that is none; the date of birth can be cleared
 * and an under-21 one is flagged when typed and stops checkout before payment.
 */
describe('shopper forms: addresses, profile, register, date of birth', () => {
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

  async function signIn(username: string, path = '/my-details') {
    await page.goto(`${t.baseUrl}${path}`);
    await page.waitForURL(/\/login$/);
    await loginThroughForm(page, username, username);
    await page.waitForURL(new RegExp(`${path}$`));
  }
  const customerRow = async (username: string) =>
    (
      await t.db.query(
        `SELECT c.state, c.zip_code, to_char(c.date_of_birth, 'YYYY-MM-DD') AS dob
           FROM customer c JOIN app_user u ON u.id = c.user_id WHERE u.username = $1`,
        [username],
      )
    )[0] as { state: string; zip_code: string; dob: string | null };

  it('edits a saved address, and refuses a zip and a state that are not real with the field messages', () =>
    withFailureShot(page, 'shopper-forms-address-edit', async () => {
      const token = await t.login('customer1', 'customer1');
      await t
        .http()
        .post('/api/customer/me/addresses')
        .set('Authorization', `Bearer ${token}`)
        .send({
          label: 'Home',
          fullName: 'Ava Martinez',
          addressLine1: '500 Grand Avenue',
          city: 'Des Moines',
          state: 'IA',
          zipCode: '50309',
        })
        .expect(201);
      await signIn('customer1');
      const section = page.getByRole('region', { name: 'Saved addresses' });
      await section.getByRole('button', { name: 'Edit Home' }).click();
      const form = section.getByRole('form', { name: 'Edit Home' });
      await form.getByLabel('Zip Code').fill('abcde');
      await form.getByLabel('State').fill('Iowa!!');
      await form.getByRole('button', { name: 'Save address' }).click();
      await form.getByText(ZIP_MESSAGE).waitFor();
      await form.getByText(STATE_MESSAGE).waitFor();
      await shootBothWidths(page, 'address-edit-invalid');
      await form.getByLabel('Zip Code').fill('50310');
      await form.getByLabel('State').fill('Iowa');
      await form.getByLabel('City').fill('West Des Moines');
      await form.getByRole('button', { name: 'Save address' }).click();
      await section.getByTestId('saved-address').filter({ hasText: 'West Des Moines' }).waitFor();
      expect(await page.getByText('Unknown field', { exact: false }).count()).toBe(0);
      const rows = await t.db.query(`SELECT city, state, zip_code FROM saved_address ORDER BY id`);
      expect(rows).toEqual([{ city: 'West Des Moines', state: 'Iowa', zip_code: '50310' }]);
    }));

  it('profile: refuses zip "abcde" and state "Iowa!!", clears the date of birth and flags an under-21 one as typed', () =>
    withFailureShot(page, 'shopper-forms-profile', async () => {
      const token = await t.login('customer2', 'customer2');
      const me = (
        await t.http().get('/api/customer/customer2@example.com').set('Authorization', `Bearer ${token}`).expect(200)
      ).body;
      const { id: _id, emailAddress: _email, ...details } = me;
      await t
        .http()
        .put('/api/customer/me')
        .set('Authorization', `Bearer ${token}`)
        .send({ ...details, dateOfBirth: '1990-04-12' })
        .expect(200);
      await signIn('customer2');
      const form = page.getByRole('form', { name: 'Your details' });
      await form.getByLabel('Zip Code').fill('abcde');
      await form.getByLabel('State').fill('Iowa!!');
      await form.getByRole('button', { name: 'Save details' }).click();
      await form.getByText(ZIP_MESSAGE).waitFor();
      await form.getByText(STATE_MESSAGE).waitFor();
      expect(await customerRow('customer2')).toMatchObject({ state: me.state, zip_code: me.zipCode });
      await form.getByLabel('Zip Code').fill(me.zipCode);
      await form.getByLabel('State').fill(me.state);

      // An under-21 date is flagged as soon as it is entered, not first at checkout.
      const young = `${new Date().getFullYear() - 18}-03-01`;
      await form.getByLabel('Date of Birth').fill(young);
      await form
        .getByRole('alert')
        .getByText(/You must be 21 or older to order/)
        .waitFor();
      await shootBothWidths(page, 'profile-under-21');
      await form.getByLabel('Date of Birth').fill('1990-04-12');
      expect(await form.getByText(/You must be 21 or older to order/).count()).toBe(0);

      // The date of birth can be cleared, and stays cleared.
      await form.getByRole('button', { name: 'Clear date of birth' }).click();
      expect(await form.getByLabel('Date of Birth').inputValue()).toBe('');
      await form.getByRole('button', { name: 'Save details' }).click();
      await form.getByText('Your details have been saved.').waitFor();
      expect((await customerRow('customer2')).dob).toBeNull();
    }));

  it('register: refuses zip "abcde" and state "Iowa!!" with the field messages', () =>
    withFailureShot(page, 'shopper-forms-register', async () => {
      await page.goto(`${t.baseUrl}/register`);
      await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
      await page.getByLabel('State').fill('Iowa!!');
      await page.getByLabel('Zip Code').fill('abcde');
      await page.getByLabel('Username').focus();
      await page.getByText(ZIP_MESSAGE).waitFor();
      await page.getByText(STATE_MESSAGE).waitFor();
      await page.getByLabel('State').fill('ia');
      await page.getByLabel('Zip Code').fill('50309');
      await page.getByLabel('Username').focus();
      await page.getByText(ZIP_MESSAGE).waitFor({ state: 'detached' });
      expect(await page.getByText(STATE_MESSAGE).count()).toBe(0);
    }));

  it('checkout stops a customer under 21 before the payment tab, not at Confirm', () =>
    withFailureShot(page, 'shopper-forms-under-21-checkout', async () => {
      await t.db.query(
        `UPDATE customer SET date_of_birth = make_date(extract(year FROM now())::int - 19, 1, 1)
          WHERE user_id = (SELECT id FROM app_user WHERE username = 'customer1')`,
      );
      const listing = await listingApi(t, { category: 'Wine', subCategory: 'Wine', inStock: 'true', pageSize: '50' });
      const p = listing.items.find((x) => x.itemBySize.length === 1 && x.itemBySize[0].availableToSell > 2)!;
      await signIn('customer1', '/checkout');
      await page.goto(`${t.baseUrl}/product/${p.itemNumber}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') || '[]').length === 1);
      await page.goto(`${t.baseUrl}/checkout`);
      await page.getByLabel('Pick Up').check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('alert').getByText(UNDER_AGE).waitFor();
      expect(await page.getByRole('tab', { name: 'Order Type' }).getAttribute('aria-selected')).toBe('true');
      // Straight to Payment from the header: refused too, the card is never asked for.
      await page.getByRole('tab', { name: 'Payment' }).click();
      await page.getByRole('alert').getByText(UNDER_AGE).waitFor();
      expect(await page.getByLabel('Card Number').count()).toBe(0);
      await shootBothWidths(page, 'checkout-under-21');
      await t.db.query(
        `UPDATE customer SET date_of_birth = NULL WHERE user_id = (SELECT id FROM app_user WHERE username = 'customer1')`,
      );
    }));
});

/** Cart and checkout messages: the stepper stops at stock, Place Order explains itself, one message each. */
describe('cart and checkout messages', () => {
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

  async function signInAtCheckout() {
    await page.goto(`${t.baseUrl}/checkout`);
    await page.waitForURL(/\/login$/);
    await loginThroughForm(page, 'customer1', 'customer1');
    await page.waitForURL(/\/checkout$/);
  }
  /** A stocked single-size product of the demo catalogue with its price in a range (dollars). */
  async function product(category: string, min: number, max: number) {
    const listing = await listingApi(t, { category, subCategory: category, inStock: 'true', pageSize: '100' });
    return listing.items.find(
      (x) =>
        x.itemBySize.length === 1 &&
        x.itemBySize[0].availableToSell >= 10 &&
        x.itemBySize[0].currentPrice >= min &&
        x.itemBySize[0].currentPrice <= max,
    )!;
  }
  async function addToCart(itemNumber: string) {
    await page.goto(`${t.baseUrl}/product/${itemNumber}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForFunction(
      (n) => JSON.parse(localStorage.getItem('cart') || '[]').some((l: { itemNumber: string }) => l.itemNumber === n),
      itemNumber,
    );
  }

  it('cart +: stops at the stock, never one above, and says "Only N left in stock."', () =>
    withFailureShot(page, 'cart-stepper-stock', async () => {
      const p = await product('Wine', 5, 60);
      await t.db.query(
        `UPDATE inventory_item SET available_to_sell = 3
          WHERE item_number = $1 AND store_id = (SELECT id FROM store WHERE web_url = 'northside')`,
        [p.itemNumber],
      );
      await until(
        async () =>
          (await t.http().get(`/api/storeinventory/${p.itemNumber}`)).body.itemBySize[0].availableToSell === 3,
        'the catalogue to see 3 left',
      );
      await addToCart(p.itemNumber);
      await page.goto(`${t.baseUrl}/cart`);
      const line = page.getByTestId('cart-line');
      const plus = line.getByRole('button', { name: /^Increase quantity/ });
      const quantity = () => line.locator('output').innerText();
      await plus.click();
      await page.waitForFunction(() => document.querySelector('.cart-line output')?.textContent === '2');
      await plus.click();
      await page.waitForFunction(() => document.querySelector('.cart-line output')?.textContent === '3');
      await line.getByText('Only 3 left in stock.').waitFor();
      expect(await plus.isDisabled()).toBe(true);
      expect(await quantity()).toBe('3');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]')[0].quantity)).toBe(3);
      expect(await line.getByText('Only 3 left in stock.').count()).toBe(1);
      await shootBothWidths(page, 'cart-at-stock');
    }));

  it('Place Order is never greyed out: an invalid billing zip says so', () =>
    withFailureShot(page, 'checkout-billing-zip', async () => {
      await signInAtCheckout();
      await addToCart((await product('Wine', 30, 60)).itemNumber);
      await page.goto(`${t.baseUrl}/checkout`);
      await page.getByLabel('Pick Up').check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByLabel('Payment Type').selectOption('Credit Card');
      await page.getByLabel('Card Holder Name').fill('Ava Martinez');
      await page.getByLabel('Card Number').fill('4111111111111111');
      await page.getByLabel('Expiry Date').fill('2030-12');
      await page.getByLabel('CVV').fill('123');
      const billing = page.getByRole('region', { name: 'Billing address' });
      await billing.getByLabel('Full Name').fill('Ava Martinez');
      await billing.getByLabel('Address Line 1').fill('310 Court Avenue');
      await billing.getByLabel('City').fill('Des Moines');
      await billing.getByLabel('State').fill('IA');
      await billing.getByLabel('Zip Code').fill('abcde');
      const place = page.getByRole('button', { name: 'Place Order' });
      expect(await place.isDisabled()).toBe(false);
      await place.click();
      await page.getByRole('alert').getByText(`Billing address: ${ZIP_MESSAGE}`).waitFor();
      await billing.getByText(ZIP_MESSAGE).waitFor();
      await shootBothWidths(page, 'checkout-billing-zip');
      await billing.getByLabel('Zip Code').fill('50309');
      await place.click();
      await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    }));

  it('the $25 delivery minimum is said once; a cart that cannot ship is not asked for a shipping type', () =>
    withFailureShot(page, 'checkout-one-message', async () => {
      await signInAtCheckout();
      await addToCart((await product('Wine', 5, 15)).itemNumber);
      await page.goto(`${t.baseUrl}/checkout`);
      await page.getByLabel('Delivery').check();
      await page.getByLabel('Full Name').first().fill('Ava Martinez');
      await page.getByLabel('Address Line 1').fill('310 Court Avenue');
      await page.getByLabel('City').fill('Des Moines');
      await page.getByLabel('State').fill('IA');
      await page.getByLabel('Zip Code').fill('50309');
      const minimum = page.getByText('Delivery needs an order of at least $25.00.');
      await minimum.waitFor();
      const windows = page.getByTestId('delivery-windows');
      await windows.locator('input:not([disabled])').first().check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('button', { name: 'Continue', exact: true }).click(); // pressed twice: still once
      expect(await minimum.count()).toBe(1);
      expect(await page.getByRole('tab', { name: 'Order Type' }).getAttribute('aria-selected')).toBe('true');
      await shootBothWidths(page, 'checkout-delivery-minimum');

      // Spirits to New York: the reason is read, not "Please choose a shipping type."
      await page.evaluate(() => localStorage.removeItem('cart'));
      await addToCart((await product('Liquor', 20, 60)).itemNumber);
      await page.goto(`${t.baseUrl}/checkout`);
      await page.getByLabel('Shipping').check();
      await page.getByLabel('Zip Code').fill('10118');
      await page.getByLabel('City').fill('New York');
      await page.getByLabel('State').fill('NY');
      await page
        .getByRole('option', { name: 'This cart cannot be shipped to this address' })
        .waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByTestId('quote-problem').first().waitFor();
      expect(await page.getByText('Please choose a shipping type.').count()).toBe(0);
      expect(await page.getByRole('tab', { name: 'Order Type' }).getAttribute('aria-selected')).toBe('true');
      await shootBothWidths(page, 'checkout-cannot-ship');
    }));
});

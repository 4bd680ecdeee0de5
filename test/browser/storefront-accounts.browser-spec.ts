import { Browser, Page } from 'playwright-core';
import { launchBrowser, withFailureShot } from '../support/browser';
import { lastMailTo } from '../support/mailbox';
import { startTestApp, TestApp } from '../support/test-app';
import { loginThroughForm, shootBothWidths, verifiedContext } from './storefront-support';

/** Spec 2.5-2.7 and 5: login, register and forgot password on the built storefront. */
describe('storefront accounts (login, register, forgot password)', () => {
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

  const submit = () => page.getByRole('button', { name: 'Submit' });

  it('register: shows each field message, keeps Submit disabled until valid, then the completion modal', () =>
    withFailureShot(page, 'register', async () => {
      await page.goto(`${t.baseUrl}/register`);
      await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
      expect(await submit().isDisabled()).toBe(true);

      // Touch every required field empty: each shows its own message.
      for (const label of [
        'First Name',
        'Phone',
        'Email',
        'Address Line 1',
        'City',
        'State',
        'Country',
        'Zip Code',
        'Username',
        'Password',
      ]) {
        await page.getByLabel(label, { exact: true }).focus();
        await page.getByLabel(label, { exact: true }).blur();
      }
      for (const message of [
        'Name is required.',
        'Phone number is required.',
        'Email is required.',
        'Address Line 1 is required.',
        'City is required.',
        'State is required.',
        'Country is required.',
        'Zip Code is required.',
        'Username is required.',
        'Password is required.',
      ]) {
        await page.getByText(message, { exact: true }).waitFor();
      }
      await shootBothWidths(page, 'register-errors');

      // Wrong formats and lengths.
      await page.getByLabel('First Name').fill('A');
      await page.getByLabel('Phone').fill('12345');
      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByLabel('Username').fill('abcd');
      await page.getByLabel('Password').fill('12345');
      await page.getByLabel('Password').blur();
      await page.getByText('Name is required.', { exact: true }).waitFor();
      await page.getByText('Please enter valid phone number.', { exact: true }).waitFor();
      await page.getByText('Invalid email format.', { exact: true }).waitFor();
      await page.getByText('Username must be at least 5 characters.', { exact: true }).waitFor();
      await page.getByText('Password must be at least 6 characters.', { exact: true }).waitFor();
      expect(await submit().isDisabled()).toBe(true);

      await page.getByLabel('First Name').fill('Nora');
      await page.getByLabel('Last Name').fill('Quinn');
      await page.getByLabel('Phone').fill('(515) 555-0199');
      await page.getByLabel('Email', { exact: true }).fill('nora.quinn@example.com');
      await page.getByLabel('Address Line 1').fill('12 Elm Street');
      await page.getByLabel('City').fill('Des Moines');
      await page.getByLabel('State').fill('IA');
      await page.getByLabel('Country').fill('USA');
      await page.getByLabel('Zip Code').fill('50309');
      await page.getByLabel('Username').fill('noraquinn');
      await page.getByLabel('Password').fill('secret12');
      await page.getByLabel('Password').blur();
      expect(await page.locator('.field__error').count()).toBe(0);
      expect(await submit().isDisabled()).toBe(false);
      await submit().click();

      const dialog = page.getByRole('dialog', { name: 'Registration Completed!' });
      await dialog.getByText('Your registration has been completed successfully').waitFor();
      await shootBothWidths(page, 'register-done');
      await dialog.getByRole('button', { name: 'Go to Login' }).click();
      await page.waitForURL(/\/login$/);

      // The new account signs in.
      await loginThroughForm(page, 'noraquinn', 'secret12');
      await page.waitForURL((url) => url.pathname === '/');
    }));

  it('register: a taken username or email shows the server message', () =>
    withFailureShot(page, 'register-duplicate', async () => {
      await page.goto(`${t.baseUrl}/register`);
      const fill = async (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
      await fill('First Name', 'Ava');
      await fill('Phone', '515-555-0101');
      await fill('Email', 'customer1@example.com');
      await fill('Address Line 1', '1 Main St');
      await fill('City', 'Des Moines');
      await fill('State', 'IA');
      await fill('Country', 'USA');
      await fill('Zip Code', '50309');
      await fill('Username', 'customer1');
      await fill('Password', 'secret12');
      await submit().click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect((await alert.textContent())?.length).toBeGreaterThan(5);
      expect(await page.getByRole('dialog', { name: 'Registration Completed!' }).count()).toBe(0);
    }));

  it('login: messages, disabled button, the spec failure text, and return to the previous page', () =>
    withFailureShot(page, 'login', async () => {
      await page.goto(`${t.baseUrl}/offers/1`);
      await page.getByRole('heading', { name: 'Offer Details' }).waitFor();
      await page.getByRole('link', { name: 'Profile: log in' }).click();
      await page.waitForURL(/\/login$/);

      const login = page.getByRole('button', { name: 'Login', exact: true });
      expect(await login.isDisabled()).toBe(true);
      await page.getByLabel('Username').focus();
      await page.getByLabel('Username').blur();
      await page.getByText('Please enter your username.', { exact: true }).waitFor();
      await page.getByLabel('Password').fill('123');
      await page.getByLabel('Password').blur();
      await page.getByText('Password must be at least 6 characters.', { exact: true }).waitFor();
      expect(await login.isDisabled()).toBe(true);
      await shootBothWidths(page, 'login-errors');

      await loginThroughForm(page, 'customer1', 'wrong-password');
      await page.getByText('Username or password is incorrect.', { exact: true }).waitFor();
      expect(page.url()).toMatch(/\/login$/);

      await page.getByLabel('Password').fill('customer1');
      await login.click();
      await page.waitForURL(/\/offers\/1$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser')))!)).toEqual({
        email: 'customer1@example.com',
        role: 'customer',
      });
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('customer')))!).emailAddress).toBe(
        'customer1@example.com',
      );

      // Profile popup: 'lastName, firstName' and its links; Logout clears the session.
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByText('Martinez, Ava', { exact: true }).waitFor();
      const popup = page.locator('#profile-popup');
      for (const link of ['My Details', 'Order History', 'Wishlist'])
        await popup.getByRole('link', { name: link, exact: true }).waitFor();
      await shootBothWidths(page, 'profile-popup');
      await popup.getByRole('link', { name: 'My Details', exact: true }).click();
      await page.getByRole('heading', { name: 'My Details' }).waitFor();
      await page.getByText('customer1@example.com').waitFor();
      await shootBothWidths(page, 'my-details');
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('link', { name: 'Profile: log in' }).waitFor();
      expect(
        await page.evaluate(() => [
          localStorage.getItem('token'),
          localStorage.getItem('currentUser'),
          localStorage.getItem('customer'),
        ]),
      ).toEqual([null, null, null]);
      // Logout also ended the session on the server: the old token no longer reads the record.
      expect(await statusOnceRevoked(`/api/customer/customer1%40example.com`, token)).toBe(401);
    }));

  it('login straight from /login returns to the home page, not the login page', () =>
    withFailureShot(page, 'login-home', async () => {
      await page.goto(`${t.baseUrl}/login`);
      await loginThroughForm(page, 'customer2', 'customer2');
      await page.waitForURL((url) => url.pathname === '/');
    }));

  it('forgot password: email step, the emailed 6-digit code, new password, then login with it', () =>
    withFailureShot(page, 'forgot-password', async () => {
      await page.goto(`${t.baseUrl}/login`);
      await page.getByRole('link', { name: 'Forgot Password' }).click();
      await page.waitForURL(/\/forgot-password$/);
      const step1 = page.getByRole('dialog', { name: 'Forgot Password' });
      await step1.waitFor();
      expect(await step1.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
      await step1.getByLabel('Email').fill('customer2@');
      await step1.getByLabel('Email').blur();
      await step1.getByText('Please enter a valid email address.', { exact: true }).waitFor();
      await shootBothWidths(page, 'forgot-step1');
      await step1.getByLabel('Email').fill('customer2@example.com');
      await step1.getByRole('button', { name: 'Submit' }).click();

      const step2 = page.getByRole('dialog', { name: 'Reset Password' });
      await step2.waitFor();
      await step2.getByLabel('New Password').fill('123');
      await step2.getByLabel('New Password').blur();
      await step2.getByText('Password must be at least 6 characters.', { exact: true }).waitFor();
      await step2.getByLabel('Confirm Password').fill('12');
      await step2.getByLabel('Confirm Password').blur();
      await step2.getByText('Confirm Password must be at least 6 characters.', { exact: true }).waitFor();
      await step2.getByLabel('New Password').fill('brand-new-1');
      await step2.getByLabel('Confirm Password').fill('brand-new-2');
      await step2.getByLabel('Confirm Password').blur();
      await step2.getByText('Password and Confirm Password do not match.', { exact: true }).waitFor();
      expect(await step2.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
      await shootBothWidths(page, 'forgot-step2');

      // A wrong code is refused with the server's message.
      await step2.getByLabel('Confirm Password').fill('brand-new-1');
      await step2.getByLabel('Code').fill('000000');
      const code = await emailedCode('customer2@example.com');
      if (code === '000000') await step2.getByLabel('Code').fill('999999');
      await step2.getByRole('button', { name: 'Submit' }).click();
      await step2.getByText('The code is invalid or has expired.').waitFor();

      await step2.getByLabel('Code').fill(code);
      await step2.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/login$/);
      await loginThroughForm(page, 'customer2', 'brand-new-1');
      await page.waitForURL((url) => url.pathname === '/');
    }));

  it('forgot password: Cancel goes back to /login', () =>
    withFailureShot(page, 'forgot-cancel', async () => {
      await page.goto(`${t.baseUrl}/forgot-password`);
      await page.getByRole('dialog', { name: 'Forgot Password' }).getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(/\/login$/);
    }));

  it('an invited store admin opens the mailed link and sets a password in one step, then signs in', () =>
    withFailureShot(page, 'invite-link', async () => {
      const su = await t.login('superadmin', 'superadmin1');
      const stores = await t.http().get('/api/admin/stores').set('Authorization', `Bearer ${su}`).expect(200);
      const harbor = stores.body.find((s: { webUrl: string }) => s.webUrl === 'harbor');
      await t
        .http()
        .post('/api/admin/store-admins')
        .set('Authorization', `Bearer ${su}`)
        .send({ email: 'new.manager@harbor.example', storeId: harbor.id })
        .expect(201);
      const mail = await lastMailTo(t, 'new.manager@harbor.example', 'store-admin-invite');
      const link = /(\/forgot-password\?\S+)/.exec(mail.text)![1];
      await page.goto(`${t.baseUrl}${link}`);
      const dialog = page.getByRole('dialog', { name: 'Reset Password' });
      expect(await dialog.getByLabel('Code').inputValue()).toMatch(/^\d{6}$/);
      await dialog.getByLabel('New Password', { exact: true }).fill('manager1');
      await dialog.getByLabel('Confirm Password').fill('manager1');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/login$/);
      const res = await t
        .http()
        .post('/api/login')
        .send({ email: 'new.manager@harbor.example', password: 'manager1' })
        .expect(200);
      expect(res.body.user.role).toBe('admin');
    }));

  async function emailedCode(email: string): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const mail = await lastMailTo(t, email).catch(() => null);
      const m = mail && /\b(\d{6})\b/.exec(mail.text);
      if (m) return m[1];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no reset code was mailed to ${email}`);
  }

  /** The status of a call with this token, once the sign-out request (sent in the background) is through. */
  async function statusOnceRevoked(path: string, token: string): Promise<number> {
    let status = 0;
    for (let i = 0; i < 50 && status !== 401; i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      status = (await t.http().get(path).set('Authorization', `Bearer ${token}`)).status;
    }
    return status;
  }
});

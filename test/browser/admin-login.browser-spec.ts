import { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

describe('admin-area login screen (spec 2.5, 5)', () => {
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
    page = await (await browser.newContext()).newPage();
  });
  afterEach(() => page.context().close());

  it('shows the validation messages once touched and keeps Login disabled while invalid', () =>
    withFailureShot(page, 'admin-login-validation', async () => {
      await page.goto(`${t.baseUrl}/admin/login`);
      const login = page.getByRole('button', { name: 'Login' });
      await expectDisabled(login);
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Password').fill('123');
      await page.getByLabel('Email').click();
      await page.getByText('Please enter a valid email.').waitFor();
      await page.getByText('Password must be at least 6 characters.').waitFor();
      await expectDisabled(login);
      await screenshot(page, 'admin-login-validation');
    }));

  it('refuses a wrong password with the admin text (no final full stop)', () =>
    withFailureShot(page, 'admin-login-wrong', async () => {
      await page.goto(`${t.baseUrl}/admin/login`);
      await page.getByLabel('Email').fill('admin@northside.example');
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Username or password is incorrect', { exact: true }).waitFor();
    }));

  it('signs a store admin in and lands on the dashboard', () =>
    withFailureShot(page, 'admin-login-ok', async () => {
      await page.goto(`${t.baseUrl}/admin/login`);
      await page.getByLabel('Email').fill('admin@northside.example');
      await page.getByLabel('Password').fill('northside1');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/admin\/dashboard$/);
      await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
      await screenshot(page, 'admin-dashboard-shell');
    }));

  it('logs out through the user menu, which also ends the session on the server', () =>
    withFailureShot(page, 'admin-logout', async () => {
      await page.goto(`${t.baseUrl}/admin/login`);
      await page.getByLabel('Email').fill('admin@northside.example');
      await page.getByLabel('Password').fill('northside1');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/admin\/dashboard$/);
      const token = (await page.evaluate(() => localStorage.getItem('adminToken')))!;
      await t.http().get('/api/admin/orders').set('Authorization', `Bearer ${token}`).expect(200);

      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL(/\/admin\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
      let status = 0;
      for (let i = 0; i < 50 && status !== 401; i++) {
        if (i) await new Promise((r) => setTimeout(r, 100));
        status = (await t.http().get('/api/admin/orders').set('Authorization', `Bearer ${token}`)).status;
      }
      expect(status).toBe(401);
    }));

  it('signs a super-admin in at /super-admin/login and lands on the inventory page', () =>
    withFailureShot(page, 'superadmin-login-ok', async () => {
      await page.goto(`${t.baseUrl}/super-admin/login`);
      await page.getByLabel('Email').fill('superadmin@example.com');
      await page.getByLabel('Password').fill('superadmin1');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/super-admin\/inventory-page$/);
    }));
});

async function expectDisabled(locator: ReturnType<Page['getByRole']>) {
  expect(await locator.isDisabled()).toBe(true);
}

import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** CHROME_PATH, else Debian's /usr/bin/chromium, else the binary shipped by @sparticuz/chromium. */
async function executablePath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'])
    if (existsSync(p)) return p;
  const sparticuz = (await import('@sparticuz/chromium')).default as { executablePath(): Promise<string> };
  return sparticuz.executablePath();
}

/** Headless Chromium; `extraArgs` adds command-line switches (e.g. a host resolver rule). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: await executablePath(), headless: true, args: [...FLAGS, ...extraArgs] });
}

export const RESULTS_DIR = join(__dirname, '..', '..', 'test-results');

/** Keeps a screenshot under test-results/ (failures and screens we look at). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Runs a browser step and keeps a screenshot named after the test when it fails.
 */
export async function withFailureShot<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    await screenshot(page, `FAILED-${name}`).catch(() => {});
    throw e;
  }
}

/**
 * A new 1440 px page signed in to the store-admin back office as Northside's admin, on the dashboard
 * (`options` are passed to the browser context, e.g. acceptDownloads).
 */
export async function storeAdminPage(
  browser: Browser,
  baseUrl: string,
  options: { acceptDownloads?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Email').fill('admin@northside.example');
  await page.getByLabel('Password').fill('northside1');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/dashboard$/, { waitUntil: 'commit' });
  return page;
}

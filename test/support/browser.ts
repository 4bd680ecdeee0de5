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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await executablePath(), headless: true, args: FLAGS });
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

import { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Through the built back offices, at 1024 and 1440 px: no list scrolls sideways;
 * (more checks below).
 */
describe('back-office polish (browser)', () => {
  let t: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function signIn(area: 'admin' | 'super-admin', email: string, password: string) {
    await page.goto(`${t.baseUrl}/${area}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/login'), { waitUntil: 'commit' });
  }

  /** The sidebar's screens (every list of the area). */
  async function screens(area: string): Promise<string[]> {
    await page.locator('.RaSidebar-fixed a[href], .RaMenu-open a[href]').first().waitFor();
    const hrefs = await page.$$eval('.RaSidebar-fixed a[href]', (as) => as.map((a) => a.getAttribute('href')!));
    return [...new Set(hrefs)].filter((h) => h.startsWith(`/${area}/`));
  }

  /** Page width beyond the window, and the elements that overflow it, at the current viewport. */
  async function overflow(): Promise<{ scroll: number; client: number; wide: string[] }> {
    return page.evaluate(() => {
      const doc = document.documentElement;
      const wide: string[] = [];
      for (const el of Array.from(document.querySelectorAll('main *'))) {
        const r = el.getBoundingClientRect();
        if (r.right > doc.clientWidth + 1 && r.width > 0 && !el.closest('.MuiTabs-scroller'))
          wide.push(
            `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 2).join('.')} ${Math.round(r.right)}`,
          );
      }
      // A list that scrolls sideways inside its own box counts too.
      for (const el of Array.from(document.querySelectorAll('main *'))) {
        const style = getComputedStyle(el);
        // A row of tabs with scroll arrows (the order desk's statuses) is not a list scrolling sideways.
        if (el.classList.contains('MuiTabs-scroller')) continue;
        // A box that scrolls sideways, or hides (clips) part of the list table it holds.
        const clips = style.overflowX !== 'visible' && (style.overflowX !== 'hidden' || el.querySelector('table'));
        if (clips && el.scrollWidth > el.clientWidth + 1)
          wide.push(
            `scroller ${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ${el.scrollWidth} > ${el.clientWidth}`,
          );
      }
      return { scroll: doc.scrollWidth, client: doc.clientWidth, wide: wide.slice(-8) };
    });
  }

  async function measureAll(area: 'admin' | 'super-admin') {
    const found: string[] = [];
    for (const href of await screens(area)) {
      for (const width of [1440, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${t.baseUrl}${href}`);
        await page.waitForLoadState('networkidle');
        const o = await overflow();
        if (o.scroll > o.client || o.wide.some((w) => w.startsWith('scroller')))
          found.push(`${href} @${width}: ${o.scroll} > ${o.client} ${o.wide.join(', ')}`);
        await screenshot(page, `polish-${area}${href.replace(/\//g, '_')}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    return found;
  }

  it('store admin: no screen of the sidebar scrolls sideways at 1440 or 1024 px', () =>
    withFailureShot(page, 'polish-admin-width', async () => {
      await signIn('admin', 'admin@northside.example', 'northside1');
      expect(await measureAll('admin')).toEqual([]);
    }));

  it('super-admin: no screen of the sidebar scrolls sideways at 1440 or 1024 px', () =>
    withFailureShot(page, 'polish-super-width', async () => {
      await signIn('super-admin', 'superadmin@example.com', 'superadmin1');
      expect(await measureAll('super-admin')).toEqual([]);
    }));
});

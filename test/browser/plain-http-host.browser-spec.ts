import { Browser, Page } from 'playwright-core';
import { launchBrowser, withFailureShot } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The shop opened as an operator would after deploying it behind plain HTTP: on a host name that is
 * not localhost (Chromium resolves shop.test to this machine). Browsers exempt localhost from
 * `upgrade-insecure-requests`, so only a real host name shows whether the page's scripts load.
 */
describe('the shop over plain HTTP on a host name', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let base: string;
  /** What the browser refused or failed to load: CSP reports in the console and failed requests. */
  let problems: string[];

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    base = `http://shop.test:${new URL(t.baseUrl).port}`;
    browser = await launchBrowser(['--host-resolver-rules=MAP shop.test 127.0.0.1']);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
    problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
    });
    page.on('requestfailed', (r) => problems.push(`${r.url()}: ${r.failure()?.errorText}`));
  });
  afterEach(() => page.context().close());

  it('renders the storefront home (not stuck on Loading...)', () =>
    withFailureShot(page, 'plain-http-storefront', async () => {
      const res = await page.goto(`${base}/`);
      expect(res?.headers()['strict-transport-security']).toBeUndefined();
      await page.getByRole('dialog', { name: 'Are you 21 years of age or older?' }).waitFor({ timeout: 10_000 });
      // The gate is in the first paint; the app's scripts then replace "Loading..." (they would not
      // run if the page sent them over https).
      await page.getByText('Loading...').waitFor({ state: 'detached', timeout: 20_000 });
      expect(problems).toEqual([]);
    }));

  for (const area of ['admin', 'super-admin'])
    it(`renders the ${area} login`, () =>
      withFailureShot(page, `plain-http-${area}-login`, async () => {
        await page.goto(`${base}/${area}/login`);
        await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 10_000 });
        await page.getByLabel('Email').waitFor();
        expect(problems).toEqual([]);
      }));
});

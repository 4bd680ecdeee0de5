import { BrowserContext, Page } from 'playwright-core';
import { withFailureShot } from '../support/browser';
import { PHONE, storefrontSuite, verifiedContext } from './storefront-support';

/**
 * How the storefront loads (the Lighthouse mobile scores of docs/performance.md; `npm run lighthouse` measures them,
 * these checks keep their causes fixed in the everyday suite): nothing jumps while a page fills in,
 * the page frame shows before the scripts run, and a product or listing opened by its URL fetches its
 * code and its data side by side, once.
 */
describe('storefront page load', () => {
  const suite = storefrontSuite();
  let context: BrowserContext;
  let page: Page;
  afterEach(() => context?.close());

  /** Chrome's layout shifts of this load, not caused by input: the page's cumulative layout shift. */
  const layoutShift = (p: Page) =>
    p.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
              if (!e.hadRecentInput) total += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );

  const pages = () => [
    { name: 'home', path: '/', ready: (p: Page) => p.getByTestId('featured-link').nth(7).waitFor() },
    {
      name: 'listing',
      path: '/products/wine/wine',
      ready: (p: Page) => p.getByTestId('product-card').nth(3).waitFor(),
    },
    {
      name: 'product',
      path: `/product/${suite.productId}`,
      ready: (p: Page) => p.getByRole('heading', { level: 1 }).waitFor(),
    },
  ];

  for (const firstVisit of [false, true]) {
    it(`nothing shifts while home, listing and product pages load on a phone${firstVisit ? ' (first visit, age gate open)' : ''}`, async () => {
      for (const target of pages()) {
        context = firstVisit
          ? await suite.browser.newContext({ viewport: PHONE })
          : await verifiedContext(suite.browser, PHONE);
        page = await context.newPage();
        await withFailureShot(page, `page-load-cls-${target.name}${firstVisit ? '-gate' : ''}`, async () => {
          await page.goto(suite.t.baseUrl + target.path);
          await target.ready(page);
          if (firstVisit) await page.getByRole('dialog', { name: 'Are you 21 years of age or older?' }).waitFor();
          await page.waitForLoadState('networkidle');
          const cls = await layoutShift(page);
          if (cls >= 0.1) throw new Error(`${target.name}: layout shift ${cls.toFixed(3)} (Lighthouse wants < 0.1)`);
        });
        await context.close();
      }
    });
  }

  it('shows the page frame and a loading line before any script has run', async () => {
    context = await verifiedContext(suite.browser, PHONE);
    page = await context.newPage();
    await withFailureShot(page, 'page-load-shell', async () => {
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${suite.t.baseUrl}/products/wine/wine`);
      expect(await page.locator('main').textContent()).toBe('Loading...');
      const nav = await page.locator('header.navbar').boundingBox();
      expect(nav?.height).toBeGreaterThanOrEqual(56); // the same bar the app draws, so nothing moves when it does
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    });
  });

  for (const target of [
    {
      name: 'product',
      path: () => `/product/${suite.productId}`,
      chunk: /\/assets\/ProductPage-[\w-]+\.js$/,
      data: (u: string) => u.endsWith(`/api/storeinventory/${suite.productId}`),
    },
    {
      name: 'listing',
      path: () => '/products/wine/wine',
      chunk: /\/assets\/ListingPage-[\w-]+\.js$/,
      data: (u: string) => /\/api\/storeinventory\/Listing\?.*\bpage=1\b/.test(u),
    },
  ]) {
    it(`a ${target.name} page opened by its URL asks for its data once, while its code is still loading`, async () => {
      context = await verifiedContext(suite.browser, PHONE);
      page = await context.newPage();
      await withFailureShot(page, `page-load-parallel-${target.name}`, async () => {
        // Hold the route's code back until its data is asked for (at most 5 s, however busy the
        // machine): the data must be on the way before the code arrives, not after it.
        let codeArrived = false;
        let askedWhileCodeHeld = false;
        const dataRequests: string[] = [];
        let dataAsked!: () => void;
        const asked = new Promise<void>((resolve) => (dataAsked = resolve));
        await page.route(target.chunk, async (route) => {
          await Promise.race([asked, new Promise((r) => setTimeout(r, 5000))]);
          codeArrived = true;
          await route.continue();
        });
        page.on('request', (r) => {
          if (!target.data(r.url())) return;
          dataRequests.push(r.url());
          if (!codeArrived) askedWhileCodeHeld = true;
          dataAsked();
        });
        await page.goto(suite.t.baseUrl + target.path());
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(codeArrived).toBe(true);
        expect(askedWhileCodeHeld).toBe(true);
        expect(dataRequests).toHaveLength(1);
      });
    });
  }

  it("names each page's largest picture, code and data in its HTML, and the browser fetches each once", async () => {
    const html = async (path: string) => (await suite.t.http().get(path).expect(200)).text;
    const product = (await suite.t.http().get(`/api/storeinventory/${suite.productId}`).expect(200)).body;
    const productHtml = await html(`/product/${suite.productId}`);
    expect(product.imageUrl).toMatch(/^\/api\/images\//);
    // The picture's preload names the variants its <img> offers (storefront-lcp-image checks them).
    expect(productHtml).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${product.imageUrl}?w=640" imagesrcset="${product.imageUrl}?w=300 300w,`,
    );
    expect(productHtml).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/storeinventory/${suite.productId}">`,
    );
    expect(productHtml).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ProductPage-[\w-]+\.js">/);
    expect(await html('/')).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/assets\/banner-1-[\w-]+\.svg">/,
    );
    const listingHtml = await html('/products/wine/wine');
    expect(listingHtml).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ListingPage-[\w-]+\.js">/);
    // A collection's listing: its data and its first two cards' pictures, the ones the page shows first.
    const listingData = '/api/storeinventory/Listing?category=wine&page=1&pageSize=24';
    const cards = (await suite.t.http().get(listingData).expect(200)).body.items.slice(0, 2);
    expect(listingHtml).toContain(
      `<link rel="preload" as="fetch" crossorigin href="${listingData.replace(/&/g, '&amp;')}">`,
    );
    for (const card of cards)
      expect(listingHtml).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${card.thumbnailUrl}" imagesrcset=`,
      );
    expect(await html('/products/wine/wine?onSale=true')).not.toContain('rel="preload"');
    expect(await html('/cart')).not.toContain('rel="preload"');

    context = await verifiedContext(suite.browser, PHONE);
    page = await context.newPage();
    await withFailureShot(page, 'page-load-hints', async () => {
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      const withQuery: string[] = [];
      page.on('request', (r) => withQuery.push(new URL(r.url()).pathname + new URL(r.url()).search));
      await page.goto(`${suite.t.baseUrl}/product/${suite.productId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const count = (path: string) => requests.filter((r) => r === path).length;
      // One variant of the picture, once: the preload, the frame's picture and the app's are one fetch.
      expect(count(product.imageUrl)).toBe(1);
      expect(count(`/api/storeinventory/${suite.productId}`)).toBe(1);

      // The listing's hinted data and pictures are the very ones the page uses: each fetched once.
      withQuery.length = 0;
      requests.length = 0;
      await page.goto(`${suite.t.baseUrl}/products/wine/wine`);
      await page.getByTestId('product-card').nth(3).waitFor();
      await page.waitForLoadState('networkidle');
      const seen = (url: string) => withQuery.filter((r) => r === url).length;
      expect(seen(listingData)).toBe(1);
      for (const card of cards) expect(count(new URL(card.thumbnailUrl, suite.t.baseUrl).pathname)).toBe(1);
    });
  });
});

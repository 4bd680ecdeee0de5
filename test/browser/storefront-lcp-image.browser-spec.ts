import { BrowserContext, Page } from 'playwright-core';
import { screenshot, withFailureShot } from '../support/browser';
import { storefrontSuite } from './storefront-support';

/**
 * The largest picture of home, listing and product pages (their Largest Contentful Paint, what
 * Lighthouse's mobile score waits for): at 390 px (a phone at 1.75x, as Lighthouse emulates one),
 * 1024 and 1440 px it is the page's own picture (but the home page's on a wide screen, see below),
 * asked for first (fetchpriority=high, never lazy),
 * in a variant sized for the screen (srcset and sizes), and it paints before any script has run:
 * the server draws it in the page's first frame (backend/common/http/storefront-first-picture.ts).
 */
describe('storefront largest picture', () => {
  const suite = storefrontSuite();
  let context: BrowserContext;
  afterEach(() => context?.close());

  const pages = () => [
    // The first banner is a small vector picture: on a wide screen Chrome counts it as too plain to
    // be a largest paint (bits per pixel), and the banner's words are; on a phone it is the one.
    { name: 'home', path: '/', img: '[data-testid="banner"] img', sized: false, largest: (w: number) => w < 640 },
    {
      name: 'listing',
      path: '/products/wine/wine',
      img: '[data-testid="product-card"] img',
      sized: true,
      largest: () => true,
    },
    { name: 'product', path: `/product/${suite.productId}`, img: 'img.product__img', sized: true, largest: () => true },
  ];
  const screens = [
    // A phone as Lighthouse emulates one: its layout follows the page's viewport tag.
    { width: 390, height: 844, scale: 1.75, isMobile: true },
    { width: 1024, height: 768, scale: 1, isMobile: false },
    { width: 1440, height: 900, scale: 1, isMobile: false },
  ];

  /** The page's Largest Contentful Paint so far: its URL (the picture's) and time. */
  const largestPaint = (p: Page) =>
    p.evaluate(
      () =>
        new Promise<{ url: string; startTime: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as unknown as { url: string; startTime: number };
            resolve({ url: last.url, startTime: last.startTime });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );

  /** What the picture is and how it is asked for, once the app has drawn the page. */
  const pictureOf = (p: Page, selector: string) =>
    p
      .locator(selector)
      .first()
      .evaluate((img: HTMLImageElement) => ({
        currentSrc: img.currentSrc,
        fetchPriority: img.getAttribute('fetchpriority'),
        loading: img.getAttribute('loading'),
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        shownWidth: img.getBoundingClientRect().width,
      }));

  for (const screen of screens) {
    it(`is the page's own picture, asked for first, sized for a ${screen.width} px screen`, async () => {
      context = await suite.browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: screen.scale,
        isMobile: screen.isMobile,
      });
      await context.addInitScript(() => sessionStorage.setItem('ageVerified', 'verified'));
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      for (const target of pages()) {
        await withFailureShot(page, `lcp-${target.name}-${screen.width}`, async () => {
          requested.length = 0;
          await page.goto(suite.t.baseUrl + target.path);
          await page.locator(target.img).first().waitFor();
          await page.waitForLoadState('networkidle');
          const picture = await pictureOf(page, target.img);
          expect(picture.fetchPriority).toBe('high');
          expect(picture.loading).not.toBe('lazy');
          if (target.largest(screen.width)) {
            // A listing's first two cards are as large: the one whose picture came first is it.
            const firsts = await page
              .locator(target.img)
              .evaluateAll(
                (imgs: HTMLImageElement[], n) => imgs.slice(0, n).map((i) => new URL(i.currentSrc).pathname),
                target.name === 'listing' ? 2 : 1,
              );
            const lcp = await largestPaint(page);
            expect(firsts).toContain(lcp.url && new URL(lcp.url).pathname);
          }
          if (target.sized) {
            // A variant of the server's (AVIF or WebP), wide enough for the screen and not the next
            // size up: the browser picked it from srcset by sizes.
            const widths = picture.srcset!.split(', ').map((c) => Number(/ (\d+)w$/.exec(c)![1]));
            expect(picture.sizes).toBeTruthy();
            const chosen = Number(new URL(picture.currentSrc).searchParams.get('w'));
            expect(widths).toContain(chosen);
            const needed = picture.shownWidth * screen.scale;
            const smaller = widths.filter((w) => w < chosen);
            expect(smaller.every((w) => w < needed * 0.9)).toBe(true);
            // One variant, once: the preload, the frame's picture and the app's pick the same one.
            const path = new URL(picture.currentSrc).pathname;
            expect(requested.filter((r) => r === path)).toHaveLength(1);
          }
          await screenshot(page, `storefront-lcp-${target.name}-${screen.width}`);
        });
      }
    });
  }

  /** The size an image is shown at and the variant it shows. */
  const shown = (img: HTMLImageElement) => {
    const r = img.getBoundingClientRect();
    return { width: Math.round(r.width), height: Math.round(r.height), src: img.currentSrc };
  };

  it('paints before any script has run, on a first visit too (the age gate open over it), as large as the app then draws it', async () => {
    for (const firstVisit of [false, true]) {
      context = await suite.browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      if (!firstVisit) await context.addInitScript(() => sessionStorage.setItem('ageVerified', 'verified'));
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      const live = await context.newPage();
      for (const target of pages()) {
        const name = `lcp-frame-${target.name}${firstVisit ? '-gate' : ''}`;
        await withFailureShot(page, name, async () => {
          // The server names a product's or listing's picture once its catalogue answers quickly.
          for (let tries = 0; ; tries++) {
            await page.goto(suite.t.baseUrl + target.path);
            if ((await page.locator('main img').count()) > 0 || tries === 20) break;
          }
          const frame = page.locator('main img').first();
          await page.waitForFunction(
            (img) => img !== null && (img as HTMLImageElement).complete,
            await frame.elementHandle(),
          );
          expect(await frame.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          expect(await frame.getAttribute('fetchpriority')).toBe('high');
          expect(await frame.getAttribute('loading')).toBeNull();
          const lcp = await largestPaint(page);
          expect(new URL(lcp.url).pathname).toBe(
            new URL(await frame.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname,
          );
          if (firstVisit) await page.getByRole('dialog', { name: 'Are you 21 years of age or older?' }).waitFor();
          await screenshot(page, `storefront-${name}`);
          // The app's own copy: the same variant at the same size, so it is no larger paint.
          if (!firstVisit) {
            await live.goto(suite.t.baseUrl + target.path);
            const appImg = live.locator(target.img).first();
            await appImg.waitFor();
            expect(await appImg.evaluate(shown)).toEqual(await frame.evaluate(shown));
          }
        });
      }
      await context.close();
    }
  });
});

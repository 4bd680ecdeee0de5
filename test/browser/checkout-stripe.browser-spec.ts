import { Browser, Page } from 'playwright-core';
import { screenshot, withFailureShot } from '../support/browser';
import { STAND_IN_KEYS, startStripeStandIn, StripeStandIn } from '../support/stripe-stand-in';
import { startTestApp, TestApp } from '../support/test-app';
import { loginThroughForm, verifiedContext } from './storefront-support';

/**
 * Spec 2.11's checkout with PAYMENT_GATEWAY=stripe: the Payment tab shows Stripe's Payment Element
 * (here the stand-in Stripe.js the stand-in server serves), the card goes from the browser to
 * "Stripe" only, and the order is placed with the confirmed intent's id.
 */
describe('checkout with Stripe (Payment Element, against the stand-ins)', () => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let itemNumber: string;
  /** Every request body the browser sent to our API (/api/...). */
  let apiBodies: string[];

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await startTestApp({
      listen: true,
      env: {
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_SECRET_KEY: STAND_IN_KEYS.secretKey,
        STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.publishableKey,
        STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
        STRIPE_API_BASE: standIn.url,
      },
    });
    const { launchBrowser } = await import('../support/browser');
    browser = await launchBrowser();
    const rows = await t.db.query(
      `SELECT i.item_number FROM inventory_item i JOIN store s ON s.id = i.store_id
        WHERE s.web_url = 'northside' AND i.is_available AND i.available_to_sell >= 30 AND i.unit_price_cents BETWEEN 3000 AND 6000
          AND i.pack_quantity = 1 AND i.beverage_id IS NOT NULL AND i.size_description = '750 ml'
        ORDER BY i.item_number LIMIT 1`,
    );
    itemNumber = rows[0].item_number;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await standIn?.close();
  });
  beforeEach(async () => {
    page = await (await verifiedContext(browser)).newPage();
    apiBodies = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiBodies.push(r.postData() ?? '');
    });
  });
  afterEach(() => page.context().close());

  /** Signs in, puts one bottle in the cart and walks a pickup order to the Payment tab. */
  async function toPaymentTab() {
    await page.goto(`${t.baseUrl}/checkout`);
    await page.waitForURL(/\/login$/);
    await loginThroughForm(page, 'customer1', 'customer1');
    await page.waitForURL(/\/checkout$/);
    await page.goto(`${t.baseUrl}/product/${itemNumber}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') || '[]').length === 1);
    await page.goto(`${t.baseUrl}/checkout`);
    await page.getByLabel('Pick Up').check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click(); // cart tab
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Card number (Stripe test card)').waitFor();
  }

  /** Types a Stripe test card into the element, then Place Order, the age box and Confirm and Place Order. */
  async function payWith(card: string) {
    await page.getByLabel('Card number (Stripe test card)').fill(card);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    await page.getByLabel(/I confirm that I am 21 years of age or older/).check();
    await page.getByRole('button', { name: 'Confirm and Place Order' }).click();
  }

  /** No body the browser sent to our API holds a card number (the digits, grouped or not). */
  function expectNoCardNumberSent(digits: string) {
    expect(apiBodies.length).toBeGreaterThan(0);
    const grouped = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    for (const body of apiBodies) {
      expect(body).not.toContain(digits);
      expect(body).not.toContain(grouped);
      expect(body).not.toMatch(/"(cardNumber|cvv)"/);
    }
  }

  it('pays in the Payment Element: the order is placed on a held intent and no card number reaches us', () =>
    withFailureShot(page, 'checkout-stripe', async () => {
      await toPaymentTab();
      // Stripe's element replaces our card fields; the billing address and Place Order stay.
      expect(await page.getByLabel('Card Number', { exact: true }).count()).toBe(0);
      expect(await page.getByLabel('CVV').count()).toBe(0);
      expect(await page.getByLabel('Payment Type').count()).toBe(0);
      await page.getByRole('region', { name: 'Billing address' }).waitFor();
      for (const [width, height] of [
        [390, 844],
        [1440, 900],
      ]) {
        await page.setViewportSize({ width, height });
        await page.waitForFunction((w) => window.innerWidth === w, width);
        await screenshot(page, `storefront-checkout-stripe-payment-${width}`);
      }
      await payWith('4242 4242 4242 4242');
      await page.getByRole('heading', { name: 'Order placed successfully!' }).waitFor();
      const orderId = Number((await page.getByTestId('order-id').textContent())!.replace('#', ''));
      const [order] = await t.db.query('SELECT total_cents FROM customer_order WHERE id = $1', [orderId]);
      const confirms = standIn.calls.filter((c) => /\/v1\/payment_intents\/pi_\w+\/confirm$/.test(c.path));
      expect(confirms).toHaveLength(1);
      expect(confirms[0].body).toContain('payment_method=pm_card_visa');
      const intentId = confirms[0].path.split('/')[3];
      const intent = standIn.ledger.intent(intentId);
      expect(intent.status).toBe('requires_capture');
      expect(intent.amount).toBeGreaterThanOrEqual(order.total_cents); // the hold: total plus padding
      const orderBody = apiBodies.find((b) => b.includes('"orderItems"'))!;
      expect(JSON.parse(orderBody).payment).toEqual({ paymentIntentId: intentId });
      expectNoCardNumberSent('4242424242424242');
    }));

  it("shows Stripe's reason for a declined card in the error area; another card (3-D Secure) then pays", () =>
    withFailureShot(page, 'checkout-stripe-declined', async () => {
      await toPaymentTab();
      await payWith('4000 0000 0000 9995');
      await page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' }).waitFor();
      expect(await page.getByRole('alert').textContent()).toBe(
        'Error in placing your order! Your card has insufficient funds.',
      );
      await screenshot(page, 'storefront-checkout-stripe-declined');
      expect(apiBodies.some((b) => b.includes('"orderItems"'))).toBe(false); // no order was sent
      await page.getByRole('button', { name: 'Back to Payment' }).click();
      await payWith('4000 0025 0000 3155');
      await page.getByRole('heading', { name: 'Order placed successfully!' }).waitFor();
      expectNoCardNumberSent('4000000000009995');
      expectNoCardNumberSent('4000002500003155');
    }));
});

import { Browser, Page } from 'playwright-core';
import { screenshot, withFailureShot } from '../support/browser';
import { deliveredMails } from '../support/mailbox';
import { NORTHSIDE_ADDRESS, orderBody } from '../e2e/orders-fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { cartBadge, loginThroughForm, shootBothWidths, verifiedContext } from './storefront-support';

/** The checkout journeys: from an empty cart to 'Order placed successfully!' and the order in the history. */
describe('checkout and order history (spec 2.11, 2.12)', () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let item: { itemNumber: string; name: string };
  let spirit: string;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    const { launchBrowser } = await import('../support/browser');
    browser = await launchBrowser();
    // A well-stocked single bottle of the demo catalogue (customer1 starts with no orders).
    const rows = await t.db.query(
      `SELECT i.item_number FROM inventory_item i JOIN store s ON s.id = i.store_id
        WHERE s.web_url = 'northside' AND i.is_available AND i.available_to_sell >= 30 AND i.unit_price_cents BETWEEN 3000 AND 6000
          AND i.pack_quantity = 1 AND i.beverage_id IS NOT NULL AND i.size_description = '750 ml'
        ORDER BY i.item_number LIMIT 1`,
    );
    item = { itemNumber: rows[0].item_number, name: '' };
    const spirits = await t.db.query(
      `SELECT i.item_number FROM inventory_item i JOIN store s ON s.id = i.store_id JOIN beverage b ON b.id = i.beverage_id
        WHERE s.web_url = 'northside' AND i.is_available AND i.available_to_sell >= 30 AND i.unit_price_cents BETWEEN 2000 AND 6000
          AND i.pack_quantity = 1 AND b.main_category = 'Liquor' AND i.size_description = '750 ml' AND i.unit_sale_price_cents = 0
        ORDER BY i.item_number DESC LIMIT 1`,
    );
    spirit = spirits[0].item_number;
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

  async function addItemToCart() {
    await page.goto(`${t.baseUrl}/product/${item.itemNumber}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') || '[]').length === 1);
    item.name = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]')[0].name);
    await page.goto(`${t.baseUrl}/checkout`);
  }

  async function payAndPlace(card: string, shots?: string) {
    await page.getByRole('tab', { name: 'Your Cart' }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click(); // cart tab
    await page.getByRole('button', { name: 'Continue to Payment' }).click(); // details tab
    const place = page.getByRole('button', { name: 'Place Order' });
    expect(await place.isDisabled()).toBe(false); // never greyed out: pressed too early, it says what is missing
    await page.getByLabel('Payment Type').selectOption('Credit Card');
    await page.getByLabel('Card Holder Name').fill('Ava Martinez');
    await page.getByLabel('Card Number').fill(card);
    // Separators of a pasted number go first, then the 16-digit limit; shown in groups of four.
    const digits = card.replace(/\D/g, '').slice(0, 16);
    expect(await page.getByLabel('Card Number').inputValue()).toBe(digits.replace(/(\d{4})(?=\d)/g, '$1 '));
    await page.getByLabel('Expiry Date').fill('2030-12');
    await page.getByLabel('CVV').fill('123');
    if (shots) await shootBothWidths(page, `${shots}-payment`);
    await place.click();
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    const confirm = page.getByRole('button', { name: 'Confirm and Place Order' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(/I confirm that I am 21 years of age or older/).check();
    if (shots) await shootBothWidths(page, `${shots}-review`);
    await confirm.click();
  }

  async function expectInHistory(orderId: string) {
    await page.getByRole('link', { name: 'View Order History' }).click();
    await page.waitForURL(/\/order-history$/);
    const order = page.getByTestId('history-order').filter({ hasText: `#${orderId}` });
    await order.waitFor();
    expect(await order.getByTestId('order-status').textContent()).toBe('Received');
    await order.getByText(item.name).first().waitFor();
  }

  it('pickup: signs in first, then cart to success with a test card, cart emptied, order in the history', () =>
    withFailureShot(page, 'checkout-pickup', async () => {
      await signInAtCheckout();
      await page.getByText('Your cart is empty.').waitFor();
      await addItemToCart();
      await page.getByRole('tab', { name: 'Order Type' }).waitFor();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText('Please select an order type.').waitFor();
      await page.getByLabel('Pick Up').check();
      await page.getByText('Pick up in store is available 2 hours after ordering.').waitFor();
      await page
        .getByText('Someone 21 years of age or older must be present to sign for delivery and shipping orders.')
        .waitFor();
      await page
        .getByRole('region', { name: 'Pick up location' })
        .getByText('1200 Grand Avenue, Des Moines, IA 50309')
        .waitFor();
      await shootBothWidths(page, 'checkout-order-type-pickup');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText('Temporary Hold', { exact: true }).waitFor();
      expect(await page.getByTestId('checkout-shipping').count()).toBe(0);
      await shootBothWidths(page, 'checkout-cart-tab');
      const total = await page.getByTestId('checkout-total').textContent();
      await payAndPlace('4111 1111 1111 1111', 'checkout-pickup'); // pasted with spaces
      await page.getByRole('heading', { name: 'Order placed successfully!' }).waitFor();
      await shootBothWidths(page, 'checkout-success');
      const orderId = (await page.getByTestId('order-id').textContent())!.replace('#', '');
      expect(await cartBadge(page)).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
      const [row] = await t.db.query('SELECT order_type, order_status, total_cents FROM customer_order WHERE id = $1', [
        Number(orderId),
      ]);
      expect(row.order_type).toBe('pickup');
      expect(`$${(row.total_cents / 100).toFixed(2)}`).toBe(total);
      await expectInHistory(orderId);
      await shootBothWidths(page, 'order-history');
    }));

  it('delivery: refuses a zip outside the zones, then places the order to a zip inside', () =>
    withFailureShot(page, 'checkout-delivery', async () => {
      await signInAtCheckout();
      await addItemToCart();
      await page.getByLabel('Delivery').check();
      const zip = page.getByLabel('Zip Code');
      await zip.fill('5240');
      expect(await page.getByText('Delivery is not available at given address.', { exact: false }).count()).toBe(0); // only after more than 4 characters
      await zip.fill('52401');
      await page
        .getByText(
          'Delivery is not available at given address. Please choose either shipping or pickup to place this order.',
        )
        .first()
        .waitFor();
      await screenshot(page, 'checkout-delivery-zone-message');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      // Shown once, under the zip field.
      expect(await page.getByText('Delivery is not available', { exact: false }).count()).toBe(1);
      expect(await page.getByRole('alert').filter({ hasText: 'Delivery is not available' }).count()).toBe(1);
      // A malformed zip gets the format message only, not the zone message as well.
      await zip.fill('abcde');
      await page.getByText('Please enter a 5-digit zip code.').waitFor();
      expect(await page.getByText('Delivery is not available', { exact: false }).count()).toBe(0);
      await page.getByLabel('Address Line 1').fill('');
      await zip.fill('50309');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText('Please enter your delivery address.').waitFor();
      await page.getByText('Address Line 1 is required.').waitFor();
      await page.getByLabel('Address Line 1').fill('310 Court Avenue');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText('Please choose a delivery window.').waitFor();
      const windows = page.getByTestId('delivery-windows');
      await windows.getByRole('radio').first().waitFor();
      await windows.locator('input:not([disabled])').first().check();
      await shootBothWidths(page, 'checkout-delivery-windows');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      expect(await page.getByTestId('checkout-delivery-fee').textContent()).toBe('$4.99');
      await payAndPlace('4242-4242-4242-4242');
      await page.getByRole('heading', { name: 'Order placed successfully!' }).waitFor();
      const orderId = (await page.getByTestId('order-id').textContent())!.replace('#', '');
      const [addr] = await t.db.query(`SELECT zip_code FROM order_address WHERE order_id = $1 AND kind = 'shipping'`, [
        Number(orderId),
      ]);
      expect(addr.zip_code).toBe('50309');
      await expectInHistory(orderId);
    }));

  it('shipping: the shipping type select is fed by the rates call and the shipping cost is added', () =>
    withFailureShot(page, 'checkout-shipping', async () => {
      await signInAtCheckout();
      await addItemToCart();
      await page.getByLabel('Shipping').check();
      await page.getByLabel('Zip Code').fill('52240');
      await page.getByLabel('City').fill('Iowa City');
      await page.getByLabel('State').fill('IA');
      const select = page.getByLabel('Choose Shipping Type');
      await page.getByRole('option', { name: 'Standard Shipping - $18.99' }).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText('Please choose a shipping type.').waitFor();
      await select.selectOption('Standard Shipping');
      await shootBothWidths(page, 'checkout-order-type-shipping');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      expect(await page.getByTestId('checkout-shipping').textContent()).toBe('$18.99');
      await page.getByText('Shipping (Standard Shipping)').waitFor();
      await payAndPlace('4111111111111111');
      await page.getByRole('heading', { name: 'Order placed successfully!' }).waitFor();
      const orderId = (await page.getByTestId('order-id').textContent())!.replace('#', '');
      const [row] = await t.db.query('SELECT shipping_option, shipping_cost_cents FROM customer_order WHERE id = $1', [
        Number(orderId),
      ]);
      expect(row).toEqual({ shipping_option: 'Standard Shipping', shipping_cost_cents: 1899 });
      await expectInHistory(orderId);
    }));

  it('spirits: refused to New York before payment and by the API; within Iowa a deposit line, and cart, checkout, order and mail agree to the cent', () =>
    withFailureShot(page, 'checkout-spirits', async () => {
      await signInAtCheckout();
      await page.goto(`${t.baseUrl}/product/${spirit}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') || '[]').length === 1);
      await page.goto(`${t.baseUrl}/cart`);
      await page.getByTestId('deposit').waitFor();
      expect(await page.getByTestId('deposit').textContent()).toBe('$0.05');
      const cartTotal = await page.getByTestId('cart-total').textContent();
      await page.goto(`${t.baseUrl}/checkout`);
      await page.getByLabel('Shipping').check();
      await page.getByTestId('ships-to').getByText('Spirits: ships within Iowa only.').waitFor();
      await page.getByLabel('Zip Code').fill('10118');
      await page.getByLabel('City').fill('New York');
      await page.getByLabel('State').fill('NY');
      await page.getByTestId('quote-problem').getByText('Spirits can only be shipped within Iowa.').waitFor();
      await page
        .getByRole('option', { name: 'This cart cannot be shipped to this address' })
        .waitFor({ state: 'attached' });
      await shootBothWidths(page, 'checkout-spirits-new-york');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      expect(
        await page.getByRole('alert').filter({ hasText: 'Spirits can only be shipped within Iowa.' }).count(),
      ).toBeGreaterThan(0);
      expect(await page.getByRole('tab', { name: 'Order Type' }).getAttribute('aria-selected')).toBe('true');
      const direct = await t
        .http()
        .post('/api/orders')
        .set('Authorization', `Bearer ${await t.login('customer1', 'customer1')}`)
        .send({
          ...orderBody({
            orderType: 'shipping',
            shippingOption: 'Standard Shipping',
            orderItems: [{ itemId: spirit, quantity: 1, itemPrice: 1 }],
            totalAmount: 1,
          }),
          shippingAddress: { ...NORTHSIDE_ADDRESS, city: 'New York', state: 'NY', zipCode: '10118' },
        })
        .expect(409);
      expect(direct.body.message).toBe('Spirits can only be shipped within Iowa.');

      await page.getByLabel('Zip Code').fill('52240');
      await page.getByLabel('City').fill('Iowa City');
      await page.getByLabel('State').fill('IA');
      await page.getByRole('option', { name: 'Standard Shipping - $18.99' }).waitFor({ state: 'attached' });
      await page.getByLabel('Choose Shipping Type').selectOption('Standard Shipping');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByTestId('checkout-deposit').waitFor();
      expect(await page.getByTestId('checkout-deposit').textContent()).toBe('$0.05');
      const toCents = (text: string | null) => Math.round(Number(text!.replace(/[$,]/g, '')) * 100);
      const total = await page.getByTestId('checkout-total').textContent();
      expect(toCents(total)).toBe(toCents(cartTotal) + 1899); // the cart's pickup figures plus shipping
      await payAndPlace('4111111111111111');
      await page.getByRole('heading', { name: 'Order placed successfully!' }).waitFor();
      const orderId = Number((await page.getByTestId('order-id').textContent())!.replace('#', ''));
      const [row] = await t.db.query('SELECT total_cents, deposit_cents FROM customer_order WHERE id = $1', [orderId]);
      expect(row).toEqual({ total_cents: toCents(total), deposit_cents: 5 });
      const mail = (await deliveredMails(t)).find(
        (m) => m.kind === 'order-confirmation' && m.subject.includes(`#${orderId} `),
      );
      expect(mail!.text).toContain(`Total: ${total}`);
      expect(mail!.text).toContain('Bottle Deposit: $0.05');
    }));

  it('shows the success view from its top, with the focus on its heading', () =>
    withFailureShot(page, 'checkout-success-position', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAtCheckout();
      await addItemToCart();
      await page.getByLabel('Pick Up').check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await payAndPlace('4111111111111111');
      const heading = page.getByRole('heading', { name: 'Order placed successfully!' });
      await heading.waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'success-title');
      const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(400);
      await screenshot(page, 'checkout-success-phone');
    }));

  it('shows the card refusal and the missing-fields message where they belong, and places nothing', () =>
    withFailureShot(page, 'checkout-messages', async () => {
      await signInAtCheckout();
      await addItemToCart();
      const orders = async () => (await t.db.query('SELECT count(*)::int AS n FROM customer_order'))[0].n as number;
      const before = await orders();
      // Jumping straight to Payment from the header without an order type.
      await page.getByRole('tab', { name: 'Payment' }).click();
      await page.getByLabel('Payment Type').selectOption('Credit Card');
      await page.getByLabel('Card Holder Name').fill('Ava Martinez');
      await page.getByLabel('Card Number').fill('4111111111111112');
      await page.getByLabel('Expiry Date').fill('2030-12');
      await page.getByLabel('CVV').fill('123');
      await page.getByText('The card number is not valid.').waitFor();
      await screenshot(page, 'checkout-payment-invalid-card');
      // Place Order is never greyed out: pressing it says what is wrong.
      expect(await page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(false);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.getByRole('alert').filter({ hasText: 'The card number is not valid.' }).waitFor();
      await page.getByLabel('Card Number').fill('4000000000000002');
      await page.getByLabel('Full Name').fill('Ava Martinez');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.getByText('Please fill in all required fields.').waitFor();
      await page.getByRole('tab', { name: 'Order Type' }).click();
      await page.getByLabel('Pick Up').check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await payAndPlace('4000000000000002');
      await page
        .getByText('Error in placing your order! Your card was declined. Please use a different card.')
        .waitFor();
      await screenshot(page, 'checkout-declined');
      expect(await orders()).toBe(before);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]').length)).toBe(1);
      await page.getByRole('button', { name: 'Back to Payment' }).click();
      await page.getByLabel('Card Number').fill('4000000000009995');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.getByLabel(/I confirm that I am 21/).check();
      await page.getByRole('button', { name: 'Confirm and Place Order' }).click();
      await page
        .getByText('Error in placing your order! Your card has insufficient funds. Please use a different card.')
        .waitFor();
      expect(await orders()).toBe(before);
    }));

  it('order history: redirects to login when signed out, and filters by status and date on the server', () =>
    withFailureShot(page, 'order-history-filters', async () => {
      await page.goto(`${t.baseUrl}/order-history`);
      await page.waitForURL(/\/login$/);
      await loginThroughForm(page, 'customer1', 'customer1');
      await page.waitForURL(/\/order-history$/);
      await page.getByTestId('history-order').first().waitFor();
      const all = await page.getByTestId('history-order').count();
      expect(all).toBeGreaterThanOrEqual(3); // placed by the journeys above
      await page.getByLabel('Complete').check();
      await page.getByText('No orders match these filters.').waitFor();
      await page.getByLabel('Clear').first().check();
      await page.getByLabel('2024').check();
      await page.getByText('No orders match these filters.').waitFor();
      await page.getByLabel('Last 30 days').check();
      await page.getByTestId('history-order').first().waitFor();
      expect(await page.getByTestId('history-order').count()).toBe(all);
      // The year filters are this year (in the shop's time zone) and the two before it.
      const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric' }).format());
      const labels = await page.getByRole('group', { name: 'Order Date' }).locator('label').allInnerTexts();
      expect(labels.map((l) => l.trim()).filter((l) => /^\d{4}$/.test(l))).toEqual(
        [year, year - 1, year - 2].map(String),
      );
      await page.getByLabel(String(year), { exact: true }).check();
      await page.getByTestId('history-order').first().waitFor();
      expect(await page.getByTestId('history-order').count()).toBe(all);
      // The status is live: the store accepts an order and the page shows it without a reload.
      const [latest] = await t.db.query(
        `SELECT id FROM customer_order WHERE contact_email = 'customer1@example.com' ORDER BY id DESC LIMIT 1`,
      );
      await t.db.query(`UPDATE customer_order SET order_status = 'Accepted' WHERE id = $1`, [latest.id]);
      await page.getByLabel('Processing').check();
      await page
        .getByTestId('history-order')
        .filter({ hasText: `#${latest.id}` })
        .getByText('Accepted')
        .waitFor();
      // Buy Now puts the bottle back in the cart and opens the checkout.
      await page.getByRole('button', { name: 'Buy Now' }).first().click();
      await page.waitForURL(/\/checkout$/);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]').length)).toBe(1);
      await screenshot(page, 'order-history-buy-now');
    }));
});

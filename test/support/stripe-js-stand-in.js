/* global document, window -- a browser script */
/*
 * Tests only: a stand-in for Stripe.js (https://js.stripe.com/v3), served by the Stripe stand-in
 * server at /js/stripe.js, offering the calls the storefront makes: Stripe(publishableKey),
 * elements({ clientSecret }), create('payment'), mount(target), confirmPayment({ elements,
 * redirect: 'if_required' }). Its "Payment Element" is one input for a Stripe test card number
 * (the real one is Stripe's iframe); confirming sends the matching test payment method, with the
 * publishable key and the client secret, to the stand-in's confirm endpoint, never to the shop.
 * A 3-D Secure card answers requires_action first; the stand-in passes the challenge by confirming again.
 */
(() => {
  const origin = new URL(document.currentScript.src).origin;
  const TEST_CARDS = {
    4242424242424242: 'pm_card_visa',
    4000002500003155: 'pm_card_threeDSecure2Required',
    4000000000000002: 'pm_card_chargeDeclined',
    4000000000009995: 'pm_card_chargeDeclinedInsufficientFunds',
    4000000000000069: 'pm_card_chargeDeclinedExpiredCard',
  };

  async function confirm(publishableKey, clientSecret, paymentMethod) {
    const intentId = clientSecret.split('_secret_')[0];
    const form = new URLSearchParams({ client_secret: clientSecret });
    if (paymentMethod) form.set('payment_method', paymentMethod);
    const res = await fetch(`${origin}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    return res.json();
  }

  function paymentElement() {
    const element = { input: null, node: null };
    element.mount = (target) => {
      const label = document.createElement('label');
      label.textContent = 'Card number (Stripe test card)';
      label.style.display = 'grid';
      label.style.gap = '4px';
      const input = document.createElement('input');
      input.inputMode = 'numeric';
      input.autocomplete = 'cc-number';
      input.placeholder = '1234 1234 1234 1234';
      label.appendChild(input);
      target.appendChild(label);
      element.input = input;
      element.node = label;
    };
    element.destroy = () => element.node && element.node.remove();
    return element;
  }

  window.Stripe = (publishableKey) => ({
    elements({ clientSecret }) {
      const elements = { clientSecret, payment: null };
      elements.create = (type) => {
        if (type !== 'payment') throw new Error(`The stand-in offers the payment element only (got ${type}).`);
        elements.payment = paymentElement();
        return elements.payment;
      };
      return elements;
    },
    async confirmPayment({ elements, redirect }) {
      if (redirect !== 'if_required') throw new Error("The stand-in confirms with redirect: 'if_required' only.");
      const digits = ((elements.payment && elements.payment.input && elements.payment.input.value) || '').replace(
        /\D/g,
        '',
      );
      const method = TEST_CARDS[digits];
      if (!method) return { error: { type: 'validation_error', message: 'Your card number is invalid.' } };
      let answer = await confirm(publishableKey, elements.clientSecret, method);
      if (answer.status === 'requires_action') answer = await confirm(publishableKey, elements.clientSecret);
      return answer.error ? { error: answer.error } : { paymentIntent: answer };
    },
  });
})();

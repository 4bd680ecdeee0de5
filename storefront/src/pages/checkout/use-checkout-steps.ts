import { useState } from 'react';
import { CHECKOUT_MESSAGES, orderTypeProblem } from './checkout-rules';
import type { useCheckoutForms } from './use-checkout-forms';
import type { useCheckoutQuote } from './use-checkout-quote';

export type Tab = 'orderType' | 'cart' | 'details' | 'payment';
export const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'orderType', label: 'Order Type' },
  { id: 'cart', label: 'Your Cart' },
  { id: 'details', label: 'Details' },
  { id: 'payment', label: 'Payment' },
];

/** The tab shown, the review step and the message above the form; moving on checks what the step needs. */
export function useCheckoutSteps(
  forms: ReturnType<typeof useCheckoutForms>,
  q: ReturnType<typeof useCheckoutQuote>,
  clearOrderError: () => void,
) {
  const [tab, setTab] = useState<Tab>('orderType');
  const [reviewing, setReviewing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { orderType, shipping, shippingOption, windowStart } = forms.typeValues;
  const typeProblem = () =>
    orderTypeProblem(orderType, shipping, q.options.data?.deliveryZones ?? [], shippingOption, windowStart);

  const pick = (next: Tab) => {
    setTab(next);
    setReviewing(false); // leaving review resets the submitted flag
    setMessage(null);
    clearOrderError();
  };
  // Each check marks its form submitted, so the fields' messages show and then follow every change.
  const continueFromOrderType = () =>
    void forms.typeForm
      .handleSubmit(next, next)()
      .then(() => undefined);
  function next() {
    const problem =
      typeProblem() ??
      // A promo code's problem is shown, and fixed, by its field on the cart tab.
      q.blocking.find((p) => p.code !== 'PROMO_CODE')?.message ??
      null;
    // The zone message already stands under the zip field: not a second time above the form.
    setMessage(problem === CHECKOUT_MESSAGES.deliveryZone ? null : problem);
    if (!problem) pick('cart');
  }
  /** Place Order on the Payment tab: the review, when the card, the addresses and the cart are good. */
  const toReview = (paymentValid: boolean) => {
    const review = () => {
      const ok = !typeProblem() && paymentValid && q.blocking.length === 0 && !!q.quote.data;
      // A refused promo code already stands on the tab with its Remove: not a second time above the form.
      const other = q.blocking.find((p) => p.code !== 'PROMO_CODE');
      const onlyCode = !other && q.blocking.length > 0 && paymentValid && !typeProblem();
      setMessage(ok || onlyCode ? null : (other?.message ?? CHECKOUT_MESSAGES.required));
      if (ok) setReviewing(true);
    };
    void forms.typeForm.trigger('shipping');
    void forms.paymentForm.handleSubmit(review, review)();
  };
  return { tab, reviewing, message, setMessage, pick, continueFromOrderType, toReview };
}

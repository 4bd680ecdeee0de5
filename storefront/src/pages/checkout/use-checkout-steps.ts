import { isUnderAge, UNDER_AGE_MESSAGE } from '@domain/date-of-birth';
import { storeToday } from '@domain/store-time';
import { useState } from 'react';
import { getCustomer } from '../../state/session';
import type { FieldErrors } from 'react-hook-form';
import { CHECKOUT_MESSAGES, orderTypeProblem, paymentProblem, type PaymentValues } from './checkout-rules';
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

  // A date of birth in My Details under 21 stops the checkout before the card is asked for (the
  // server refuses the order too).
  const ageProblem = () => (isUnderAge(getCustomer()?.dateOfBirth, storeToday(q.timeZone)) ? UNDER_AGE_MESSAGE : null);

  const pick = (next: Tab) => {
    const refused = next === 'payment' ? ageProblem() : null;
    if (refused) {
      setReviewing(false);
      setMessage(refused);
      return;
    }
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
    // A promo code's problem is shown, and fixed, by its field on the cart tab.
    const quoteProblem = q.blocking.find((p) => p.code !== 'PROMO_CODE')?.message ?? null;
    const formProblem = typeProblem();
    // A cart that cannot be shipped has no shipping type to choose: the quote's reason is the one to read.
    const problem =
      ageProblem() ??
      (formProblem === CHECKOUT_MESSAGES.shippingType && quoteProblem ? quoteProblem : formProblem) ??
      quoteProblem;
    // The zone message stands under the zip field and the quote's problems above Continue: each once.
    setMessage(problem === CHECKOUT_MESSAGES.deliveryZone || problem === quoteProblem ? null : problem);
    if (!problem) pick('cart');
  }
  /** Place Order on the Payment tab: the review, when the card, the addresses and the cart are good. */
  const toReview = (paymentValid: boolean, ownCardFields: boolean) => {
    const review = (errors: FieldErrors<PaymentValues> = {}) => {
      const ok = !ageProblem() && !typeProblem() && paymentValid && q.blocking.length === 0 && !!q.quote.data;
      // With Stripe's element our card fields are not shown: their checks say nothing then.
      const card = ownCardFields ? messagesOf(errors.payment) : {};
      const fields = paymentProblem(card, messagesOf(errors.billing));
      // A refused promo code already stands on the tab with its Remove: not a second time above the form.
      const other = q.blocking.find((p) => p.code !== 'PROMO_CODE');
      const onlyCode = !other && q.blocking.length > 0 && paymentValid && !typeProblem() && !ageProblem();
      setMessage(ok || onlyCode ? null : (ageProblem() ?? other?.message ?? fields ?? CHECKOUT_MESSAGES.required));
      if (ok) setReviewing(true);
    };
    void forms.typeForm.trigger('shipping');
    void forms.paymentForm.handleSubmit(() => review(), review)();
  };
  return { tab, reviewing, message, setMessage, pick, continueFromOrderType, toReview };
}

/** A resolver's field errors as plain messages per field. */
function messagesOf(errors: object | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, e] of Object.entries(errors ?? {}) as Array<[string, unknown]>) {
    const message = e && typeof e === 'object' && 'message' in e ? e.message : undefined;
    if (typeof message === 'string' && message) out[k] = message;
  }
  return out;
}

import type { PlacedOrder } from '@domain/api/checkout';
import type { OrderType } from '@domain/order-type';
import { cardDigits } from '@domain/payment-card';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { setPreviousUrl, useSession } from '../../state/session';
import { billingFormErrors, hasErrors, paymentFormErrors, type BillingForm } from './checkout-rules';
import './checkout.css';
import { CheckoutPanel } from './CheckoutPanel';
import { placeCheckoutOrder } from './place-checkout-order';
import { usePlaceOrder } from './place-order';
import { SuccessView } from './SuccessView';
import { useCheckoutForms } from './use-checkout-forms';
import { useCheckoutQuote } from './use-checkout-quote';
import { useCheckoutSteps } from './use-checkout-steps';
import { useStripeCard } from './use-stripe-card';

/** Spec 2.11 checkout: signed-in customers only; tabs pickable from the header; review, then success. */
export default function CheckoutPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<PlacedOrder['data'] | null>(null);
  const forms = useCheckoutForms(session.customer);
  const q = useCheckoutQuote(session.signedIn, forms.typeValues);
  const order = usePlaceOrder();
  const steps = useCheckoutSteps(forms, q, order.clearError);
  const card = useStripeCard(steps.tab === 'payment' || steps.reviewing, q.cart.lines.length ? q.quoteRequest : null);
  const { orderType, shipping } = forms.typeValues;

  if (!session.signedIn) {
    setPreviousUrl('/checkout');
    return <Navigate to="/login" replace />;
  }
  if (placed)
    return (
      <SuccessView
        order={placed}
        pickupAt={orderType === 'pickup' ? (q.options.data?.storeLocation ?? '') : null}
        timeZone={q.timeZone}
      />
    );
  if (q.cart.lines.length === 0) {
    return (
      <div className="empty">
        <h1 className="page-title">Checkout</h1>
        <p>Your cart is empty.</p>
        <Link to="/" className="btn btn--primary">
          Continue Shopping
        </Link>
      </div>
    );
  }

  const { payment, billingSame, billing } = forms.paymentValues;
  const effectiveBilling: BillingForm = forms.billingFromShipping && billingSame ? shipping : billing;
  // With Stripe the Payment Element checks the card itself when the payment is confirmed.
  const cardValid = card.active ? card.ready : !hasErrors(paymentFormErrors(payment));
  const paymentValid = cardValid && !hasErrors(billingFormErrors(effectiveBilling));
  const confirm = () =>
    placeCheckoutOrder({ forms, q, order, card, billing: effectiveBilling, queryClient, onPlaced: setPlaced });

  return (
    <CheckoutPanel
      forms={forms}
      q={q}
      steps={steps}
      card={card}
      billing={effectiveBilling}
      cardLast4={card.active ? null : cardDigits(payment.cardNumber).slice(-4)}
      paymentValid={paymentValid}
      placing={order.placing || q.quote.isFetching}
      error={order.error ?? steps.message}
      orderType={orderType as OrderType | ''}
      onConfirm={confirm}
    />
  );
}

import type { QuoteRequest } from '@domain/api/quote';
import type { CustomerView, SavedAddressView } from '@domain/api/accounts';
import type { PlacedOrder, PlaceOrderRequest } from '@domain/api/checkout';
import type { OrderType } from '@domain/order-type';
import { cardDigits } from '@domain/payment-card';
import { DEFAULT_TIME_ZONE } from '@domain/store-time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate } from 'react-router-dom';
import { fetchCheckoutOptions, sendOrderConfirmation } from '../../api/checkout';
import { useQuote } from '../../api/quote';
import { Field } from '../../components/Field';
import { clearCart, useCart } from '../../state/cart';
import { setPreviousUrl, useSession } from '../../state/session';
import {
  billingFormErrors,
  CHECKOUT_MESSAGES,
  expiryToMMYY,
  hasErrors,
  orderTypeProblem,
  orderTypeResolver,
  paymentFormErrors,
  paymentResolver,
  zipReady,
  type BillingForm,
  type ContactForm,
  type OrderTypeValues,
  type PaymentForm,
  type PaymentValues,
  type ShippingForm,
} from './checkout-rules';
import './checkout.css';
import { OrderSummary } from './OrderSummary';
import { OrderTypeTab } from './OrderTypeTab';
import { PaymentTab } from './PaymentTab';
import { PromoCodeField } from './PromoCodeField';
import { setPromoCode, usePromoCode } from '../../state/promo-code';
import { usePlaceOrder } from './place-order';
import { ReviewView } from './ReviewView';
import { SuccessView } from './SuccessView';
import { useSavedAddresses } from '../../api/my-details';

type Tab = 'orderType' | 'cart' | 'details' | 'payment';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'orderType', label: 'Order Type' },
  { id: 'cart', label: 'Your Cart' },
  { id: 'details', label: 'Details' },
  { id: 'payment', label: 'Payment' },
];

function fromCustomer(c: CustomerView | null): ShippingForm {
  return {
    fullName: c ? `${c.firstName} ${c.lastName}`.trim() : '',
    addressLine1: c?.addressLine1 ?? '',
    addressLine2: c?.addressLine2 ?? '',
    city: c?.city ?? '',
    state: c?.state ?? '',
    zipCode: c?.zipCode ?? '',
    email: c?.emailAddress ?? '',
    phone: c?.phoneNumber ?? '',
  };
}

const EMPTY_PAYMENT: PaymentForm = { paymentType: '', cardHolderName: '', cardNumber: '', expiry: '', cvv: '' };

/** The address form from a saved address; email, and the phone when it has none, stay. */
function fromSaved(a: SavedAddressView, current: ShippingForm): ShippingForm {
  return {
    ...current,
    fullName: a.fullName,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    phone: a.phoneNumber || current.phone,
  };
}

/** Spec 2.11 checkout: signed-in customers only; tabs pickable from the header; review, then success. */
export default function CheckoutPage() {
  const session = useSession();
  const cart = useCart();
  const queryClient = useQueryClient();
  const customer = session.customer;
  const [tab, setTab] = useState<Tab>('orderType');
  const [reviewing, setReviewing] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder['data'] | null>(null);
  // The tabs' forms (react-hook-form) live here: a tab's values outlive the tab being shown.
  const typeForm = useForm<OrderTypeValues>({
    defaultValues: { orderType: '', shipping: fromCustomer(customer), shippingOption: '', windowStart: '' },
    resolver: orderTypeResolver,
  });
  const contactForm = useForm<ContactForm>({
    defaultValues: {
      fullName: fromCustomer(customer).fullName,
      phoneNumber: customer?.phoneNumber ?? '',
      email: customer?.emailAddress ?? '',
    },
  });
  const typeValues = useWatch({ control: typeForm.control }) as OrderTypeValues;
  const { orderType, shipping, shippingOption, windowStart } = typeValues;
  // A copied shipping address is checked by the Order Type tab; the payment form checks its own billing.
  const billingFromShipping = orderType !== 'pickup';
  const paymentForm = useForm<PaymentValues>({
    mode: 'onChange',
    defaultValues: { payment: EMPTY_PAYMENT, billingSame: true, billing: fromCustomer(customer) },
    resolver: paymentResolver(billingFromShipping),
  });
  const paymentValues = useWatch({ control: paymentForm.control }) as PaymentValues;
  // My Details' default saved address fills the address form once, unless the shopper typed first.
  const saved = useSavedAddresses().addresses[0];
  const prefilled = useRef(false);
  useEffect(() => {
    if (!saved || prefilled.current) return;
    prefilled.current = true;
    if (!typeForm.getFieldState('shipping').isDirty)
      typeForm.reset({ ...typeForm.getValues(), shipping: fromSaved(saved, typeForm.getValues('shipping')) });
  }, [saved, typeForm]);
  const [message, setMessage] = useState<string | null>(null);
  const order = usePlaceOrder();
  const promoCode = usePromoCode();

  const options = useQuery({
    queryKey: ['checkout-options'],
    queryFn: ({ signal }) => fetchCheckoutOptions(signal),
    staleTime: 5 * 60_000,
    enabled: session.signedIn,
  });
  const timeZone = options.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const addressReady = orderType !== 'pickup' && zipReady(shipping.zipCode) && !!shipping.state.trim();
  const quoteRequest = useMemo<QuoteRequest>(
    () => ({
      orderType: orderType || 'pickup',
      items: cart.lines.map((l) => ({ itemNumber: l.itemNumber, quantity: l.quantity, packType: l.packType })),
      ...(addressReady && { shippingAddress: { state: shipping.state.trim(), zipCode: shipping.zipCode.trim() } }),
      ...(orderType === 'shipping' && shippingOption && { shippingOption }),
      ...(promoCode && { promoCode }),
    }),
    [orderType, cart.lines, addressReady, shipping.state, shipping.zipCode, shippingOption, promoCode],
  );
  const quote = useQuote(cart.lines.length ? quoteRequest : null);
  /** Problems that stop the order (a missing shipping type or address is asked for by its own field). */
  const blocking = (quote.data?.problems ?? []).filter((p) => !['SHIPPING_OPTION', 'ADDRESS'].includes(p.code));

  if (!session.signedIn) {
    setPreviousUrl('/checkout');
    return <Navigate to="/login" replace />;
  }
  if (placed)
    return (
      <SuccessView
        order={placed}
        pickupAt={orderType === 'pickup' ? (options.data?.storeLocation ?? '') : null}
        timeZone={timeZone}
      />
    );
  if (cart.lines.length === 0) {
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

  const { payment, billingSame, billing } = paymentValues;
  const effectiveBilling: BillingForm = billingFromShipping && billingSame ? shipping : billing;
  const paymentValid = !hasErrors(paymentFormErrors(payment)) && !hasErrors(billingFormErrors(effectiveBilling));
  const typeProblem = () =>
    orderTypeProblem(orderType, shipping, options.data?.deliveryZones ?? [], shippingOption, windowStart);

  const pick = (next: Tab) => {
    setTab(next);
    setReviewing(false); // leaving review resets the submitted flag
    setMessage(null);
    order.clearError();
  };
  // Each check marks its form submitted, so the fields' messages show and then follow every change.
  const continueFromOrderType = () =>
    void typeForm
      .handleSubmit(next, next)()
      .then(() => undefined);
  function next() {
    const problem =
      typeProblem() ??
      // A promo code's problem is shown, and fixed, by its field on the cart tab.
      blocking.find((p) => p.code !== 'PROMO_CODE')?.message ??
      null;
    // The zone message already stands under the zip field: not a second time above the form.
    setMessage(problem === CHECKOUT_MESSAGES.deliveryZone ? null : problem);
    if (!problem) pick('cart');
  }
  const toReview = () => {
    void typeForm.trigger('shipping');
    void paymentForm.handleSubmit(review, review)();
  };
  function review() {
    const ok = !typeProblem() && paymentValid && blocking.length === 0 && !!quote.data;
    setMessage(ok ? null : (blocking[0]?.message ?? CHECKOUT_MESSAGES.required));
    if (ok) setReviewing(true);
  }
  const confirm = async () => {
    if (!quote.data || quote.isFetching) return;
    const contact = contactForm.getValues();
    const body: PlaceOrderRequest = {
      orderType: orderType as OrderType,
      orderItems: cart.lines.map((l) => ({ itemId: l.itemNumber, quantity: l.quantity, itemPrice: l.price })),
      ...(orderType !== 'pickup' && {
        shippingAddress: {
          fullName: shipping.fullName,
          addressLine1: shipping.addressLine1,
          addressLine2: shipping.addressLine2,
          city: shipping.city,
          state: shipping.state,
          zipCode: shipping.zipCode.trim(),
          emailAddress: shipping.email.trim(),
          phoneNumber: shipping.phone,
          country: 'USA' as const,
        },
      }),
      billingAddress: {
        fullName: effectiveBilling.fullName,
        addressLine1: effectiveBilling.addressLine1,
        addressLine2: effectiveBilling.addressLine2,
        city: effectiveBilling.city,
        state: effectiveBilling.state,
        zipCode: effectiveBilling.zipCode.trim(),
        country: 'USA',
      },
      ...(orderType === 'shipping' && { shippingOption }),
      ...(orderType === 'delivery' && { deliveryWindowStart: windowStart }),
      ...(promoCode && { promoCode }),
      contact: {
        fullName: contact.fullName.trim(),
        phoneNumber: contact.phoneNumber.trim(),
        email: contact.email.trim(),
      },
      payment: {
        paymentType: 'Credit Card',
        cardHolderName: payment.cardHolderName.trim(),
        cardNumber: cardDigits(payment.cardNumber),
        expirationDate: expiryToMMYY(payment.expiry),
        cvv: payment.cvv,
      },
      totalAmount: quote.data.total,
      ageConfirmed: true,
    };
    const result = await order.submit(body);
    if (!result) return;
    clearCart();
    setPromoCode('');
    paymentForm.reset({ payment: EMPTY_PAYMENT }); // drop the card from memory
    setPlaced(result);
    void queryClient.invalidateQueries({ queryKey: ['order-history'] });
    sendOrderConfirmation(result.orderId, body.contact?.email || shipping.email).catch(() => undefined);
  };

  return (
    <div className="checkout">
      <h1 className="page-title">Checkout</h1>
      <div className="checkout-tabs" role="tablist" aria-label="Checkout steps">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={!reviewing && tab === t.id}
            aria-controls="checkout-panel"
            className="checkout-tabs__tab"
            onClick={() => pick(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="checkout-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="checkout-panel">
        {message && !reviewing && (
          <p className="form-error" role="alert">
            {message}
          </p>
        )}
        {reviewing ? (
          <ReviewView
            orderType={orderType as OrderType}
            lines={cart.lines}
            quote={quote.data}
            shippingOption={shippingOption}
            windowStart={windowStart}
            pickupReadyAt={quote.data?.pickupReadyAt ?? null}
            timeZone={timeZone}
            shipping={shipping}
            billing={effectiveBilling}
            storeLocation={options.data?.storeLocation ?? ''}
            cardLast4={cardDigits(payment.cardNumber).slice(-4)}
            placing={order.placing || quote.isFetching}
            error={order.error ?? message}
            onConfirm={confirm}
            onBack={() => pick('payment')}
          />
        ) : tab === 'orderType' ? (
          <OrderTypeTab
            options={options.data}
            form={typeForm}
            onOrderType={() => setMessage(null)}
            quote={quote.data}
            quoteLoading={quote.isFetching}
            quoteError={quote.error ? quote.error.message : null}
            timeZone={timeZone}
            onContinue={continueFromOrderType}
          />
        ) : tab === 'cart' ? (
          <div className="checkout-tab">
            <OrderSummary
              lines={cart.lines}
              quote={quote.data}
              orderType={orderType}
              shippingOption={orderType === 'shipping' ? shippingOption : undefined}
            />
            <PromoCodeField quote={quote.data} />
            <div className="checkout-actions">
              <Link to="/cart" className="btn btn--ghost">
                Edit Cart
              </Link>
              <button type="button" className="btn btn--primary" onClick={() => pick('details')}>
                Continue
              </button>
            </div>
          </div>
        ) : tab === 'details' ? (
          <form
            className="checkout-tab"
            noValidate
            onSubmit={(e) => void contactForm.handleSubmit(() => pick('payment'))(e)}
          >
            <div className="form-grid">
              <Field label="Full Name">
                <input autoComplete="name" maxLength={100} {...contactForm.register('fullName')} />
              </Field>
              <Field label="Phone Number">
                <input type="tel" autoComplete="tel" maxLength={30} {...contactForm.register('phoneNumber')} />
              </Field>
              <Field label="Email">
                <input type="email" autoComplete="email" maxLength={254} {...contactForm.register('email')} />
              </Field>
            </div>
            <button type="submit" className="btn btn--primary">
              Continue to Payment
            </button>
          </form>
        ) : (
          <PaymentTab
            form={paymentForm}
            canCopyShipping={orderType !== 'pickup' && orderType !== ''}
            valid={paymentValid}
            onPlaceOrder={toReview}
          />
        )}
      </div>
    </div>
  );
}

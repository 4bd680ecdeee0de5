import type { OrderType } from '@domain/order-totals';
import { cardDigits } from '@domain/payment-card';
import { toDollars } from '@domain/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import {
  fetchCheckoutOptions,
  fetchShippingRates,
  sendOrderConfirmation,
  type PlacedOrder,
  type PlaceOrderBody,
} from '../../api/checkout';
import { Field } from '../../components/Field';
import { clearCart, useCart } from '../../state/cart';
import { setPreviousUrl, useSession, type Customer } from '../../state/session';
import {
  billingFormErrors,
  cartWeight,
  CHECKOUT_MESSAGES,
  checkoutFigures,
  expiryToMMYY,
  hasErrors,
  orderTypeProblem,
  paymentFormErrors,
  zipReady,
  type BillingForm,
  type PaymentForm,
  type ShippingForm,
} from './checkout-rules';
import './checkout.css';
import { OrderSummary } from './OrderSummary';
import { OrderTypeTab } from './OrderTypeTab';
import { PaymentTab } from './PaymentTab';
import { usePlaceOrder } from './place-order';
import { ReviewView } from './ReviewView';
import { SuccessView } from './SuccessView';

type Tab = 'orderType' | 'cart' | 'details' | 'payment';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'orderType', label: 'Order Type' },
  { id: 'cart', label: 'Your Cart' },
  { id: 'details', label: 'Details' },
  { id: 'payment', label: 'Payment' },
];

function fromCustomer(c: Customer | null): ShippingForm {
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

/** Spec 2.11 checkout: signed-in customers only; tabs pickable from the header; review, then success. */
export default function CheckoutPage() {
  const session = useSession();
  const cart = useCart();
  const queryClient = useQueryClient();
  const customer = session.customer;
  const [tab, setTab] = useState<Tab>('orderType');
  const [reviewing, setReviewing] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder['data'] | null>(null);
  const [orderType, setOrderType] = useState<OrderType | ''>('');
  const [shipping, setShipping] = useState<ShippingForm>(() => fromCustomer(customer));
  const [shippingOption, setShippingOption] = useState('');
  const [contact, setContact] = useState(() => ({
    fullName: fromCustomer(customer).fullName,
    phoneNumber: customer?.phoneNumber ?? '',
    email: customer?.emailAddress ?? '',
  }));
  const [payment, setPayment] = useState<PaymentForm>({
    paymentType: '',
    cardHolderName: '',
    cardNumber: '',
    expiry: '',
    cvv: '',
  });
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<BillingForm>(() => fromCustomer(customer));
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const order = usePlaceOrder();

  const options = useQuery({
    queryKey: ['checkout-options'],
    queryFn: ({ signal }) => fetchCheckoutOptions(signal),
    staleTime: 5 * 60_000,
    enabled: session.signedIn,
  });
  const weight = cartWeight(cart.lines);
  const fromZip = options.data?.deliveryZones[0] ?? '';
  const ratesWanted = orderType === 'shipping' && zipReady(shipping.zipCode) && !!fromZip;
  const rates = useQuery({
    queryKey: ['shipping-rates', fromZip, shipping.zipCode.trim(), weight],
    queryFn: ({ signal }) => fetchShippingRates(fromZip, shipping.zipCode.trim(), weight, signal),
    enabled: ratesWanted,
    retry: false,
  });
  const shippingCents =
    orderType === 'shipping' && rates.data && shippingOption in rates.data
      ? Math.round(rates.data[shippingOption] * 100)
      : 0;
  const figures = checkoutFigures(cart.lines, orderType, shippingCents, options.data?.salesTaxPercent ?? 0);

  if (!session.signedIn) {
    setPreviousUrl('/checkout');
    return <Navigate to="/login" replace />;
  }
  if (placed)
    return (
      <SuccessView order={placed} pickupAt={orderType === 'pickup' ? (options.data?.storeLocation ?? '') : null} />
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

  const effectiveBilling: BillingForm = orderType !== 'pickup' && billingSame ? shipping : billing;
  const paymentErrors = paymentFormErrors(payment);
  const paymentValid = !hasErrors(paymentErrors) && !hasErrors(billingFormErrors(effectiveBilling));

  const pick = (next: Tab) => {
    setTab(next);
    setReviewing(false); // leaving review resets the submitted flag
    setMessage(null);
    order.clearError();
  };
  const continueFromOrderType = () => {
    const problem = orderTypeProblem(orderType, shipping, options.data?.deliveryZones ?? [], shippingOption);
    setShowErrors(!!problem);
    setMessage(problem);
    if (!problem) pick('cart');
  };
  const toReview = () => {
    const ok =
      !orderTypeProblem(orderType, shipping, options.data?.deliveryZones ?? [], shippingOption) && paymentValid;
    setShowErrors(!ok);
    setMessage(ok ? null : CHECKOUT_MESSAGES.required);
    if (ok) setReviewing(true);
  };
  const confirm = async () => {
    if (!ageConfirmed) return setMessage(CHECKOUT_MESSAGES.age);
    const body: PlaceOrderBody = {
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
      totalAmount: toDollars(figures.totalCents),
      ageConfirmed: true,
    };
    const result = await order.submit(body);
    if (!result) return;
    clearCart();
    setPayment({ paymentType: '', cardHolderName: '', cardNumber: '', expiry: '', cvv: '' }); // drop the card from memory
    setPlaced(result);
    void queryClient.invalidateQueries({ queryKey: ['order-history'] });
    sendOrderConfirmation(result.orderId, body.contact.email || shipping.email).catch(() => undefined);
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
            figures={figures}
            shippingOption={shippingOption}
            shipping={shipping}
            billing={effectiveBilling}
            storeLocation={options.data?.storeLocation ?? ''}
            cardLast4={cardDigits(payment.cardNumber).slice(-4)}
            ageConfirmed={ageConfirmed}
            onAgeConfirmed={setAgeConfirmed}
            placing={order.placing}
            error={order.error ?? message}
            onConfirm={confirm}
            onBack={() => pick('payment')}
          />
        ) : tab === 'orderType' ? (
          <OrderTypeTab
            options={options.data}
            orderType={orderType}
            onOrderType={(t) => {
              setOrderType(t);
              setMessage(null);
            }}
            shipping={shipping}
            onShipping={setShipping}
            showErrors={showErrors}
            rates={rates.data}
            ratesLoading={rates.isFetching}
            ratesError={rates.error ? rates.error.message : null}
            shippingOption={shippingOption}
            onShippingOption={setShippingOption}
            onContinue={continueFromOrderType}
          />
        ) : tab === 'cart' ? (
          <div className="checkout-tab">
            <OrderSummary
              lines={cart.lines}
              figures={figures}
              shippingOption={orderType === 'shipping' ? shippingOption : undefined}
            />
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
          <form className="checkout-tab" noValidate onSubmit={(e) => (e.preventDefault(), pick('payment'))}>
            <div className="form-grid">
              <Field label="Full Name">
                <input
                  autoComplete="name"
                  maxLength={100}
                  value={contact.fullName}
                  onChange={(e) => setContact({ ...contact, fullName: e.target.value })}
                />
              </Field>
              <Field label="Phone Number">
                <input
                  type="tel"
                  autoComplete="tel"
                  maxLength={30}
                  value={contact.phoneNumber}
                  onChange={(e) => setContact({ ...contact, phoneNumber: e.target.value })}
                />
              </Field>
              <Field label="Email">
                <input
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  value={contact.email}
                  onChange={(e) => setContact({ ...contact, email: e.target.value })}
                />
              </Field>
            </div>
            <button type="submit" className="btn btn--primary">
              Continue to Payment
            </button>
          </form>
        ) : (
          <PaymentTab
            payment={payment}
            onPayment={setPayment}
            errors={paymentErrors}
            canCopyShipping={orderType !== 'pickup' && orderType !== ''}
            billingSame={billingSame}
            onBillingSame={setBillingSame}
            billing={billing}
            onBilling={setBilling}
            showErrors={showErrors}
            valid={paymentValid}
            onPlaceOrder={toReview}
          />
        )}
      </div>
    </div>
  );
}

import type { OrderType } from '@domain/order-type';
import type { BillingForm } from './checkout-rules';
import { CartTab, DetailsTab } from './CartAndDetailsTabs';
import { OrderTypeTab } from './OrderTypeTab';
import { PaymentTab } from './PaymentTab';
import { RefusedPromoCode } from './PromoCodeField';
import { ReviewView } from './ReviewView';
import type { useCheckoutForms } from './use-checkout-forms';
import type { useCheckoutQuote } from './use-checkout-quote';
import { TABS, type useCheckoutSteps } from './use-checkout-steps';
import type { StripeCard } from './use-stripe-card';

interface CheckoutPanelProps {
  forms: ReturnType<typeof useCheckoutForms>;
  q: ReturnType<typeof useCheckoutQuote>;
  steps: ReturnType<typeof useCheckoutSteps>;
  card: StripeCard;
  billing: BillingForm;
  /** The sandbox card's last four digits; null with Stripe (the card never reaches this page). */
  cardLast4: string | null;
  paymentValid: boolean;
  placing: boolean;
  error: string | null;
  orderType: OrderType | '';
  onConfirm: () => Promise<void>;
}

/** The tab headers and the shown tab, or the review; Stripe's element stays mounted while reviewing. */
export function CheckoutPanel(p: CheckoutPanelProps) {
  const { steps } = p;
  const { tab, reviewing } = steps;
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
            onClick={() => steps.pick(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="checkout-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="checkout-panel">
        {steps.message && !reviewing && (
          <p className="form-error" role="alert">
            {steps.message}
          </p>
        )}
        {p.card.active && (
          <StripeCardHost error={p.card.error} hidden={reviewing || tab !== 'payment'} setHost={p.card.setHost} />
        )}
        <TabContent {...p} />
      </div>
    </div>
  );
}

/** Where Stripe's Payment Element is mounted: hidden, not removed, while another tab or the review shows. */
function StripeCardHost({
  error,
  hidden,
  setHost,
}: {
  error: string | null;
  hidden: boolean;
  setHost: (host: HTMLDivElement | null) => void;
}) {
  return (
    <section className="stripe-card" aria-label="Card" hidden={hidden}>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div ref={setHost} className="stripe-card__element" />
    </section>
  );
}

function TabContent(p: CheckoutPanelProps) {
  const { steps, forms, q, orderType } = p;
  const { shipping, shippingOption, windowStart } = forms.typeValues;
  if (steps.reviewing)
    return (
      <ReviewView
        orderType={orderType as OrderType}
        lines={q.cart.lines}
        quote={q.quote.data}
        shippingOption={shippingOption}
        windowStart={windowStart}
        pickupReadyAt={q.quote.data?.pickupReadyAt ?? null}
        timeZone={q.timeZone}
        shipping={shipping}
        billing={p.billing}
        storeLocation={q.options.data?.storeLocation ?? ''}
        cardLast4={p.cardLast4}
        placing={p.placing}
        error={p.error}
        onConfirm={p.onConfirm}
        onBack={() => steps.pick('payment')}
      />
    );
  if (steps.tab === 'orderType')
    return (
      <OrderTypeTab
        options={q.options.data}
        form={forms.typeForm}
        onOrderType={() => steps.setMessage(null)}
        quote={q.quote.data}
        quoteLoading={q.quote.isFetching}
        quoteError={q.quote.error ? q.quote.error.message : null}
        timeZone={q.timeZone}
        onContinue={steps.continueFromOrderType}
      />
    );
  if (steps.tab === 'cart')
    return (
      <CartTab
        lines={q.cart.lines}
        quote={q.quote.data}
        quoteRequest={q.quoteRequest}
        orderType={orderType}
        shippingOption={shippingOption}
        onContinue={() => steps.pick('details')}
      />
    );
  if (steps.tab === 'details') return <DetailsTab form={forms.contactForm} onContinue={() => steps.pick('payment')} />;
  return (
    <>
      <RefusedPromoCode quote={q.quote.data} onRemoved={() => steps.setMessage(null)} />
      <PaymentTab
        form={forms.paymentForm}
        canCopyShipping={orderType !== 'pickup' && orderType !== ''}
        cardFields={!p.card.active}
        onPlaceOrder={() => steps.toReview(p.paymentValid, !p.card.active)}
      />
    </>
  );
}

import type { QuoteResponse } from '@domain/api/quote';
import type { OrderType } from '@domain/order-type';
import { formatMoment, formatWindow } from '@domain/quote/window-format';
import { useForm, useWatch } from 'react-hook-form';
import type { CartLine } from '../../state/cart';
import { CHECKOUT_MESSAGES, type BillingForm, type ShippingForm } from './checkout-rules';
import { OrderSummary } from './OrderSummary';

interface ReviewViewProps {
  orderType: OrderType;
  lines: readonly CartLine[];
  quote: QuoteResponse | undefined;
  shippingOption: string;
  windowStart: string;
  pickupReadyAt: string | null;
  timeZone: string;
  shipping: ShippingForm;
  billing: BillingForm;
  storeLocation: string;
  /** null when Stripe took the card: its number never reaches this page. */
  cardLast4: string | null;
  placing: boolean;
  error: string | null;
  onConfirm: () => void;
  onBack: () => void;
}

const TYPE_LABEL: Record<OrderType, string> = { delivery: 'Delivery', shipping: 'Shipping', pickup: 'Pick Up' };

const oneLine = (a: Pick<ShippingForm, 'fullName' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode'>) =>
  [a.fullName, a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zipCode}`]
    .filter((s) => s && s.trim())
    .join(', ');

/** The review state (spec 2.11): everything at a glance, the 21+ confirmation, then the order. */
export function ReviewView(p: ReviewViewProps) {
  const window = p.quote?.deliveryWindows.find((w) => w.start === p.windowStart);
  const { register, control, handleSubmit, formState } = useForm({ defaultValues: { ageConfirmed: false } });
  const ageConfirmed = useWatch({ control, name: 'ageConfirmed' });
  const error = p.error ?? formState.errors.ageConfirmed?.message;
  return (
    <form
      className="checkout-review"
      aria-labelledby="review-title"
      noValidate
      onSubmit={(e) => void handleSubmit(p.onConfirm)(e)}
    >
      <h2 id="review-title" className="checkout-h2">
        Review your order
      </h2>
      <dl className="details">
        <div className="details__row">
          <dt>Order Type</dt>
          <dd>{TYPE_LABEL[p.orderType]}</dd>
        </div>
        {p.orderType === 'pickup' ? (
          <div className="details__row">
            <dt>Pick up at</dt>
            <dd>
              {p.storeLocation} (
              {p.pickupReadyAt ? `from ${formatMoment(p.pickupReadyAt, p.timeZone)}` : '2 hours after ordering'})
            </dd>
          </div>
        ) : (
          <div className="details__row">
            <dt>{p.orderType === 'delivery' ? 'Deliver to' : 'Ship to'}</dt>
            <dd>{oneLine(p.shipping)}</dd>
          </div>
        )}
        {p.orderType === 'delivery' && window && (
          <div className="details__row">
            <dt>Delivery window</dt>
            <dd>{formatWindow(window.start, window.end, p.timeZone)}</dd>
          </div>
        )}
        <div className="details__row">
          <dt>Billing address</dt>
          <dd>{oneLine(p.billing)}</dd>
        </div>
        <div className="details__row">
          <dt>Payment</dt>
          <dd>{p.cardLast4 === null ? 'Credit Card' : `Credit Card ending in ${p.cardLast4}`}</dd>
        </div>
      </dl>
      <OrderSummary
        lines={p.lines}
        quote={p.quote}
        orderType={p.orderType}
        shippingOption={p.orderType === 'shipping' ? p.shippingOption : undefined}
      />
      <label className="check check--strong">
        <input type="checkbox" {...register('ageConfirmed', { required: CHECKOUT_MESSAGES.age })} />I confirm that I am
        21 years of age or older and that someone 21 or older will{' '}
        {p.orderType === 'pickup' ? 'collect the order with a photo ID' : 'sign for the order'}.
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="checkout-actions">
        <button type="button" className="btn btn--ghost" onClick={p.onBack}>
          Back to Payment
        </button>
        <button type="submit" className="btn btn--primary" disabled={!ageConfirmed || p.placing}>
          {p.placing ? 'Placing your order...' : 'Confirm and Place Order'}
        </button>
      </div>
    </form>
  );
}

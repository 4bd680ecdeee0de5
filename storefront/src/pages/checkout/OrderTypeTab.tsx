import type { QuoteResponse } from '@domain/api/quote';
import type { OrderType } from '@domain/order-totals';
import { formatDollars, toCents } from '@domain/money';
import { formatMoment, formatWindow } from '@domain/quote/window-format';
import type { CheckoutOptions } from '@domain/api/checkout';
import { Field } from '../../components/Field';
import { AddressFields } from './AddressFields';
import { CHECKOUT_MESSAGES, isDeliveryZip, shippingFormErrors, zipReady, type ShippingForm } from './checkout-rules';

interface OrderTypeTabProps {
  options: CheckoutOptions | undefined;
  orderType: OrderType | '';
  onOrderType: (t: OrderType) => void;
  shipping: ShippingForm;
  onShipping: (f: ShippingForm) => void;
  showErrors: boolean;
  /** The server quote for the cart, order type and address: rates, windows, pickup time, problems. */
  quote: QuoteResponse | undefined;
  quoteLoading: boolean;
  quoteError: string | null;
  shippingOption: string;
  onShippingOption: (name: string) => void;
  windowStart: string;
  onWindowStart: (start: string) => void;
  /** The store's time zone (windows and pickup times are shown in it). */
  timeZone: string;
  onContinue: () => void;
}

const TYPES: Array<{ value: OrderType; label: string }> = [
  { value: 'delivery', label: 'Delivery' },
  { value: 'shipping', label: 'Shipping' },
  { value: 'pickup', label: 'Pick Up' },
];

/** Spec 2.11 Order Type tab: delivery, shipping (when the store ships) or pick up. */
export function OrderTypeTab(p: OrderTypeTabProps) {
  const types = TYPES.filter((t) => t.value !== 'shipping' || p.options?.isShippingAvailable);
  const addressErrors = shippingFormErrors(p.shipping);
  // One message at a time under the zip: a malformed zip ("abcde") gets the format message only.
  const zoneProblem =
    p.orderType === 'delivery' &&
    zipReady(p.shipping.zipCode) &&
    !addressErrors.zipCode &&
    p.options &&
    !isDeliveryZip(p.shipping.zipCode, p.options.deliveryZones);
  const zipNote =
    p.orderType === 'delivery' && zoneProblem ? (
      <p className="field__error" role="alert">
        {CHECKOUT_MESSAGES.deliveryZone}
      </p>
    ) : p.orderType === 'shipping' ? (
      <ShippingTypeSelect {...p} />
    ) : p.orderType === 'delivery' ? (
      <DeliveryWindows {...p} />
    ) : null;
  // A missing shipping type or address is asked for by its field; the zone message stands under the zip.
  const problems = (p.quote?.problems ?? []).filter(
    (x) => !['SHIPPING_OPTION', 'ADDRESS', 'NOT_DELIVERABLE'].includes(x.code),
  );
  const nameOf = (itemNumber?: string) => p.quote?.lines.find((l) => l.itemNumber === itemNumber)?.name;

  return (
    <div className="checkout-tab">
      <fieldset className="choice-group">
        <legend className="field__label">How would you like to get your order?</legend>
        {types.map((t) => (
          <label key={t.value} className={`choice ${p.orderType === t.value ? 'choice--on' : ''}`}>
            <input
              type="radio"
              name="orderType"
              value={t.value}
              checked={p.orderType === t.value}
              onChange={() => p.onOrderType(t.value)}
            />
            {t.label}
          </label>
        ))}
      </fieldset>
      <p className="checkout-note">
        Someone 21 years of age or older must be present to sign for delivery and shipping orders.
      </p>
      <p className="checkout-note">Pick up in store is available 2 hours after ordering.</p>

      {(p.orderType === 'delivery' || p.orderType === 'shipping') && (
        <section aria-label={p.orderType === 'delivery' ? 'Delivery address' : 'Shipping address'}>
          <h2 className="checkout-h2">{p.orderType === 'delivery' ? 'Delivery address' : 'Shipping address'}</h2>
          {p.orderType === 'shipping' && !!p.options?.shippingPolicy.length && (
            <div className="checkout-note" data-testid="ships-to">
              <p>Where we ship:</p>
              <ul>
                {p.options.shippingPolicy.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <AddressFields
            name="shipping"
            withContact
            value={p.shipping}
            errors={addressErrors}
            showErrors={p.showErrors}
            onChange={p.onShipping}
            zipNote={zipNote}
          />
        </section>
      )}
      {p.orderType && problems.length > 0 && (
        <ul className="quote-problems" aria-label="What stops this order">
          {problems.map((x) => (
            <li
              key={`${x.itemNumber ?? ''}${x.code}`}
              className="field__error"
              role="alert"
              data-testid="quote-problem"
            >
              {x.itemNumber && nameOf(x.itemNumber) ? `${nameOf(x.itemNumber)}: ` : ''}
              {x.message}
            </li>
          ))}
        </ul>
      )}
      {p.orderType === 'pickup' && (
        <section className="pickup-box" aria-label="Pick up location">
          <h2 className="checkout-h2">Pick up at {p.options?.storeName ?? 'the store'}</h2>
          <p>{p.options?.storeLocation}</p>
          {p.options?.storePhone && <p className="muted">{p.options.storePhone}</p>}
          {p.quote?.pickupReadyAt && (
            <p data-testid="pickup-ready">Ready for pickup from {formatMoment(p.quote.pickupReadyAt, p.timeZone)}.</p>
          )}
          <p className="muted small">
            Bring a photo ID: we check that you are 21 or older when you collect your order.
          </p>
        </section>
      )}
      <button type="button" className="btn btn--primary" onClick={p.onContinue}>
        Continue
      </button>
    </div>
  );
}

function ShippingTypeSelect(p: OrderTypeTabProps) {
  if (!zipReady(p.shipping.zipCode) || !p.shipping.state.trim())
    return <p className="field__hint">Enter your state and zip code to see the shipping types.</p>;
  if (p.quoteError)
    return (
      <p className="field__error" role="alert">
        {p.quoteError}
      </p>
    );
  const rates = p.quote?.shippingOptions ?? {};
  const none = !p.quoteLoading && Object.keys(rates).length === 0;
  return (
    <Field label="Choose Shipping Type">
      <select
        value={p.shippingOption}
        onChange={(e) => p.onShippingOption(e.target.value)}
        disabled={(p.quoteLoading && !p.quote) || none}
      >
        <option value="">
          {p.quoteLoading && !p.quote
            ? 'Loading shipping types...'
            : none
              ? 'This cart cannot be shipped to this address'
              : 'Choose Shipping Type'}
        </option>
        {Object.entries(rates).map(([name, cost]) => (
          <option key={name} value={name}>
            {name} - {formatDollars(toCents(cost))}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Delivery: the next 2-hour windows within opening and sale hours; full ones are shown but cannot be picked. */
function DeliveryWindows(p: OrderTypeTabProps) {
  if (!zipReady(p.shipping.zipCode) || !p.shipping.state.trim())
    return <p className="field__hint">Enter your state and zip code to see the delivery windows.</p>;
  const windows = p.quote?.deliveryWindows ?? [];
  if (!windows.length)
    return <p className="field__hint">{p.quoteLoading ? 'Loading delivery windows...' : 'No delivery windows.'}</p>;
  return (
    <fieldset className="choice-group window-picker" data-testid="delivery-windows">
      <legend className="field__label">Choose a delivery window</legend>
      {windows.map((w) => {
        const full = w.remaining <= 0;
        return (
          <label
            key={w.start}
            className={`choice ${p.windowStart === w.start ? 'choice--on' : ''} ${full ? 'choice--off' : ''}`}
          >
            <input
              type="radio"
              name="deliveryWindow"
              value={w.start}
              disabled={full}
              checked={p.windowStart === w.start}
              onChange={() => p.onWindowStart(w.start)}
            />
            {formatWindow(w.start, w.end, p.timeZone)}
            {full ? ' (full)' : ''}
          </label>
        );
      })}
    </fieldset>
  );
}

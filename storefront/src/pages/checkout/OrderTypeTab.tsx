import type { OrderType } from '@domain/order-totals';
import { formatDollars, toCents } from '@domain/money';
import type { CheckoutOptions } from '../../api/checkout';
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
  rates: Record<string, number> | undefined;
  ratesLoading: boolean;
  ratesError: string | null;
  shippingOption: string;
  onShippingOption: (name: string) => void;
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
  const zoneProblem =
    p.orderType === 'delivery' &&
    zipReady(p.shipping.zipCode) &&
    p.options &&
    !isDeliveryZip(p.shipping.zipCode, p.options.deliveryZones);
  const zipNote =
    p.orderType === 'delivery' && zoneProblem ? (
      <p className="field__error" role="alert">
        {CHECKOUT_MESSAGES.deliveryZone}
      </p>
    ) : p.orderType === 'shipping' ? (
      <ShippingTypeSelect {...p} />
    ) : null;

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
          <AddressFields
            name="shipping"
            withContact
            value={p.shipping}
            errors={shippingFormErrors(p.shipping)}
            showErrors={p.showErrors}
            onChange={p.onShipping}
            zipNote={zipNote}
          />
        </section>
      )}
      {p.orderType === 'pickup' && (
        <section className="pickup-box" aria-label="Pick up location">
          <h2 className="checkout-h2">Pick up at {p.options?.storeName ?? 'the store'}</h2>
          <p>{p.options?.storeLocation}</p>
          {p.options?.storePhone && <p className="muted">{p.options.storePhone}</p>}
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
  if (!zipReady(p.shipping.zipCode))
    return <p className="field__hint">Enter your zip code to see the shipping types.</p>;
  if (p.ratesError)
    return (
      <p className="field__error" role="alert">
        {p.ratesError}
      </p>
    );
  return (
    <Field label="Choose Shipping Type">
      <select
        value={p.shippingOption}
        onChange={(e) => p.onShippingOption(e.target.value)}
        disabled={p.ratesLoading || !p.rates}
      >
        <option value="">{p.ratesLoading ? 'Loading shipping types...' : 'Choose Shipping Type'}</option>
        {Object.entries(p.rates ?? {}).map(([name, cost]) => (
          <option key={name} value={name}>
            {name} - {formatDollars(toCents(cost))}
          </option>
        ))}
      </select>
    </Field>
  );
}

import type { QuoteResponse } from '@domain/api/quote';
import type { OrderType } from '@domain/order-type';
import { formatDollars, toCents } from '@domain/money';
import { formatWindow } from '@domain/quote/window-format';
import type { CheckoutOptions } from '@domain/api/checkout';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/Field';
import {
  CHECKOUT_MESSAGES,
  isDeliveryZip,
  shippingFormErrors,
  zipReady,
  type OrderTypeValues,
  type ShippingForm,
} from './checkout-rules';
import { AddressSection, PickupBox, QuoteProblems } from './OrderTypeSections';

export interface OrderTypeTabProps {
  options: CheckoutOptions | undefined;
  /** The tab's form (react-hook-form): type, address, shipping type, window. */
  form: UseFormReturn<OrderTypeValues>;
  /** The server quote for the cart, order type and address: rates, windows, pickup time, problems. */
  quote: QuoteResponse | undefined;
  quoteLoading: boolean;
  quoteError: string | null;
  /** The store's time zone (windows and pickup times are shown in it). */
  timeZone: string;
  /** A new order type clears the tab's message. */
  onOrderType: () => void;
  onContinue: () => void;
}

/** What the parts below read from the form (watched: they follow every keystroke). */
interface Watched {
  orderType: OrderType | '';
  shipping: ShippingForm;
  shippingOption: string;
  windowStart: string;
}

const TYPES: Array<{ value: OrderType; label: string }> = [
  { value: 'delivery', label: 'Delivery' },
  { value: 'shipping', label: 'Shipping' },
  { value: 'pickup', label: 'Pick Up' },
];

/** Spec 2.11 Order Type tab: delivery, shipping (when the store ships) or pick up. */
export function OrderTypeTab(p: OrderTypeTabProps) {
  const { register, control } = p.form;
  const w = useWatch({ control }) as Watched;
  const types = TYPES.filter((t) => t.value !== 'shipping' || p.options?.isShippingAvailable);
  return (
    <form
      className="checkout-tab"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        p.onContinue();
      }}
    >
      <fieldset className="choice-group">
        <legend className="field__label">How would you like to get your order?</legend>
        {types.map((t) => (
          <label key={t.value} className={`choice ${w.orderType === t.value ? 'choice--on' : ''}`}>
            <input type="radio" value={t.value} {...register('orderType', { onChange: p.onOrderType })} />
            {t.label}
          </label>
        ))}
      </fieldset>
      <p className="checkout-note">
        Someone 21 years of age or older must be present to sign for delivery and shipping orders.
      </p>
      <p className="checkout-note">Pick up in store is available 2 hours after ordering.</p>

      {(w.orderType === 'delivery' || w.orderType === 'shipping') && (
        <AddressSection {...p} orderType={w.orderType} zipNote={<ZipNote {...p} w={w} />} />
      )}
      {w.orderType && <QuoteProblems quote={p.quote} />}
      {w.orderType === 'pickup' && <PickupBox options={p.options} quote={p.quote} timeZone={p.timeZone} />}
      <button type="submit" className="btn btn--primary">
        Continue
      </button>
    </form>
  );
}

/**
 * Under the zip, one message at a time: the zone message, else the quote's refusal of the address
 * (such as "Zip code 10118 is in NY, not IA."), else the shipping types or delivery windows.
 */
function ZipNote(p: OrderTypeTabProps & { w: Watched }) {
  const { orderType, shipping } = p.w;
  const zipFormat = shippingFormErrors(shipping).zipCode;
  // A malformed zip ("abcde") is judged by its format, not by the delivery zones. The zones are
  // checked here as the zip is typed; the settled quote's own verdict counts too (zones not loaded).
  const settled = p.quoteLoading ? undefined : p.quote;
  const outsideZones =
    orderType === 'delivery' &&
    zipReady(shipping.zipCode) &&
    !zipFormat &&
    ((p.options && !isDeliveryZip(shipping.zipCode, p.options.deliveryZones)) ||
      !!settled?.problems.some((x) => x.code === 'NOT_DELIVERABLE'));
  if (outsideZones)
    return (
      <p className="field__error" role="alert">
        {CHECKOUT_MESSAGES.deliveryZone}
      </p>
    );
  if (!zipReady(shipping.zipCode) || !shipping.state.trim())
    return (
      <p className="field__hint">
        {orderType === 'shipping'
          ? 'Enter your state and zip code to see the shipping types.'
          : 'Enter your state and zip code to see the delivery windows.'}
      </p>
    );
  // The quote answers an address it refuses with an error, not with rates or windows: its reason is
  // what to read, for delivery as for shipping (once: not when the zip field already says it).
  if (p.quoteError && p.quoteError !== p.form.formState.errors.shipping?.zipCode?.message)
    return (
      <p className="field__error" role="alert">
        {p.quoteError}
      </p>
    );
  return orderType === 'shipping' ? <ShippingTypeSelect {...p} /> : <DeliveryWindows {...p} w={p.w} />;
}

function ShippingTypeSelect(p: OrderTypeTabProps) {
  const rates = p.quote?.shippingOptions ?? {};
  const none = !p.quoteLoading && Object.keys(rates).length === 0;
  return (
    <Field label="Choose Shipping Type">
      <select {...p.form.register('shippingOption')} disabled={(p.quoteLoading && !p.quote) || none}>
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
function DeliveryWindows(p: OrderTypeTabProps & { w: Watched }) {
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
            className={`choice ${p.w.windowStart === w.start ? 'choice--on' : ''} ${full ? 'choice--off' : ''}`}
          >
            <input type="radio" value={w.start} disabled={full} {...p.form.register('windowStart')} />
            {formatWindow(w.start, w.end, p.timeZone)}
            {full ? ' (full)' : ''}
          </label>
        );
      })}
    </fieldset>
  );
}

import type { CheckoutOptions } from '@domain/api/checkout';
import type { QuoteResponse } from '@domain/api/quote';
import { formatMoment } from '@domain/quote/window-format';
import type { ReactNode } from 'react';
import { AddressFields } from './AddressFields';
import type { OrderTypeTabProps } from './OrderTypeTab';

/** Delivery or shipping: where to (with where the store ships), the zip's note under the zip field. */
export function AddressSection(p: OrderTypeTabProps & { orderType: 'delivery' | 'shipping'; zipNote: ReactNode }) {
  return (
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
        field={(key) => p.form.register(`shipping.${key}`)}
        errors={p.form.formState.errors.shipping}
        zipNote={p.zipNote}
      />
    </section>
  );
}

/** The quote's problems that stop the order (a missing shipping type or address is asked for by its field; the zone message stands under the zip). */
export function QuoteProblems({ quote }: { quote: QuoteResponse | undefined }) {
  const problems = (quote?.problems ?? []).filter(
    (x) => !['SHIPPING_OPTION', 'ADDRESS', 'NOT_DELIVERABLE'].includes(x.code),
  );
  const nameOf = (itemNumber?: string) => quote?.lines.find((l) => l.itemNumber === itemNumber)?.name;
  if (!problems.length) return null;
  return (
    <ul className="quote-problems" aria-label="What stops this order">
      {problems.map((x) => (
        <li key={`${x.itemNumber ?? ''}${x.code}`} className="field__error" role="alert" data-testid="quote-problem">
          {x.itemNumber && nameOf(x.itemNumber) ? `${nameOf(x.itemNumber)}: ` : ''}
          {x.message}
        </li>
      ))}
    </ul>
  );
}

/** Pick up: the store's address and phone, and when the order will be ready. */
export function PickupBox(p: {
  options: CheckoutOptions | undefined;
  quote: QuoteResponse | undefined;
  timeZone: string;
}) {
  return (
    <section className="pickup-box" aria-label="Pick up location">
      <h2 className="checkout-h2">Pick up at {p.options?.storeName ?? 'the store'}</h2>
      <p>{p.options?.storeLocation}</p>
      {p.options?.storePhone && <p className="muted">{p.options.storePhone}</p>}
      {p.quote?.pickupReadyAt && (
        <p data-testid="pickup-ready">Ready for pickup from {formatMoment(p.quote.pickupReadyAt, p.timeZone)}.</p>
      )}
      <p className="muted small">Bring a photo ID: we check that you are 21 or older when you collect your order.</p>
    </section>
  );
}

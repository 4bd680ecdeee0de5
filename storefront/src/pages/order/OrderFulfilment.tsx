import type { OrderDetailView, OrderItemView } from '@domain/api/orders';
import { formatMoment, formatWindow } from '@domain/quote/window-format';
import type { CheckoutOptions } from '@domain/api/checkout';
import { formatCalendarDay } from '@domain/store-time';
import { carrierFor } from './carrier';
import { TYPE_LABEL } from './order-format';

/** Pick up, delivery or shipping: where and when, the delivery window and the tracking links. */
export function OrderFulfilment(p: { order: OrderDetailView; options: CheckoutOptions | undefined; timeZone: string }) {
  const { order, options, timeZone } = p;
  const tracked = order.orderItems.filter((i) => i.trackingNumber);
  return (
    <section className="order__section" aria-labelledby="fulfil-title">
      <h2 id="fulfil-title">{order.orderType === 'pickup' ? 'Pick up' : TYPE_LABEL[order.orderType]}</h2>
      {order.orderType === 'pickup' ? (
        <div data-testid="pickup">
          <p>
            <strong>{options?.storeName ?? 'The store'}</strong>
            {options?.storeLocation ? `, ${options.storeLocation}` : ''}
          </p>
          {order.pickupReadyAt && <p>Ready from {formatMoment(order.pickupReadyAt, timeZone)}.</p>}
          <p className="muted small">
            Bring a photo ID: we check that you are 21 or older when you collect your order.
          </p>
        </div>
      ) : (
        <OrderAddress address={order.shippingAddress} />
      )}
      {order.deliveryWindow && (
        <p data-testid="delivery-window">
          Delivery window: {formatWindow(order.deliveryWindow.start, order.deliveryWindow.end, timeZone)}
        </p>
      )}
      {order.shippingOption && <p>Shipping: {order.shippingOption}</p>}
      {tracked.map((i) => (
        <Tracking key={i.orderItemId} item={i} option={order.shippingOption} />
      ))}
      {order.orderItems.some((i) => i.estimatedDelivery) && (
        <p>
          Estimated delivery:{' '}
          {[...new Set(order.orderItems.map((i) => i.estimatedDelivery).filter((d): d is string => !!d))]
            .map((d) => formatCalendarDay(d))
            .join(', ')}
        </p>
      )}
    </section>
  );
}

function OrderAddress({ address }: { address: OrderDetailView['shippingAddress'] }) {
  if (!address) return null;
  return (
    <address className="order__address">
      {address.fullName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? (
        <>
          <br />
          {address.addressLine2}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.zipCode}
    </address>
  );
}

function Tracking({ item, option }: { item: OrderItemView; option: string | null }) {
  const carrier = carrierFor(item.trackingNumber!, option);
  return (
    <p data-testid="tracking">
      Tracking number {item.trackingNumber}
      {carrier && (
        <>
          {' · '}
          <a href={carrier.url} target="_blank" rel="noopener noreferrer">
            Track with {carrier.name}
          </a>
        </>
      )}
    </p>
  );
}

import { formatDollars, toCents } from '@domain/money';
import { formatMoment, formatWindow } from '@domain/quote/window-format';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { PlacedOrder } from '@domain/api/checkout';

/**
 * The final success view (spec 2.11, 8: 'Order placed successfully!'), shown from its top with the
 * focus on its heading (the checkout above it may have been scrolled far down).
 */
export function SuccessView({
  order,
  pickupAt,
  timeZone,
}: {
  order: PlacedOrder['data'];
  pickupAt: string | null;
  timeZone: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="checkout-success" aria-labelledby="success-title">
      <div role="status">
        <h1 id="success-title" className="page-title" tabIndex={-1} ref={heading}>
          Order placed successfully!
        </h1>
      </div>
      <p>
        Your order number is <strong data-testid="order-id">#{order.orderId}</strong>. We sent a confirmation email.
      </p>
      <p className="muted">
        Total {formatDollars(toCents(order.totalAmount))}
        {order.bottleDeposit > 0 ? ` (bottle deposit ${formatDollars(toCents(order.bottleDeposit))} included)` : ''}. A
        temporary hold of {formatDollars(toCents(order.holdAmount))} is on your card; you are charged only the actual
        total when your order is complete.
      </p>
      {order.windowStart && order.windowEnd && (
        <p data-testid="success-window">
          Delivery window: {formatWindow(order.windowStart, order.windowEnd, timeZone)}.
        </p>
      )}
      {pickupAt && (
        <p>
          Your order will be ready for pickup
          {order.pickupReadyAt
            ? ` from ${formatMoment(order.pickupReadyAt, timeZone)}`
            : ' 2 hours after ordering'} at {pickupAt}. Please bring a photo ID.
        </p>
      )}
      <div className="checkout-actions">
        <Link to="/" className="btn btn--primary">
          Continue Shopping
        </Link>
        <Link to="/order-history" className="btn btn--ghost">
          View Order History
        </Link>
      </div>
    </section>
  );
}

import { formatDollars, toCents } from '@domain/money';
import { Link } from 'react-router-dom';
import type { PlacedOrder } from '../../api/checkout';

/** The final success view (spec 2.11, 8: 'Order placed successfully!'). */
export function SuccessView({ order, pickupAt }: { order: PlacedOrder['data']; pickupAt: string | null }) {
  return (
    <section className="checkout-success" aria-labelledby="success-title">
      <div role="status">
        <h1 id="success-title" className="page-title">
          Order placed successfully!
        </h1>
      </div>
      <p>
        Your order number is <strong data-testid="order-id">#{order.orderId}</strong>. We sent a confirmation email.
      </p>
      <p className="muted">
        Total {formatDollars(toCents(order.totalAmount))}. A temporary hold of{' '}
        {formatDollars(toCents(order.holdAmount))} is on your card; you are charged only the actual total when your
        order is complete.
      </p>
      {pickupAt && (
        <p>Your order will be ready for pickup 2 hours after ordering at {pickupAt}. Please bring a photo ID.</p>
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

import type { OrderDetailView } from '@domain/api/orders';
import { DEFAULT_TIME_ZONE, formatStoreMoment } from '@domain/store-time';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { fetchCheckoutOptions } from '../../api/checkout';
import { ApiError } from '../../api/http';
import { fetchOrder } from '../../api/orders';
import { setPreviousUrl, useSession } from '../../state/session';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderFulfilment } from './OrderFulfilment';
import { OrderItems } from './OrderItems';
import { OrderRefunds } from './OrderRefunds';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';
import { TYPE_LABEL } from './order-format';
import { useOrderActions } from './use-order-actions';
import './order.css';

/**
 * The order page: items, amounts, status timeline, delivery or pickup details,
 * tracking links, a printable receipt, cancel while Received and "Order again".
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const orderId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const order = useQuery({
    queryKey: ['order', orderId],
    queryFn: ({ signal }) => fetchOrder(orderId!, signal),
    enabled: session.signedIn && orderId !== null,
    refetchInterval: 30_000, // the store moves the order along: keep the timeline live
  });

  if (!session.signedIn) {
    setPreviousUrl(`/order-history/${id}`);
    return <Navigate to="/login" replace />;
  }
  const notFound = orderId === null || (order.error instanceof ApiError && order.error.status === 404);
  return (
    <div className="order-page">
      <p className="order-page__back no-print">
        <Link to="/order-history">← Order History</Link>
      </p>
      {order.isPending && !notFound && (
        <p className="status" role="status">
          Loading your order...
        </p>
      )}
      {notFound && (
        <div className="empty">
          <h1 className="page-title">Order not found</h1>
          <p>We could not find this order in your account.</p>
          <Link to="/order-history" className="btn btn--primary">
            Back to Order History
          </Link>
        </div>
      )}
      {order.isError && !notFound && (
        <p className="status status--error" role="alert">
          Your order could not be loaded. Please try again.
        </p>
      )}
      {order.data && <OrderDetails order={order.data} />}
    </div>
  );
}

function OrderDetails({ order }: { order: OrderDetailView }) {
  const { confirming, setConfirming, notice, problem, cancel, again } = useOrderActions(order);
  const options = useQuery({ queryKey: ['checkout-options'], queryFn: ({ signal }) => fetchCheckoutOptions(signal) });
  const timeZone = options.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const canCancel = order.nextStatuses.includes('Cancelled');

  return (
    <article className="order" aria-labelledby="order-title">
      <header className="order__head">
        <div>
          <h1 id="order-title" className="page-title">
            Order #{order.orderId}
          </h1>
          <p className="muted">
            Placed {formatStoreMoment(order.orderDate, timeZone)} · {TYPE_LABEL[order.orderType]}
          </p>
        </div>
        <span
          className={`status-pill status-pill--${order.orderStatus.toLowerCase().replace(/\s+/g, '-')}`}
          data-testid="order-status"
        >
          {order.orderStatus}
        </span>
      </header>

      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}

      <div className="order__actions no-print">
        <button type="button" className="btn btn--primary" onClick={() => again.mutate()} disabled={again.isPending}>
          {again.isPending ? 'Adding to cart...' : 'Order again'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => window.print()}>
          Print receipt
        </button>
        {canCancel && (
          <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
            Cancel order
          </button>
        )}
      </div>

      <OrderTimeline order={order} timeZone={timeZone} />
      <OrderFulfilment order={order} options={options.data} timeZone={timeZone} />
      <OrderItems items={order.orderItems} />
      <OrderTotals order={order} />
      <OrderRefunds refunds={order.refunds} refundedAmount={order.refundedAmount} timeZone={timeZone} />

      {confirming && (
        <CancelOrderDialog
          orderId={order.orderId}
          pending={cancel.isPending}
          onKeep={() => setConfirming(false)}
          onCancel={() => cancel.mutate()}
        />
      )}
    </article>
  );
}

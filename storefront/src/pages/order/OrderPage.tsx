import type { OrderDetailView, OrderItemView } from '@domain/api/orders';
import { formatDollars, toCents } from '@domain/money';
import { isStoppedStatus } from '@domain/order-status';
import { formatMoment, formatWindow } from '@domain/quote/window-format';
import { DEFAULT_TIME_ZONE } from '@domain/store-time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { fetchCheckoutOptions } from '../../api/checkout';
import { ApiError } from '../../api/http';
import { cancelOrder, fetchOrder } from '../../api/orders';
import { Dialog } from '../../components/Dialog';
import { ProductImage } from '../../components/ProductImage';
import { setPreviousUrl, useSession } from '../../state/session';
import { carrierFor } from './carrier';
import { orderAgain } from './order-again';
import { OrderRefunds } from './OrderRefunds';
import { timeline } from './timeline';
import './order.css';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const money = (dollars: number) => formatDollars(toCents(dollars));
const TYPE_LABEL = { delivery: 'Delivery', shipping: 'Shipping', pickup: 'Pick Up' } as const;

/**
 * The order page (issue 16 point 8): items, amounts, status timeline, delivery or pickup details,
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const options = useQuery({ queryKey: ['checkout-options'], queryFn: ({ signal }) => fetchCheckoutOptions(signal) });
  const timeZone = options.data?.timeZone ?? DEFAULT_TIME_ZONE;

  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.orderId),
    onSuccess: (updated) => {
      queryClient.setQueryData(['order', order.orderId], updated);
      void queryClient.invalidateQueries({ queryKey: ['order-history'] });
      setConfirming(false);
      setNotice('Your order was cancelled. The hold on your card has been released.');
    },
    onError: (e) => {
      setConfirming(false);
      setProblem(e instanceof ApiError ? e.message : 'The order could not be cancelled. Please try again.');
    },
  });
  const again = useMutation({
    mutationFn: () => orderAgain(order.orderItems),
    onSuccess: ({ added, missing }) => {
      if (added > 0 && missing.length === 0) navigate('/cart');
      else if (added > 0) setProblem(`Added to your cart. No longer available: ${missing.join(', ')}.`);
      else setProblem('None of these items is available any more.');
    },
  });

  const canCancel = order.nextStatuses.includes('Cancelled');
  const steps = timeline(order.orderType, order.orderStatus, order.orderDate, order.statusHistory);
  const live = order.orderItems.filter((i) => !isStoppedStatus(i.itemStatus));
  const saved = live.reduce(
    (sum, i) => sum + Math.max(0, toCents(i.regularPrice) - toCents(i.itemPrice)) * i.quantity,
    0,
  );
  const tracked = order.orderItems.filter((i) => i.trackingNumber);
  const address = order.shippingAddress;

  return (
    <article className="order" aria-labelledby="order-title">
      <header className="order__head">
        <div>
          <h1 id="order-title" className="page-title">
            Order #{order.orderId}
          </h1>
          <p className="muted">
            Placed {when.format(new Date(order.orderDate))} · {TYPE_LABEL[order.orderType]}
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

      <section className="order__section" aria-labelledby="timeline-title">
        <h2 id="timeline-title">Status</h2>
        <ol className="timeline" data-testid="timeline">
          {steps.map((s) => (
            <li key={s.status} className={`timeline__step timeline__step--${s.state}`}>
              <span className="timeline__dot" aria-hidden="true" />
              <span className="timeline__name">{s.status}</span>
              {s.at && <span className="timeline__at muted small">{when.format(new Date(s.at))}</span>}
              <span className="sr-only">
                {s.state === 'current' ? ' (current step)' : s.state === 'upcoming' ? ' (not yet)' : ''}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section className="order__section" aria-labelledby="fulfil-title">
        <h2 id="fulfil-title">{order.orderType === 'pickup' ? 'Pick up' : TYPE_LABEL[order.orderType]}</h2>
        {order.orderType === 'pickup' ? (
          <div data-testid="pickup">
            <p>
              <strong>{options.data?.storeName ?? 'The store'}</strong>
              {options.data?.storeLocation ? `, ${options.data.storeLocation}` : ''}
            </p>
            {order.pickupReadyAt && <p>Ready from {formatMoment(order.pickupReadyAt, timeZone)}.</p>}
            <p className="muted small">
              Bring a photo ID: we check that you are 21 or older when you collect your order.
            </p>
          </div>
        ) : (
          address && (
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
          )
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
            {[...new Set(order.orderItems.map((i) => i.estimatedDelivery).filter(Boolean))].join(', ')}
          </p>
        )}
      </section>

      <section className="order__section" aria-labelledby="items-title">
        <h2 id="items-title">Items</h2>
        <ul className="order__items">
          {order.orderItems.map((i) => (
            <li key={i.orderItemId} className="order-line" data-testid="order-line">
              <ProductImage src={i.imageUrl} alt="" width={56} height={70} className="order-line__img" />
              <div className="order-line__info">
                <Link to={`/product/${encodeURIComponent(i.itemId)}`} className="order-line__name">
                  {i.productName}
                </Link>
                <p className="muted small">
                  {[i.packType, i.size].filter(Boolean).join(' · ')} · Item #{i.itemId}
                </p>
                {isStoppedStatus(i.itemStatus) && <p className="small status--error">{i.itemStatus}</p>}
                {i.discount > 0 && (
                  <p className="small price--sale" data-testid="order-line-discount">
                    {i.promotionName ?? 'Discount'}: −{money(i.discount)}
                  </p>
                )}
              </div>
              <div className="order-line__price">
                <span>
                  {i.quantity} × {money(i.itemPrice)}
                </span>
                {i.regularPrice > i.itemPrice && (
                  <s className="muted small" aria-label={`Regular price ${money(i.regularPrice)}`}>
                    {money(i.regularPrice)}
                  </s>
                )}
                <strong>{money(i.itemPrice * i.quantity)}</strong>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="order__section order__totals" aria-labelledby="totals-title">
        <h2 id="totals-title">Summary</h2>
        <dl className="totals" data-testid="order-totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{money(order.subTotal)}</dd>
          </div>
          {saved > 0 && (
            <div>
              <dt>Sale savings (included)</dt>
              <dd>−{formatDollars(saved)}</dd>
            </div>
          )}
          {order.discount > 0 && (
            <div>
              <dt>Discount</dt>
              <dd data-testid="order-discount">−{money(order.discount)}</dd>
            </div>
          )}
          {order.promotions.map((p) => (
            <div key={p.id} className="totals__promotion" data-testid="order-promotion">
              <dt className="muted small">
                {p.name}
                {p.code ? ` (${p.code})` : ''}
              </dt>
              <dd className="muted small">−{money(p.amount)}</dd>
            </div>
          ))}
          {order.deposit > 0 && (
            <div>
              <dt>Bottle deposit</dt>
              <dd>{money(order.deposit)}</dd>
            </div>
          )}
          {order.orderType === 'delivery' ? (
            <div>
              <dt>Delivery fee</dt>
              <dd data-testid="order-delivery-fee">{order.shippingCost > 0 ? money(order.shippingCost) : 'Free'}</dd>
            </div>
          ) : (
            order.shippingCost > 0 && (
              <div>
                <dt>Shipping{order.shippingOption ? ` (${order.shippingOption})` : ''}</dt>
                <dd>{money(order.shippingCost)}</dd>
              </div>
            )
          )}
          {order.salesTax > 0 && (
            <div>
              <dt>Sales Tax</dt>
              <dd>{money(order.salesTax)}</dd>
            </div>
          )}
          <div className="totals__total">
            <dt>Total</dt>
            <dd>{money(order.totalAmount)}</dd>
          </div>
        </dl>
        <p className="muted small">
          {order.cardDetails.cardBrand || 'Card'} ending {order.cardDetails.cardLast4}
          {order.transactionStatus === 'Pending' &&
            ` · a hold of ${money(order.holdAmount)} until the order is complete`}
          {order.transactionStatus === 'Voided' && ' · the hold was released'}
          {order.transactionStatus === 'Captured' && ' · charged'}
        </p>
      </section>

      <OrderRefunds refunds={order.refunds} refundedAmount={order.refundedAmount} />

      {confirming && (
        <Dialog title="Cancel this order?" onClose={() => setConfirming(false)}>
          <p>
            Order #{order.orderId} will be cancelled, the bottles go back on the shelf and the hold on your card is
            released. We will email you a confirmation.
          </p>
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              Keep order
            </button>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => cancel.mutate()}
              disabled={cancel.isPending}
            >
              {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
            </button>
          </div>
        </Dialog>
      )}
    </article>
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

import type { CustomerOrder, CustomerOrderItem } from '@domain/api/orders';
import { formatDollars, toCents } from '@domain/money';
import { isStoppedStatus } from '@domain/order-status';
import { formatMoment, formatWindow } from '@domain/quote/window-format';
import { DEFAULT_TIME_ZONE } from '@domain/store-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { fetchOrderHistory, type HistoryDate, type HistoryStatus } from '../../api/orders';
import { announce } from '../../components/announcer';
import { WEB_CONFIG_QUERY } from '../../components/Navbar';
import { ProductImage } from '../../components/ProductImage';
import { setPreviousUrl, useSession } from '../../state/session';
import './order-history.css';
import { historyYears } from './history-years';
import { reorder } from './reorder';

const STATUS_FILTERS: Array<{ value: HistoryStatus; label: string }> = [
  { value: 'Received', label: 'Received' },
  { value: 'Processing', label: 'Processing' },
  { value: 'Complete', label: 'Complete' },
  { value: '', label: 'Clear' },
];

/** Spec 2.12 date filters; the years are this year and the two before it (history-years.ts). */
function dateFilters(timeZone: string | undefined): Array<{ value: HistoryDate; label: string }> {
  return [
    { value: 'last-30-days', label: 'Last 30 days' },
    { value: 'last-3-months', label: 'Last 3 months' },
    ...historyYears(timeZone).map((y) => ({ value: y as HistoryDate, label: y })),
    { value: '', label: 'Clear' },
  ];
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Spec 2.12 order history: filters on the left (applied by the server), orders on the right, live status. */
export default function OrderHistoryPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [status, setStatus] = useState<HistoryStatus>('');
  const [date, setDate] = useState<HistoryDate>('');
  const [problem, setProblem] = useState<string | null>(null);
  const customerId = session.customer?.id;
  const timeZone = useQuery(WEB_CONFIG_QUERY).data?.timeZone;
  const orders = useQuery({
    queryKey: ['order-history', customerId, status, date],
    queryFn: ({ signal }) => fetchOrderHistory(customerId!, { status, date }, signal),
    enabled: session.signedIn && !!customerId,
    refetchInterval: 30_000, // statuses change in the store: keep them live
  });

  if (!session.signedIn) {
    setPreviousUrl('/order-history');
    return <Navigate to="/login" replace />;
  }

  async function again(line: CustomerOrderItem, to: '/checkout' | '/cart') {
    setProblem(null);
    try {
      await reorder(line);
      announce(`Added ${line.productName} to cart`);
      navigate(to);
    } catch {
      setProblem(`${line.productName}: this item is no longer available.`);
    }
  }

  return (
    <div className="history">
      <h1 className="page-title">Order History</h1>
      <div className="history__layout">
        <aside className="history__filters" aria-label="Filter orders">
          <FilterGroup
            title="Order Status"
            name="status"
            options={STATUS_FILTERS}
            value={status}
            onChange={setStatus}
          />
          <FilterGroup title="Order Date" name="date" options={dateFilters(timeZone)} value={date} onChange={setDate} />
        </aside>
        <section className="history__orders" aria-label="Orders" aria-busy={orders.isFetching}>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          {!customerId && (
            <p className="status">We could not load your customer record. Please log out and in again.</p>
          )}
          {orders.isPending && customerId && <p className="status">Loading your orders...</p>}
          {orders.isError && <p className="status status--error">Your orders could not be loaded. Please try again.</p>}
          {orders.data?.length === 0 && (
            <div className="empty">
              <p>{status || date ? 'No orders match these filters.' : 'You have not placed any orders yet.'}</p>
              <Link to="/" className="btn btn--primary">
                Continue Shopping
              </Link>
            </div>
          )}
          {orders.data?.map((o) => (
            <article key={o.orderId} className="history-order" data-testid="history-order">
              <header className="history-order__head">
                <span>
                  Order <strong>#{o.orderId}</strong>
                </span>
                <span className="muted">{dateFormat.format(new Date(o.orderDate))}</span>
                <span>Total {formatDollars(toCents(o.totalAmount))}</span>
                {o.refundedAmount > 0 && (
                  <span data-testid="order-refunded">Refunded {formatDollars(toCents(o.refundedAmount))}</span>
                )}
                <span
                  className={`status-pill status-pill--${o.status.toLowerCase().replace(/\s+/g, '-')}`}
                  data-testid="order-status"
                >
                  {o.status}
                </span>
                <Link to={`/order-history/${o.orderId}`} className="history-order__view">
                  View order<span className="sr-only"> #{o.orderId}</span>
                </Link>
              </header>
              <OrderExtras order={o} timeZone={timeZone ?? DEFAULT_TIME_ZONE} />
              <ul className="history-order__items">
                {o.orderItems.map((i) => (
                  <li key={i.orderItemId} className="history-item">
                    <ProductImage src={i.imageUrl} alt={i.productName} width={64} height={80} />
                    <div className="history-item__info">
                      <p className="history-item__name">{i.productName}</p>
                      <p className="muted small">
                        Order date {dateFormat.format(new Date(o.orderDate))} · Order id {o.orderId} · Total{' '}
                        {formatDollars(toCents(o.totalAmount))}
                      </p>
                      <p className="muted small">
                        {i.quantity} × {formatDollars(toCents(i.itemPrice))}
                        {i.size ? ` · ${i.size}` : ''}
                        {isStoppedStatus(i.itemStatus) ? ` · ${i.itemStatus}` : ''}
                      </p>
                      {i.discount > 0 && (
                        <p className="small price--sale" data-testid="history-line-discount">
                          {i.promotionName ?? 'Discount'}: −{formatDollars(toCents(i.discount))}
                        </p>
                      )}
                    </div>
                    <div className="history-item__actions">
                      <button
                        type="button"
                        className="btn btn--primary btn--small"
                        onClick={() => again(i, '/checkout')}
                      >
                        Buy Now
                      </button>
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => again(i, '/cart')}>
                        Add To Cart
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </section>
      </div>
    </div>
  );
}

/**
 * What the quote stored on the order besides its lines (issues 12, 13): promotion discount, bottle
 * deposit, delivery fee or shipping, and the delivery window or pickup time, read in the store's time zone.
 */
function OrderExtras({ order: o, timeZone }: { order: CustomerOrder; timeZone: string }) {
  const money = (dollars: number) => formatDollars(toCents(dollars));
  const parts: string[] = [];
  if (o.discount > 0) parts.push(`Discount −${money(o.discount)}`);
  if (o.deposit > 0) parts.push(`Bottle deposit ${money(o.deposit)}`);
  if (o.orderType === 'delivery') parts.push(`Delivery fee ${o.shippingCost > 0 ? money(o.shippingCost) : 'Free'}`);
  else if (o.orderType === 'shipping' && o.shippingCost > 0) parts.push(`Shipping ${money(o.shippingCost)}`);
  if (o.deliveryWindow)
    parts.push(`Delivery window ${formatWindow(o.deliveryWindow.start, o.deliveryWindow.end, timeZone)}`);
  if (o.pickupReadyAt) parts.push(`Ready for pickup from ${formatMoment(o.pickupReadyAt, timeZone)}`);
  if (!parts.length) return null;
  return (
    <p className="history-order__extras muted small" data-testid="order-extras">
      {parts.join(' · ')}
    </p>
  );
}

function FilterGroup<T extends string>(p: {
  title: string;
  name: string;
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="history__group">
      <legend>{p.title}</legend>
      {p.options.map((o) => (
        <label key={o.label} className="history__option">
          <input type="radio" name={p.name} checked={p.value === o.value} onChange={() => p.onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

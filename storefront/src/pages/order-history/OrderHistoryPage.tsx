import type { CustomerOrderItem } from '@domain/api/orders';
import { DEFAULT_TIME_ZONE } from '@domain/store-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { fetchOrderHistory, type HistoryDate, type HistoryStatus } from '../../api/orders';
import { announce } from '../../components/announcer';
import { WEB_CONFIG_QUERY } from '../../components/Navbar';
import { reorder, REORDER_FAILED } from '../../lib/reorder';
import { setPreviousUrl, useSession } from '../../state/session';
import './order-history.css';
import { FilterGroup } from './FilterGroup';
import { HistoryOrder } from './HistoryOrder';
import { historyYears } from './history-years';

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
      const { message } = await reorder([line]);
      if (message !== null) return setProblem(message);
      announce(`Added ${line.productName} to cart`);
      navigate(to);
    } catch {
      setProblem(REORDER_FAILED);
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
            <HistoryOrder key={o.orderId} order={o} timeZone={timeZone ?? DEFAULT_TIME_ZONE} onAgain={again} />
          ))}
        </section>
      </div>
    </div>
  );
}

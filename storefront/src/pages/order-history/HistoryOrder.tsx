import type { CustomerOrder, CustomerOrderItem } from '@domain/api/orders';
import { formatDollars, toCents } from '@domain/money';
import { isStoppedStatus } from '@domain/order-status';
import { formatStoreDay } from '@domain/store-time';
import { Link } from 'react-router-dom';
import { ProductImage } from '../../components/ProductImage';
import { OrderExtras } from './OrderExtras';
import { DiscountLines } from '../../components/DiscountLines';

/** One past order: its number, date, total, status and link, then each line with Buy Now and Add To Cart. */
export function HistoryOrder({
  order: o,
  timeZone,
  onAgain,
}: {
  order: CustomerOrder;
  timeZone: string;
  onAgain: (line: CustomerOrderItem, to: '/checkout' | '/cart') => void;
}) {
  return (
    <article className="history-order" data-testid="history-order">
      <header className="history-order__head">
        <span>
          Order <strong>#{o.orderId}</strong>
        </span>
        <span className="muted">{formatStoreDay(o.orderDate, timeZone)}</span>
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
      <OrderExtras order={o} timeZone={timeZone} />
      <ul className="history-order__items">
        {o.orderItems.map((i) => (
          <li key={i.orderItemId} className="history-item">
            <ProductImage src={i.imageUrl} alt={i.productName} width={64} height={80} />
            <div className="history-item__info">
              <p className="history-item__name">{i.productName}</p>
              <p className="muted small">
                Order date {formatStoreDay(o.orderDate, timeZone)} · Order id {o.orderId} · Total{' '}
                {formatDollars(toCents(o.totalAmount))}
              </p>
              <p className="muted small">
                {i.quantity} × {formatDollars(toCents(i.itemPrice))}
                {i.size ? ` · ${i.size}` : ''}
                {isStoppedStatus(i.itemStatus) ? ` · ${i.itemStatus}` : ''}
              </p>
              <DiscountLines
                line={{ discount: i.discount, name: i.promotionName, discounts: i.discounts }}
                testId="history-line-discount"
              />
            </div>
            <div className="history-item__actions">
              <button type="button" className="btn btn--primary btn--small" onClick={() => onAgain(i, '/checkout')}>
                Buy Now
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => onAgain(i, '/cart')}>
                Add To Cart
              </button>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}

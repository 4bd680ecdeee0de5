import type { OrderDetailView } from '@domain/api/orders';
import { formatDollars, toCents } from '@domain/money';
import { isRemoved, money } from './order-format';
import { discountLabel } from '@domain/promotions/texts';

/** The order's summary: the figures the quote stored on it, then the card and its hold. */
export function OrderTotals({ order }: { order: OrderDetailView }) {
  const saved = order.orderItems
    .filter((i) => !isRemoved(i))
    .reduce((sum, i) => sum + Math.max(0, toCents(i.regularPrice) - toCents(i.itemPrice)) * i.quantity, 0);
  return (
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
        <Deductions order={order} />
        <Charges order={order} />
        <div className="totals__total">
          <dt>Total</dt>
          <dd>{money(order.totalAmount)}</dd>
        </div>
      </dl>
      <p className="muted small">
        {order.cardDetails.cardBrand || 'Card'} ending {order.cardDetails.cardLast4}
        {order.transactionStatus === 'Pending' && ` · a hold of ${money(order.holdAmount)} until the order is complete`}
        {order.transactionStatus === 'Voided' && ' · the hold was released'}
        {order.transactionStatus === 'Captured' && ' · charged'}
        {order.transactionStatus === 'Partially refunded' && ' · charged, partly refunded'}
        {order.transactionStatus === 'Refunded' && ' · refunded in full'}
      </p>
    </section>
  );
}

/** The discount and the promotions behind it. */
function Deductions({ order }: { order: OrderDetailView }) {
  return (
    <>
      {order.discount > 0 && (
        <div>
          <dt>Discount</dt>
          <dd data-testid="order-discount">−{money(order.discount)}</dd>
        </div>
      )}
      {order.promotions.map((p) => (
        <div key={p.id} className="totals__promotion" data-testid="order-promotion">
          <dt className="muted small">{discountLabel(p)}</dt>
          <dd className="muted small">−{money(p.amount)}</dd>
        </div>
      ))}
    </>
  );
}

/** Bottle deposit, the delivery fee or shipping, and sales tax. */
function Charges({ order }: { order: OrderDetailView }) {
  return (
    <>
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
    </>
  );
}

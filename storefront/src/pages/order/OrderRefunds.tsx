import type { OrderRefundView } from '@domain/api/orders';
import { formatDollars, toCents } from '@domain/money';
import { formatStoreMoment } from '@domain/store-time';

/** The refunds the store gave on this order: amount, date and reason. */
export function OrderRefunds(p: { refunds: OrderRefundView[]; refundedAmount: number; timeZone: string }) {
  const { refunds, refundedAmount, timeZone } = p;
  if (!refunds.length) return null;
  return (
    <section className="order__section" aria-labelledby="refunds-title" data-testid="order-refunds">
      <h2 id="refunds-title">Refunds</h2>
      <ul className="order__refunds">
        {refunds.map((r) => (
          <li key={r.id} className="order-refund">
            <strong>{formatDollars(toCents(r.amount))}</strong>
            <span className="muted small"> · {formatStoreMoment(r.at, timeZone)}</span>
            {r.reason && <p className="small">{r.reason}</p>}
            {r.restocked.length > 0 && (
              <p className="muted small">
                Returned: {r.restocked.map((l) => `${l.quantity} × ${l.productName}`).join(', ')}
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="muted small">
        {formatDollars(toCents(refundedAmount))} refunded in total to your card. Refunds usually appear on your
        statement within 5 to 10 business days.
      </p>
    </section>
  );
}

import type { OrderDetailView } from '@domain/api/orders';
import { formatStoreMoment } from '@domain/store-time';
import { timeline } from './timeline';

/** The order's status steps: done, current, upcoming or stopped, with when each happened. */
export function OrderTimeline({ order, timeZone }: { order: OrderDetailView; timeZone: string }) {
  const steps = timeline(order.orderType, order.orderStatus, order.orderDate, order.statusHistory);
  return (
    <section className="order__section" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Status</h2>
      <ol className="timeline" data-testid="timeline">
        {steps.map((s) => (
          <li key={s.status} className={`timeline__step timeline__step--${s.state}`}>
            <span className="timeline__dot" aria-hidden="true" />
            <span className="timeline__name">{s.status}</span>
            {s.at && <span className="timeline__at muted small">{formatStoreMoment(s.at, timeZone)}</span>}
            <span className="sr-only">
              {s.state === 'current' ? ' (current step)' : s.state === 'upcoming' ? ' (not yet)' : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

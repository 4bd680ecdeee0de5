import type { CustomerOrder } from '@domain/api/orders';
import { formatDollars, toCents } from '@domain/money';
import { formatMoment, formatWindow } from '@domain/quote/window-format';

/**
 * What the quote stored on the order besides its lines: promotion discount, bottle
 * deposit, delivery fee or shipping, and the delivery window or pickup time, read in the store's time zone.
 */
export function OrderExtras({ order: o, timeZone }: { order: CustomerOrder; timeZone: string }) {
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

import { formatDollars, toCents } from '@domain/money';
import type { OrderTotals } from '@domain/order-totals';
import { ProductImage } from '../../components/ProductImage';
import type { CartLine } from '../../state/cart';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  figures: OrderTotals;
  /** Shown for shipping orders only. */
  shippingOption?: string;
}

/** Spec 2.11 cart tab: the lines, SubTotal, Shipping, Sales Tax (only above 0), Total and Temporary Hold. */
export function OrderSummary({ lines, figures, shippingOption }: OrderSummaryProps) {
  return (
    <div className="checkout-summary">
      <ul className="checkout-lines" aria-label="Items in your order">
        {lines.map((l) => (
          <li key={l.itemNumber} className="checkout-line">
            <ProductImage src={l.imageUrl} alt={l.name} width={56} height={70} />
            <div>
              <p className="checkout-line__name">{l.name}</p>
              <p className="muted small">
                {l.packType}
                {l.packSize > 1 ? ` of ${l.packSize}` : ''}
                {l.size ? ` · ${l.size}` : ''} · Qty {l.quantity}
              </p>
            </div>
            <p className="checkout-line__total">{formatDollars(toCents(l.price) * l.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="summary">
        <div className="summary__row">
          <dt>SubTotal</dt>
          <dd data-testid="checkout-subtotal">{formatDollars(figures.subtotalCents)}</dd>
        </div>
        {shippingOption !== undefined && (
          <div className="summary__row">
            <dt>Shipping{shippingOption ? ` (${shippingOption})` : ''}</dt>
            <dd data-testid="checkout-shipping">{formatDollars(figures.shippingCents)}</dd>
          </div>
        )}
        {figures.taxCents > 0 && (
          <div className="summary__row">
            <dt>Sales Tax</dt>
            <dd data-testid="checkout-tax">{formatDollars(figures.taxCents)}</dd>
          </div>
        )}
        <div className="summary__row summary__row--total">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatDollars(figures.totalCents)}</dd>
        </div>
        <div className="summary__row">
          <dt>Temporary Hold</dt>
          <dd data-testid="checkout-hold">{formatDollars(figures.holdCents)}</dd>
        </div>
      </dl>
      <p className="muted small">
        We place a temporary hold of the total plus 20 % on your card and charge only the actual total when your order
        is complete.
      </p>
    </div>
  );
}

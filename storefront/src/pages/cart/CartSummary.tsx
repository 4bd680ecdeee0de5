import type { QuoteResponse } from '@domain/api/quote';
import { Link } from 'react-router-dom';
import { money } from './cart-money';

/** The cart's summary: the quote's nudges and figures (or why there are none yet), then the way on. */
export function CartSummary({ q, error }: { q: QuoteResponse | undefined; error: Error | null }) {
  return (
    <aside className="summary" aria-label="Order summary">
      {q?.nudges.map((n) => (
        <p key={n} className="summary__nudge" data-testid="nudge">
          {n}
        </p>
      ))}
      {q ? (
        <dl>
          <div className="summary__row">
            <dt>Estimated Subtotal</dt>
            <dd data-testid="subtotal">{money(q.subtotal)}</dd>
          </div>
          {q.discount > 0 && (
            <div className="summary__row">
              <dt>Discount</dt>
              <dd data-testid="discount">-{money(q.discount)}</dd>
            </div>
          )}
          {q.promotions.map((p) => (
            <div key={p.id} className="summary__row summary__row--promotion" data-testid="applied-promotion">
              <dt className="small">{p.name}</dt>
              <dd className="small">{p.kind === 'free_delivery' ? 'Free delivery' : `-${money(p.amount)}`}</dd>
            </div>
          ))}
          {q.bottleDeposit > 0 && (
            <div className="summary__row">
              <dt>Bottle Deposit</dt>
              <dd data-testid="deposit">{money(q.bottleDeposit)}</dd>
            </div>
          )}
          <div className="summary__row">
            <dt>Sales Tax</dt>
            <dd data-testid="sales-tax">{money(q.salesTax)}</dd>
          </div>
          <div className="summary__row summary__row--total">
            <dt>Cart Total</dt>
            <dd data-testid="cart-total">{money(q.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">{error ? error.message : 'Working out your total...'}</p>
      )}
      <Link to="/checkout" className="btn btn--primary btn--block">
        Checkout
      </Link>
      <p className="muted small">Shipping cost is applied at checkout.</p>
      <Link to="/" className="btn btn--ghost btn--block">
        Continue Shopping
      </Link>
    </aside>
  );
}

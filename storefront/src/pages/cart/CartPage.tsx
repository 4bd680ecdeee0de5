import { toCents } from '@domain/money';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuote } from '../../api/quote';
import { BinIcon } from '../../components/Icons';
import { ProductImage } from '../../components/ProductImage';
import { QuantityStepper } from '../../components/QuantityStepper';
import { formatDollars } from '../../lib/price';
import { useCart } from '../../state/cart';

const money = (dollars: number) => formatDollars(toCents(dollars));

/** Spec 2.10 cart page; every figure is the server quote's, problems shown next to their lines. */
export default function CartPage() {
  const cart = useCart();
  const request = useMemo(
    () => ({
      orderType: 'pickup' as const,
      items: cart.lines.map((l) => ({ itemNumber: l.itemNumber, quantity: l.quantity, packType: l.packType })),
    }),
    [cart.lines],
  );
  const quote = useQuote(cart.lines.length ? request : null);
  const q = quote.data;
  const lineOf = (itemNumber: string) => q?.lines.find((l) => l.itemNumber === itemNumber);
  const problemsOf = (itemNumber: string) => q?.problems.filter((p) => p.itemNumber === itemNumber) ?? [];

  return (
    <div className="cart-page">
      <h1 className="page-title">Your shopping cart</h1>
      {cart.lines.length === 0 ? (
        <div className="empty">
          <p>Your cart is empty.</p>
          <Link to="/" className="btn btn--primary">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="cart">
          <ul className="cart__lines" aria-label="Cart items">
            {cart.lines.map((line) => {
              const quoted = lineOf(line.itemNumber);
              const problems = problemsOf(line.itemNumber);
              const cap = problems.find((p) => p.available !== undefined)?.available;
              return (
                <li key={line.itemNumber} className="cart-line" data-testid="cart-line">
                  <Link to={`/product/${encodeURIComponent(line.itemNumber)}`} className="cart-line__img">
                    <ProductImage src={line.imageUrl} alt={line.name} width={80} height={100} />
                  </Link>
                  <div className="cart-line__info">
                    <Link to={`/product/${encodeURIComponent(line.itemNumber)}`} className="cart-line__name">
                      {line.name}
                    </Link>
                    <p className="muted small">
                      {line.packType}
                      {line.packSize > 1 ? ` of ${line.packSize}` : ''}
                      {line.size ? ` · ${line.size}` : ''}
                    </p>
                    <p className="small">{money(quoted?.unitPrice ?? line.price)} each</p>
                    {quoted && quoted.deposit > 0 && (
                      <p className="muted small">Bottle deposit {money(quoted.deposit)}</p>
                    )}
                    {quoted && quoted.discount > 0 && (
                      <p className="small price--sale" data-testid="line-discount">
                        {quoted.promotion ?? 'Discount'}: -{money(quoted.discount)}
                      </p>
                    )}
                    {problems.map((p) => (
                      <p key={p.code} className="field__error" role="alert" data-testid="line-problem">
                        {p.message}
                      </p>
                    ))}
                  </div>
                  <QuantityStepper
                    label={`Quantity of ${line.name}`}
                    value={line.quantity}
                    binAtOne
                    max={cap === undefined ? undefined : Math.max(1, cap)}
                    onIncrement={() => cart.setQuantity(line.itemNumber, line.quantity + 1)}
                    onDecrement={() => cart.setQuantity(line.itemNumber, line.quantity - 1)}
                  />
                  <p className="cart-line__total" data-testid="line-total">
                    {quoted ? money(quoted.lineTotal) : ''}
                  </p>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Remove ${line.name}`}
                    onClick={() => cart.remove(line.itemNumber)}
                  >
                    <BinIcon />
                  </button>
                </li>
              );
            })}
          </ul>
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
              <p className="muted">{quote.error ? quote.error.message : 'Working out your total...'}</p>
            )}
            <Link to="/checkout" className="btn btn--primary btn--block">
              Checkout
            </Link>
            <p className="muted small">Shipping cost is applied at checkout.</p>
            <Link to="/" className="btn btn--ghost btn--block">
              Continue Shopping
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
